import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import type { Job } from '../../jobs/job';
import { HOUSE, type HouseAccount } from '../../ledger/ledger';
import { BET_STATUS } from '../../../machines/rules/bets';
import { agentRebateMinor, prizesEarned, tierReached } from '../../../machines/rules/agent';
import { businessDayOf, businessDayStart, dayAfter } from '../../../machines/rules/businessDay';
import { CENTRAL_WALLET } from '../../../machines/rules/wallet';
import { lockMemberWallets, moveMemberMoney } from '../wallet/wallets';
import { publishMoneyMessage } from '../../events/publish';
import { notifyMember } from '../messages/notify';
import { agentProgramme, type Programme } from './programme';

/**
 * The agents' nightly job (issue 26): closes a business day (UTC+8) for every agent whose invitees had valid
 * bets settled in it. For each such agent, in one transaction with the others of its batch:
 * - the day's row in agent_days is inserted first, conditional on there being none: a second run of the day,
 *   a run resumed after a kill or a second server finds it and writes nothing for that agent;
 * - the tier the day reached (active invitees and their valid bets) sets the share of the platform fee, and the
 *   rebate by game type (valid bets × the game type's fee × the share) is written as the day's lines;
 * - the invitees' counted valid bets grow by the day's, and an invitee who reaches the qualifying amount is
 *   qualified from that day; every prize the agent's qualified invitees now reach is awarded once (unique by
 *   agent and number);
 * - the rebate and the prizes are paid into the agent's central wallet through the ledger from the `agents`
 *   house account, under keys naming agent and day (or agent and number), with a 1x turnover requirement as
 *   the welfare rebate has.
 */

export const AGENT_HOUSE: HouseAccount = HOUSE.agents;
export const AGENT_REBATE_KIND = 'agentRebate';
export const AGENT_PRIZE_KIND = 'agentPrize';
export const agentRebateKey = (agentId: number, day: string) => `agent-rebate:${agentId}:${day}`;
export const agentPrizeKey = (agentId: number, invitees: number) => `agent-prize:${agentId}:${invitees}`;
/** Agent rewards count towards withdrawals as the welfare rebate does: once their amount. */
export const AGENT_TURNOVER_MULTIPLE = 1;

export interface AgentDayReport {
  day: string;
  agentsClosed: number;
  rebatesPaid: number;
  rebateMinor: number;
  prizesPaid: number;
  prizeMinor: number;
}

const AGENT_BATCH = 200;

/** One invitee's valid bets of the day, by game type (-1: a venue without a category). */
type InviteeDay = Map<number, number>;

/** The day's valid bets of every invited member, by agent, invitee and game type. */
async function dayTurnover(db: Kysely<Database>, day: string): Promise<Map<number, Map<number, InviteeDay>>> {
  const rows = await db
    .selectFrom('bets')
    .innerJoin('invitations', 'invitations.invitee_id', 'bets.user_id')
    .leftJoin('platforms', 'platforms.plat_type', 'bets.plat_type')
    .select((eb) => ['invitations.inviter_id', 'bets.user_id', 'platforms.game_type', eb.fn.sum<number>('bets.valid_stake_minor').as('total')])
    .where('bets.status', '=', BET_STATUS.settled)
    .where('bets.settled_at', '>=', businessDayStart(day))
    .where('bets.settled_at', '<', businessDayStart(dayAfter(day)))
    .groupBy(['invitations.inviter_id', 'bets.user_id', 'platforms.game_type'])
    .execute();
  const byAgent = new Map<number, Map<number, InviteeDay>>();
  for (const row of rows) {
    const total = Number(row.total);
    if (total <= 0) continue;
    const agentId = Number(row.inviter_id);
    const invitees = byAgent.get(agentId) ?? new Map<number, InviteeDay>();
    const games = invitees.get(Number(row.user_id)) ?? new Map<number, number>();
    const gameType = row.game_type === null ? -1 : Number(row.game_type);
    games.set(gameType, (games.get(gameType) ?? 0) + total);
    invitees.set(Number(row.user_id), games);
    byAgent.set(agentId, invitees);
  }
  return byAgent;
}

/** Pays `amountMinor` from the agents' house account into the agent's central wallet; answers the order number. */
async function payAgent(trx: Transaction<Database>, clock: Clock, agentId: number, key: string, kind: string, amountMinor: number): Promise<string> {
  const wallets = await lockMemberWallets(trx, agentId, [CENTRAL_WALLET]);
  const central = wallets.get(CENTRAL_WALLET)!;
  const { movement } = await moveMemberMoney(
    trx,
    clock,
    {
      key,
      kind,
      referencePrefix: kind === AGENT_REBATE_KIND ? 'AR' : 'AP',
      userId: agentId,
      amountMinor,
      legs: [
        { account: { house: AGENT_HOUSE }, amountMinor: -amountMinor },
        { account: { walletId: central.id }, amountMinor },
      ],
    },
    wallets.values(),
  );
  if (movement.replayed) throw new Error(`agent payment ${key}: its movement existed before its record`);
  await trx
    .insertInto('turnover_requirements')
    .values({ user_id: agentId, source: 'agent', source_ref: key, amount_minor: amountMinor, multiple: AGENT_TURNOVER_MULTIPLE, required_minor: amountMinor * AGENT_TURNOVER_MULTIPLE, created_at: clock.now() })
    .execute();
  return movement.reference;
}

interface AgentOutcome {
  rebateMinor: number;
  prizes: number[];
}

/** Closes `day` for one agent inside `trx`; null when the day was closed already (nothing written). */
async function closeAgentDay(trx: Transaction<Database>, clock: Clock, programme: Programme, agentId: number, day: string, invitees: Map<number, InviteeDay>): Promise<AgentOutcome | null> {
  const now = clock.now();
  const byGame = new Map<number, number>();
  for (const games of invitees.values()) for (const [gameType, valid] of games) byGame.set(gameType, (byGame.get(gameType) ?? 0) + valid);
  const validMinor = [...byGame.values()].reduce((sum, valid) => sum + valid, 0);
  const tier = tierReached(programme.tiers, invitees.size, validMinor);
  const shareBp = tier?.shareBp ?? 0;
  const lines = [...byGame.entries()].map(([gameType, valid]) => {
    const feeBp = programme.feeBp.get(gameType) ?? 0;
    return { gameType, valid, feeBp, rebate: agentRebateMinor(valid, feeBp, shareBp) };
  });
  const rebateMinor = lines.reduce((sum, line) => sum + line.rebate, 0);

  const claimed = await trx
    .insertInto('agent_days')
    .values({ agent_id: agentId, business_day: day, active_invitees: invitees.size, valid_minor: validMinor, tier: tier?.tier ?? null, share_bp: shareBp, rebate_minor: rebateMinor, reference: null, created_at: now })
    .onConflict((oc) => oc.columns(['agent_id', 'business_day']).doNothing())
    .returning('agent_id')
    .executeTakeFirst();
  if (!claimed) return null;
  await trx
    .insertInto('agent_rebate_lines')
    .values(lines.map((line) => ({ agent_id: agentId, business_day: day, game_type: line.gameType, valid_minor: line.valid, fee_bp: line.feeBp, rebate_minor: line.rebate })))
    .execute();
  if (rebateMinor > 0) {
    const reference = await payAgent(trx, clock, agentId, agentRebateKey(agentId, day), AGENT_REBATE_KIND, rebateMinor);
    await trx.updateTable('agent_days').set({ reference }).where('agent_id', '=', agentId).where('business_day', '=', day).execute();
    await notifyMember(trx, clock, agentId, { event: 'agentRebatePaid', day, amountMinor: rebateMinor });
  }

  // The invitees' counts, then the prizes the qualified invitees now reach.
  for (const [inviteeId, games] of invitees) {
    const dayMinor = [...games.values()].reduce((sum, valid) => sum + valid, 0);
    await trx
      .updateTable('invitations')
      .set((eb) => ({
        counted_minor: eb('counted_minor', '+', dayMinor),
        qualified_day: eb
          .case()
          .when('qualified_day', 'is not', null)
          .then(eb.ref('qualified_day'))
          .when(eb(eb('counted_minor', '+', dayMinor), '>=', programme.qualifyMinor))
          .then(day)
          .else(null)
          .end(),
      }))
      .where('invitee_id', '=', inviteeId)
      .execute();
  }
  const { qualified } = await trx
    .selectFrom('invitations')
    .select((eb) => eb.fn.countAll<number>().as('qualified'))
    .where('inviter_id', '=', agentId)
    .where('qualified_day', 'is not', null)
    .executeTakeFirstOrThrow();
  const prizes: number[] = [];
  for (const prize of prizesEarned(programme.prizes, Number(qualified))) {
    const key = agentPrizeKey(agentId, prize.invitees);
    const awarded = await trx
      .insertInto('agent_prize_awards')
      .values({ agent_id: agentId, invitees: prize.invitees, prize_minor: prize.prizeMinor, business_day: day, reference: key, created_at: now })
      .onConflict((oc) => oc.columns(['agent_id', 'invitees']).doNothing())
      .returning('agent_id')
      .executeTakeFirst();
    if (!awarded) continue;
    const reference = await payAgent(trx, clock, agentId, key, AGENT_PRIZE_KIND, prize.prizeMinor);
    await trx.updateTable('agent_prize_awards').set({ reference }).where('agent_id', '=', agentId).where('invitees', '=', prize.invitees).execute();
    await notifyMember(trx, clock, agentId, { event: 'agentPrizePaid', invitees: prize.invitees, amountMinor: prize.prizeMinor });
    prizes.push(prize.prizeMinor);
  }
  return { rebateMinor, prizes };
}

/** Closes business day `day` for every agent whose invitees had valid bets in it (and whose day is not closed yet). */
export async function runAgentDay(db: Kysely<Database>, clock: Clock, day: string): Promise<AgentDayReport> {
  const programme = await agentProgramme(db);
  const turnover = await dayTurnover(db, day);
  const report: AgentDayReport = { day, agentsClosed: 0, rebatesPaid: 0, rebateMinor: 0, prizesPaid: 0, prizeMinor: 0 };
  const agents = [...turnover.keys()].sort((a, b) => a - b);
  for (let start = 0; start < agents.length; start += AGENT_BATCH) {
    const batch = agents.slice(start, start + AGENT_BATCH);
    // One transaction a batch (one commit), each agent's writes starting with its own conditional insert of
    // the day: an agent another run has closed is skipped alone, and a kill loses the batch whole.
    const paid = await db.transaction().execute(async (trx) => {
      const outcomes: Array<[number, AgentOutcome]> = [];
      for (const agentId of batch) {
        const outcome = await closeAgentDay(trx, clock, programme, agentId, day, turnover.get(agentId)!);
        if (outcome) outcomes.push([agentId, outcome]);
      }
      return outcomes;
    });
    for (const [agentId, outcome] of paid) {
      report.agentsClosed += 1;
      if (outcome.rebateMinor > 0) {
        report.rebatesPaid += 1;
        report.rebateMinor += outcome.rebateMinor;
      }
      report.prizesPaid += outcome.prizes.length;
      report.prizeMinor += outcome.prizes.reduce((sum, prize) => sum + prize, 0);
      // Paid and told: the balance and the unread count of an open tab move.
      if (outcome.rebateMinor > 0 || outcome.prizes.length > 0) publishMoneyMessage(db, agentId);
    }
  }
  return report;
}

/** The business day before the one `at` falls in: the day the job closes when it runs after midnight. */
export const agentDayToClose = (at: number) => dayAfter(businessDayOf(at), -1);

/**
 * The scheduled agents' day: a quarter of an hour after midnight in the site's time zone (after the VIP day's
 * midnight run), it closes the business day that just ended, each missed night in order. Safe to run again.
 */
export const agentDayJob: Job = {
  name: 'agentDay',
  cron: '15 0 * * *',
  catchUp: 'each',
  run: (db, clock, slot) => runAgentDay(db, clock, agentDayToClose(slot)),
};
