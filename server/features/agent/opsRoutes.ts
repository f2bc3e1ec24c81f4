import type { AppContext } from '../../http/context';
import type { operatorDesk } from '../../http/operatorAccess';
import type { ActingOperator } from '../ops/operators';
import { opsInviter } from '../../../contract/inviter';
import { recordAction } from '../ops/actions';
import { badRequest } from '../../errors';
import { agentProgramme, baseConfig, prizeViews, tierView } from './programme';

/**
 * The operator's agent desk (admin only): the programme in force, and a tier's minimums and share of the
 * platform fee (at most the spec's 55 %: the contract refuses 55.01, the database's CHECK anything above).
 * A tier's share must stay between its neighbours'. Each change is logged in its own transaction; the
 * content loader keeps an operator's edit of a row (server/features/content/loadContent.ts).
 */

const AMOUNT = /^(0|[1-9]\d{0,9})(\.\d{1,2})?$/;

/** An amount ("10000", "10000.5", "10000.50") in minor units, or a refusal naming the field. */
function minorOf(text: string, field: string) {
  if (!AMOUNT.test(text.trim())) throw badRequest('agent.error.amount', {}, field);
  const [whole, fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function serveOperatorAgent(desk: ReturnType<typeof operatorDesk<ActingOperator>>, ctx: AppContext) {
  const { db, clock } = ctx;
  desk.serve(opsInviter.opsAgentConfig, async (request) => ({
    inviterBaseConfig: await baseConfig(db, request.language),
    inviterPrizeConfigList: prizeViews(await agentProgramme(db)),
  }));

  desk.serve(opsInviter.opsSetAgentTier, async (request) => {
    const { minActiveInvitees, minValidBets, sharePercent } = request.body;
    const shareBp = Math.round(sharePercent * 100);
    if (Math.abs(sharePercent * 100 - shareBp) > 1e-9) throw badRequest('agent.error.shareDecimals', {}, 'sharePercent');
    const tier = { tier: request.params.tier, minActive: minActiveInvitees, minValidMinor: minorOf(minValidBets, 'minValidBets'), shareBp };
    const { tiers } = await agentProgramme(db);
    const below = tiers.filter((other) => other.tier < tier.tier).at(-1);
    const above = tiers.find((other) => other.tier > tier.tier);
    if ((below && tier.shareBp < below.shareBp) || (above && tier.shareBp > above.shareBp)) throw badRequest('agent.error.shareOrder', { tier: tier.tier }, 'sharePercent');
    const row = { tier: tier.tier, min_active: tier.minActive, min_valid_minor: tier.minValidMinor, share_bp: tier.shareBp };
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('agent_tiers')
        .values(row)
        .onConflict((oc) => oc.column('tier').doUpdateSet({ min_active: row.min_active, min_valid_minor: row.min_valid_minor, share_bp: row.share_bp }))
        .execute();
      await recordAction(trx, clock, request.operator, { action: 'agent.tier', targetKind: 'setting', targetId: `agentTier${tier.tier}`, detail: JSON.stringify(request.body) });
    });
    return { tier: tierView(tier) };
  });
}
