import { sql, type Kysely } from 'kysely';

/**
 * The agent (invitation) programme (issue 26).
 *
 * - `agents`: a member who joined the programme, with the invitation code others register with.
 * - `invitations`: who invited whom (one inviter a member, never themselves), with the invitee's valid bets
 *   the nightly job has counted so far and the business day they became a qualified invitee.
 * - `agent_tiers`, `agent_fees`, `agent_prizes`, `agent_contacts`, `agent_settings`: the programme's
 *   configuration, content (server/content/agent.json) upserted at start and editable by an operator. A
 *   tier's share of the platform fee is bound by the spec's 55 % (5,500 basis points) here as in the contract.
 * - `agent_days`: one row per agent and business day the nightly job closed with invitee activity: the unit
 *   of its idempotency (a second run, a run after a kill or a second server finds the row and writes nothing).
 * - `agent_rebate_lines`: that day's platform fee details by game type.
 * - `agent_prize_awards`: a prize for a number of qualified invitees, once per agent and number.
 * - an `agents` house account, the other side of every rebate and prize paid.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time
type AnyDb = Kysely<any>;

const nonNegative = (column: string) => sql.raw(`${column} >= 0`);

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  await db.schema
    .createTable('agents')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('invite_code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('invitations')
    .addColumn('invitee_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('inviter_id', 'integer', (c) => c.notNull().references('agents.user_id'))
    .addColumn('invite_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('counted_minor', 'bigint', (c) => c.notNull().defaultTo(0).check(nonNegative('counted_minor')))
    .addColumn('qualified_day', 'varchar(10)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('invitations_not_self', sql`invitee_id <> inviter_id`)
    .execute();
  await db.schema.createIndex('invitations_inviter').on('invitations').columns(['inviter_id', 'created_at']).execute();

  await db.schema
    .createTable('agent_tiers')
    .addColumn('tier', 'integer', (c) => c.primaryKey().check(sql`tier between 1 and 20`))
    .addColumn('min_active', 'integer', (c) => c.notNull().check(nonNegative('min_active')))
    .addColumn('min_valid_minor', 'bigint', (c) => c.notNull().check(nonNegative('min_valid_minor')))
    .addColumn('share_bp', 'integer', (c) => c.notNull().check(sql`share_bp between 0 and 5500`))
    .execute();
  await db.schema
    .createTable('agent_fees')
    .addColumn('game_type', 'integer', (c) => c.primaryKey())
    .addColumn('fee_bp', 'integer', (c) => c.notNull().check(sql`fee_bp between 0 and 10000`))
    .execute();
  await db.schema
    .createTable('agent_prizes')
    .addColumn('invitees', 'integer', (c) => c.primaryKey().check(sql`invitees >= 1`))
    .addColumn('prize_minor', 'bigint', (c) => c.notNull().check(sql`prize_minor > 0`))
    .execute();
  await db.schema
    .createTable('agent_contacts')
    .addColumn('kind', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('address', 'varchar(128)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('agent_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('qualify_minor', 'bigint', (c) => c.notNull().check(nonNegative('qualify_minor')))
    .execute();

  await db.schema
    .createTable('agent_days')
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.user_id'))
    .addColumn('business_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('active_invitees', 'integer', (c) => c.notNull().check(nonNegative('active_invitees')))
    .addColumn('valid_minor', 'bigint', (c) => c.notNull().check(nonNegative('valid_minor')))
    .addColumn('tier', 'integer')
    .addColumn('share_bp', 'integer', (c) => c.notNull().check(sql`share_bp between 0 and 5500`))
    .addColumn('rebate_minor', 'bigint', (c) => c.notNull().check(nonNegative('rebate_minor')))
    .addColumn('reference', 'varchar(40)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_days_pk', ['agent_id', 'business_day'])
    .execute();
  await db.schema.createIndex('agent_days_paid').on('agent_days').columns(['created_at']).execute();
  await db.schema
    .createTable('agent_rebate_lines')
    .addColumn('agent_id', 'integer', (c) => c.notNull())
    .addColumn('business_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('game_type', 'integer', (c) => c.notNull())
    .addColumn('valid_minor', 'bigint', (c) => c.notNull().check(nonNegative('valid_minor')))
    .addColumn('fee_bp', 'integer', (c) => c.notNull())
    .addColumn('rebate_minor', 'bigint', (c) => c.notNull().check(nonNegative('rebate_minor')))
    .addPrimaryKeyConstraint('agent_rebate_lines_pk', ['agent_id', 'business_day', 'game_type'])
    .addForeignKeyConstraint('agent_rebate_lines_day', ['agent_id', 'business_day'], 'agent_days', ['agent_id', 'business_day'])
    .execute();
  await db.schema
    .createTable('agent_prize_awards')
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.user_id'))
    .addColumn('invitees', 'integer', (c) => c.notNull())
    .addColumn('prize_minor', 'bigint', (c) => c.notNull().check(sql`prize_minor > 0`))
    .addColumn('business_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('reference', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_prize_awards_pk', ['agent_id', 'invitees'])
    .execute();
  await db.schema.createIndex('agent_prize_awards_time').on('agent_prize_awards').columns(['created_at']).execute();

  await sql`insert into house_accounts (code, description) values ('agents', 'Agent rebates and invitation prizes paid to members')`.execute(db);
}

export async function down(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  const tables = ['agent_prize_awards', 'agent_rebate_lines', 'agent_days', 'agent_settings', 'agent_contacts', 'agent_prizes', 'agent_fees', 'agent_tiers', 'invitations', 'agents'];
  for (const table of tables) await db.schema.dropTable(table).execute();
  await sql`delete from house_accounts where code = 'agents'`.execute(db);
}
