import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { WaterStrategy } from '../../../contract/games';

/** The rebate table (content file rebates.json): a ratio per game type and VIP level, in basis points. */

/** Basis points as a percentage with two decimals: 120 is "1.20". */
export const percentOf = (basisPoints: number) => `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, "0")}`;

export async function rebateRatios(db: Kysely<Database>, gameType: number): Promise<WaterStrategy[]> {
  const rows = await db
    .selectFrom('game_rebates')
    .select(['vip_level', 'ratio_bp'])
    .where('game_type', '=', gameType)
    .orderBy('vip_level')
    .execute();
  return rows.map((row) => ({ vipLevel: row.vip_level, ratio: percentOf(row.ratio_bp) }));
}
