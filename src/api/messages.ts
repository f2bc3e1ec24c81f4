import { call, type CallOptions } from './client';
import { messages, type MessageItem, type UnreadCount } from '../../contract/messages';
import type { RecordPage } from '../../contract/wallet';
import type { MessageKind } from '../../machines/rules/messages';

/** The message centre's calls (spec section 7 "Messages"); every change answers the unread count after it. */

export type { MessageItem, UnreadCount } from '../../contract/messages';

export async function getMessagePage(query: { tab?: MessageKind; pageIndex: number; pageSize: number }, options?: CallOptions): Promise<RecordPage<MessageItem>> {
  return (await call(messages.messageList, { query }, options)).page;
}

export async function getUnreadCount(options?: CallOptions): Promise<UnreadCount> {
  return (await call(messages.getUnReadMessageCount, {}, options)).data;
}

export async function getMessage(id: number, options?: CallOptions): Promise<MessageItem> {
  return (await call(messages.getMessage, { params: { id } }, options)).message;
}

export async function readMessage(id: number): Promise<UnreadCount> {
  return (await call(messages.doReadMessage, { body: { id } })).data;
}

export async function deleteMessage(id: number): Promise<UnreadCount> {
  return (await call(messages.deleteMessage, { body: { id } })).data;
}

export async function readAllMessages(tab: MessageKind | undefined): Promise<UnreadCount> {
  return (await call(messages.modifyReadAllMessage, { body: tab ? { tab } : {} })).data;
}
