import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionData } from '../../store/session';
import { QrCode } from '../../components/QrCode';
import { Link, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import './DownloadPage.css';

const PLATFORMS = [
  { type: 0, link: 'iosAppLink', requirement: 'iosApp', label: 'download.ios', steps: ['download.page.iosStep1', 'download.page.iosStep2', 'download.page.iosStep3'] },
  { type: 1, link: 'androidAppLink', requirement: 'androidApp', label: 'download.android', steps: ['download.page.androidStep1', 'download.page.androidStep2', 'download.page.androidStep3'] },
] as const;

/** /download?type=0 (iOS) or 1 (Android): the app's QR code, link and install steps. */
export default function DownloadPage() {
  const intl = useIntl();
  const { baseInfo } = useSnapshot(sessionData);
  const type = new URLSearchParams(useSearch()).get('type');
  const platform = PLATFORMS.find((candidate) => String(candidate.type) === type) ?? PLATFORMS[0];
  const link = baseInfo[platform.link];
  return (
    <div className="download-page">
      <section className="download-page__hero">
        <div className="download-page__copy">
          <h1>
            <FormattedMessage id="download.page.title" />
          </h1>
          <p>
            <FormattedMessage id="download.page.lead" />
          </p>
          <div className="download-page__tabs" role="tablist">
            {PLATFORMS.map((candidate) => (
              <Link
                key={candidate.type}
                role="tab"
                aria-selected={candidate === platform}
                className={candidate === platform ? 'is-active' : ''}
                href={paths.download(candidate.type)}
              >
                <FormattedMessage id={candidate.label} />
              </Link>
            ))}
          </div>
          <div className="download-page__card" data-platform={platform.type}>
            {link && <QrCode link={link} label={intl.formatMessage({ id: platform.label })} />}
            <div>
              <h2>
                <FormattedMessage id={platform.label} />
              </h2>
              <p className="download-page__requirement">{baseInfo[platform.requirement]}</p>
              <ol>
                {platform.steps.map((step) => (
                  <li key={step}>
                    <FormattedMessage id={step} />
                  </li>
                ))}
              </ol>
              {link && (
                <a className="button button--gold" href={link} data-testid="download-link">
                  <FormattedMessage id="download.page.open" />
                </a>
              )}
            </div>
          </div>
        </div>
        <img className="download-page__phone" src={baseInfo.webAppLeftImg ?? '/content/app/phone.svg'} alt="" width={300} height={533} />
      </section>
    </div>
  );
}
