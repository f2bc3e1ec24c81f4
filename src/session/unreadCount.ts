import { getUnreadCount } from '../api/messages';
import { sessionData } from '../store/session';

/**
 * Loads the member's unread message count into the shared session data, which the header's and the
 * account shell's badges read (spec section 3: "unread message count" is session data). Called whenever
 * the session publishes the member; a failed read leaves the count as it was (the badge is a hint).
 */
export async function refreshUnreadCount(): Promise<void> {
  try {
    sessionData.unreadCount = (await getUnreadCount({ handles: 'all' })).totalCount;
  } catch {
    // No toast and no change: the next publication of the member tries again.
  }
}
