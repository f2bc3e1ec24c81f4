import { assign, fromPromise, setup } from 'xstate';
import { callFailureOf, type CallFailure } from './rules/callFailure';
import { REVIEW_POLL_MS, type ApplicationStatus } from './rules/activity';

/**
 * Applying for a promotion (spec sections 2 and 7; issue 26): eligibility, then the application, then its end —
 * pending review, granted or refused. The member's standing (`checkStanding`, provided by the page: whether they
 * may apply and, if not, the server's reasons in their language, and their latest application) places the
 * machine: a pending application waits for the operator (asking again every REVIEW_POLL_MS), an eligible member
 * may apply, a granted or refused application shows what became of it, anyone else reads why they may not.
 * A betting gift's tier runs the same machine, its standing given by the page that loaded every tier at once.
 *
 * Applying calls the server once (`apply`): its answer is the application, pending or already granted (the page
 * then refreshes the balance and the records: `granted`); a refusal the server gives for good (a rule not met,
 * already applied, the activity gone: 400, 404, 409) shows the server's words as the reason; no answer leaves the
 * member where they were, with the message, to try again.
 */

/** The member's latest application, as the gift records show it. */
export interface LatestApplication {
  status: ApplicationStatus;
  orderNo: string;
  prize: string;
  statusName: string;
  deliveryInfo: string;
  createTime: number;
}

/** Where the member stands: whether they may apply now, why not (in their words), what it is worth, what they applied for last. */
export interface ApplyStanding {
  eligible: boolean;
  problems: string[];
  bonus: string | null;
  latest: LatestApplication | null;
}

export interface ActivityApplyInput {
  activityId: number;
  /** A betting gift's tier, or null for a bonus. */
  tier: number | null;
  /** Known already (a betting gift's page loads every tier's): the machine starts from it instead of asking. */
  standing: ApplyStanding | null;
}

export interface ActivityApplyContext extends ActivityApplyInput {
  failure: CallFailure | null;
}

export type ActivityApplyEvent = { type: 'APPLY' } | { type: 'CHECK' };

/** Refusals that applying again cannot change: a bad request (no such tier), the activity gone, a rule not met. */
const FINAL_REFUSALS = new Set([400, 404, 409]);

const target = (context: ActivityApplyContext) => ({ activityId: context.activityId, tier: context.tier });

export const activityApplyMachine = setup({
  types: {
    context: {} as ActivityApplyContext,
    events: {} as ActivityApplyEvent,
    input: {} as ActivityApplyInput,
  },
  delays: { reviewPoll: REVIEW_POLL_MS },
  actors: {
    checkStanding: fromPromise<ApplyStanding, { activityId: number; tier: number | null }>(() => {
      throw new Error('activityApply: checkStanding was not provided');
    }),
    apply: fromPromise<LatestApplication, { activityId: number; tier: number | null }>(() => {
      throw new Error('activityApply: apply was not provided');
    }),
  },
  actions: {
    storeStanding: assign({ standing: (_, params: { standing: ApplyStanding }) => params.standing, failure: null }),
    storeApplication: assign({
      standing: ({ context }, params: { application: LatestApplication }) => ({
        eligible: false,
        problems: [],
        bonus: context.standing?.bonus ?? null,
        latest: params.application,
      }),
      failure: null,
    }),
    /** A refusal for good: the server's words become the reason the member may not apply. */
    storeRefusal: assign({
      standing: ({ context }, params: { error: unknown }) => ({
        eligible: false,
        problems: [callFailureOf(params.error).msg ?? 'call.network'],
        bonus: context.standing?.bonus ?? null,
        latest: context.standing?.latest ?? null,
      }),
      failure: null,
    }),
    storeFailure: assign({ failure: (_, params: { error: unknown }) => callFailureOf(params.error) }),
    clearFailure: assign({ failure: null }),
    /** Provided by the page: money arrived (the balance and the records are read again). */
    granted: () => {},
  },
  guards: {
    unknown: ({ context }) => context.standing === null,
    pending: ({ context }) => context.standing?.latest?.status === 'pending',
    eligible: ({ context }) => context.standing?.eligible === true,
    wasGranted: ({ context }) => context.standing?.latest?.status === 'granted',
    wasRejected: ({ context }) => context.standing?.latest?.status === 'rejected',
    grantedMeanwhile: ({ context }, params: { standing: ApplyStanding }) => context.standing?.latest?.status === 'pending' && params.standing.latest?.status === 'granted',
    answeredPending: (_, params: { application: LatestApplication }) => params.application.status === 'pending',
    refusedForGood: (_, params: { error: unknown }) => FINAL_REFUSALS.has(callFailureOf(params.error).code),
  },
}).createMachine({
  id: 'activityApply',
  context: ({ input }) => ({ ...input, failure: null }),
  initial: 'placing',
  states: {
    placing: {
      always: [
        { guard: 'unknown', target: 'checking' },
        { guard: 'pending', target: 'pendingReview' },
        { guard: 'eligible', target: 'ready' },
        { guard: 'wasGranted', target: 'granted' },
        { guard: 'wasRejected', target: 'refused' },
        { target: 'ineligible' },
      ],
    },
    checking: {
      tags: ['loading'],
      invoke: {
        id: 'checkStanding',
        src: 'checkStanding',
        input: ({ context }) => target(context),
        onDone: [
          // The operator granted it while the member waited: money arrived.
          {
            guard: { type: 'grantedMeanwhile', params: ({ event }) => ({ standing: event.output }) },
            target: 'placing',
            actions: [{ type: 'storeStanding', params: ({ event }) => ({ standing: event.output }) }, 'granted'],
          },
          { target: 'placing', actions: { type: 'storeStanding', params: ({ event }) => ({ standing: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: ['failed'],
      on: { CHECK: { target: 'checking', actions: 'clearFailure' } },
    },
    ready: {
      tags: ['canApply'],
      on: { APPLY: { target: 'applying', actions: 'clearFailure' } },
    },
    applying: {
      tags: ['busy'],
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => target(context),
        onDone: [
          {
            guard: { type: 'answeredPending', params: ({ event }) => ({ application: event.output }) },
            target: 'pendingReview',
            actions: { type: 'storeApplication', params: ({ event }) => ({ application: event.output }) },
          },
          { target: 'granted', actions: [{ type: 'storeApplication', params: ({ event }) => ({ application: event.output }) }, 'granted'] },
        ],
        onError: [
          { guard: { type: 'refusedForGood', params: ({ event }) => ({ error: event.error }) }, target: 'ineligible', actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) } },
          { target: 'ready', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    pendingReview: {
      tags: ['pending'],
      after: { reviewPoll: 'checking' },
      on: { CHECK: 'checking' },
    },
    granted: {
      tags: ['granted'],
    },
    refused: {
      tags: ['refused'],
      on: { CHECK: 'checking' },
    },
    ineligible: {
      tags: ['ineligible'],
      on: { CHECK: 'checking' },
    },
  },
});
