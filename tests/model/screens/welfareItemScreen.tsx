import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { WelfareItemCard } from '../../../src/features/welfare/WelfareItemCard';
import { connectWelfareItem, countdownOf } from '../../../src/features/welfare/connectWelfareItem';
import type { WelfareItem } from '../../../src/api/welfare';
import type { WelfareItemContext, WelfareItemInput } from '../../../machines/welfareItem';
import { COUNTDOWN_TICK_MS } from '../../../machines/welfareItem';
import { deferred, renderWithSite, text } from '../../components/renderWithSite';
import type { ScreenAdapter } from '../screen';
import { ALREADY_CLAIMED } from '../adapters/welfareItem';

type Ui = ReturnType<typeof renderWithSite> & { clock: SimulatedClock; claims: Array<ReturnType<typeof deferred<{ item: WelfareItem }>>>; claimed: number; item: WelfareItem };

const card = () => screen.getByTestId('welfare-item');
const when = () => screen.getByTestId('welfare-item-when').textContent;
const claimButton = () => screen.queryByRole('button', { name: new RegExp(`${text('welfare.item.claim')}|${text('welfare.item.claiming')}`) });
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as WelfareItemContext;
/** The countdown as the card writes it, from the expected machine's clock. */
const counting = (label: string, remainingMs: number) => {
  const { days, time } = countdownOf(remainingMs);
  return text(label, { days, time });
};
const times = (snapshot: AnyMachineSnapshot) => connectWelfareItem(snapshot as never, () => {});

/** A second passes: on the device's clock the card reads, and on the timers' clock. */
const tick = async (ui: Ui) => {
  vi.setSystemTime(Date.now() + COUNTDOWN_TICK_MS);
  await act(async () => ui.clock.increment(COUNTDOWN_TICK_MS));
};

export const welfareItemScreen: ScreenAdapter<Ui> = {
  flowId: 'welfareItem',
  mount(path) {
    const input = path.scenario.input as WelfareItemInput;
    // Only the date is the test's (the card starts its countdown from it); the machine's timers run on a simulated clock.
    vi.useFakeTimers({ now: input.now, toFake: ['Date'] });
    const clock = new SimulatedClock();
    const item: WelfareItem = {
      id: 7,
      kind: 'weekly',
      vipLevel: 3,
      amount: '38.00',
      turnoverMultiple: 3,
      requiredTurnover: '114.00',
      availableFrom: input.availableFrom,
      expiresAt: input.expiresAt,
      claimedAt: input.claimedAt,
      status: 'claimable',
    };
    const claims: Ui['claims'] = [];
    const ui: Ui = {
      ...renderWithSite(
        <WelfareItemCard
          item={item}
          claim={() => {
            claims.push(deferred<{ item: WelfareItem }>());
            return claims.at(-1)!.promise;
          }}
          onClaimed={() => (ui.claimed += 1)}
          clock={clock}
        />,
      ),
      clock,
      claims,
      claimed: 0,
      item,
    };
    return ui;
  },
  unmount() {
    vi.useRealTimers();
  },
  events: {
    async CLAIM(ui) {
      await ui.user.click(claimButton()!);
    },
    'xstate.after.tick.welfareItem.upcoming': (ui) => tick(ui),
    'xstate.after.tick.welfareItem.claimable': (ui) => tick(ui),
    async 'xstate.done.actor.claim'(ui, event) {
      const { claimedAt } = event.output as { claimedAt: number };
      await act(async () => ui.claims.at(-1)!.resolve({ item: { ...ui.item, claimedAt, status: 'claimed' } }));
    },
    async 'xstate.error.actor.claim'(ui, event) {
      await act(async () => ui.claims.at(-1)!.reject(event.error));
    },
  },
  states: {
    'welfareItem.placing': () => expect.fail('placing is transient: a card never rests there'),
    'welfareItem.upcoming': (_, expected) => {
      const { availableFrom, now } = contextOf(expected);
      expect(card().dataset.place).toBe('upcoming');
      expect(when()).toBe(counting('welfare.item.opensIn', availableFrom - now));
      expect(claimButton()).toBeNull();
    },
    'welfareItem.claimable': (_, expected) => {
      const { expiresAt, now, failure } = contextOf(expected);
      expect(card().dataset.place).toBe('claimable');
      expect(when()).toBe(counting('welfare.item.expiresIn', expiresAt - now));
      expect((claimButton() as HTMLButtonElement).disabled).toBe(false);
      // A claim that got no answer says so, and the button offers another try.
      expect(screen.queryByRole('alert')?.textContent ?? null).toBe(failure ? text('welfare.item.claimFailed') : null);
    },
    'welfareItem.claiming': () => {
      expect(card().dataset.place).toBe('claiming');
      expect((claimButton() as HTMLButtonElement).disabled).toBe(true);
      expect(claimButton()!.textContent).toBe(text('welfare.item.claiming'));
    },
    'welfareItem.claimed': (ui, expected) => {
      expect(card().dataset.place).toBe('claimed');
      expect(when()).toBe(text('welfare.item.claimedAt', { at: times(expected).claimedAt! }));
      expect(claimButton()).toBeNull();
      // The page hears of a claim it made itself (the balance reloads), not of one from before.
      expect(ui.claimed).toBe(ui.claims.length > 0 ? 1 : 0);
    },
    'welfareItem.refused': (ui) => {
      expect(card().dataset.place).toBe('refused');
      // The server's own words, as the API client passed them on.
      expect(screen.getByRole('alert').textContent).toBe(ALREADY_CLAIMED.msg);
      expect(claimButton()).toBeNull();
      expect(ui.claimed).toBe(0);
    },
    'welfareItem.expired': (_, expected) => {
      expect(card().dataset.place).toBe('expired');
      expect(when()).toBe(text('welfare.item.expiredAt', { at: times(expected).expiredAt }));
      expect(claimButton()).toBeNull();
    },
  },
};
