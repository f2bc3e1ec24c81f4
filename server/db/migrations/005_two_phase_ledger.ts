import { sql, SqliteAdapter, type Kysely } from 'kysely';
import { addId } from './columns';

/**
 * Two-phase movements, movement keys and transfer-free mode switches as records of their own.
 *
 * - Every movement has a key given by its caller (unique): the movement's id to the outside world and
 *   its idempotency key. Existing movements take their reference as key.
 * - A movement is single-phase (as before), pending (it reserves money: its entries wait in
 *   pending_entries and the debited wallets' held_minor grows), or the post or void that settles one
 *   pending movement (pending_id, unique: a pending movement is settled at most once).
 * - A wallet's held money never exceeds its balance: available = balance_minor - held_minor >= 0.
 * - Mode switches (transfer record types 5 and 6) moved no money and had no entries; they move to
 *   wallet_mode_switches, keeping their reference and time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;

  await db.schema
    .alterTable('wallets')
    .addColumn('held_minor', 'bigint', (c) =>
      c.notNull().defaultTo(0).check(sql`held_minor >= 0 and held_minor <= balance_minor`),
    )
    .execute();

  await db.schema.alterTable('movements').addColumn('movement_key', 'varchar(100)').execute();
  await sql`update movements set movement_key = reference`.execute(db);
  await db.schema.createIndex('movements_key').unique().on('movements').column('movement_key').execute();
  if (sqlite) {
    // SQLite cannot add NOT NULL to an existing column; a trigger makes the key mandatory instead.
    await sql`create trigger movements_key_required before insert on movements when new.movement_key is null
      begin select raise(abort, 'movements.movement_key is required'); end`.execute(db);
  } else {
    await sql`alter table movements alter column movement_key set not null`.execute(db);
  }

  await db.schema
    .alterTable('movements')
    .addColumn('phase', 'varchar(8)', (c) =>
      c.notNull().defaultTo('single').check(sql`phase in ('single', 'pending', 'post', 'void')`),
    )
    .execute();
  await db.schema
    .alterTable('movements')
    .addColumn('pending_id', 'integer', (c) =>
      c.references('movements.id').check(sql`(pending_id is null) = (phase in ('single', 'pending'))`),
    )
    .execute();
  // At most one post or void per pending movement, whatever races the application loses.
  await db.schema.createIndex('movements_settles').unique().on('movements').column('pending_id').execute();

  await addId(db.schema.createTable('pending_entries'), db)
    .addColumn('movement_id', 'integer', (c) => c.notNull().references('movements.id'))
    .addColumn('wallet_id', 'integer', (c) => c.references('wallets.id'))
    .addColumn('house_account', 'varchar(32)', (c) => c.references('house_accounts.code'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor <> 0`))
    .addCheckConstraint(
      'pending_entries_one_account',
      sql`(wallet_id is not null and house_account is null) or (wallet_id is null and house_account is not null)`,
    )
    .execute();
  await db.schema.createIndex('pending_entries_movement').on('pending_entries').column('movement_id').execute();
  await db.schema.createIndex('pending_entries_wallet').on('pending_entries').column('wallet_id').execute();

  await addId(db.schema.createTable('wallet_mode_switches'), db)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('wallet_type', 'integer', (c) => c.notNull().check(sql`wallet_type in (0, 1)`))
    .addColumn('reference', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wallet_mode_switches_member').on('wallet_mode_switches').columns(['user_id', 'created_at']).execute();
  await sql`insert into wallet_mode_switches (user_id, wallet_type, reference, created_at)
    select user_id, case convert_type when 5 then 1 else 0 end, reference, created_at from movements
    where convert_type in (5, 6) and not exists (select 1 from ledger_entries where ledger_entries.movement_id = movements.id)
    order by id`.execute(db);
  await sql`delete from movements
    where convert_type in (5, 6) and not exists (select 1 from ledger_entries where ledger_entries.movement_id = movements.id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await sql`insert into movements (reference, movement_key, kind, user_id, convert_type, amount_minor, created_at)
    select reference, reference, 'transfer', user_id, case wallet_type when 1 then 5 else 6 end, 0, created_at
    from wallet_mode_switches order by id`.execute(db);
  await db.schema.dropTable('wallet_mode_switches').execute();
  await db.schema.dropTable('pending_entries').execute();
  await db.schema.dropIndex('movements_settles').execute();
  await db.schema.alterTable('movements').dropColumn('pending_id').execute();
  await db.schema.alterTable('movements').dropColumn('phase').execute();
  // Only SQLite has the trigger (PostgreSQL has NOT NULL, which goes with the column).
  if (sqlite) await sql`drop trigger if exists movements_key_required`.execute(db);
  await db.schema.dropIndex('movements_key').execute();
  await db.schema.alterTable('movements').dropColumn('movement_key').execute();
  await db.schema.alterTable('wallets').dropColumn('held_minor').execute();
}
