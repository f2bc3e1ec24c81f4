import { Suspense, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionData } from '../../store/session';
import { unreadBadge } from '../../../machines/rules/display';
import { useHashPath } from '../../app/hashLocation';
import { Avatar } from '../../components/Avatar';
import { VipBadge } from '../../components/VipBadge';
import './AccountShell.css';

interface MenuEntry {
  id: number;
  label: string;
  path: string;
  query?: string;
  badge?: boolean;
}

/** The menu groups of spec section 2, with their entry ids. */
const MENU: Array<{ group: string; entries: MenuEntry[] }> = [
  { group: 'shell.groupProfile', entries: [{ id: 1, label: 'shell.userInfo', path: '/mine/userInfo' }] },
  {
    group: 'shell.groupMoney',
    entries: [
      { id: 4, label: 'shell.wallet', path: '/finance/wallet' },
      { id: 5, label: 'shell.transRecord', path: '/record/transRecord', query: '?type=transfer' },
      { id: 6, label: 'shell.betRecord', path: '/record/betRecord' },
    ],
  },
  {
    group: 'shell.groupService',
    entries: [
      { id: 8, label: 'shell.mail', path: '/mail', badge: true },
      { id: 9, label: 'shell.feedback', path: '/feedback' },
    ],
  },
];

/** The account shell every member page lives in: the member column, the menu, and a right panel when the route has one. */
export function AccountShell({ children, panel: Panel }: { children: ReactNode; panel: ComponentType | null }) {
  const { userInfo, baseInfo, unreadCount } = useSnapshot(sessionData);
  const [path] = useHashPath();
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
            <a href="#/finance/deposit">
              <FormattedMessage id="header.deposit" />
            </a>
            <a href="#/finance/transfer">
              <FormattedMessage id="header.transfer" />
            </a>
            <a href="#/finance/withdrawal">
              <FormattedMessage id="header.withdrawal" />
            </a>
          </div>
        </div>
        <nav className="account-shell__menu side-menu">
          {MENU.map((group) => (
            <section key={group.group}>
              <h2>
                <FormattedMessage id={group.group} />
              </h2>
              {group.entries.map((entry) => (
                <a
                  key={entry.id}
                  data-entry={entry.id}
                  href={`#${entry.path}${entry.query ?? ''}`}
                  className={path === entry.path ? 'is-active' : ''}
                  aria-current={path === entry.path ? 'page' : undefined}
                >
                  <FormattedMessage id={entry.label} />
                  {entry.badge && badge && <span className="account-shell__badge">{badge}</span>}
                </a>
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
