import { assign, fromPromise, setup } from 'xstate';
import { MESSAGE_KINDS, type MessageKind } from './rules/messages';

/**
 * The message centre of spec section 4 ("Messages: unread or read; actions mark read, read all,
 * delete"): the messages the page shows, each unread or read, and the unread count in step with them.
 * Opening a message marks it read; read all marks a tab (or every tab) read; deleting asks first. Each
 * change shows at once and is undone when the server refuses it (the API client has said why). The
 * list machine loads the pages; the page hands each loaded page over with SHOW.
 */

export interface Message {
  id: number;
  type: MessageKind;
  title: string;
  content: string;
  isRead: boolean;
  createTime: number;
}

export interface UnreadCounts {
  totalCount: number;
  tabCounts: Record<MessageKind, number>;
}

export interface MessagesContext {
  messages: Message[];
  unread: UnreadCounts | null;
  /** The message open in the detail view. */
  openId: number | null;
  /** The message the member asked to delete, awaiting their confirmation. */
  deleteId: number | null;
  /** What the page showed before an optimistic change, restored when the server refuses it. */
  undo: Pick<MessagesContext, 'messages' | 'unread' | 'openId'> | null;
}

export type MessagesEvent =
  | { type: 'SHOW'; messages: Message[] }
  | { type: 'OPEN'; id: number }
  | { type: 'CLOSE' }
  | { type: 'READ_ALL'; tab: MessageKind | null }
  | { type: 'DELETE'; id: number }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

const emptyTabs = (): Record<MessageKind, number> => Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, 0])) as Record<MessageKind, number>;

/** The counts less the given unread messages (never below zero), as the server will count them after the change. */
function countsLess(unread: UnreadCounts | null, gone: Message[]): UnreadCounts | null {
  if (!unread) return null;
  const tabCounts = { ...emptyTabs(), ...unread.tabCounts };
  for (const message of gone.filter((candidate) => !candidate.isRead)) tabCounts[message.type] = Math.max(0, tabCounts[message.type] - 1);
  return { totalCount: Math.max(0, unread.totalCount - gone.filter((message) => !message.isRead).length), tabCounts };
}

const byId = (context: MessagesContext, id: number | null) => context.messages.find((message) => message.id === id);

export const messagesMachine = setup({
  types: {
    context: {} as MessagesContext,
    events: {} as MessagesEvent,
  },
  actors: {
    loadUnread: fromPromise<UnreadCounts>(() => {
      throw new Error('messages: loadUnread was not provided');
    }),
    markRead: fromPromise<UnreadCounts, { id: number }>(() => {
      throw new Error('messages: markRead was not provided');
    }),
    markAllRead: fromPromise<UnreadCounts, { tab: MessageKind | null }>(() => {
      throw new Error('messages: markAllRead was not provided');
    }),
    removeMessage: fromPromise<UnreadCounts, { id: number }>(() => {
      throw new Error('messages: removeMessage was not provided');
    }),
  },
  actions: {
    show: assign({ messages: (_, params: { messages: Message[] }) => params.messages }),
    open: assign({ openId: (_, params: { id: number }) => params.id }),
    close: assign({ openId: null }),
    askToDelete: assign({ deleteId: (_, params: { id: number }) => params.id }),
    forgetDelete: assign({ deleteId: null }),
    keepUndo: assign({ undo: ({ context }) => ({ messages: context.messages, unread: context.unread, openId: context.openId }) }),
    markReadNow: assign(({ context }, params: { id: number }) => {
      const target = context.messages.filter((message) => message.id === params.id);
      return {
        messages: context.messages.map((message) => (message.id === params.id ? { ...message, isRead: true } : message)),
        unread: countsLess(context.unread, target),
      };
    }),
    markAllReadNow: assign(({ context }, params: { tab: MessageKind | null }) => {
      const inTab = (message: Message) => params.tab === null || message.type === params.tab;
      const tabCounts = { ...emptyTabs(), ...context.unread?.tabCounts };
      const cleared = params.tab === null ? MESSAGE_KINDS : [params.tab];
      for (const kind of cleared) tabCounts[kind] = 0;
      return {
        messages: context.messages.map((message) => (inTab(message) ? { ...message, isRead: true } : message)),
        unread: context.unread ? { totalCount: Object.values(tabCounts).reduce((sum, count) => sum + count, 0), tabCounts } : null,
      };
    }),
    removeNow: assign(({ context }) => ({
      messages: context.messages.filter((message) => message.id !== context.deleteId),
      unread: countsLess(context.unread, context.messages.filter((message) => message.id === context.deleteId)),
      openId: context.openId === context.deleteId ? null : context.openId,
    })),
    rollBack: assign(({ context }) => ({ ...context.undo!, undo: null })),
    settle: assign({ undo: null, deleteId: null }),
    storeUnread: assign({ unread: (_, params: { unread: UnreadCounts }) => params.unread }),
    /** Provided by the app: the header's and the shell's badge read the total. */
    publishUnread: (_, _params: { totalCount: number }) => {},
    /** Provided by the page: a deletion leaves a gap the list fills by loading its page again. */
    reloadPage: () => {},
    announceDeleted: () => {},
  },
  guards: {
    isUnread: ({ context }, params: { id: number }) => byId(context, params.id)?.isRead === false,
    isShown: ({ context }, params: { id: number }) => byId(context, params.id) !== undefined,
    hasUnreadIn: ({ context }, params: { tab: MessageKind | null }) =>
      context.messages.some((message) => !message.isRead && (params.tab === null || message.type === params.tab)) ||
      (context.unread !== null && (params.tab === null ? context.unread.totalCount : context.unread.tabCounts[params.tab]) > 0),
  },
}).createMachine({
  id: 'messages',
  context: { messages: [], unread: null, openId: null, deleteId: null, undo: null },
  initial: 'counting',
  on: {
    SHOW: { actions: { type: 'show', params: ({ event }) => ({ messages: event.messages }) } },
    CLOSE: { actions: 'close' },
  },
  states: {
    counting: {
      tags: ['counting'],
      invoke: {
        id: 'loadUnread',
        src: 'loadUnread',
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeUnread', params: ({ event }) => ({ unread: event.output }) },
            { type: 'publishUnread', params: ({ event }) => ({ totalCount: event.output.totalCount }) },
          ],
        },
        // The count stays unknown (no badge figure); the messages still open, read and delete.
        onError: 'ready',
      },
    },
    ready: {
      on: {
        OPEN: [
          {
            guard: { type: 'isUnread', params: ({ event }) => ({ id: event.id }) },
            target: 'marking',
            actions: [{ type: 'open', params: ({ event }) => ({ id: event.id }) }, 'keepUndo', { type: 'markReadNow', params: ({ event }) => ({ id: event.id }) }],
          },
          { guard: { type: 'isShown', params: ({ event }) => ({ id: event.id }) }, actions: { type: 'open', params: ({ event }) => ({ id: event.id }) } },
        ],
        READ_ALL: {
          guard: { type: 'hasUnreadIn', params: ({ event }) => ({ tab: event.tab }) },
          target: 'readingAll',
          actions: ['keepUndo', { type: 'markAllReadNow', params: ({ event }) => ({ tab: event.tab }) }],
        },
        DELETE: {
          guard: { type: 'isShown', params: ({ event }) => ({ id: event.id }) },
          target: 'confirmingDelete',
          actions: { type: 'askToDelete', params: ({ event }) => ({ id: event.id }) },
        },
      },
    },
    marking: {
      tags: ['busy'],
      invoke: {
        id: 'markRead',
        src: 'markRead',
        input: ({ context }) => ({ id: context.openId! }),
        onDone: { target: 'ready', actions: ['settle', { type: 'storeUnread', params: ({ event }) => ({ unread: event.output }) }, { type: 'publishUnread', params: ({ event }) => ({ totalCount: event.output.totalCount }) }] },
        onError: { target: 'ready', actions: 'rollBack' },
      },
    },
    readingAll: {
      tags: ['busy'],
      invoke: {
        id: 'markAllRead',
        src: 'markAllRead',
        input: ({ event }) => ({ tab: (event as Extract<MessagesEvent, { type: 'READ_ALL' }>).tab }),
        onDone: { target: 'ready', actions: ['settle', { type: 'storeUnread', params: ({ event }) => ({ unread: event.output }) }, { type: 'publishUnread', params: ({ event }) => ({ totalCount: event.output.totalCount }) }] },
        onError: { target: 'ready', actions: 'rollBack' },
      },
    },
    confirmingDelete: {
      tags: ['confirming'],
      on: {
        CONFIRM: { target: 'deleting', actions: ['keepUndo', 'removeNow'] },
        CANCEL: { target: 'ready', actions: 'forgetDelete' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'removeMessage',
        src: 'removeMessage',
        input: ({ context }) => ({ id: context.deleteId! }),
        onDone: {
          target: 'ready',
          actions: [
            'settle',
            { type: 'storeUnread', params: ({ event }) => ({ unread: event.output }) },
            { type: 'publishUnread', params: ({ event }) => ({ totalCount: event.output.totalCount }) },
            'announceDeleted',
            'reloadPage',
          ],
        },
        onError: { target: 'ready', actions: ['rollBack', 'forgetDelete'] },
      },
    },
  },
});
