import type { AnyMachineSnapshot } from 'xstate';
import type { ModelAdapter } from '../model';
import type { WelfareItemInput } from '../../../machines/welfareItem';

/** Saturday 28 November 2026, 00:59:58 at UTC+8: two seconds before a VIP1-5 weekly red packet opens. */
export const WELFARE_NOW = Date.parse('2026-11-28T00:59:58+08:00');

/** Windows of a few seconds, so the model's ticks reach both edges: the opening and the expiry. */
const item = (opensIn: number, lasts: number, claimedAt: number | null = null): WelfareItemInput => ({
  availableFrom: WELFARE_NOW + opensIn,
  expiresAt: WELFARE_NOW + opensIn + lasts,
  claimedAt,
  now: WELFARE_NOW,
});

export const CLAIMED_AT = WELFARE_NOW + 500;
/** What the API client rejects with: the server's refusal of a second claim, and a call that got no answer. */
export const ALREADY_CLAIMED = Object.assign(new Error('API call failed with code 409'), { code: 409, msg: 'This item was already claimed at 2026-11-28 01:00:00; it cannot be claimed again.' });
export const NO_ANSWER = Object.assign(new Error('no answer'), { code: -1, msg: null });

export const welfareItemModel: ModelAdapter = {
  flowId: 'welfareItem',
  scenarios: [
    { name: 'a red packet two seconds before it opens, open two seconds', input: item(2000, 2000) },
    { name: 'a gift open for one more second', input: item(-1000, 2000) },
    { name: 'a gift claimed before', input: item(-1000, 2000, WELFARE_NOW - 100) },
    { name: 'a packet expired before', input: item(-5000, 2000) },
  ],
  events: [
    { type: 'CLAIM' },
    { type: 'xstate.after.tick.welfareItem.upcoming' },
    { type: 'xstate.after.tick.welfareItem.claimable' },
    { type: 'xstate.done.actor.claim', output: { claimedAt: CLAIMED_AT } },
    { type: 'xstate.error.actor.claim', error: ALREADY_CLAIMED },
    { type: 'xstate.error.actor.claim', error: NO_ANSWER },
  ],
  // The clock is part of where an item stands: the same state a second later may open or expire on the next tick.
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context.now - WELFARE_NOW, snapshot.context.failure?.code ?? null]),
};
