import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from './harness';
import { migrateTo, migrateToLatest } from '../../server/db/migrate';
import { auditLedger } from '../../server/ledger/ledger';

/** Migration 005 on a database written before it: keys for old movements, mode switches moved to their own table. */

describe('migration 005 (two-phase ledger)', () => {
  it('keys every old movement by its reference and moves mode switches out of the movements', async () => {
    const { db, drop } = await freshDatabase();
    try {
      await migrateTo(db, '004_idempotency_expiry');
      await sql`insert into users (user_name, user_name_key, password_hash, phone, currency_type, level_id, created_at)
        values ('old01', 'old01', 'x', '9000000001', 1, 1, 1)`.execute(db);
      await sql`insert into wallets (user_id, venue, balance_minor) values (1, 'central', 700), (1, 'rlive', 300)`.execute(db);
      await sql`insert into movements (reference, kind, user_id, convert_type, plat_type, amount_minor, created_at) values
        ('SB1000AAAAAAAA', 'sandbox_adjustment', 1, null, null, 1000, 1000),
        ('TR1001BBBBBBBB', 'transfer', 1, 5, null, 0, 1001),
        ('TR1002CCCCCCCC', 'transfer', 1, 1, null, 300, 1002),
        ('TR1003DDDDDDDD', 'transfer', 1, 6, null, 0, 1003)`.execute(db);
      await sql`insert into ledger_entries (movement_id, wallet_id, house_account, amount_minor) values
        (1, null, 'sandbox', -1000), (1, 1, null, 1000), (3, 1, null, -300), (3, 2, null, 300)`.execute(db);

      await migrateToLatest(db);

      const movements = await db.selectFrom('movements').select(['reference', 'movement_key', 'phase', 'pending_id']).orderBy('id').execute();
      expect(movements).toEqual([
        { reference: 'SB1000AAAAAAAA', movement_key: 'SB1000AAAAAAAA', phase: 'single', pending_id: null },
        { reference: 'TR1002CCCCCCCC', movement_key: 'TR1002CCCCCCCC', phase: 'single', pending_id: null },
      ]);
      const switches = await db.selectFrom('wallet_mode_switches').select(['user_id', 'wallet_type', 'reference', 'created_at']).orderBy('id').execute();
      expect(switches).toEqual([
        { user_id: 1, wallet_type: 1, reference: 'TR1001BBBBBBBB', created_at: 1001 },
        { user_id: 1, wallet_type: 0, reference: 'TR1003DDDDDDDD', created_at: 1003 },
      ]);
      const wallets = await db.selectFrom('wallets').select(['balance_minor', 'held_minor']).orderBy('id').execute();
      expect(wallets).toEqual([
        { balance_minor: 700, held_minor: 0 },
        { balance_minor: 300, held_minor: 0 },
      ]);
      expect((await auditLedger(db)).problems).toEqual([]);
    } finally {
      await drop();
    }
  });
});
