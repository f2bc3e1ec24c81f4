import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionData } from '../store/session';
import { unreadBadge } from '../../machines/rules/display';

/** The unread message count as a badge (spec section 9: "99+" above 99); nothing when all is read. */
export function UnreadBadge({ className }: { className: string }) {
  const intl = useIntl();
  const { unreadCount } = useSnapshot(sessionData);
  const text = unreadBadge(unreadCount);
  if (!text) return null;
  return (
    <span className={className} data-testid="unread-badge" role="status" aria-label={intl.formatMessage({ id: 'header.unreadMessages' }, { count: unreadCount })}>
      {text}
    </span>
  );
}
