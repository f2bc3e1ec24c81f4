import { sql, type Kysely } from 'kysely';
import { addId } from './columns';

/**
 * The money ledger. Every balance change is a movement (type, reference, member) with entries that sum
 * to zero across the accounts involved: member wallets (whose cached balance_minor the same transaction
 * updates) and named house accounts (the other side of money entering or leaving the members' wallets,
 * e.g. sandbox adjustments). Idempotency keys remember the first answer of a money-moving call.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('wallet_type', 'integer', (c) => c.notNull().defaultTo(0).check(sql`wallet_type in (0, 1)`))
    .execute();

  // A venue wallet under a promotion's turnover requirement refuses transfers out until it is under 5.00.
  await db.schema
    .alterTable('wallets')
    .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0).check(sql`locked in (0, 1)`))
    .execute();

  await db.schema
    .createTable('house_accounts')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('description', 'varchar(255)', (c) => c.notNull())
    .execute();
  await sql`insert into house_accounts (code, description) values ('sandbox', 'Sandbox adjustments (test money)')`.execute(db);

  await addId(db.schema.createTable('movements'), db)
    .addColumn('reference', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('convert_type', 'integer', (c) => c.check(sql`convert_type between 1 and 6`))
    .addColumn('plat_type', 'varchar(32)', (c) => c.references('platforms.plat_type'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor >= 0`))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('movements_member').on('movements').columns(['user_id', 'kind', 'created_at']).execute();

  await addId(db.schema.createTable('ledger_entries'), db)
    .addColumn('movement_id', 'integer', (c) => c.notNull().references('movements.id'))
    .addColumn('wallet_id', 'integer', (c) => c.references('wallets.id'))
    .addColumn('house_account', 'varchar(32)', (c) => c.references('house_accounts.code'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor <> 0`))
    .addCheckConstraint(
      'ledger_entries_one_account',
      sql`(wallet_id is not null and house_account is null) or (wallet_id is null and house_account is not null)`,
    )
    .execute();
  await db.schema.createIndex('ledger_entries_movement').on('ledger_entries').column('movement_id').execute();
  await db.schema.createIndex('ledger_entries_wallet').on('ledger_entries').column('wallet_id').execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('idem_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('request', 'varchar(255)', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'idem_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['idempotency_keys', 'ledger_entries', 'movements', 'house_accounts']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('wallets').dropColumn('locked').execute();
  await db.schema.alterTable('users').dropColumn('wallet_type').execute();
}
