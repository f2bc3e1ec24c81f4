import { Type, type Static } from 'typebox';
import { endpoint, EpochMs } from './envelope';
import { RecordPage } from './wallet';
import { PAGE_SIZE_MAX } from '../machines/rules/paging';
import { MESSAGE_CONTENT_MAX, MESSAGE_KINDS, MESSAGE_TITLE_MAX, OPERATOR_MESSAGE_KINDS } from '../machines/rules/messages';
import { OPS_ROLES } from './ops';

/**
 * The message centre (spec section 7 "Messages"): a member's messages by tab, the latest 50, the unread
 * count, one message, read, delete and read all; and the operator's sending (POST /web/ops/messages).
 * A member reaches only the messages addressed to them or to everyone since they registered; another
 * member's message id answers as an id that does not exist.
 */

const RowId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const MessageKindValue = Type.Union([Type.Literal(MESSAGE_KINDS[0]), Type.Literal(MESSAGE_KINDS[1]), Type.Literal(MESSAGE_KINDS[2]), Type.Literal(MESSAGE_KINDS[3]), Type.Literal(MESSAGE_KINDS[4])], {
  description: 'The tabs: notification, activity, announcement, money (deposit and withdrawal), private',
});
export const OperatorMessageKindValue = Type.Union([
  Type.Literal(OPERATOR_MESSAGE_KINDS[0]),
  Type.Literal(OPERATOR_MESSAGE_KINDS[1]),
  Type.Literal(OPERATOR_MESSAGE_KINDS[2]),
  Type.Literal(OPERATOR_MESSAGE_KINDS[3]),
]);

export const MessageItem = Type.Object({
  id: Type.Integer(),
  type: MessageKindValue,
  title: Type.String({ description: "In the caller's language where the server worded it" }),
  content: Type.String(),
  isRead: Type.Boolean(),
  createTime: EpochMs,
});
export type MessageItem = Static<typeof MessageItem>;
export const MessagePage = RecordPage(MessageItem);

export const MessageListQuery = Type.Object({
  tab: Type.Optional(MessageKindValue),
  pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: 10 })),
});
export type MessageListQuery = Static<typeof MessageListQuery>;

/** Unread messages in all, and per tab. */
export const UnreadCount = Type.Object({
  totalCount: Type.Integer({ minimum: 0 }),
  tabCounts: Type.Object({
    notification: Type.Integer({ minimum: 0 }),
    activity: Type.Integer({ minimum: 0 }),
    announcement: Type.Integer({ minimum: 0 }),
    money: Type.Integer({ minimum: 0 }),
    private: Type.Integer({ minimum: 0 }),
  }),
});
export type UnreadCount = Static<typeof UnreadCount>;

const MessageIdBody = Type.Object({ id: RowId });
/** Every change answers the unread count after it, so the badge keeps in step without another call. */
const CountReply = Type.Object({ data: UnreadCount });

export const messages = {
  messageList: endpoint({
    method: 'POST',
    path: '/message/list',
    summary: "A page of the member's messages, newest first, of one tab or all",
    access: 'member',
    querystring: MessageListQuery,
    reply: Type.Object({ page: MessagePage }),
  }),
  getTop50MessageList: endpoint({
    method: 'POST',
    path: '/message/getTop50MessageList',
    summary: "The member's 50 latest messages",
    access: 'member',
    reply: Type.Object({ messageList: Type.Array(MessageItem) }),
  }),
  getUnReadMessageCount: endpoint({
    method: 'POST',
    path: '/message/getUnReadMessageCount',
    summary: 'Unread messages, in all and per tab',
    access: 'member',
    reply: CountReply,
  }),
  getMessage: endpoint({
    method: 'POST',
    path: '/message/getMessage/:id',
    summary: "One of the member's messages (reading it does not mark it read: doReadMessage does)",
    access: 'member',
    params: MessageIdBody,
    reply: Type.Object({ message: MessageItem }),
  }),
  doReadMessage: endpoint({
    method: 'POST',
    path: '/message/doReadMessage',
    summary: 'Marks one message read (again is no change)',
    access: 'member',
    body: MessageIdBody,
    reply: CountReply,
  }),
  deleteMessage: endpoint({
    method: 'POST',
    path: '/message/deleteMessage',
    summary: 'Deletes one message for this member (a message to everyone stays for the others)',
    access: 'member',
    body: MessageIdBody,
    reply: CountReply,
  }),
  modifyReadAllMessage: endpoint({
    method: 'POST',
    path: '/message/modifyReadAllMessage',
    summary: "Marks every message of one tab (or of all) read",
    access: 'member',
    body: Type.Object({ tab: Type.Optional(MessageKindValue) }),
    reply: CountReply,
  }),
} as const;

export const SendMessageBody = Type.Object({
  kind: OperatorMessageKindValue,
  title: Type.String({ minLength: 1, maxLength: MESSAGE_TITLE_MAX }),
  content: Type.String({ minLength: 1, maxLength: MESSAGE_CONTENT_MAX }),
  userName: Type.Optional(Type.String({ minLength: 1, maxLength: 32, description: 'The member of a private message; only for private' })),
});
export type SendMessageBody = Static<typeof SendMessageBody>;

export const OpsMessage = Type.Object({
  id: Type.Integer(),
  kind: OperatorMessageKindValue,
  title: Type.String(),
  content: Type.String(),
  userName: Type.Union([Type.String(), Type.Null()], { description: 'null: to everyone' }),
  createTime: EpochMs,
});
export type OpsMessage = Static<typeof OpsMessage>;

export const opsMessages = {
  opsSendMessage: endpoint({
    method: 'POST',
    path: '/ops/messages',
    summary: 'Sends an announcement, activity or notification to everyone, or a private message to one member',
    access: 'operator',
    roles: OPS_ROLES.anyOperator,
    body: SendMessageBody,
    reply: Type.Object({ message: OpsMessage }),
  }),
} as const;
