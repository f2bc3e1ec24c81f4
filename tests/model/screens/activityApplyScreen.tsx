import { act, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { ApplyBox } from '../../../src/features/activity/ApplyBox';
import { GiftTierCard } from '../../../src/features/activity/GiftTierCard';
import type { ApplyCalls } from '../../../src/features/activity/useActivityApply';
import type { ActivityApplyContext, ActivityApplyInput, ApplyStanding, LatestApplication } from '../../../machines/activityApply';
import { REVIEW_POLL_MS } from '../../../machines/rules/activity';
import { deferred, renderWithSite, text } from '../../components/renderWithSite';
import type { ScreenAdapter } from '../screen';

/**
 * The application machine on its two screens: a landing page's apply box (a member who has not looked yet) and a
 * betting gift's tier card (placed by the standing the page loaded). The calls are deferred, the review poll runs
 * on a simulated clock, and a grant is counted where the page would read the balance again.
 */

type Ui = ReturnType<typeof renderWithSite> & {
  tier: boolean;
  clock: SimulatedClock;
  standings: Array<ReturnType<typeof deferred<ApplyStanding>>>;
  applications: Array<ReturnType<typeof deferred<LatestApplication>>>;
  /** The status of the latest application the screen was told of, and how many grants it should have announced. */
  latest: LatestApplication['status'] | null;
  grants: number;
};

const refreshes = (ui: Ui) => ui.sessionEvents().filter((event) => event.type === 'REFRESH_MEMBER').length;

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ActivityApplyContext;
const place = () => (screen.queryByTestId('apply-panel') ?? screen.getByTestId('gift-tier')).dataset.place;
const applyButton = (ui: Ui) => screen.queryByRole<HTMLButtonElement>('button', { name: new RegExp(`^(${text(ui.tier ? 'activity.gift.claim' : 'activity.apply.button')}|${text('activity.apply.applying')})$`) });
const checkButton = () => screen.queryByRole('button', { name: new RegExp(`^(${text('activity.apply.recheck')}|${text('list.retry')})$`) });
const recordStatus = () => screen.queryByTestId('apply-record')?.dataset.status ?? null;

export const activityApplyScreen: ScreenAdapter<Ui> = {
  flowId: 'activityApply',
  mount(path) {
    const input = path.scenario.input as ActivityApplyInput;
    const clock = new SimulatedClock();
    const standings: Ui['standings'] = [];
    const applications: Ui['applications'] = [];
    const calls: ApplyCalls = {
      checkStanding: () => {
        standings.push(deferred<ApplyStanding>());
        return standings.at(-1)!.promise;
      },
      apply: () => {
        applications.push(deferred<LatestApplication>());
        return applications.at(-1)!.promise as Promise<LatestApplication & object>;
      },
    };
    const tier = input.tier !== null;
    const view = tier ? (
      <GiftTierCard
        activityId={input.activityId}
        tier={{ tier: input.tier!, turnover: '1000.00', gift: '8.00', reached: true, claimed: false, standing: input.standing as never }}
        calls={calls}
        clock={clock}
      />
    ) : (
      <ApplyBox activityId={input.activityId} calls={calls} clock={clock} />
    );
    return { ...renderWithSite(view), tier, clock, standings, applications, latest: input.standing?.latest?.status ?? null, grants: 0 };
  },
  events: {
    async APPLY(ui) {
      await ui.user.click(applyButton(ui)!);
    },
    async CHECK(ui) {
      await ui.user.click(checkButton()!);
    },
    async 'xstate.done.actor.checkStanding'(ui, event) {
      const standing = event.output as ApplyStanding;
      // Granted while the member waited for the operator: money arrived.
      if (ui.latest === 'pending' && standing.latest?.status === 'granted') ui.grants += 1;
      ui.latest = standing.latest?.status ?? null;
      await act(async () => ui.standings.at(-1)!.resolve(standing));
    },
    async 'xstate.error.actor.checkStanding'(ui, event) {
      await act(async () => ui.standings.at(-1)!.reject(event.error));
    },
    async 'xstate.done.actor.apply'(ui, event) {
      const application = event.output as LatestApplication;
      if (application.status === 'granted') ui.grants += 1;
      ui.latest = application.status;
      await act(async () => ui.applications.at(-1)!.resolve(application));
    },
    async 'xstate.error.actor.apply'(ui, event) {
      await act(async () => ui.applications.at(-1)!.reject(event.error));
    },
    async 'xstate.after.reviewPoll.activityApply.pendingReview'(ui) {
      await act(async () => ui.clock.increment(REVIEW_POLL_MS));
    },
  },
  states: {
    'activityApply.placing': () => expect.fail('placing is transient: the screen never rests there'),
    'activityApply.checking': () => {
      expect(place()).toBe('checking');
      expect(screen.getByRole('status').textContent).toBe(text('activity.apply.checking'));
    },
    'activityApply.failed': (ui) => {
      expect(place()).toBe('failed');
      expect(screen.getByRole('alert').textContent).toContain(text('activity.apply.failed'));
      expect(checkButton()!.textContent).toBe(text('list.retry'));
      expect(applyButton(ui)).toBeNull();
    },
    'activityApply.ready': (ui, expected) => {
      const { standing, failure } = contextOf(expected);
      expect(place()).toBe('ready');
      expect(applyButton(ui)!.disabled).toBe(false);
      // A call that got no answer says so beside the button, which offers another try.
      expect(screen.queryByRole('alert')?.textContent ?? null).toBe(failure ? text('activity.apply.noAnswer') : null);
      if (!ui.tier) expect(screen.getByText(text('activity.apply.worth', { amount: standing!.bonus! }))).toBeTruthy();
      if (!ui.tier) expect(recordStatus()).toBe(standing!.latest?.status ?? null);
    },
    'activityApply.applying': (ui) => {
      expect(place()).toBe('applying');
      expect(applyButton(ui)!.disabled).toBe(true);
      expect(applyButton(ui)!.textContent).toBe(text('activity.apply.applying'));
    },
    'activityApply.pendingReview': (ui) => {
      expect(place()).toBe('pending');
      expect(applyButton(ui)).toBeNull();
      if (ui.tier) expect(screen.getByText(text('activity.apply.pending'))).toBeTruthy();
      else {
        expect(screen.getByRole('status').textContent).toContain(text('activity.apply.pendingNote'));
        expect(recordStatus()).toBe('pending');
      }
    },
    'activityApply.granted': (ui, expected) => {
      expect(place()).toBe('granted');
      expect(applyButton(ui)).toBeNull();
      if (ui.tier) expect(screen.getByText(text('activity.gift.claimed'))).toBeTruthy();
      else {
        expect(screen.getByRole('status').textContent).toBe(text('activity.apply.granted'));
        expect(screen.getByTestId('apply-record').textContent).toContain(contextOf(expected).standing!.latest!.deliveryInfo);
      }
      // Money arrived (granted now, or while the member waited): the page reads the balance again; a grant from before does not.
      expect(refreshes(ui)).toBe(ui.grants);
    },
    'activityApply.refused': (ui, expected) => {
      expect(place()).toBe('refused');
      expect(applyButton(ui)).toBeNull();
      const [reason] = contextOf(expected).standing!.problems;
      if (ui.tier) expect(screen.getByTestId('gift-tier-why').textContent).toBe(reason);
      else {
        expect(screen.getByTestId('apply-state').textContent).toBe(text('activity.apply.refused'));
        expect(screen.getByTestId('apply-problems').textContent).toContain(reason);
        expect(recordStatus()).toBe('rejected');
      }
    },
    'activityApply.ineligible': (ui, expected) => {
      expect(place()).toBe('ineligible');
      expect(applyButton(ui)).toBeNull();
      const [reason] = contextOf(expected).standing!.problems;
      if (ui.tier) expect(screen.getByTestId('gift-tier-why').textContent).toBe(reason);
      else {
        expect(screen.getByTestId('apply-state').textContent).toBe(text('activity.apply.ineligible'));
        expect(screen.getByTestId('apply-problems').textContent).toContain(reason);
      }
    },
  },
};
