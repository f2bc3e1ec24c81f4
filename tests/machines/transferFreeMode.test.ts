import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { transferFreeModeMachine } from '../../machines/transferFreeMode';
import { flush } from './deferred';

/** Moved here from transfer.test.ts with the machine's rename (transfer mode → transfer-free mode). */
describe('transfer-free mode machine', () => {
  function startMode(on: boolean, save: (input: { on: boolean }) => Promise<void>) {
    const saveTransferFree = vi.fn(save);
    const announceSwitched = vi.fn();
    const actor = createActor(
      transferFreeModeMachine.provide({
        actors: { saveTransferFree: fromPromise(({ input }) => saveTransferFree(input)) },
        actions: { announceSwitched: (_, params) => announceSwitched(params) },
      }),
      { input: { on } },
    ).start();
    const tags = () => [...actor.getSnapshot().tags].sort();
    return { actor, saveTransferFree, announceSwitched, tags };
  }

  it('starts in the mode the server reports', () => {
    expect(startMode(false, () => Promise.resolve()).actor.getSnapshot().value).toBe('off');
    expect(startMode(true, () => Promise.resolve()).actor.getSnapshot().value).toBe('on');
  });

  it('switches on and off through the server, showing the new mode while it waits', async () => {
    const { actor, saveTransferFree, announceSwitched, tags } = startMode(false, () => Promise.resolve());
    expect(tags()).toEqual([]);
    actor.send({ type: 'TOGGLE' });
    expect(tags()).toEqual(['busy', 'on']);
    await flush();
    expect(saveTransferFree).toHaveBeenLastCalledWith({ on: true });
    expect(announceSwitched).toHaveBeenLastCalledWith({ on: true });
    expect(tags()).toEqual(['on']);
    actor.send({ type: 'TOGGLE' });
    expect(tags()).toEqual(['busy']);
    await flush();
    expect(saveTransferFree).toHaveBeenLastCalledWith({ on: false });
    expect(actor.getSnapshot().value).toBe('off');
  });

  it('goes back to the previous mode when the switch is refused', async () => {
    const { actor, announceSwitched, tags } = startMode(true, () => Promise.reject(new Error('refused')));
    actor.send({ type: 'TOGGLE' });
    await flush();
    expect(actor.getSnapshot().value).toBe('on');
    expect(tags()).toEqual(['on']);
    expect(announceSwitched).not.toHaveBeenCalled();
  });

  it('ignores a second toggle while switching', () => {
    const { actor, saveTransferFree } = startMode(false, () => new Promise(() => {}));
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'TOGGLE' });
    expect(saveTransferFree).toHaveBeenCalledTimes(1);
  });
});

describe('transfer-free mode machine: each switch said and the balances read', () => {
  it('switching off says so and reads the balances again, as switching on does; a refused switch on stays off', async () => {
    const refreshed: string[] = [];
    const announced: boolean[] = [];
    const actor = createActor(
      transferFreeModeMachine.provide({
        actors: { saveTransferFree: fromPromise(async () => {}) },
        actions: { announceSwitched: (_, { on }) => void announced.push(on), refreshBalances: () => void refreshed.push('balances') },
      }),
      { input: { on: false } },
    ).start();
    actor.send({ type: 'TOGGLE' });
    await flush();
    actor.send({ type: 'TOGGLE' });
    await flush();
    expect(announced).toEqual([true, false]);
    expect(refreshed).toEqual(['balances', 'balances']);
    const refused = createActor(
      transferFreeModeMachine.provide({ actors: { saveTransferFree: fromPromise(() => Promise.reject(new Error('refused'))) } }),
      { input: { on: false } },
    ).start();
    refused.send({ type: 'TOGGLE' });
    await flush();
    expect(refused.getSnapshot().value).toBe('off');
  });
});
