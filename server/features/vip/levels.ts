import type { Kysely } from 'kysely';
import type { Database, VipLevelsTable } from '../../db/schema';
import type { VipLevel, WelfareMultiples } from '../../../contract/vip';
import { formatMinor } from '../../../machines/rules/money';
import { WELFARE_KINDS, type VipRequirements, type WelfareKind } from '../../../machines/rules/vip';

/**
 * The VIP configuration as the database holds it (vip_levels, welfare_kinds: server/content/vip.json
 * upserted at start, then the operator's edits): the one source of what each level asks and gives,
 * which the daily job, the welfare centre and the withdrawal limits all read.
 */

export type VipLevelRow = VipLevelsTable;

export async function vipLevels(db: Kysely<Database>): Promise<VipLevelRow[]> {
  const rows = await db.selectFrom('vip_levels').selectAll().orderBy('vip_level').execute();
  return rows.map((row) => ({
    vip_level: Number(row.vip_level),
    promotion_minor: Number(row.promotion_minor),
    keep_minor: Number(row.keep_minor),
    daily_count: Number(row.daily_count),
    daily_limit_minor: Number(row.daily_limit_minor),
    upgrade_gift_minor: Number(row.upgrade_gift_minor),
    birthday_gift_minor: Number(row.birthday_gift_minor),
    weekly_packet_minor: Number(row.weekly_packet_minor),
    exclusive_packet_minor: Number(row.exclusive_packet_minor),
  }));
}

/** The requirements the VIP machine runs on, index = level. */
export const requirementsOf = (levels: VipLevelRow[]): VipRequirements => ({
  promotionMinor: levels.map((level) => level.promotion_minor),
  keepMinor: levels.map((level) => level.keep_minor),
});

export async function welfareMultiples(db: Kysely<Database>): Promise<WelfareMultiples> {
  const rows = await db.selectFrom('welfare_kinds').selectAll().execute();
  const multiples = Object.fromEntries(WELFARE_KINDS.map((kind) => [kind, 1])) as Record<WelfareKind, number>;
  for (const row of rows) if ((WELFARE_KINDS as readonly string[]).includes(row.kind)) multiples[row.kind as WelfareKind] = Number(row.turnover_multiple);
  return multiples;
}

export const vipLevelView = (row: VipLevelRow): VipLevel => ({
  vipLevel: row.vip_level,
  promotionTurnover: formatMinor(row.promotion_minor),
  relegationTurnover: formatMinor(row.keep_minor),
  dailyWithdrawCount: row.daily_count,
  dailyWithdrawLimit: formatMinor(row.daily_limit_minor),
  upgradeGift: formatMinor(row.upgrade_gift_minor),
  birthdayGift: formatMinor(row.birthday_gift_minor),
  weeklyRedPacket: formatMinor(row.weekly_packet_minor),
  exclusiveRedPacket: formatMinor(row.exclusive_packet_minor),
});

/** A level's daily withdrawal count and limit; a level missing from the table takes the nearest one below it. */
export async function withdrawLimitsOf(db: Kysely<Database>, level: number): Promise<{ dailyCount: number; dailyLimitMinor: number } | null> {
  const row = await db
    .selectFrom('vip_levels')
    .select(['daily_count', 'daily_limit_minor'])
    .where('vip_level', '<=', level)
    .orderBy('vip_level', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { dailyCount: Number(row.daily_count), dailyLimitMinor: Number(row.daily_limit_minor) } : null;
}
