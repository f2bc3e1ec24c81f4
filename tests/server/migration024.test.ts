import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from './harness';
import { migrateTo, migrateToLatest } from '../../server/db/migrate';

/**
 * Migration 024 (order review, payouts) on orders written before it: every row and its voucher kept; the
 * database then takes a deposit held for review (7) and the withdrawal statuses paying (3) and payout failed
 * (4), and still refuses one beyond them; the promotions house account exists. Down and up again keep the rows.
 */
describe('migration 024 (order review)', () => {
  it('keeps the orders, widens the status checks by exactly the new statuses, adds the promotions account', async () => {
    const { db, drop } = await freshDatabase();
    try {
      await migrateTo(db, '023_settings');
      await sql`insert into users (user_name, user_name_key, password_hash, phone, created_at) values ('m021', 'm021', 'x', '13800000021', 1)`.execute(db);
      const { rows } = await sql<{ id: number }>`select id from users where user_name = 'm021'`.execute(db);
      const userId = rows[0].id;
      await sql`insert into recharge_orders (order_no, user_id, payment_method_id, recharge_type, pay_mode, amount_minor, status, created_at)
        values ('DP-A', ${userId}, 1, 'bank', 'offline', 100, 1, 1), ('DP-B', ${userId}, 2, 'online', 'online', 200, 4, 2)`.execute(db);
      const { rows: orders } = await sql<{ id: number }>`select id from recharge_orders where order_no = 'DP-A'`.execute(db);
      await sql`insert into recharge_vouchers (voucher_url, order_id) values ('/uploads/a.png', ${orders[0].id})`.execute(db);
      await sql`insert into withdraw_orders (order_no, user_id, account_kind, account_id, account_name, account_no, method, amount_minor, bonus_minor, status, hold_key, created_at)
        values ('WD-A', ${userId}, 'bankCard', 1, 'ICBC', '6222', 'instant', 300, 0, 0, 'hold-a', 3)`.execute(db);

      await migrateToLatest(db);

      const deposits = await db.selectFrom('recharge_orders').select(['order_no', 'status', 'amount_minor', 'paid_minor', 'review_reason']).orderBy('id').execute();
      expect(deposits.map((row) => [row.order_no, Number(row.status), Number(row.amount_minor), row.paid_minor, row.review_reason])).toEqual([
        ['DP-A', 1, 100, null, null],
        ['DP-B', 4, 200, null, null],
      ]);
      expect(await db.selectFrom('recharge_vouchers').select('voucher_url').execute()).toEqual([{ voucher_url: '/uploads/a.png' }]);
      await db.updateTable('recharge_orders').set({ status: 7, paid_minor: 250, review_reason: 'amount' }).where('order_no', '=', 'DP-B').execute();
      await expect(db.updateTable('recharge_orders').set({ status: 8 }).where('order_no', '=', 'DP-B').execute()).rejects.toThrow();
      for (const status of [3, 4]) await db.updateTable('withdraw_orders').set({ status }).where('order_no', '=', 'WD-A').execute();
      await expect(db.updateTable('withdraw_orders').set({ status: 5 }).where('order_no', '=', 'WD-A').execute()).rejects.toThrow();
      expect(await db.selectFrom('house_accounts').select('code').where('code', '=', 'promotions').execute()).toEqual([{ code: 'promotions' }]);

      await db.updateTable('recharge_orders').set({ status: 4 }).where('order_no', '=', 'DP-B').execute();
      await db.updateTable('withdraw_orders').set({ status: 1 }).where('order_no', '=', 'WD-A').execute();
      await migrateTo(db, '023_settings');
      await expect(sql`update recharge_orders set status = 7 where order_no = 'DP-B'`.execute(db)).rejects.toThrow();
      await migrateToLatest(db);
      expect((await db.selectFrom('recharge_orders').select('order_no').orderBy('id').execute()).map((row) => row.order_no)).toEqual(['DP-A', 'DP-B']);
      expect((await db.selectFrom('withdraw_orders').select('status').execute()).map((row) => Number(row.status))).toEqual([1]);
    } finally {
      await drop();
    }
  });
});
