import type { AnyMachineSnapshot } from 'xstate';
import type { ModelAdapter } from '../model';
import type { ApplyStanding, LatestApplication } from '../../../machines/activityApply';

/** Applications as the server answers them (the gift records' shape). */
const application = (status: LatestApplication['status'], statusName: string, deliveryInfo: string): LatestApplication => ({
  status,
  orderNo: `AC1790000000000${status.toUpperCase()}`,
  prize: '18.00',
  statusName,
  deliveryInfo,
  createTime: Date.parse('2026-11-28T12:00:00+08:00'),
});
export const PENDING_APPLICATION = application('pending', 'Under review', 'Under review: 18.00 is credited once approved.');
export const GRANTED_APPLICATION = application('granted', 'Granted', '18.00 credited to Central wallet; 18.00 of valid bets before withdrawing (1x turnover).');
export const REJECTED_APPLICATION = application('rejected', 'Not approved', 'Not approved: Duplicate account');

/** Where a member may stand, as /activity/activityApply/getApplyStanding answers. */
export const STANDINGS: Record<string, ApplyStanding> = {
  eligible: { eligible: true, problems: [], bonus: '18.00', latest: null },
  ineligible: { eligible: false, problems: ['This promotion is for VIP3 and above; you are VIP0.'], bonus: '18.00', latest: null },
  pending: { eligible: false, problems: ['Your application is under review; please wait for the result.'], bonus: '18.00', latest: PENDING_APPLICATION },
  granted: { eligible: false, problems: ['Each member may apply once, and you already have.'], bonus: '18.00', latest: GRANTED_APPLICATION },
  rejected: { eligible: false, problems: ['This promotion is for new members in their first 7 days.'], bonus: '18.00', latest: REJECTED_APPLICATION },
  rejectedMayApply: { eligible: true, problems: [], bonus: '18.00', latest: REJECTED_APPLICATION },
};

/** What the API client rejects with: a rule the server refuses for good, and a call that got no answer. */
export const REFUSED = Object.assign(new Error('API call failed with code 409'), { code: 409, msg: 'Each member may apply once, and you already have.' });
export const NO_ANSWER = Object.assign(new Error('no answer'), { code: -1, msg: 'call.network' });

export const activityApplyModel: ModelAdapter = {
  flowId: 'activityApply',
  scenarios: [
    { name: 'a member opening a landing page', input: { activityId: 101, tier: null, standing: null } },
    { name: 'a betting gift tier the member reached', input: { activityId: 104, tier: 1, standing: STANDINGS.eligible } },
  ],
  events: [
    { type: 'APPLY' },
    { type: 'CHECK' },
    ...Object.values(STANDINGS).map((standing) => ({ type: 'xstate.done.actor.checkStanding', output: standing })),
    { type: 'xstate.error.actor.checkStanding', error: NO_ANSWER },
    { type: 'xstate.done.actor.apply', output: PENDING_APPLICATION },
    { type: 'xstate.done.actor.apply', output: GRANTED_APPLICATION },
    { type: 'xstate.error.actor.apply', error: REFUSED },
    { type: 'xstate.error.actor.apply', error: NO_ANSWER },
    { type: 'xstate.after.reviewPoll.activityApply.pendingReview' },
  ],
  // Asking again (CHECK, the review poll) loops back to the standing call from every end: simple paths walk the
  // flow forward only, and the shortest and transition paths take every loop.
  simplePathEvents: (event) => event.type !== 'CHECK' && !event.type.startsWith('xstate.after.'),
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const { standing, failure } = snapshot.context as { standing: ApplyStanding | null; failure: { code: number } | null };
    return JSON.stringify([snapshot.value, standing?.eligible ?? null, standing?.latest?.status ?? null, standing?.problems ?? null, failure?.code ?? null]);
  },
};
