import { useSnapshot } from 'valtio';
import { useIntl } from 'react-intl';
import { sessionData } from '../../store/session';
import { LoginForm } from '../../components/LoginForm';
import { MemberBar } from './MemberBar';
import { LanguageSelect } from './LanguageSelect';
import { useScrolledPast } from './useScrolledPast';
import { CategoryNav } from './CategoryNav';
import './Header.css';

/** The header turns flat once the page scrolls past this many pixels (spec section 9). */
export const HEADER_FLAT_AFTER_PX = 50;

export function Header() {
  const intl = useIntl();
  const { isLogin, baseInfo } = useSnapshot(sessionData);
  const flat = useScrolledPast(HEADER_FLAT_AFTER_PX);
  return (
    <header className={`site-header${flat ? ' site-header--flat' : ''}`}>
      <div className="site-header__inner">
        <a className="site-header__logo" href="#/" aria-label={intl.formatMessage({ id: 'header.home' })}>
          <img src={baseInfo.logo ?? '/brand/logo.svg'} alt={baseInfo.siteName ?? ''} height={40} />
        </a>
        <div className="site-header__actions">
          {isLogin ? <MemberBar /> : <LoginForm variant="inline" />}
          <LanguageSelect />
        </div>
      </div>
      <CategoryNav />
    </header>
  );
}
