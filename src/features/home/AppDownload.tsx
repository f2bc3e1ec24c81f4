import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionData } from '../../store/session';
import { QrCode } from '../../components/QrCode';
import { SmartImage } from '../../components/SmartImage';
import { Link } from 'wouter';
import { paths } from '../../config/paths';

const PLATFORMS = [
  { key: 'ios', link: 'iosAppLink', requirement: 'iosApp', label: 'download.ios', downloadType: 0 },
  { key: 'android', link: 'androidAppLink', requirement: 'androidApp', label: 'download.android', downloadType: 1 },
] as const;

/** App download tabs with a QR code of each configured link. */
export function AppDownload() {
  const intl = useIntl();
  const { baseInfo } = useSnapshot(sessionData);
  const [current, setCurrent] = useState<(typeof PLATFORMS)[number]['key']>('ios');
  const platform = PLATFORMS.find((candidate) => candidate.key === current)!;
  const link = baseInfo[platform.link];
  return (
    <section className="home-section app-download">
      <div className="app-download__art">
        <SmartImage src={baseInfo.webAppLeftImg ?? '/content/app/phone.svg'} alt="" width={300} height={533} loading="lazy" />
      </div>
      <div className="app-download__copy">
        <h2>
          <FormattedMessage id="home.appTitle" />
        </h2>
        <p>
          <FormattedMessage id="home.appLead" />
        </p>
        <div className="app-download__tabs" role="tablist">
          {PLATFORMS.map((candidate) => (
            <button
              type="button"
              role="tab"
              key={candidate.key}
              aria-selected={candidate.key === current}
              className={candidate.key === current ? 'is-active' : ''}
              onClick={() => setCurrent(candidate.key)}
            >
              <FormattedMessage id={candidate.label} />
            </button>
          ))}
        </div>
        <div className="app-download__panel" role="tabpanel">
          {link && <QrCode link={link} size={160} label={intl.formatMessage({ id: platform.label })} />}
          <div>
            <p className="app-download__hint">
              <FormattedMessage id="home.appScan" values={{ platform: intl.formatMessage({ id: platform.label }) }} />
            </p>
            <p className="app-download__requirement">{baseInfo[platform.requirement]}</p>
            <Link className="button button--gold" href={paths.download(platform.downloadType)}>
              <FormattedMessage id="home.appMore" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
