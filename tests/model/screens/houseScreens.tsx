import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { baccaratTableMachine, CARD_REVEAL_MS } from '../../../machines/baccaratTable';
import { COUNTDOWN_STEP_MS, kenoDrawMachine, RESULT_SHOWN_MS } from '../../../machines/kenoDraw';
import type { BaccaratRound, KenoState, KenoTicket } from '../../../contract/house';
import { BaccaratTable } from '../../../src/features/house/BaccaratTable';
import { HouseFrame } from '../../../src/features/house/HouseFrame';
import { KenoBoard } from '../../../src/features/house/KenoBoard';
import { connectBaccarat } from '../../../src/features/house/connectBaccarat';
import { connectKeno } from '../../../src/features/house/connectKeno';
import { deferred, renderWithSite, text } from '../../components/renderWithSite';
import type { ScreenAdapter } from '../screen';

/**
 * The in-house games on screen: each machine drives its real view (the table, the board) through
 * connect, with the house calls as promises the replay settles, and its timers on fake time.
 */

type Pending<T> = ReturnType<typeof deferred<T>>;

interface TableUi {
  balance: Pending<string>;
  round: Pending<BaccaratRound> | null;
  unmount(): void;
}

function TestTable({ ui }: { ui: TableUi }) {
  const [logic] = useState(() =>
    baccaratTableMachine.provide({
      actors: {
        loadBalance: fromPromise(() => ui.balance.promise),
        playRound: fromPromise(() => {
          ui.round = deferred<BaccaratRound>();
          return ui.round.promise;
        }),
      },
    }),
  );
  const [state, send] = useMachine(logic);
  const table = connectBaccarat(state, send);
  return (
    <HouseFrame title="house.baccarat.title" balance={table.balance} theme="felt">
      <BaccaratTable table={table} />
    </HouseFrame>
  );
}

const button = (name: string) => screen.getByRole('button', { name: text(name) });
const chipButtons = () => [...document.querySelectorAll<HTMLButtonElement>('[data-chip]')];

export const baccaratTableScreen: ScreenAdapter<TableUi> = {
  flowId: 'baccaratTable',
  mount() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ui = { balance: deferred<string>(), round: null } as unknown as TableUi;
    const rendered = renderWithSite(<TestTable ui={ui} />);
    ui.unmount = rendered.unmount;
    return ui;
  },
  unmount(ui) {
    ui.unmount();
    vi.useRealTimers();
  },
  events: {
    async 'xstate.done.actor.loadBalance'(ui, event) {
      await act(async () => ui.balance.resolve(String(event.output)));
    },
    async 'xstate.error.actor.loadBalance'(ui) {
      await act(async () => ui.balance.reject(new Error('offline')));
    },
    async CHOOSE_CHIP(_, event) {
      const chip = document.querySelector<HTMLButtonElement>(`[data-chip="${String(event.chip)}"]`);
      // A chip the table does not offer cannot be chosen: there is nothing to press.
      if (chip) await act(async () => chip.click());
    },
    async PLACE(_, event) {
      await act(async () => document.querySelector<HTMLButtonElement>(`[data-spot="${String(event.spot)}"]`)!.click());
    },
    async CLEAR() {
      const clear = screen.queryByRole('button', { name: text('house.baccarat.clear') });
      if (clear) await act(async () => clear.click());
    },
    async DEAL() {
      const deal = screen.queryByRole('button', { name: text('house.baccarat.deal') });
      if (deal) await act(async () => deal.click());
    },
    async 'xstate.done.actor.playRound'(ui, event) {
      await act(async () => ui.round!.resolve(event.output as BaccaratRound));
    },
    async 'xstate.error.actor.playRound'(ui) {
      await act(async () => ui.round!.reject(new Error('stake above balance')));
    },
    async 'xstate.after.reveal.baccaratTable.revealing'() {
      await act(async () => vi.advanceTimersByTime(CARD_REVEAL_MS));
    },
    async NEXT() {
      await act(async () => button('house.baccarat.next').click());
    },
  },
  states: {
    'baccaratTable.loading': () => {
      expect(chipButtons().every((chip) => chip.disabled)).toBe(true);
      expect((button('house.baccarat.deal') as HTMLButtonElement).disabled).toBe(true);
    },
    'baccaratTable.betting': (_, expected) => {
      expect(chipButtons().every((chip) => !chip.disabled)).toBe(true);
      const total = expected.context.stakes.player + expected.context.stakes.banker + expected.context.stakes.tie;
      expect(screen.getByTestId('bac-total').textContent).toBe((total / 100).toFixed(2));
      expect(button('house.baccarat.deal').hasAttribute('disabled')).toBe(total === 0);
      expect(document.querySelector(`[data-chip="${expected.context.chip}"]`)!.getAttribute('aria-checked')).toBe('true');
    },
    'baccaratTable.dealing': () => {
      expect((button('house.baccarat.dealing') as HTMLButtonElement).disabled).toBe(true);
    },
    'baccaratTable.revealing': (_, expected) => {
      expect(document.querySelectorAll('.playing-card--face')).toHaveLength(expected.context.revealed);
      expect(screen.queryByTestId('bac-result')).toBeNull();
    },
    'baccaratTable.result': (_, expected) => {
      const round = expected.context.round as BaccaratRound;
      expect(screen.getByTestId('bac-result').textContent).toContain(text(`house.baccarat.win.${round.outcome}`));
      expect(screen.getByTestId('house-balance').textContent).toContain(round.balance);
      expect(document.querySelectorAll('.playing-card--back')).toHaveLength(0);
    },
  },
};

interface BoardUi {
  loads: Array<Pending<KenoState>>;
  purchase: Pending<{ ticket: KenoTicket; state: KenoState }> | null;
  unmount(): void;
}

function TestBoard({ ui }: { ui: BoardUi }) {
  const [logic] = useState(() =>
    kenoDrawMachine.provide({
      actors: {
        loadState: fromPromise(() => {
          const load = deferred<KenoState>();
          ui.loads.push(load);
          return load.promise;
        }),
        buyTicket: fromPromise(() => {
          ui.purchase = deferred();
          return ui.purchase.promise;
        }),
      },
    }),
  );
  const [state, send] = useMachine(logic);
  return <KenoBoard board={connectKeno(state, send)} />;
}

const cell = (number: number) => document.querySelector<HTMLButtonElement>(`[data-number="${number}"]`);
const clockText = () => screen.getByTestId('keno-countdown').textContent ?? '';

export const kenoDrawScreen: ScreenAdapter<BoardUi> = {
  flowId: 'kenoDraw',
  mount() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ui = { loads: [], purchase: null } as unknown as BoardUi;
    const rendered = renderWithSite(<TestBoard ui={ui} />);
    ui.unmount = rendered.unmount;
    return ui;
  },
  unmount(ui) {
    ui.unmount();
    vi.useRealTimers();
  },
  events: {
    async 'xstate.done.actor.loadState'(ui, event) {
      await act(async () => ui.loads.at(-1)!.resolve(event.output as KenoState));
    },
    async 'xstate.error.actor.loadState'(ui) {
      await act(async () => ui.loads.at(-1)!.reject(new Error('offline')));
    },
    async RETRY() {
      await act(async () => button('house.keno.retry').click());
    },
    async TOGGLE_NUMBER(_, event) {
      const target = cell(Number(event.number));
      if (target) await act(async () => target.click());
    },
    async TOGGLE_MARKET(_, event) {
      const market = document.querySelector<HTMLButtonElement>(`[data-market="${String(event.market)}"]`);
      if (market) await act(async () => market.click());
    },
    async CHOOSE_STAKE(_, event) {
      const chip = document.querySelector<HTMLButtonElement>(`[data-chip="${String(event.stake)}"]`);
      if (chip) await act(async () => chip.click());
    },
    async CLEAR() {
      const clear = screen.queryByRole('button', { name: text('house.keno.clear') });
      if (clear) await act(async () => clear.click());
    },
    async BUY() {
      const buy = screen.queryByRole('button', { name: text('house.keno.buy') });
      if (buy) await act(async () => buy.click());
    },
    async 'xstate.done.actor.buyTicket'(ui, event) {
      await act(async () => ui.purchase!.resolve(event.output as { ticket: KenoTicket; state: KenoState }));
    },
    async 'xstate.error.actor.buyTicket'(ui) {
      await act(async () => ui.purchase!.reject(new Error('stake above balance')));
    },
    async 'xstate.after.step.kenoDraw.open'() {
      await act(async () => vi.advanceTimersByTime(COUNTDOWN_STEP_MS));
    },
    async 'xstate.after.step.kenoDraw.waiting'() {
      await act(async () => vi.advanceTimersByTime(COUNTDOWN_STEP_MS));
    },
    async 'xstate.after.shown.kenoDraw.result'() {
      await act(async () => vi.advanceTimersByTime(RESULT_SHOWN_MS));
    },
    async NEXT() {
      await act(async () => button('house.keno.next').click());
    },
  },
  states: {
    'kenoDraw.loading': () => {
      expect(cell(1)!.disabled).toBe(true);
      expect((button('house.keno.buy') as HTMLButtonElement).disabled).toBe(true);
    },
    'kenoDraw.failed': () => {
      expect(screen.getByRole('alert').textContent).toContain(text('house.keno.failed'));
    },
    'kenoDraw.open': (_, expected) => {
      expect(clockText()).toContain(text('house.keno.countdown'));
      expect(clockText()).toContain(text('house.keno.round', { round: expected.context.state!.roundId }));
      expect(cell(1)!.disabled).toBe(false);
      expect(cell(2)!.getAttribute('aria-pressed')).toBe(String(expected.context.numbers.includes(2)));
      const selected = expected.context.numbers.length > 0 || expected.context.markets.length > 0;
      expect(button('house.keno.buy').hasAttribute('disabled')).toBe(!selected);
    },
    'kenoDraw.buying': () => {
      expect((button('house.keno.buying') as HTMLButtonElement).disabled).toBe(true);
      expect(cell(1)!.disabled).toBe(true);
    },
    'kenoDraw.drawing': () => {
      expect(clockText()).toContain(text('house.keno.drawing'));
    },
    'kenoDraw.waiting': () => {
      expect(clockText()).toContain(text('house.keno.drawing'));
    },
    'kenoDraw.result': (_, expected) => {
      const round = expected.context.state!.lastDraw!.roundId;
      expect(screen.getByTestId('keno-last-draw').textContent).toContain(text('house.keno.result', { round }));
      expect((button('house.keno.next') as HTMLButtonElement).disabled).toBe(false);
    },
  },
};
