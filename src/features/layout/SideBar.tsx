import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionData } from '../../store/session';
import { QrCode } from '../../components/QrCode';
import { CustomerServiceDialog, SecurityTipsDialog } from './lazyDialogs';
import './SideBar.css';
import { Link } from 'wouter';
import { paths } from '../../config/paths';

const ICONS: Record<string, ReactNode> = {
  service: <path d="M5 13v-2a7 7 0 0 1 14 0v2M5 13h3v5H5zM16 13h3v5h-3M19 18a4 4 0 0 1-4 3h-2" />,
  agent: <path d="M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2.5 19a5.5 5.5 0 0 1 11 0M16 11a3 3 0 1 0 0-6M18 19a5.5 5.5 0 0 0-3-4.9" />,
  promotions: <path d="M4 9h16v4H4zM5 13v7h14v-7M12 9v11M12 9c-1.5-4-6-4-5-1.5S12 9 12 9Zm0 0c1.5-4 6-4 5-1.5S12 9 12 9Z" />,
  app: <path d="M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1ZM11 18h2" />,
  security: <path d="M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6zM9 12l2 2 4-4" />,
};

const Icon = ({ name }: { name: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    {ICONS[name]}
  </svg>
);

/** The side help bar: customer service, agent, promotions, app, and the security tips. */
export function SideBar() {
  const intl = useIntl();
  const { baseInfo } = useSnapshot(sessionData);
  const [dialog, setDialog] = useState<'service' | 'security' | null>(null);
  // The agent panel's codes are drawn the first time the panel opens (hover or keyboard focus).
  const [agentOpened, setAgentOpened] = useState(false);
  const openAgent = () => setAgentOpened(true);
  return (
    <aside className="side-bar" aria-label={intl.formatMessage({ id: 'side.label' })}>
      <button type="button" className="side-bar__item" onClick={() => setDialog('service')}>
        <Icon name="service" />
        <FormattedMessage id="side.service" />
      </button>
      <div className="side-bar__item side-bar__item--panel" tabIndex={0} onMouseEnter={openAgent} onFocus={openAgent}>
        <Icon name="agent" />
        <FormattedMessage id="side.agent" />
        <div className="side-bar__panel">
          <p className="side-bar__panel-title">
            <FormattedMessage id="side.agentTitle" />
          </p>
          <div className="side-bar__qrs">
            {(['iosAppLink', 'androidAppLink'] as const).map((key) =>
              baseInfo[key] ? (
                <figure key={key}>
                  <QrCode ready={agentOpened} link={baseInfo[key]} size={112} label={intl.formatMessage({ id: key === 'iosAppLink' ? 'download.ios' : 'download.android' })} />
                  <figcaption>
                    <FormattedMessage id={key === 'iosAppLink' ? 'download.ios' : 'download.android'} />
                  </figcaption>
                </figure>
              ) : null,
            )}
          </div>
          <Link href={paths.agent()}>
            <FormattedMessage id="side.agentMore" />
          </Link>
        </div>
      </div>
      <div className="side-bar__item side-bar__item--panel" tabIndex={0}>
        <Icon name="promotions" />
        <FormattedMessage id="side.promotions" />
        <div className="side-bar__panel">
          <p className="side-bar__panel-title">
            <FormattedMessage id="side.promotionsTitle" />
          </p>
          <p className="side-bar__panel-text">
            <FormattedMessage id="side.promotionsText" />
          </p>
          <Link className="button button--gold" href={paths.promotions()}>
            <FormattedMessage id="side.promotionsGo" />
          </Link>
        </div>
      </div>
      <Link className="side-bar__item" href={paths.download()}>
        <Icon name="app" />
        <FormattedMessage id="side.app" />
      </Link>
      <button type="button" className="side-bar__item" onClick={() => setDialog('security')}>
        <Icon name="security" />
        <FormattedMessage id="side.security" />
      </button>
      {dialog === 'service' && <CustomerServiceDialog onClose={() => setDialog(null)} />}
      {dialog === 'security' && <SecurityTipsDialog onClose={() => setDialog(null)} />}
    </aside>
  );
}
