import { sql, type Kysely } from 'kysely';
import { addId } from './columns';

/**
 * The message centre (issue 25). A message to everyone (`user_id` null) is stored once, never copied per
 * member; a member's read and deleted state of a message is a row of `message_states`, written only when
 * that member reads or deletes it, so an announcement to a million members is one row until they open it.
 * A private, deposit or withdrawal message names its member.
 *
 * A message the server words itself (a credited deposit, a paid withdrawal) keeps its locale key and
 * values (`template`, `params`), so each member reads it in their own language; an operator's message
 * keeps its title and content as written.
 *
 * Feedback (the same issue): a member's problem report with its type, an optional order of theirs, the
 * description and up to 3 screenshots (their own uploads, one row each so housekeeping sees them
 * referenced), and the operator's reply. A member's deletion hides it from the member only.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time
type AnyDb = Kysely<any>;

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  await addId(db.schema.createTable('messages'), database)
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().check(sql`kind in ('notification', 'activity', 'announcement', 'money', 'private')`))
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('title', 'varchar(100)')
    .addColumn('content', 'varchar(2000)')
    .addColumn('template', 'varchar(64)')
    .addColumn('params', 'varchar(1000)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // Worded by the server (a template) or written out (title and content); money and private messages are one member's.
    .addCheckConstraint('messages_worded', sql`template is not null or (title is not null and content is not null)`)
    .addCheckConstraint('messages_addressed', sql`kind not in ('money', 'private') or user_id is not null`)
    .execute();
  await db.schema.createIndex('messages_member').on('messages').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('messages_created').on('messages').columns(['created_at']).execute();

  await db.schema
    .createTable('message_states')
    .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('read_at', 'bigint')
    .addColumn('deleted_at', 'bigint')
    .addPrimaryKeyConstraint('message_states_key', ['message_id', 'user_id'])
    .execute();
  await db.schema.createIndex('message_states_member').on('message_states').columns(['user_id', 'message_id']).execute();

  await addId(db.schema.createTable('feedback'), database)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('opinion_type', 'integer', (c) => c.notNull().check(sql`opinion_type between 1 and 9`))
    .addColumn('order_no', 'varchar(40)')
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull().check(sql`status in ('open', 'replied')`))
    .addColumn('reply', 'varchar(1000)')
    .addColumn('replied_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('feedback_member').on('feedback').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createTable('feedback_screenshots')
    .addColumn('feedback_id', 'integer', (c) => c.notNull().references('feedback.id'))
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position between 1 and 3`))
    .addColumn('image_url', 'varchar(512)', (c) => c.notNull())
    .addPrimaryKeyConstraint('feedback_screenshots_key', ['feedback_id', 'position'])
    .execute();
  await db.schema.createIndex('feedback_screenshots_url').on('feedback_screenshots').column('image_url').execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  await db.schema.dropTable('feedback_screenshots').ifExists().execute();
  await db.schema.dropTable('feedback').ifExists().execute();
  await db.schema.dropTable('message_states').ifExists().execute();
  await db.schema.dropTable('messages').ifExists().execute();
}
