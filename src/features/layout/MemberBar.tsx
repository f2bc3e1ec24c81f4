import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { formatAmount } from '../../../machines/rules/display';
import { sessionData } from '../../store/session';
import { headerFigure, memberMoney } from '../../store/wallet';
import { useSiteActors } from '../../session/SiteActorsContext';
import { Avatar } from '../../components/Avatar';
import { VipBadge } from '../../components/VipBadge';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { UnreadBadge } from '../../components/UnreadBadge';
import { usePromotion } from '../../components/promotion/promotionSeen';
import { deferredComponent } from '../../app/deferredComponent';
import { ChunkBoundary } from '../../components/ChunkBoundary';
import { loadAreas } from '../../i18n/catalogs';

/** A promotion's celebration, loaded (with the vip texts) only when the member's level has risen. */
const PromotionNotice = deferredComponent(
  () =>
    Promise.all([import('../../components/promotion/PromotionNotice'), loadAreas(sessionData.locale, ['vip'])]).then(([module]) => module.PromotionNotice),
  null,
);

/** The currency selector (last in the bar, beside the language) and its texts load with the member's bar. */
const CurrencySelect = deferredComponent(
  () => Promise.all([import('./CurrencySelect'), loadAreas(sessionData.locale, ['currency'])]).then(([module]) => module.CurrencySelect),
  <span className="currency-select__toggle" aria-busy="true" />,
);

/** The header's member menu of spec section 2. */
const MENU = [
  { key: 'menu.userInfo', href: paths.userInfo() },
  { key: 'menu.vip', href: paths.vip() },
  { key: 'menu.welfare', href: paths.welfare() },
  { key: 'menu.betRecord', href: paths.betRecord() },
  { key: 'menu.transRecord', href: paths.transRecord('transfer') },
  { key: 'menu.mail', href: paths.mail() },
];

export function MemberBar() {
  const intl = useIntl();
  const { session } = useSiteActors();
  const { userInfo, accountMoney, heldMoney } = useSnapshot(sessionData);
  // Transfer-free mode: the money follows the member into the venues, so the header counts it there too.
  const figure = headerFigure(accountMoney, useSnapshot(memberMoney));
  const held = heldMoney !== null && heldMoney > 0 ? formatAmount(heldMoney) : null;
  const loading = useSelector(session, (state) => state.hasTag('loadingMember'));
  const promotion = usePromotion(userInfo?.userName, userInfo?.levelId);

  return (
    <div className="member-bar">
      <nav className="member-bar__money" aria-label={intl.formatMessage({ id: 'header.menu' })}>
        <Link className="member-bar__quick member-bar__quick--deposit" href={paths.deposit()}>
          <FormattedMessage id="header.deposit" />
        </Link>
        <Link className="member-bar__quick" href={paths.transfer()}>
          <FormattedMessage id="header.transfer" />
        </Link>
        <Link className="member-bar__quick" href={paths.withdrawal()}>
          <FormattedMessage id="header.withdrawal" />
        </Link>
      </nav>
      <div className="member-bar__balance">
        <span className="member-bar__balance-label">
          <FormattedMessage id={figure.total ? 'header.balanceTotal' : 'header.balance'} />
        </span>
        <strong data-testid="header-balance" data-total={figure.total || undefined}>
          {figure.amount === null ? '--' : formatAmount(figure.amount)}
        </strong>
        {held && (
          // Money a withdrawal under review holds is not in the balance: said beside it, with a way to its record.
          <Link
            className="member-bar__held"
            data-testid="header-held"
            href={paths.transRecord('withdraw')}
          >
            <FormattedMessage id="header.held" values={{ amount: held }} />
          </Link>
        )}
        <button
          type="button"
          className={`member-bar__refresh${loading ? ' is-spinning' : ''}`}
          data-testid="header-refresh"
          aria-label={intl.formatMessage({ id: 'header.refreshBalance' })}
          onClick={() => session.send({ type: 'REFRESH_MEMBER' })}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true">
            <path d="M16.5 10a6.5 6.5 0 1 1-1.9-4.6M16.5 3v4h-4" />
          </svg>
        </button>
      </div>
      <div className="member-bar__user" tabIndex={0}>
        <span className="member-bar__avatar">
          <Avatar src={userInfo?.photoUrl ?? null} />
          <UnreadBadge className="member-bar__unread" />
        </span>
        <span className="member-bar__name" data-testid="header-user">
          {userInfo?.userName ?? ''}
        </span>
        <VipBadge level={userInfo?.levelId ?? 0} />
        <ul className="member-bar__menu">
          {MENU.map((item) => (
            <li key={item.key}>
              <Link href={item.href}>
                <FormattedMessage id={item.key} />
                {item.href === paths.mail() && <UnreadBadge className="member-bar__menu-count" />}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" data-testid="header-logout" onClick={() => session.send({ type: 'LOGOUT' })}>
              <FormattedMessage id="header.logout" />
            </button>
          </li>
        </ul>
      </div>
      <ChunkBoundary>
        <CurrencySelect />
      </ChunkBoundary>
      {promotion.announced !== null && (
        <ChunkBoundary>
          <PromotionNotice level={promotion.announced} onClose={promotion.seen} />
        </ChunkBoundary>
      )}
    </div>
  );
}
