import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { DomainError } from '../../errors';
import { translate } from '../../http/messages';
import type { LanguageCode } from '../../../machines/rules/language';
import { MESSAGE_KINDS, TOP_MESSAGES, type MessageKind } from '../../../machines/rules/messages';
import type { MessageItem, UnreadCount } from '../../../contract/messages';
import type { RecordPage } from '../../../contract/wallet';

/**
 * One member's messages: those addressed to the member, and those to everyone sent since the member
 * registered, less those the member deleted. A member's read and deleted marks are rows of
 * message_states written only when the member reads or deletes (migration 019), so a message to
 * everyone stays one row. Another member's message, or one deleted, answers as an id that does not exist.
 */

export const messageNotFound = () => new DomainError(404, 'mail.error.notFound');

/** The messages one member sees, each with the member's own state (null columns: untouched). */
function visibleTo(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('messages as m')
    .leftJoin('message_states as s', (join) => join.onRef('s.message_id', '=', 'm.id').on('s.user_id', '=', userId))
    .where((eb) =>
      eb.or([
        eb('m.user_id', '=', userId),
        eb.and([
          eb('m.user_id', 'is', null),
          eb('m.created_at', '>=', eb.selectFrom('users').select('users.created_at').where('users.id', '=', userId)),
        ]),
      ]),
    )
    .where('s.deleted_at', 'is', null);
}

type MessageRow = {
  id: number;
  kind: string;
  title: string | null;
  content: string | null;
  template: string | null;
  params: string | null;
  created_at: number;
  read_at: number | null;
};

/** A message as the member reads it: the server's own in the member's language, the operator's as written. */
function messageView(row: MessageRow, language: LanguageCode): MessageItem {
  const params = row.params ? (JSON.parse(row.params) as Record<string, string | number>) : {};
  return {
    id: Number(row.id),
    type: row.kind as MessageKind,
    title: row.template ? translate(language, `notify.${row.template}.title`, params) : (row.title ?? ''),
    content: row.template ? translate(language, `notify.${row.template}.content`, params) : (row.content ?? ''),
    isRead: row.read_at !== null,
    createTime: Number(row.created_at),
  };
}

const COLUMNS = ['m.id', 'm.kind', 'm.title', 'm.content', 'm.template', 'm.params', 'm.created_at', 's.read_at'] as const;

export async function listMessages(
  db: Kysely<Database>,
  userId: number,
  query: { tab?: MessageKind; pageIndex?: number; pageSize?: number },
  language: LanguageCode,
): Promise<RecordPage<MessageItem>> {
  const pageIndex = query.pageIndex ?? 1;
  const pageSize = query.pageSize ?? 10;
  const filtered = visibleTo(db, userId).$if(query.tab !== undefined, (qb) => qb.where('m.kind', '=', query.tab!));
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await filtered
    .select(COLUMNS)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize)
    .execute();
  return { records: rows.map((row) => messageView(row, language)), total: Number(total), pageIndex, pageSize };
}

export async function latestMessages(db: Kysely<Database>, userId: number, language: LanguageCode): Promise<MessageItem[]> {
  const rows = await visibleTo(db, userId).select(COLUMNS).orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(TOP_MESSAGES).execute();
  return rows.map((row) => messageView(row, language));
}

export async function unreadCount(db: Kysely<Database>, userId: number): Promise<UnreadCount> {
  const rows = await visibleTo(db, userId)
    .where('s.read_at', 'is', null)
    .select(['m.kind', (eb) => eb.fn.countAll<number>().as('unread')])
    .groupBy('m.kind')
    .execute();
  const tabCounts = Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, 0])) as UnreadCount['tabCounts'];
  for (const row of rows) tabCounts[row.kind as MessageKind] = Number(row.unread);
  return { totalCount: Object.values(tabCounts).reduce((sum, count) => sum + count, 0), tabCounts };
}

export async function ownMessage(db: Kysely<Database>, userId: number, id: number, language: LanguageCode): Promise<MessageItem> {
  const row = await visibleTo(db, userId).where('m.id', '=', id).select(COLUMNS).executeTakeFirst();
  if (!row) throw messageNotFound();
  return messageView(row, language);
}

/** Marks the member's message read (a second time keeps the first time). */
export async function readMessage(db: Kysely<Database>, clock: Clock, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await visibleTo(trx, userId).where('m.id', '=', id).select('m.id').executeTakeFirst();
    if (!row) throw messageNotFound();
    await trx
      .insertInto('message_states')
      .values({ message_id: id, user_id: userId, read_at: clock.now(), deleted_at: null })
      .onConflict((oc) => oc.columns(['message_id', 'user_id']).doUpdateSet({ read_at: sql`coalesce(message_states.read_at, excluded.read_at)` }))
      .execute();
  });
}

/** Deletes the member's message for the member alone (a message to everyone stays for the others). */
export async function deleteMessage(db: Kysely<Database>, clock: Clock, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await visibleTo(trx, userId).where('m.id', '=', id).select('m.id').executeTakeFirst();
    if (!row) throw messageNotFound();
    const now = clock.now();
    await trx
      .insertInto('message_states')
      .values({ message_id: id, user_id: userId, read_at: now, deleted_at: now })
      .onConflict((oc) =>
        oc.columns(['message_id', 'user_id']).doUpdateSet({ read_at: sql`coalesce(message_states.read_at, excluded.read_at)`, deleted_at: now }),
      )
      .execute();
  });
}

/** Marks every unread message of a tab (or of all tabs) read, in one statement. */
export async function readAllMessages(db: Kysely<Database>, clock: Clock, userId: number, tab: MessageKind | undefined): Promise<void> {
  const now = clock.now();
  const unread = visibleTo(db, userId)
    .$if(tab !== undefined, (qb) => qb.where('m.kind', '=', tab!))
    .where('s.read_at', 'is', null)
    .select((eb) => ['m.id', sql<number>`cast(${userId} as integer)`.as('user_id'), sql<number>`cast(${now} as bigint)`.as('read_at'), eb.lit(null).as('deleted_at')]);
  await db
    .insertInto('message_states')
    .columns(['message_id', 'user_id', 'read_at', 'deleted_at'])
    .expression(unread)
    .onConflict((oc) => oc.columns(['message_id', 'user_id']).doUpdateSet({ read_at: sql`coalesce(message_states.read_at, excluded.read_at)` }))
    .execute();
}
