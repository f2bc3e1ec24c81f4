import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from './harness';
import { migrateTo, migrateToLatest } from '../../server/db/migrate';

/**
 * Migration 017 (named operators) on a log written before it: every earlier action was done with
 * OPERATOR_KEY, so it becomes the bootstrap admin's; the sandbox's own approvals were no operator's and
 * leave the log; from then on an action without its operator, an operator without a stored key (but the
 * bootstrap) and an unknown role are refused by the database itself. Down and up again keep the log.
 */
describe('migration 017 (operators)', () => {
  it("gives the earlier actions to the bootstrap admin and holds the new rules in the database", async () => {
    const { db, drop } = await freshDatabase();
    try {
      await migrateTo(db, '014_deposit_vouchers');
      await sql`insert into operator_actions (action, target, reason, created_at) values
        ('deposit.approve', 'DP1', null, 1),
        ('withdrawal.approve.sandbox', 'WD1', null, 2),
        ('withdrawal.approve.operator', 'WD2', null, 3),
        ('withdrawal.reject', 'WD3', 'Card closed', 4),
        ('deposit.reject', 'DP2', 'No money', 5)`.execute(db);

      await migrateToLatest(db);

      const operators = await db.selectFrom('operators').selectAll().execute();
      expect(operators).toEqual([{ id: expect.any(Number), name: 'bootstrap', role: 'admin', key_hash: null, created_at: expect.any(Number), disabled_at: null }]);
      const bootstrapId = operators[0].id;
      const actions = await db.selectFrom('operator_actions').select(['operator_id', 'action', 'target_kind', 'target_id', 'reason', 'detail']).orderBy('id').execute();
      expect(actions).toEqual([
        { operator_id: bootstrapId, action: 'deposit.approve', target_kind: 'deposit', target_id: 'DP1', reason: null, detail: null },
        { operator_id: bootstrapId, action: 'withdrawal.approve', target_kind: 'withdrawal', target_id: 'WD2', reason: null, detail: null },
        { operator_id: bootstrapId, action: 'withdrawal.reject', target_kind: 'withdrawal', target_id: 'WD3', reason: 'Card closed', detail: null },
        { operator_id: bootstrapId, action: 'deposit.reject', target_kind: 'deposit', target_id: 'DP2', reason: 'No money', detail: null },
      ]);

      await expect(sql`insert into operator_actions (action, target_kind, target_id, created_at) values ('deposit.approve', 'deposit', 'DP3', 6)`.execute(db)).rejects.toThrow();
      await expect(sql`insert into operator_actions (operator_id, action, target_id, created_at) values (${bootstrapId}, 'deposit.approve', 'DP3', 6)`.execute(db)).rejects.toThrow();
      await expect(sql`insert into operator_actions (operator_id, action, target_kind, target_id, created_at) values (999, 'deposit.approve', 'deposit', 'DP3', 6)`.execute(db)).rejects.toThrow();
      await expect(sql`insert into operators (name, role, key_hash, created_at) values ('nokey', 'support', null, 1)`.execute(db)).rejects.toThrow();
      await expect(sql`insert into operators (name, role, key_hash, created_at) values ('owner1', 'owner', 'ab', 1)`.execute(db)).rejects.toThrow();
      await expect(sql`insert into operators (name, role, key_hash, created_at) values ('bootstrap', 'support', 'ab', 1)`.execute(db)).rejects.toThrow();
      await sql`insert into operators (name, role, key_hash, created_at) values ('li', 'finance', 'ab', 1)`.execute(db);

      await migrateTo(db, '014_deposit_vouchers');
      const old = await db.selectFrom('operator_actions' as never).selectAll().orderBy('id' as never).execute();
      expect((old as Array<Record<string, unknown>>).map(({ action, target, reason }) => ({ action, target, reason }))).toEqual([
        { action: 'deposit.approve', target: 'DP1', reason: null },
        { action: 'withdrawal.approve', target: 'WD2', reason: null },
        { action: 'withdrawal.reject', target: 'WD3', reason: 'Card closed' },
        { action: 'deposit.reject', target: 'DP2', reason: 'No money' },
      ]);
      await sql`insert into operator_actions (action, target, reason, created_at) values ('deposit.approve', 'DP4', null, 7)`.execute(db);
      await migrateToLatest(db);
      expect(await db.selectFrom('operator_actions').select('target_id').orderBy('id').execute()).toEqual(['DP1', 'WD2', 'WD3', 'DP2', 'DP4'].map((target_id) => ({ target_id })));
    } finally {
      await drop();
    }
  });
});
