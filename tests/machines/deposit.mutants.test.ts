import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic } from 'xstate';
import { depositMachine } from '../../machines/deposit';

/** The deposit machine without its effects supplied: each one fails, naming itself (the machines' rule). */

const failureOf = (logic: AnyActorLogic) =>
  new Promise<string>((resolve) => {
    const actor = createActor(logic, { input: {} });
    actor.subscribe({ error: (error) => resolve((error as Error).message), complete: () => resolve('completed') });
    actor.start();
  });

describe('the deposit machine’s unsupplied effects', () => {
  it('each fail with a message that names it', async () => {
    const actors = depositMachine.implementations.actors as Record<string, AnyActorLogic>;
    const names = ['loadMethods', 'createOrder', 'createPayment', 'uploadProof', 'confirmOrder', 'cancelOrder', 'fetchOrderOutcome'];
    expect(Object.keys(actors).sort()).toEqual([...names].sort());
    for (const name of names) expect(await failureOf(actors[name]), name).toBe(`deposit: ${name} was not provided`);
  });

  it('leave the page unavailable when the methods cannot be loaded', async () => {
    const actor = createActor(depositMachine).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('unavailable');
    actor.stop();
  });
});
