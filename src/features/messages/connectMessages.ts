import type { SnapshotFrom } from 'xstate';
import type { messagesMachine, MessagesEvent } from '../../../machines/messages';
import type { MessageKind } from '../../../machines/rules/messages';

/** The message machine's state as the mail page shows it. */
export function connectMessages(state: SnapshotFrom<typeof messagesMachine>, send: (event: MessagesEvent) => void) {
  const { messages, unread, openId, deleteId } = state.context;
  const busy = state.hasTag('busy');
  return {
    messages,
    busy,
    /** Unread in a tab (or in all, for null); null while the count is unknown. */
    unreadIn: (tab: MessageKind | null): number | null => (unread === null ? null : tab === null ? unread.totalCount : unread.tabCounts[tab]),
    opened: messages.find((message) => message.id === openId) ?? null,
    confirmingDelete: state.hasTag('confirming') ? (messages.find((message) => message.id === deleteId) ?? null) : null,
    canReadAll: (tab: MessageKind | null) => !busy && state.can({ type: 'READ_ALL', tab }),
    /** The machine's own send, which keeps its identity across renders (the page hands each loaded page over with it). */
    send,
    open: (id: number) => send({ type: 'OPEN', id }),
    close: () => send({ type: 'CLOSE' }),
    readAll: (tab: MessageKind | null) => send({ type: 'READ_ALL', tab }),
    askToDelete: (id: number) => send({ type: 'DELETE', id }),
    confirmDelete: () => send({ type: 'CONFIRM' }),
    cancelDelete: () => send({ type: 'CANCEL' }),
  };
}

export type ConnectedMessages = ReturnType<typeof connectMessages>;
