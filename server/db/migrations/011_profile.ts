import type { Kysely } from 'kysely';
import { addId } from './columns';

/**
 * Profile and security (issue 14): the member's gender, birth date and withdrawal password hash; the
 * uploaded files and who owns them; the owner of a verification code (codes for a signed-in member
 * are bound to that member too); and one send slot per code destination, claimed in one statement so
 * two sends at once cannot both pass the resend interval.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('gender', 'integer').execute();
  await db.schema.alterTable('users').addColumn('birth_date', 'varchar(10)').execute();
  await db.schema.alterTable('users').addColumn('withdraw_password_hash', 'varchar(255)').execute();

  await addId(db.schema.createTable('uploads'), db)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'varchar(96)', (c) => c.notNull().unique())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('mime', 'varchar(32)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_user').on('uploads').column('user_id').execute();

  await db.schema.alterTable('verification_codes').addColumn('user_id', 'integer').execute();

  await db.schema
    .createTable('code_send_slots')
    .addColumn('slot_key', 'varchar(320)', (c) => c.primaryKey())
    .addColumn('last_sent_at', 'bigint', (c) => c.notNull())
    .addColumn('day_started_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_in_day', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('code_send_slots').execute();
  await db.schema.alterTable('verification_codes').dropColumn('user_id').execute();
  await db.schema.dropTable('uploads').execute();
  await db.schema.alterTable('users').dropColumn('withdraw_password_hash').execute();
  await db.schema.alterTable('users').dropColumn('birth_date').execute();
  await db.schema.alterTable('users').dropColumn('gender').execute();
}
