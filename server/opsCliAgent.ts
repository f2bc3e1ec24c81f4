/**
 * `npm run ops -- agent [show | tier <n> <minActiveInvitees> <minValidBets> <sharePercent>]`: the agent programme's
 * desk of the operator's terminal (./opsCli.ts), over GET /web/ops/agent and POST /web/ops/agent/tier/{tier}
 * (admins; a share above the spec's 55 % is refused by the server).
 */
import type { AgentTier, InviterBaseConfig } from '../contract/inviter';

export const AGENT_USAGE = '       npm run ops -- agent [show | tier <n> <minActiveInvitees> <minValidBets> <sharePercent (at most 55)>]';

const tierLine = (tier: AgentTier) => [`tier ${tier.tier}`, `active >= ${tier.minActiveInvitees}`, `valid bets >= ${tier.minValidBets}`, `share ${tier.sharePercent}%`].join('\t');

/** What the agent desk asks the server, or null for a command it does not understand. */
export function agentRequest(action: string, rest: string[]) {
  if ((action === 'list' || action === 'show') && rest.length === 0) {
    return {
      method: 'GET' as const,
      path: '/agent',
      show: (answer: { inviterBaseConfig?: InviterBaseConfig }) => answer.inviterBaseConfig!.tiers.map(tierLine).join('\n'),
    };
  }
  if (action === 'tier' && rest.length === 4) {
    const [tier, minActiveInvitees, minValidBets, sharePercent] = rest;
    return {
      method: 'POST' as const,
      path: `/agent/tier/${encodeURIComponent(tier)}`,
      body: { minActiveInvitees: Number(minActiveInvitees), minValidBets, sharePercent: Number(sharePercent) },
      show: (answer: { tier?: AgentTier }) => tierLine(answer.tier!),
    };
  }
  return null;
}
