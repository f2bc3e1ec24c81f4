import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { formatMinor } from '../../../machines/rules/money';

/**
 * The server's own messages to one member, written by the producer inside the transaction of the event
 * it reports (a credited deposit is credited and told, or neither): the event's facts are stored, not
 * its words, so the member reads it in whatever language they use when they open it (./inbox.ts).
 */

export type MemberEvent =
  | { event: 'depositCredited'; orderNo: string; amountMinor: number }
  | { event: 'depositRejected'; orderNo: string; amountMinor: number; reason: string }
  | { event: 'withdrawalPaid'; orderNo: string; amountMinor: number }
  | { event: 'withdrawalRejected'; orderNo: string; amountMinor: number; reason: string }
  | { event: 'withdrawalPayoutFailed'; orderNo: string; amountMinor: number; reason: string }
  | { event: 'feedbackReplied'; feedbackId: number; reply: string }
  | { event: 'vipPromoted'; level: number }
  | { event: 'vipRelegated'; level: number }
  | { event: 'welfareWaiting'; count: number }
  | { event: 'agentRebatePaid'; day: string; amountMinor: number }
  | { event: 'agentPrizePaid'; invitees: number; amountMinor: number }
  | { event: 'activityGranted'; orderNo: string; amountMinor: number }
  | { event: 'activityRejected'; orderNo: string; amountMinor: number; reason: string };

/** The tab each event's message shows under. */
const KIND_OF: Record<MemberEvent['event'], 'money' | 'private' | 'notification'> = {
  depositCredited: 'money',
  depositRejected: 'money',
  withdrawalPaid: 'money',
  withdrawalRejected: 'money',
  withdrawalPayoutFailed: 'money',
  feedbackReplied: 'private',
  vipPromoted: 'notification',
  vipRelegated: 'notification',
  welfareWaiting: 'notification',
  agentRebatePaid: 'notification',
  agentPrizePaid: 'notification',
  activityGranted: 'money',
  activityRejected: 'money',
};

/** The values the locale message `notify.<event>.title|content` is filled with. */
function paramsOf(event: MemberEvent): Record<string, string | number> {
  const { event: _name, ...facts } = event;
  if ('amountMinor' in facts) {
    const { amountMinor, ...rest } = facts;
    return { ...rest, amount: formatMinor(amountMinor) };
  }
  return facts;
}

/** Writes one message to the member about `event`, in the caller's transaction. */
export async function notifyMember(trx: Transaction<Database>, clock: Clock, userId: number, event: MemberEvent): Promise<void> {
  await trx
    .insertInto('messages')
    .values({
      kind: KIND_OF[event.event],
      user_id: userId,
      title: null,
      content: null,
      template: event.event,
      params: JSON.stringify(paramsOf(event)),
      created_at: clock.now(),
    })
    .execute();
}
