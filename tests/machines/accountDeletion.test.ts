import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountDeletionMachine } from '../../machines/accountDeletion';

function start(hasWithdrawPassword: boolean, remove: (password: string) => Promise<unknown> = () => Promise.resolve()) {
  const removed: string[] = [];
  const effects: string[] = [];
  const actor = createActor(
    accountDeletionMachine.provide({
      actors: {
        remove: fromPromise(({ input }) => {
          removed.push(input.password);
          return remove(input.password);
        }),
      },
      actions: { deleted: () => void effects.push('deleted') },
    }),
    { input: { hasWithdrawPassword } },
  ).start();
  return { actor, removed, effects };
}

describe('deleting a payout account', () => {
  it('without a withdrawal password it only says one must be set first, and takes nothing', () => {
    const { actor, removed } = start(false);
    expect(actor.getSnapshot().hasTag('needsWithdrawPassword')).toBe(true);
    actor.send({ type: 'SET_PASSWORD', password: '123456' });
    actor.send({ type: 'SUBMIT' });
    expect(removed).toEqual([]);
  });

  it('refuses 5 digits before asking the server, deletes with 6', async () => {
    const { actor, removed, effects } = start(true);
    actor.send({ type: 'SET_PASSWORD', password: '12345' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problem).toBe('withdrawal.form.password');
    expect(removed).toEqual([]);
    actor.send({ type: 'SET_PASSWORD', password: '123456' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(removed).toEqual(['123456']);
    expect(effects).toEqual(['deleted']);
  });

  it('keeps only digits, at most six', () => {
    const { actor } = start(true);
    actor.send({ type: 'SET_PASSWORD', password: '12a34 5678' });
    expect(actor.getSnapshot().context.password).toBe('123456');
  });

  it('a refusal stays open with the server’s words and an empty field', async () => {
    const { actor, effects } = start(true, () => Promise.reject({ code: 400, msg: 'The withdrawal password is wrong.' }));
    actor.send({ type: 'SET_PASSWORD', password: '654321' });
    actor.send({ type: 'SUBMIT' });
    const refused = await waitFor(actor, (snapshot) => snapshot.matches('confirming'));
    expect(refused.context).toMatchObject({ password: '', problem: 'The withdrawal password is wrong.' });
    expect(effects).toEqual([]);
  });
});
