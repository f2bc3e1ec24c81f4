import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import './house.css';

/**
 * The window the in-house games open in: it covers the whole viewport (the site's header and footer
 * stay underneath), with the venue's bar on top: its logo, the game's name and rules line, the house
 * wallet's balance and the way back to the venue's lobby.
 */
export function HouseFrame({ title, rules, balance, theme, children }: { title: string; rules?: string; balance: string | null; theme: 'felt' | 'lottery' | 'lobby'; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className={`house-frame house-frame--${theme}`}>
      <header className="house-bar">
        <Link className="house-bar__brand" href={paths.play()}>
          <img src="/content/providers/house.svg" alt={intl.formatMessage({ id: 'house.lobby.title' })} width={120} height={60} />
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
          {balance !== null && (
            <div className="house-bar__balance" data-testid="house-balance">
              <span>
                <FormattedMessage id="house.balance" />
              </span>
              <strong>{balance}</strong>
            </div>
          )}
        </div>
      </header>
      <div className="house-frame__body">{children}</div>
    </div>
  );
}
