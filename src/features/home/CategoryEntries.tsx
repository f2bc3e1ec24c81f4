import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionData } from '../../store/session';
import { SmartImage } from '../../components/SmartImage';
import { Link } from 'wouter';

/** One entry per game category, with how many providers it holds. */
export function CategoryEntries() {
  const { gameNavList } = useSnapshot(sessionData);
  return (
    <section className="home-section">
      <header className="home-section__head">
        <h2>
          <FormattedMessage id="home.categoriesTitle" />
        </h2>
        <p>
          <FormattedMessage id="home.categoriesLead" />
        </p>
      </header>
      <div className="category-entries">
        {gameNavList.map((category) => (
          <Link className="category-entry" key={category.gameType} href={category.link}>
            <SmartImage src={category.imgUrl} alt="" />
            <span className="category-entry__name">{category.gameTypeName}</span>
            <span className="category-entry__count">
              <FormattedMessage id="home.providerCount" values={{ count: category.platTypeList.length }} />
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
