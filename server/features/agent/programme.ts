import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { InviterBaseConfig, InviterPrize } from '../../../contract/inviter';
import { AGENT_ACTIVE_DAYS, AGENT_SHARE_MAX_BP, type AgentTier, type InviterPrize as PrizeRule } from '../../../machines/rules/agent';
import { formatMinor } from '../../../machines/rules/money';
import { languageIdOf, type LanguageCode } from '../../../machines/rules/language';
import { percentOf } from '../games/rebates';

/**
 * The agent programme as the database holds it (server/content/agent.json upserted at start, then the
 * operator's edits): the one source the nightly job, the agent page and the operator's desk all read.
 */

export interface Programme {
  qualifyMinor: number;
  tiers: AgentTier[];
  /** Platform fee by game type, basis points. */
  feeBp: Map<number, number>;
  prizes: PrizeRule[];
}

export async function agentProgramme(db: Kysely<Database>): Promise<Programme> {
  const [settings, tiers, fees, prizes] = await Promise.all([
    db.selectFrom('agent_settings').select('qualify_minor').where('id', '=', 1).executeTakeFirst(),
    db.selectFrom('agent_tiers').selectAll().orderBy('tier').execute(),
    db.selectFrom('agent_fees').selectAll().execute(),
    db.selectFrom('agent_prizes').selectAll().orderBy('invitees').execute(),
  ]);
  return {
    qualifyMinor: Number(settings?.qualify_minor ?? 0),
    tiers: tiers.map((row) => ({ tier: Number(row.tier), minActive: Number(row.min_active), minValidMinor: Number(row.min_valid_minor), shareBp: Number(row.share_bp) })),
    feeBp: new Map(fees.map((row) => [Number(row.game_type), Number(row.fee_bp)])),
    prizes: prizes.map((row) => ({ invitees: Number(row.invitees), prizeMinor: Number(row.prize_minor) })),
  };
}

/** Game type names in the caller's language (a game type without a category reads as its number). */
export async function gameTypeNames(db: Kysely<Database>, language: LanguageCode): Promise<(gameType: number) => string> {
  const rows = await db.selectFrom('game_categories_texts').select(['game_type', 'name']).where('language_type', '=', languageIdOf(language)).execute();
  const names = new Map(rows.map((row) => [Number(row.game_type), row.name]));
  return (gameType) => names.get(gameType) ?? String(gameType);
}

export const tierView = (tier: AgentTier) => ({
  tier: tier.tier,
  minActiveInvitees: tier.minActive,
  minValidBets: formatMinor(tier.minValidMinor),
  sharePercent: percentOf(tier.shareBp),
});

export const prizeViews = (programme: Programme): InviterPrize[] => programme.prizes.map((prize) => ({ invitees: prize.invitees, prize: formatMinor(prize.prizeMinor) }));

export async function baseConfig(db: Kysely<Database>, language: LanguageCode): Promise<InviterBaseConfig> {
  const [programme, nameOf, contacts] = await Promise.all([
    agentProgramme(db),
    gameTypeNames(db, language),
    db.selectFrom('agent_contacts').select(['kind', 'address']).orderBy('sort').orderBy('kind').execute(),
  ]);
  return {
    maxSharePercent: percentOf(AGENT_SHARE_MAX_BP),
    qualifyValidBets: formatMinor(programme.qualifyMinor),
    activeDays: AGENT_ACTIVE_DAYS,
    tiers: programme.tiers.map(tierView),
    platformFees: [...programme.feeBp.entries()].sort(([a], [b]) => a - b).map(([gameType, bp]) => ({ gameType, gameTypeName: nameOf(gameType), feePercent: percentOf(bp) })),
    contacts,
  };
}
