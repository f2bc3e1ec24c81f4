import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { HOUSE } from '../../server/ledger/ledger';
import { BET_STATUS } from '../../machines/rules/bets';
import { businessDayStart } from '../../machines/rules/businessDay';
import { memberRow } from './memberRows';

/**
 * Many members with a day of valid turnover, written straight into a database in batches (the VIP day's
 * SIGKILL test, the two-servers test and the daily job's bench): going through the bet routes would take
 * longer than the job being measured.
 *
 * Each member is a VIP1 registered the day before `day`, with one settled bet at a venue of game type
 * `VENUE` of PROMOTING_STAKE_MINOR on `day`: enough for VIP2 (so the day closes with a promotion, an
 * upgrade gift and a rebate; a weekly red packet too when the next day is a Saturday). The bet's stake is a
 * real, balanced movement in the books (the house's sandbox account to its bets account: the stake lost),
 * so the ledger check holds; no wallet is touched, as the VIP day touches none.
 */

export const VENUE = 'pgx';
/** VIP2's promotion turnover is 50,000.00 (server/content/vip.json): this passes it from VIP1 in one day. */
export const PROMOTING_STAKE_MINOR = 6_000_000;
export const STARTING_LEVEL = 1;
const BATCH = 1_000;
const HOUR_MS = 3_600_000;

/** Inserts `count` members named `${prefix}<n>`, each with the day's bet; answers their ids in order. */
export async function membersWithTurnover(db: Kysely<Database>, day: string, count: number, prefix = 'vipday'): Promise<number[]> {
  const registeredAt = businessDayStart(day) - 24 * HOUR_MS;
  const betAt = businessDayStart(day) + 12 * HOUR_MS;
  const ids: number[] = [];
  for (let from = 0; from < count; from += BATCH) {
    const size = Math.min(BATCH, count - from);
    const serials = Array.from({ length: size }, (_, index) => from + index);
    await db.transaction().execute(async (trx) => {
      const users = await trx
        .insertInto('users')
        .values(
          serials.map((serial) => memberRow(`${prefix}${serial}`, `7${String(serial).padStart(10, '0')}`, registeredAt, { level_id: STARTING_LEVEL })),
        )
        .returning(['id', 'user_name'])
        .execute();
      const idOf = new Map(users.map((row) => [row.user_name, Number(row.id)]));
      const userIds = serials.map((serial) => idOf.get(`${prefix}${serial}`)!);
      const movements = await trx
        .insertInto('movements')
        .values(
          userIds.map((userId) => ({
            reference: `VD${userId}`,
            movement_key: `bet:${userId}:vip-day:${day}`,
            kind: 'bet',
            user_id: userId,
            convert_type: null,
            plat_type: VENUE,
            amount_minor: PROMOTING_STAKE_MINOR,
            created_at: betAt,
            pending_id: null,
          })),
        )
        .returning(['id', 'movement_key'])
        .execute();
      const movementOf = new Map(movements.map((row) => [row.movement_key, Number(row.id)]));
      await trx
        .insertInto('ledger_entries')
        .values(
          movements.flatMap((row) => [
            { movement_id: Number(row.id), wallet_id: null, house_account: HOUSE.sandbox, amount_minor: -PROMOTING_STAKE_MINOR },
            { movement_id: Number(row.id), wallet_id: null, house_account: HOUSE.bets, amount_minor: PROMOTING_STAKE_MINOR },
          ]),
        )
        .execute();
      await trx
        .insertInto('bets')
        .values(
          userIds.map((userId) => {
            const movementKey = `bet:${userId}:vip-day:${day}`;
            if (!movementOf.has(movementKey)) throw new Error(`no movement ${movementKey}`);
            return {
              order_no: `VD${userId}-${day}`,
              user_id: userId,
              bet_key: `vip-day:${day}`,
              plat_type: VENUE,
              game_code: 'vip-day',
              game_name: 'VIP day',
              round_id: `vip-day-${userId}`,
              stake_minor: PROMOTING_STAKE_MINOR,
              valid_stake_minor: PROMOTING_STAKE_MINOR,
              payout_minor: 0,
              status: BET_STATUS.settled,
              bet_at: betAt,
              settled_at: betAt,
              stake_movement: movementKey,
              settle_movement: null,
            };
          }),
        )
        .execute();
      ids.push(...userIds);
    });
  }
  return ids;
}
