import { sessionData } from '../store/session';

/**
 * Loads the member's unread message count into the shared session data, which the header's and the
 * account shell's badges read (spec section 3: "unread message count" is session data). Called whenever
 * the session publishes the member; a failed read leaves the count as it was (the badge is a hint). The
 * messages API loads with the first count, out of the home page's first load (a guest never needs it).
 */
export async function refreshUnreadCount(): Promise<void> {
  try {
    const { getUnreadCount } = await import('../api/messages');
    sessionData.unreadCount = (await getUnreadCount({ handles: 'all' })).totalCount;
  } catch {
    // No toast and no change: the next publication of the member tries again.
  }
}
