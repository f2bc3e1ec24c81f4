import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { sessionData } from '../../store/session';
import './house.css';
import { FooterNote } from '../../components/FooterNote';

/** The site's footer links a player most needs inside a game window. */
const FOOTER_LINKS = [
  { href: paths.betRecord(), label: 'menu.betRecord' },
  { href: paths.help('gzytk'), label: 'footer.guideRules' },
  { href: paths.help('lxwm'), label: 'footer.guideContact' },
];

/**
 * The window the in-house games open in: it covers the whole viewport (the site's header and footer
 * stay underneath) and carries the site's look: a header in the site header's colours with the site's
 * logo, the venue's logo, the page's name and rules line, the way back to the venue's lobby and the
 * balance; and a footer with the site's responsible-gaming line, copyright and a few of its links.
 */
export function HouseFrame({
  title,
  rules,
  balance,
  balanceLabel = 'house.balance',
  theme,
  children,
}: {
  title: string;
  rules?: string;
  /** The figure the bar shows (two decimals), or null while it is unknown ("--", as the site header shows). */
  balance: string | null;
  /** The figure's label, a locale key: the game's wallet unless the page says otherwise. */
  balanceLabel?: string;
  theme: 'felt' | 'lottery' | 'lobby';
  children: ReactNode;
}) {
  const intl = useIntl();
  const { baseInfo } = useSnapshot(sessionData);
  const siteName = baseInfo.siteName ?? '';
  return (
    <div className={`house-frame house-frame--${theme}`}>
      <header className="house-bar">
        <Link className="house-bar__site" href={paths.home()} aria-label={intl.formatMessage({ id: 'header.home' })}>
          <img src={baseInfo.logo ?? '/brand/logo.svg'} alt={siteName} height={40} />
        </Link>
        <span className="house-bar__rule" aria-hidden="true" />
        <Link className="house-bar__brand" href={paths.play()}>
          <img src="/content/providers/house.svg" alt={intl.formatMessage({ id: 'house.lobby.title' })} width={96} height={48} />
        </Link>
        <div className="house-bar__title">
          <h1>
            <FormattedMessage id={title} />
          </h1>
          {rules && (
            <p>
              <FormattedMessage id={rules} />
            </p>
          )}
        </div>
        <div className="house-bar__side">
          {theme !== 'lobby' && (
            <Link className="house-bar__back" href={paths.play()}>
              <FormattedMessage id="house.back" />
            </Link>
          )}
          <div className="house-bar__balance" data-testid="house-balance">
            <span>
              <FormattedMessage id={balanceLabel} />
            </span>
            <strong>{balance ?? '--'}</strong>
          </div>
        </div>
      </header>
      <div className="house-frame__body">{children}</div>
      <footer className="house-footer">
        <nav className="house-footer__links" aria-label={intl.formatMessage({ id: 'house.lobby.title' })}>
          {FOOTER_LINKS.map((link) => (
            <Link key={link.label} href={link.href}>
              <FormattedMessage id={link.label} />
            </Link>
          ))}
        </nav>
        <FooterNote className="house-footer__copyright" siteName={siteName} />
      </footer>
    </div>
  );
}
