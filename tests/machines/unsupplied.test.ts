import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { FLOWS } from '../../machines/index';

/**
 * The machines' rule: an effect the app has not supplied with `provide()` fails, naming the machine and
 * itself, rather than answering as if it had worked (a machine run without its effects must not look
 * like a success).
 */

const failureOf = (logic: AnyActorLogic) =>
  new Promise<string>((resolve) => {
    const actor = createActor(logic, { input: {} });
    actor.subscribe({ error: (error) => resolve((error as Error).message), complete: () => resolve('completed') });
    actor.start();
  });

/** Every effect a machine invokes, by name, from each state of its tree. */
const invokedSources = (machine: AnyStateMachine) => {
  const names = new Set<string>();
  const visit = (node: AnyStateMachine['root']) => {
    for (const invoke of node.invoke) if (typeof invoke.src === 'string') names.add(invoke.src);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return [...names].sort();
};

describe('every machine’s unsupplied effects', () => {
  it('each machine names every effect it invokes among its own, so an app can supply it', () => {
    for (const flow of FLOWS) expect(Object.keys(flow.machine.implementations.actors).sort(), flow.id).toEqual(invokedSources(flow.machine));
  });

  for (const flow of FLOWS) {
    const actors = Object.entries(flow.machine.implementations.actors as Record<string, AnyActorLogic>);
    if (actors.length === 0) continue;
    it(`${flow.id}: each fails with a message that names it`, async () => {
      for (const [name, logic] of actors) expect(await failureOf(logic), name).toBe(`${flow.id}: ${name} was not provided`);
    });
  }
});
