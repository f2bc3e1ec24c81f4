import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { InviterTotal, MarqueeRecord } from '../../../contract/inviter';
import { AGENT_ACTIVE_DAYS, maskUserName } from '../../../machines/rules/agent';
import { BET_STATUS } from '../../../machines/rules/bets';
import { formatMinor } from '../../../machines/rules/money';
import { DAY_MS } from '../../../machines/rules/wallet';
import { earnedTotal } from './rebateRecords';

/**
 * The agent page's statistics (invitees, qualified and active invitees, their valid bets within the active
 * days, rebates and prizes earned) and the marquee of the latest rewards of every agent, names masked.
 */

export async function inviterTotal(db: Kysely<Database>, agentId: number, now: number): Promise<InviterTotal> {
  const [invitees, recent, earned] = await Promise.all([
    db
      .selectFrom('invitations')
      .select((eb) => [eb.fn.countAll<number>().as('invitees'), eb.fn.count<number>('qualified_day').as('qualified')])
      .where('inviter_id', '=', agentId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('bets')
      .innerJoin('invitations', 'invitations.invitee_id', 'bets.user_id')
      .select((eb) => [eb.fn.count<number>('bets.user_id').distinct().as('active'), eb.fn.coalesce(eb.fn.sum<number>('bets.valid_stake_minor'), eb.lit(0)).as('valid')])
      .where('invitations.inviter_id', '=', agentId)
      .where('bets.status', '=', BET_STATUS.settled)
      .where('bets.settled_at', '>', now - AGENT_ACTIVE_DAYS * DAY_MS)
      .executeTakeFirstOrThrow(),
    earnedTotal(db, agentId),
  ]);
  return {
    invitees: Number(invitees.invitees),
    qualifiedInvitees: Number(invitees.qualified),
    activeInvitees: Number(recent.active),
    validBets: formatMinor(Number(recent.valid)),
    rebateTotal: earned.rebateTotal,
    prizeTotal: earned.prizeTotal,
  };
}

/** The marquee shows this many of the latest rewards. */
export const MARQUEE_SIZE = 12;

export async function marqueeRecords(db: Kysely<Database>): Promise<MarqueeRecord[]> {
  const [rebates, prizes] = await Promise.all([
    db
      .selectFrom('agent_days')
      .innerJoin('users', 'users.id', 'agent_days.agent_id')
      .select(['users.user_name', 'agent_days.rebate_minor as amount', 'agent_days.created_at'])
      .where('agent_days.rebate_minor', '>', 0)
      .orderBy('agent_days.created_at', 'desc')
      .limit(MARQUEE_SIZE)
      .execute(),
    db
      .selectFrom('agent_prize_awards')
      .innerJoin('users', 'users.id', 'agent_prize_awards.agent_id')
      .select(['users.user_name', 'agent_prize_awards.prize_minor as amount', 'agent_prize_awards.invitees', 'agent_prize_awards.created_at'])
      .orderBy('agent_prize_awards.created_at', 'desc')
      .limit(MARQUEE_SIZE)
      .execute(),
  ]);
  const records: MarqueeRecord[] = [
    ...rebates.map((row) => ({ kind: 'rebate' as const, userName: maskUserName(row.user_name), amount: formatMinor(Number(row.amount)), invitees: null, createTime: Number(row.created_at) })),
    ...prizes.map((row) => ({ kind: 'prize' as const, userName: maskUserName(row.user_name), amount: formatMinor(Number(row.amount)), invitees: Number(row.invitees), createTime: Number(row.created_at) })),
  ];
  return records.sort((a, b) => b.createTime - a.createTime).slice(0, MARQUEE_SIZE);
}
