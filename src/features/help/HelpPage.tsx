import DOMPurify from 'dompurify';
import { FormattedMessage } from 'react-intl';
import * as contentApi from '../../api/content';
import { useContent } from '../../components/useContent';
import { useHashQuery } from '../../app/useHashQuery';
import './HelpPage.css';

const GROUPS = ['guide', 'rules', 'about'] as const;

/** The help centre: a topic menu and the chosen topic; an unknown type opens the first topic. */
export default function HelpPage() {
  const requested = useHashQuery('type');
  const topics = useContent(contentApi.getHelpTopics) ?? [];
  const current = topics.find((topic) => topic.type === requested) ?? topics[0];
  const article = useContent(() => contentApi.getHelpArticle(current!.type), current?.type ?? null);
  const shown = article && article.type === current?.type ? article : null;
  return (
    <div className="help-page">
      <header className="help-page__hero">
        <h1>
          <FormattedMessage id="help.title" />
        </h1>
        <p>
          <FormattedMessage id="help.lead" />
        </p>
      </header>
      <div className="help-page__body">
        <nav className="help-page__menu side-menu">
          {GROUPS.map((group) => (
            <section key={group}>
              <h2>
                <FormattedMessage id={`help.group.${group}`} />
              </h2>
              <ul>
                {topics
                  .filter((topic) => topic.group === group)
                  .map((topic) => (
                    <li key={topic.type}>
                      <a
                        href={`#/help?type=${topic.type}`}
                        className={topic.type === current?.type ? 'is-active' : ''}
                        aria-current={topic.type === current?.type ? 'page' : undefined}
                      >
                        {topic.title}
                      </a>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </nav>
        <article className="help-page__article" data-type={shown?.type}>
          {shown ? (
            <>
              <h1>{shown.title}</h1>
              {/* Article bodies are HTML from the server: sanitised before they reach the page. */}
              <div className="help-page__content" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(shown.body) }} />
            </>
          ) : (
            <p className="page-message">
              <FormattedMessage id="common.loading" />
            </p>
          )}
        </article>
      </div>
    </div>
  );
}
