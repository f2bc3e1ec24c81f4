import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionData } from '../../store/session';
import { SmartImage } from '../../components/SmartImage';
import './SponsorPage.css';

/** /sponsor/madrid: the football club partnership, from the configured image and text. */
export default function SponsorPage() {
  const { baseInfo } = useSnapshot(sessionData);
  return (
    <div className="sponsor-page">
      <section className="sponsor-page__card">
        {baseInfo.sponsorImg && <SmartImage src={baseInfo.sponsorImg} alt={baseInfo.sponsorTitle ?? ''} />}
        <div className="sponsor-page__copy">
          <p className="sponsor-page__kicker">
            <FormattedMessage id="sponsor.kicker" />
          </p>
          <h1>{baseInfo.sponsorTitle}</h1>
          <p>{baseInfo.sponsorText}</p>
          <ul className="sponsor-page__facts">
            <li>
              <strong>2024</strong>
              <FormattedMessage id="sponsor.since" />
            </li>
            <li>
              <strong>32</strong>
              <FormattedMessage id="sponsor.venues" />
            </li>
            <li>
              <strong>7×24</strong>
              <FormattedMessage id="sponsor.service" />
            </li>
          </ul>
        </div>
      </section>
    </div>
  );
}
