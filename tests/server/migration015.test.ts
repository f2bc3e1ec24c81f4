import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from './harness';
import { migrateTo, migrateToLatest } from '../../server/db/migrate';
import { auditLedger } from '../../server/ledger/ledger';
import { isPostgres } from '../../server/db/dialect';
import type { Database } from '../../server/db/schema';

/**
 * Migration 015 on a database written before it. On SQLite it rebuilds movements with its key NOT NULL in
 * place of the trigger: every row, every reference to it (entries, pending entries, settlements, bets) and
 * every index must come through, and the rules must hold as before. (Its indexes: partialIndexes.test.ts.)
 */

async function writeBeforeMigration(db: Kysely<Database>) {
  await sql`insert into users (user_name, user_name_key, password_hash, phone, currency_type, level_id, created_at)
    values ('old01', 'old01', 'x', '9000000015', 1, 1, 1)`.execute(db);
  await sql`insert into game_categories (game_type, category_key, sort, layout, link, img_url) values (9, 'old', 1, 1, '/old', '/old.png')`.execute(db);
  await sql`insert into platforms (plat_type, game_type, sort, pc_navbar_img_url) values ('oldv', 9, 1, '/oldv.png')`.execute(db);
  await sql`insert into wallets (user_id, venue, balance_minor, held_minor) values (1, 'central', 900, 0), (1, 'oldv', 0, 0)`.execute(db);
  await sql`insert into movements (movement_key, reference, kind, user_id, convert_type, plat_type, amount_minor, phase, pending_id, created_at) values
    ('k-credit', 'SB1000AAAAAAAA', 'sandbox_adjustment', 1, null, null, 1000, 'single', null, 1000),
    ('k-stake', 'BT1001BBBBBBBB', 'bet_stake', 1, null, 'oldv', 100, 'single', null, 1001),
    ('k-hold', 'WD1002CCCCCCCC', 'withdrawal', 1, null, null, 50, 'pending', null, 1002),
    ('k-void', 'WD1002CCCCCCCC-V', 'withdrawal', 1, null, null, 50, 'void', 3, 1003)`.execute(db);
  await sql`insert into ledger_entries (movement_id, wallet_id, house_account, amount_minor) values
    (1, null, 'sandbox', -1000), (1, 1, null, 1000), (2, 1, null, -100), (2, null, 'bets', 100)`.execute(db);
  await sql`insert into pending_entries (movement_id, wallet_id, house_account, amount_minor) values (3, 1, null, -50), (3, null, 'withdrawals', 50)`.execute(db);
  await sql`insert into bets (order_no, user_id, bet_key, plat_type, game_code, game_name, round_id, stake_minor, status, bet_at, stake_movement)
    values ('BT1001BBBBBBBB', 1, 'old-bet', 'oldv', 'g', 'G', 'R1', 100, 2, 1001, 'k-stake')`.execute(db);
}

const everyRow = async (db: Kysely<Database>) => ({
  movements: await sql`select * from movements order by id`.execute(db).then((result) => result.rows),
  entries: await sql`select * from ledger_entries order by id`.execute(db).then((result) => result.rows),
  pending: await sql`select * from pending_entries order by id`.execute(db).then((result) => result.rows),
  bets: await sql`select * from bets order by id`.execute(db).then((result) => result.rows),
});

const sqliteObjects = async (db: Kysely<Database>, type: string) =>
  (await sql<{ name: string }>`select name from sqlite_master where type = ${type} and tbl_name = 'movements' order by name`.execute(db)).rows.map((row) => row.name);

describe('migration 015 (less written per movement and bet)', () => {
  it('keeps every movement and every reference to one, with the key NOT NULL and no trigger on SQLite', async () => {
    const { db, drop } = await freshDatabase();
    try {
      await migrateTo(db, '014_deposit_vouchers');
      await writeBeforeMigration(db);
      const before = await everyRow(db);
      const sqlite = !isPostgres(db);
      const indexesBefore = sqlite ? await sqliteObjects(db, 'index') : [];
      if (sqlite) expect(await sqliteObjects(db, 'trigger')).toEqual(['movements_key_required']);

      await migrateToLatest(db);

      expect(await everyRow(db)).toEqual(before);
      expect((await auditLedger(db)).problems).toEqual([]);
      const movement = (key: string | null) =>
        sql`insert into movements (movement_key, reference, kind, user_id, amount_minor, created_at) values (${key}, ${`R-${key}`}, 'transfer', 1, 1, 2000)`.execute(db);
      await expect(movement(null)).rejects.toThrow(/not null|null value/i);
      await expect(movement('k-credit')).rejects.toThrow(/unique|duplicate/i);
      // References still hold both ways: an entry needs its movement, a bet its stake's movement.
      await expect(sql`insert into ledger_entries (movement_id, wallet_id, house_account, amount_minor) values (999, 1, null, 5)`.execute(db)).rejects.toThrow(/foreign key/i);
      await expect(
        sql`insert into bets (order_no, user_id, bet_key, plat_type, game_code, game_name, round_id, stake_minor, status, bet_at, stake_movement)
          values ('BT9', 1, 'new-bet', 'oldv', 'g', 'G', 'R2', 100, 2, 2000, 'no-such-key')`.execute(db),
      ).rejects.toThrow(/foreign key/i);
      await expect(
        sql`insert into movements (movement_key, reference, kind, user_id, amount_minor, phase, pending_id, created_at) values ('k-post', 'R-post', 'withdrawal', 1, 50, 'post', 3, 2000)`.execute(db),
      ).rejects.toThrow(/unique|duplicate/i);
      if (!sqlite) return;
      expect(await sqliteObjects(db, 'trigger')).toEqual([]);
      expect(await sqliteObjects(db, 'index')).toEqual(indexesBefore);
      expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0].foreign_keys).toBe(1);
      expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
      expect((await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows).toEqual([{ integrity_check: 'ok' }]);
      expect((await sql<{ name: string }>`select name from sqlite_master where name = 'movements_rebuilt'`.execute(db)).rows).toEqual([]);

      // Undone, the trigger is back (the key stays NOT NULL); done again, nothing is rebuilt twice.
      await migrateTo(db, '014_deposit_vouchers');
      expect(await sqliteObjects(db, 'trigger')).toEqual(['movements_key_required']);
      await migrateToLatest(db);
      expect(await sqliteObjects(db, 'trigger')).toEqual([]);
      expect(await everyRow(db)).toEqual(before);
    } finally {
      await drop();
    }
  });
});
