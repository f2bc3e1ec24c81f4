import type { AnyMachineSnapshot } from 'xstate';
import type { ModelAdapter } from '../model';
import type { Message, MessagesContext, UnreadCounts } from '../../../machines/messages';

/** Two messages on the page: an unread notification and a read activity, and the counts the server answers. */
export const UNREAD_NOTICE: Message = { id: 1, type: 'notification', title: 'New terms', content: 'New terms from 1 May.', isRead: false, createTime: 1_740_000_000_000 };
export const READ_ACTIVITY: Message = { id: 2, type: 'activity', title: 'Lucky spin', content: 'Spin this week.', isRead: true, createTime: 1_739_000_000_000 };
export const PAGE = [UNREAD_NOTICE, READ_ACTIVITY];

const counts = (notification: number): UnreadCounts => ({
  totalCount: notification,
  tabCounts: { notification, activity: 0, announcement: 0, money: 0, private: 0 },
});
export const ONE_UNREAD = counts(1);
export const NONE_UNREAD = counts(0);

export const REFUSED = Object.assign(new Error('API call failed with code 500'), { code: 500, msg: 'Server busy' });

/** What the member and the server do once a page is shown. */
const CHANGES = [
  { type: 'OPEN', id: 1 },
  { type: 'OPEN', id: 2 },
  { type: 'CLOSE' },
  { type: 'READ_ALL', tab: null },
  { type: 'READ_ALL', tab: 'notification' },
  { type: 'DELETE', id: 1 },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.loadUnread', output: ONE_UNREAD },
  { type: 'xstate.error.actor.loadUnread', error: REFUSED },
  { type: 'xstate.done.actor.markRead', output: NONE_UNREAD },
  { type: 'xstate.error.actor.markRead', error: REFUSED },
  { type: 'xstate.done.actor.markAllRead', output: NONE_UNREAD },
  { type: 'xstate.error.actor.markAllRead', error: REFUSED },
  { type: 'xstate.done.actor.removeMessage', output: NONE_UNREAD },
  { type: 'xstate.error.actor.removeMessage', error: REFUSED },
];

export const messagesModel: ModelAdapter = {
  flowId: 'messages',
  scenarios: [{ name: 'a page of two messages, one unread' }],
  // The page arrives once, as the mail page's list loads it; then the member and the server act.
  events: (snapshot) => [...((snapshot.context as MessagesContext).messages.length === 0 ? [{ type: 'SHOW', messages: PAGE }] : []), ...CHANGES],
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as MessagesContext;
    const shown = (messages: Message[]) => messages.map((message) => `${message.id}${message.isRead ? 'r' : 'u'}`);
    // What a refusal would restore is part of the state: two deletions that look alike now may undo differently.
    return JSON.stringify([
      snapshot.value,
      shown(context.messages),
      context.unread?.totalCount ?? null,
      context.openId,
      context.deleteId,
      context.undo ? [shown(context.undo.messages), context.undo.unread?.totalCount ?? null, context.undo.openId] : null,
    ]);
  },
  // Simple paths walk the changes; closing a message and opening a read one are covered by the shortest paths.
  simplePathEvents: (event) => event.type !== 'CLOSE' && !(event.type === 'OPEN' && (event as { id?: number }).id === 2),
};
