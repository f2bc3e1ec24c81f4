import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ReturnWaterRow, VipStanding as VipStandingView } from '../../../contract/vip';
import { formatMinor } from '../../../machines/rules/money';
import { vipProgress } from '../../../machines/rules/vip';
import { languageIdOf, type LanguageCode } from '../../../machines/rules/language';
import { percentOf } from '../games/rebates';
import { DomainError } from '../../errors';
import { requirementsOf, vipLevels } from './levels';

/** A member's standing in the programme as the daily job last left it (before its first run: level as registered, nothing counted). */
export async function memberStanding(db: Kysely<Database>, userId: number): Promise<VipStandingView> {
  const row = await db
    .selectFrom('users')
    .leftJoin('vip_standings', 'vip_standings.user_id', 'users.id')
    .select(['users.level_id', 'vip_standings.counted_minor', 'vip_standings.quarter_days', 'vip_standings.quarter_minor', 'vip_standings.closed_day'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, 'error.notFound');
  const standing = {
    level: Number(row.level_id),
    countedMinor: Number(row.counted_minor ?? 0),
    quarterDays: Number(row.quarter_days ?? 0),
    quarterMinor: Number(row.quarter_minor ?? 0),
  };
  const progress = vipProgress(standing, requirementsOf(await vipLevels(db)));
  return {
    vipLevel: standing.level,
    validTurnover: formatMinor(standing.countedMinor),
    countedMinor: standing.countedMinor,
    quarterMinor: standing.quarterMinor,
    quarterDays: standing.quarterDays,
    nextLevel: progress.nextLevel,
    missingToNext: formatMinor(progress.missingToNextMinor),
    relegationTurnover: formatMinor(progress.keepMinor),
    quarterTurnover: formatMinor(standing.quarterMinor),
    missingToKeep: formatMinor(progress.missingToKeepMinor),
    quarterDaysLeft: progress.quarterDaysLeft,
    closedDay: row.closed_day ?? null,
  };
}

/** The rebate table: each game type that has ratios, named in the caller's language, with its ratio at each level. */
export async function returnWaterList(db: Kysely<Database>, language: LanguageCode): Promise<ReturnWaterRow[]> {
  const rows = await db
    .selectFrom('game_rebates')
    .leftJoin('game_categories_texts', (join) =>
      join.onRef('game_categories_texts.game_type', '=', 'game_rebates.game_type').on('game_categories_texts.language_type', '=', languageIdOf(language)),
    )
    .select(['game_rebates.game_type', 'game_rebates.vip_level', 'game_rebates.ratio_bp', 'game_categories_texts.name'])
    .orderBy('game_rebates.game_type')
    .orderBy('game_rebates.vip_level')
    .execute();
  const byType = new Map<number, ReturnWaterRow>();
  for (const row of rows) {
    const gameType = Number(row.game_type);
    const entry = byType.get(gameType) ?? { gameType, gameTypeName: row.name ?? String(gameType), waterStrategyList: [] };
    entry.waterStrategyList.push({ vipLevel: Number(row.vip_level), ratio: percentOf(Number(row.ratio_bp)) });
    byType.set(gameType, entry);
  }
  return [...byType.values()];
}
