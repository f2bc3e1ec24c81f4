import { sql, SqliteAdapter, type Kysely } from 'kysely';
import { addId } from './columns';
import { OPERATOR_ROLES } from '../../../machines/rules/operators';

/**
 * Named operators (issue 22). Each operator has a unique name, a role and a key of their own, stored only
 * as its SHA-256 digest (the key itself is shown once, when the operator is added). The bootstrap admin is
 * the row named "bootstrap": its key is OPERATOR_KEY from the configuration, never stored (key_hash null).
 *
 * operator_actions (from migration 010) gains who did it (operator_id), what kind of thing it was done to
 * (target_kind; target becomes target_id) and a detail. Every action recorded before this migration was
 * done with OPERATOR_KEY, so it is the bootstrap admin's; the sandbox's own automatic approvals were
 * recorded as actions too, but no operator did them (the order's reviewed_by = 'sandbox' keeps that), so
 * they leave the operators' log.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time
type AnyDb = Kysely<any>;

export const BOOTSTRAP_OPERATOR = 'bootstrap';

const roleList = sql.raw(OPERATOR_ROLES.map((role) => `'${role}'`).join(', '));

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;

  await addId(db.schema.createTable('operators'), database)
    .addColumn('name', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('role', 'varchar(16)', (c) => c.notNull().check(sql`role in (${roleList})`))
    .addColumn('key_hash', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('disabled_at', 'bigint')
    // Only the bootstrap admin has no stored key (its key is the configuration's).
    .addCheckConstraint('operators_key_stored', sql`key_hash is not null or name = ${sql.lit(BOOTSTRAP_OPERATOR)}`)
    .execute();
  await db.insertInto('operators').values({ name: BOOTSTRAP_OPERATOR, role: 'admin', key_hash: null, created_at: Date.now() }).execute();
  const bootstrap = await db.selectFrom('operators').select('id').where('name', '=', BOOTSTRAP_OPERATOR).executeTakeFirstOrThrow();

  await db.deleteFrom('operator_actions').where('action', '=', 'withdrawal.approve.sandbox').execute();
  await db.schema.alterTable('operator_actions').renameColumn('target', 'target_id').execute();
  await db.schema.alterTable('operator_actions').addColumn('operator_id', 'integer', (c) => c.references('operators.id')).execute();
  await db.schema.alterTable('operator_actions').addColumn('target_kind', 'varchar(16)').execute();
  await db.schema.alterTable('operator_actions').addColumn('detail', 'varchar(500)').execute();
  await db
    .updateTable('operator_actions')
    .set({
      operator_id: bootstrap.id,
      target_kind: sql`case when action like 'deposit.%' then 'deposit' else 'withdrawal' end`,
      action: sql`case when action = 'withdrawal.approve.operator' then 'withdrawal.approve' else action end`,
    })
    .execute();
  if (sqlite) {
    // SQLite cannot add NOT NULL to an existing column; triggers make both mandatory instead.
    await sql`create trigger operator_actions_who_required before insert on operator_actions
      when new.operator_id is null or new.target_kind is null
      begin select raise(abort, 'operator_actions.operator_id and target_kind are required'); end`.execute(db);
  } else {
    await sql`alter table operator_actions alter column operator_id set not null`.execute(db);
    await sql`alter table operator_actions alter column target_kind set not null`.execute(db);
  }
  // The log is read newest first, all of it or one operator's.
  await db.schema.createIndex('operator_actions_by_operator').on('operator_actions').columns(['operator_id', 'id']).execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  // SQLite cannot drop a column a foreign key names: the table of migration 010 is rebuilt on both engines.
  await addId(db.schema.createTable('operator_actions_010'), database)
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('target', 'varchar(64)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into operator_actions_010 (id, action, target, reason, created_at)
    select id, action, target_id, reason, created_at from operator_actions`.execute(db);
  await db.schema.dropTable('operator_actions').execute();
  await db.schema.alterTable('operator_actions_010').renameTo('operator_actions').execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    // The copied ids were given, so the identity goes on after the largest.
    await sql`select setval(pg_get_serial_sequence('operator_actions', 'id'), coalesce(max(id), 0) + 1, false) from operator_actions`.execute(db);
  }
  await db.schema.dropTable('operators').execute();
}
