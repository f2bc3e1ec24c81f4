import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CENTRAL, transferMachine, transferProblem, type TransferRequest } from '../../machines/transfer';
import { deferred, flush } from './deferred';

function startTransfer(convert: (request: TransferRequest) => Promise<void> = () => Promise.resolve()) {
  const effects = { announceTransferred: vi.fn(), announceRecycled: vi.fn(), refreshBalances: vi.fn() };
  const convertMoney = vi.fn(convert);
  const recycle = vi.fn(() => Promise.resolve());
  const actor = createActor(
    transferMachine.provide({
      actors: { convertMoney: fromPromise(({ input }) => convertMoney(input)), recycle: fromPromise(() => recycle()) },
      actions: {
        announceTransferred: () => effects.announceTransferred(),
        announceRecycled: () => effects.announceRecycled(),
        refreshBalances: () => effects.refreshBalances(),
      },
    }),
    { input: { to: 'gsport' } },
  ).start();
  return { actor, effects, convertMoney, recycle };
}

describe('transfer machine', () => {
  it('sends a valid transfer and refreshes balances on success, clearing the amount', async () => {
    const { actor, convertMoney, effects } = startTransfer();
    actor.send({ type: 'SET_AMOUNT', amount: '12.50' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await flush();
    expect(convertMoney).toHaveBeenCalledWith({ from: CENTRAL, to: 'gsport', amount: '12.50' });
    expect(effects.announceTransferred).toHaveBeenCalledTimes(1);
    expect(effects.refreshBalances).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.amount).toBe('');
  });

  it.each([
    ['an empty amount', { amount: '' }, 'rule.amount.required'],
    ['the same wallet twice', { to: CENTRAL, amount: '5' }, 'transfer.sameWallet'],
    ['two venues', { from: 'rlive', amount: '5' }, 'transfer.needsCentral'],
  ])('sends nothing for %s', (_, change, problem) => {
    const { actor, convertMoney } = startTransfer();
    if ('from' in change) actor.send({ type: 'SET_FROM', wallet: change.from! });
    if ('to' in change) actor.send({ type: 'SET_TO', wallet: change.to! });
    actor.send({ type: 'SET_AMOUNT', amount: change.amount });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problem).toBe(problem);
    expect(convertMoney).not.toHaveBeenCalled();
  });

  it('keeps the amount after a refused transfer, and still refreshes the balances', async () => {
    const refusal = deferred();
    const { actor, effects } = startTransfer(() => refusal.promise);
    actor.send({ type: 'SET_AMOUNT', amount: '999' });
    actor.send({ type: 'SUBMIT' });
    refusal.reject(new Error('insufficient'));
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.amount).toBe('999');
    expect(effects.announceTransferred).not.toHaveBeenCalled();
    expect(effects.refreshBalances).toHaveBeenCalledTimes(1);
  });

  it('swaps source and target, and keeps only digits and a point in the amount', () => {
    const { actor } = startTransfer();
    actor.send({ type: 'SWAP' });
    actor.send({ type: 'SET_AMOUNT', amount: '1,2a3.4' });
    expect(actor.getSnapshot().context).toMatchObject({ from: 'gsport', to: CENTRAL, amount: '123.4' });
  });

  it('a venue picked from the tiles after a swap becomes the destination, with the central wallet as source', () => {
    const { actor } = startTransfer();
    actor.send({ type: 'SWAP' });
    expect(actor.getSnapshot().context).toMatchObject({ from: 'gsport', to: CENTRAL });
    actor.send({ type: 'PICK_VENUE', wallet: 'rlive' });
    expect(actor.getSnapshot().context).toMatchObject({ from: CENTRAL, to: 'rlive', problem: null });
    actor.send({ type: 'PICK_VENUE', wallet: 'gsport' });
    expect(actor.getSnapshot().context).toMatchObject({ from: CENTRAL, to: 'gsport' });
  });

  it('recycles every venue in one step', async () => {
    const { actor, recycle, effects } = startTransfer();
    actor.send({ type: 'RECYCLE' });
    expect(actor.getSnapshot().value).toBe('recycling');
    await flush();
    expect(recycle).toHaveBeenCalledTimes(1);
    expect(effects.announceRecycled).toHaveBeenCalledTimes(1);
  });

  it('names the problem of a transfer before it is sent', () => {
    expect(transferProblem({ from: CENTRAL, to: 'gsport', amount: '1.005' })).not.toBeNull();
    expect(transferProblem({ from: 'gsport', to: CENTRAL, amount: '1.05' })).toBeNull();
  });
});

describe('transfer machine: its start and the source chosen', () => {
  it('opens from the central wallet to the venue it was given, with no amount', () => {
    const { actor } = startTransfer();
    expect(actor.getSnapshot().context).toEqual({ from: CENTRAL, to: 'gsport', amount: '', problem: null });
  });

  it('sends from the source the member chose', async () => {
    const { actor, convertMoney } = startTransfer();
    actor.send({ type: 'SET_FROM', wallet: 'pgx' });
    actor.send({ type: 'SET_TO', wallet: CENTRAL });
    actor.send({ type: 'SET_AMOUNT', amount: '10' });
    actor.send({ type: 'SUBMIT' });
    expect(convertMoney).toHaveBeenCalledWith({ from: 'pgx', to: CENTRAL, amount: '10' });
  });
});

describe('transfer machine: back to editing after each call', () => {
  it('edits again after a transfer and after bringing the venues’ money home, reading the balances each time', async () => {
    const { actor, effects } = startTransfer();
    actor.send({ type: 'SET_AMOUNT', amount: '10' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'RECYCLE' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(effects.refreshBalances).toHaveBeenCalledTimes(2);
  });

  it('a refused recycle edits again and still reads the balances', async () => {
    const effects = { refreshBalances: vi.fn() };
    const actor = createActor(
      transferMachine.provide({
        actors: { recycle: fromPromise(() => Promise.reject(new Error('venue down'))) },
        actions: { refreshBalances: () => effects.refreshBalances() },
      }),
      { input: { to: 'gsport' } },
    ).start();
    actor.send({ type: 'RECYCLE' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(effects.refreshBalances).toHaveBeenCalledTimes(1);
  });
});
