import { Suspense, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionData } from '../../store/session';
import { unreadBadge } from '../../../machines/rules/display';
import { Avatar } from '../../components/Avatar';
import { VipBadge } from '../../components/VipBadge';
import './AccountShell.css';
import { Link, useLocation } from 'wouter';
import { pathOf, paths } from '../../config/paths';

interface MenuEntry {
  id: number;
  label: string;
  /** Where the entry leads; it is the current entry while the address's path is this one's. */
  href: string;
  badge?: boolean;
}

/**
 * The menu groups of spec section 2, with their entry ids (1, 4, 5, 6, 8, 9). The spec leaves 2, 3 and 7 unnamed:
 * the member's VIP page and welfare centre take 2 and 3, beside personal info, and the gift records (a record page
 * of spec section 2) 7, after the bet record, so every account page has its entry.
 */
const MENU: Array<{ group: string; entries: MenuEntry[] }> = [
  {
    group: 'shell.groupProfile',
    entries: [
      { id: 1, label: 'shell.userInfo', href: paths.userInfo() },
      { id: 2, label: 'shell.vip', href: paths.vip() },
      { id: 3, label: 'shell.welfare', href: paths.welfare() },
    ],
  },
  {
    group: 'shell.groupMoney',
    entries: [
      { id: 4, label: 'shell.wallet', href: paths.wallet() },
      { id: 5, label: 'shell.transRecord', href: paths.transRecord('transfer') },
      { id: 6, label: 'shell.betRecord', href: paths.betRecord() },
      { id: 7, label: 'shell.giftRecord', href: paths.giftRecord() },
    ],
  },
  {
    group: 'shell.groupService',
    entries: [
      { id: 8, label: 'shell.mail', href: paths.mail(), badge: true },
      { id: 9, label: 'shell.feedback', href: paths.feedback() },
    ],
  },
];

/** The account shell every member page lives in: the member column, the menu, and a right panel when the route has one. */
export function AccountShell({ children, panel: Panel }: { children: ReactNode; panel: ComponentType | null }) {
  const { userInfo, baseInfo, unreadCount } = useSnapshot(sessionData);
  const [path] = useLocation();
  const badge = unreadBadge(unreadCount);
  return (
    <div className={`account-shell${Panel ? ' account-shell--panel' : ''}`}>
      <aside className="account-shell__side">
        <div className="account-shell__member">
          <Avatar src={userInfo?.photoUrl ?? null} size={72} />
          <strong>{userInfo?.userName}</strong>
          <VipBadge level={userInfo?.levelId ?? 0} />
          <p>
            <FormattedMessage id="shell.joined" values={{ siteName: baseInfo.siteName ?? '', days: userInfo?.joinDays ?? 1 }} />
          </p>
          <div className="account-shell__quick">
            <Link href={paths.deposit()}>
              <FormattedMessage id="header.deposit" />
            </Link>
            <Link href={paths.transfer()}>
              <FormattedMessage id="header.transfer" />
            </Link>
            <Link href={paths.withdrawal()}>
              <FormattedMessage id="header.withdrawal" />
            </Link>
          </div>
        </div>
        <nav className="account-shell__menu side-menu">
          {MENU.map((group) => (
            <section key={group.group}>
              <h2>
                <FormattedMessage id={group.group} />
              </h2>
              {group.entries.map((entry) => (
                <Link
                  key={entry.id}
                  data-entry={entry.id}
                  href={entry.href}
                  className={path === pathOf(entry.href) ? 'is-active' : ''}
                  aria-current={path === pathOf(entry.href) ? 'page' : undefined}
                >
                  <FormattedMessage id={entry.label} />
                  {entry.badge && badge && <span className="account-shell__badge">{badge}</span>}
                </Link>
              ))}
            </section>
          ))}
        </nav>
      </aside>
      <section className="account-shell__main">{children}</section>
      {Panel && (
        <aside className="account-shell__panel">
          <Suspense fallback={null}>
            <Panel />
          </Suspense>
        </aside>
      )}
    </div>
  );
}
