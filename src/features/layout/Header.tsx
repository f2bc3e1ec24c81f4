import { useSnapshot } from 'valtio';
import { useIntl } from 'react-intl';
import { sessionData } from '../../store/session';
import { LoginForm } from '../../components/LoginForm';
import { LanguageSelect } from './LanguageSelect';
import { useScrolledPast } from './useScrolledPast';
import { CategoryNav } from './CategoryNav';
import './Header.css';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { useSignedIn } from '../../session/useSignedIn';
import { deferredComponent } from '../../app/deferredComponent';
import { ChunkBoundary } from '../../components/ChunkBoundary';
import { useState } from 'react';
import { LoginPrompt } from '../../components/LoginPrompt';

/** The member's bar loads for members only: a guest's first load (the home page's budget) goes without it. */
const MemberBar = deferredComponent(
  () => import('./MemberBar').then((module) => module.MemberBar),
  <div className="member-bar" aria-busy="true" />,
);

/** A guest asking for the currency gets the spec's login prompt (section 6); a member's selector is in MemberBar. */
function GuestCurrency() {
  const intl = useIntl();
  const [asked, setAsked] = useState(false);
  return (
    <>
      <button type="button" className="currency-select__toggle" onClick={() => setAsked(true)}>
        {intl.formatMessage({ id: 'header.currency' })}
      </button>
      {asked && <LoginPrompt messageKey="prompt.loginFirst" onClose={() => setAsked(false)} />}
    </>
  );
}

/** The header turns flat once the page scrolls past this many pixels (spec section 9). */
export const HEADER_FLAT_AFTER_PX = 50;

export function Header() {
  const intl = useIntl();
  const { baseInfo } = useSnapshot(sessionData);
  const signedIn = useSignedIn();
  const flat = useScrolledPast(HEADER_FLAT_AFTER_PX);
  return (
    <header className={`site-header${flat ? ' site-header--flat' : ''}`}>
      <div className="site-header__inner">
        <Link className="site-header__logo" href={paths.home()} aria-label={intl.formatMessage({ id: 'header.home' })}>
          <img src={baseInfo.logo ?? '/brand/logo.svg'} alt={baseInfo.siteName ?? ''} height={40} />
        </Link>
        <div className="site-header__actions">
          {signedIn ? (
            <ChunkBoundary>
              <MemberBar />
            </ChunkBoundary>
          ) : (
            <LoginForm variant="inline" />
          )}
          {!signedIn && <GuestCurrency />}
          <LanguageSelect />
        </div>
      </div>
      <CategoryNav />
    </header>
  );
}
