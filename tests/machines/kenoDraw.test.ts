import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { COUNTDOWN_STEP_MS, kenoDrawMachine, RESULT_SHOWN_MS, type KenoTicketRequest } from '../../machines/kenoDraw';
import type { KenoState } from '../../contract/house';
import { KENO_DRAWN, KENO_DUE, KENO_OPEN, KENO_TICKET } from '../model/adapters/kenoDraw';
import { flush } from './deferred';

function startBoard(states: KenoState[]) {
  const clock = new SimulatedClock();
  const loadState = vi.fn(() => Promise.resolve(states.length > 1 ? states.shift()! : states[0]));
  const buyTicket = vi.fn((request: KenoTicketRequest) => Promise.resolve({ ticket: { ...KENO_TICKET, numbers: request.numbers }, state: KENO_OPEN }));
  const actor = createActor(
    kenoDrawMachine.provide({
      actors: { loadState: fromPromise(() => loadState()), buyTicket: fromPromise(({ input }) => buyTicket(input)) },
    }),
    { clock },
  ).start();
  return { actor, clock, loadState, buyTicket };
}

describe('keno board machine', () => {
  it('picks at most 10 numbers, toggles markets and buys a ticket with the chosen stake', async () => {
    const { actor, buyTicket } = startBoard([KENO_OPEN]);
    await flush();
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'BUY' });
    expect(buyTicket).not.toHaveBeenCalled();
    for (let number = 1; number <= 11; number += 1) actor.send({ type: 'TOGGLE_NUMBER', number });
    expect(actor.getSnapshot().context.numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    actor.send({ type: 'TOGGLE_NUMBER', number: 5 });
    expect(actor.getSnapshot().context.numbers).toHaveLength(9);
    actor.send({ type: 'TOGGLE_MARKET', market: 'big' });
    actor.send({ type: 'TOGGLE_MARKET', market: 'earth' });
    actor.send({ type: 'TOGGLE_MARKET', market: 'big' });
    actor.send({ type: 'CHOOSE_STAKE', stake: 5000 });
    actor.send({ type: 'CHOOSE_STAKE', stake: 1 });
    actor.send({ type: 'BUY' });
    expect(buyTicket).toHaveBeenCalledWith({ numbers: [1, 2, 3, 4, 6, 7, 8, 9, 10], markets: ['earth'], stakeMinor: 5000 });
    await flush();
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.lastTicket?.numbers).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10]);
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().context).toMatchObject({ numbers: [], markets: [] });
  });

  it('counts down to the draw, waits for the server’s draw, shows it and opens the next round', async () => {
    const waitingForDraw = { ...KENO_OPEN, now: KENO_OPEN.drawAt };
    const { actor, clock, loadState } = startBoard([KENO_OPEN, waitingForDraw, KENO_DRAWN]);
    await flush();
    expect(actor.getSnapshot().context.remainingMs).toBe(60_000);
    for (let second = 1; second < 60; second += 1) clock.increment(COUNTDOWN_STEP_MS);
    expect(actor.getSnapshot().context.remainingMs).toBe(1000);
    expect(actor.getSnapshot().value).toBe('open');
    clock.increment(COUNTDOWN_STEP_MS);
    expect(actor.getSnapshot().value).toBe('drawing');
    expect(actor.getSnapshot().context.awaitedRound).toBe(100);
    await flush();
    // The server has not drawn round 100 yet: the board asks again a second later.
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(COUNTDOWN_STEP_MS);
    await flush();
    expect(actor.getSnapshot().value).toBe('result');
    expect(actor.getSnapshot().context.state?.lastDraw?.roundId).toBe(100);
    clock.increment(RESULT_SHOWN_MS);
    await flush();
    expect(actor.getSnapshot().value).toBe('open');
    expect(loadState).toHaveBeenCalledTimes(4);
  });

  it('offers a retry when the board cannot load', async () => {
    const clock = new SimulatedClock();
    let fail = true;
    const actor = createActor(
      kenoDrawMachine.provide({
        actors: {
          loadState: fromPromise(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(KENO_OPEN))),
          buyTicket: fromPromise(() => Promise.reject(new Error('unused'))),
        },
      }),
      { clock },
    ).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    fail = false;
    actor.send({ type: 'RETRY' });
    await flush();
    expect(actor.getSnapshot().value).toBe('open');
  });
});

describe('keno board machine: selections and a first draw', () => {
  it('keeps the picked numbers in order, whatever order they were picked in', async () => {
    const { actor } = startBoard([KENO_OPEN]);
    await flush();
    for (const number of [10, 3, 80, 7, 1]) actor.send({ type: 'TOGGLE_NUMBER', number });
    expect(actor.getSnapshot().context.numbers).toEqual([1, 3, 7, 10, 80]);
  });

  it('buys a ticket of numbers only, and one of markets only', async () => {
    const { actor, buyTicket } = startBoard([KENO_OPEN]);
    await flush();
    actor.send({ type: 'TOGGLE_NUMBER', number: 8 });
    actor.send({ type: 'BUY' });
    expect(buyTicket).toHaveBeenLastCalledWith({ numbers: [8], markets: [], stakeMinor: 1_000 });
    await flush();
    actor.send({ type: 'TOGGLE_NUMBER', number: 8 });
    actor.send({ type: 'TOGGLE_MARKET', market: 'small' });
    actor.send({ type: 'BUY' });
    expect(buyTicket).toHaveBeenLastCalledWith({ numbers: [], markets: ['small'], stakeMinor: 1_000 });
    expect(buyTicket).toHaveBeenCalledTimes(2);
  });

  it('waits for a round’s draw when the board has never shown one', async () => {
    const neverDrawn = { ...KENO_DUE, lastDraw: null };
    const { actor, clock } = startBoard([neverDrawn, { ...neverDrawn, now: neverDrawn.drawAt }, KENO_DRAWN]);
    await flush();
    clock.increment(COUNTDOWN_STEP_MS);
    expect(actor.getSnapshot().value).toBe('drawing');
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(COUNTDOWN_STEP_MS);
    await flush();
    expect(actor.getSnapshot().value).toBe('result');
  });
});

describe('keno board machine: the tags the page shows, and what a ticket and a draw bring', () => {
  const tagsOf = (actor: ReturnType<typeof startBoard>['actor']) => [...actor.getSnapshot().tags].sort();

  it('is busy loading, open, busy buying, and takes the round, its time and the balances from the ticket’s answer', async () => {
    const refreshed: string[] = [];
    const clock = new SimulatedClock();
    const later = { ...KENO_OPEN, now: KENO_OPEN.now + 30_000 };
    const actor = createActor(
      kenoDrawMachine.provide({
        actors: {
          loadState: fromPromise(() => Promise.resolve(KENO_OPEN)),
          buyTicket: fromPromise(() => Promise.resolve({ ticket: KENO_TICKET, state: later })),
        },
        actions: { refreshBalances: () => void refreshed.push('balances') },
      }),
      { clock },
    ).start();
    expect(tagsOf(actor)).toEqual(['busy', 'loading']);
    await flush();
    expect(tagsOf(actor)).toEqual(['open']);
    actor.send({ type: 'TOGGLE_NUMBER', number: 8 });
    actor.send({ type: 'BUY' });
    expect(tagsOf(actor)).toEqual(['busy', 'buying', 'open']);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ state: later, remainingMs: 30_000 });
    expect(refreshed).toEqual(['balances']);
  });

  it('a refused ticket leaves the board open; a board that cannot load says failed', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(
      kenoDrawMachine.provide({
        actors: { loadState: fromPromise(() => Promise.resolve(KENO_OPEN)), buyTicket: fromPromise(() => Promise.reject(new Error('balance'))) },
      }),
      { clock },
    ).start();
    await flush();
    actor.send({ type: 'TOGGLE_NUMBER', number: 8 });
    actor.send({ type: 'BUY' });
    await flush();
    expect(actor.getSnapshot().value).toBe('open');
    const failing = createActor(kenoDrawMachine.provide({ actors: { loadState: fromPromise(() => Promise.reject(new Error('offline'))) } }), { clock }).start();
    await flush();
    expect([...failing.getSnapshot().tags]).toEqual(['failed']);
  });

  it('is drawing while it asks and while it waits, shows the result with the balances read, and NEXT opens the next round', async () => {
    const refreshed: string[] = [];
    const clock = new SimulatedClock();
    const answers: Array<() => Promise<KenoState>> = [() => Promise.resolve(KENO_DUE), () => Promise.reject(new Error('offline')), () => Promise.resolve(KENO_DRAWN)];
    const actor = createActor(
      kenoDrawMachine.provide({
        actors: { loadState: fromPromise(() => (answers.length > 1 ? answers.shift()! : answers[0])()) },
        actions: { refreshBalances: () => void refreshed.push('balances') },
      }),
      { clock },
    ).start();
    await flush();
    clock.increment(COUNTDOWN_STEP_MS);
    expect(tagsOf(actor)).toEqual(['drawing']);
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(tagsOf(actor)).toEqual(['drawing']);
    clock.increment(COUNTDOWN_STEP_MS);
    await flush();
    expect(tagsOf(actor)).toEqual(['result']);
    expect(actor.getSnapshot().context).toMatchObject({ state: KENO_DRAWN, remainingMs: 60_000 });
    expect(refreshed).toEqual(['balances']);
    actor.send({ type: 'NEXT' });
    expect(tagsOf(actor)).toEqual(['busy', 'loading']);
  });
});

describe('keno board machine: the countdown’s last second', () => {
  it('shows 0 ms left once the draw is due', async () => {
    const { actor, clock } = startBoard([KENO_DUE, KENO_DRAWN]);
    await flush();
    expect(actor.getSnapshot().context.remainingMs).toBe(1000);
    clock.increment(COUNTDOWN_STEP_MS);
    expect(actor.getSnapshot().value).toBe('drawing');
    expect(actor.getSnapshot().context.remainingMs).toBe(0);
  });
});
