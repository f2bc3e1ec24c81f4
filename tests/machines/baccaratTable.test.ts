import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { baccaratTableMachine, CARD_REVEAL_MS, type BaccaratStakesMinor } from '../../machines/baccaratTable';
import type { BaccaratRound } from '../../contract/house';
import { PLAYER_NATURAL } from '../model/adapters/baccaratTable';
import { deferred, flush } from './deferred';

function startTable(play: (stakes: BaccaratStakesMinor) => Promise<BaccaratRound>) {
  const clock = new SimulatedClock();
  const playRound = vi.fn(play);
  const refreshBalances = vi.fn();
  const actor = createActor(
    baccaratTableMachine.provide({
      actors: {
        loadBalance: fromPromise(() => Promise.resolve('100.00')),
        playRound: fromPromise(({ input }) => playRound(input)),
      },
      actions: { refreshBalances },
    }),
    { clock },
  ).start();
  return { actor, clock, playRound, refreshBalances };
}

describe('baccarat table machine', () => {
  it('stacks the chosen chip on the spots, refuses an unknown chip, clears, and deals nothing without a stake', async () => {
    const { actor, playRound } = startTable(() => Promise.resolve(PLAYER_NATURAL));
    await flush();
    expect(actor.getSnapshot().context.balance).toBe('100.00');
    actor.send({ type: 'DEAL' });
    expect(actor.getSnapshot().value).toBe('betting');
    actor.send({ type: 'CHOOSE_CHIP', chip: 500 });
    actor.send({ type: 'PLACE', spot: 'banker' });
    actor.send({ type: 'PLACE', spot: 'banker' });
    actor.send({ type: 'CHOOSE_CHIP', chip: 333 });
    actor.send({ type: 'PLACE', spot: 'tie' });
    expect(actor.getSnapshot().context.stakes).toEqual({ player: 0, banker: 1000, tie: 500 });
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().context.stakes).toEqual({ player: 0, banker: 0, tie: 0 });
    expect(playRound).not.toHaveBeenCalled();
  });

  it('deals the stakes, turns the cards up one by one, shows the result and starts the next round empty', async () => {
    const { actor, clock, playRound, refreshBalances } = startTable(() => Promise.resolve(PLAYER_NATURAL));
    await flush();
    actor.send({ type: 'PLACE', spot: 'player' });
    actor.send({ type: 'DEAL' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(playRound).toHaveBeenCalledWith({ player: 1000, banker: 0, tie: 0 });
    await flush();
    expect(actor.getSnapshot().value).toBe('revealing');
    expect(actor.getSnapshot().context.balance).toBe('110.00');
    expect(refreshBalances).toHaveBeenCalledOnce();
    for (let shown = 1; shown <= 4; shown += 1) {
      clock.increment(CARD_REVEAL_MS);
      expect(actor.getSnapshot().context.revealed).toBe(shown);
    }
    expect(actor.getSnapshot().value).toBe('revealing');
    clock.increment(CARD_REVEAL_MS);
    expect(actor.getSnapshot().value).toBe('result');
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('betting');
    expect(actor.getSnapshot().context).toMatchObject({ round: null, revealed: 0, stakes: { player: 0, banker: 0, tie: 0 } });
  });

  it('keeps the chips where they were when the deal is refused', async () => {
    const refusal = deferred<BaccaratRound>();
    const { actor } = startTable(() => refusal.promise);
    await flush();
    actor.send({ type: 'PLACE', spot: 'tie' });
    actor.send({ type: 'DEAL' });
    refusal.reject(new Error('stake above balance'));
    await flush();
    expect(actor.getSnapshot().value).toBe('betting');
    expect(actor.getSnapshot().context.stakes.tie).toBe(1000);
  });
});

describe('baccarat table machine: the tags the page shows', () => {
  it('is busy loading, betting, busy dealing, dealing while the cards turn, then shows the result; a second round starts from no card', async () => {
    const deal = deferred<BaccaratRound>();
    const { actor, clock, playRound } = startTable(() => deal.promise);
    const tags = () => [...actor.getSnapshot().tags].sort();
    expect(tags()).toEqual(['busy', 'loading']);
    await flush();
    expect(tags()).toEqual(['betting']);
    actor.send({ type: 'PLACE', spot: 'player' });
    actor.send({ type: 'DEAL' });
    expect(tags()).toEqual(['busy', 'dealing']);
    deal.resolve(PLAYER_NATURAL);
    await flush();
    expect(tags()).toEqual(['dealing']);
    expect(actor.getSnapshot().context.revealed).toBe(0);
    for (let card = 0; card < 8; card += 1) clock.increment(CARD_REVEAL_MS);
    expect(tags()).toEqual(['result']);
    actor.send({ type: 'NEXT' });
    playRound.mockImplementationOnce(() => Promise.resolve(PLAYER_NATURAL));
    actor.send({ type: 'PLACE', spot: 'player' });
    actor.send({ type: 'DEAL' });
    await flush();
    expect(actor.getSnapshot().context.revealed).toBe(0);
  });

  it('opens for bets even when the balance cannot be read', async () => {
    const actor = createActor(
      baccaratTableMachine.provide({ actors: { loadBalance: fromPromise(() => Promise.reject(new Error('offline'))) } }),
    ).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('betting');
  });
});
