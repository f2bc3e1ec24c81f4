import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic } from 'xstate';
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

describe('every machine’s unsupplied effects', () => {
  for (const flow of FLOWS) {
    const actors = Object.entries(flow.machine.implementations.actors as Record<string, AnyActorLogic>);
    if (actors.length === 0) continue;
    it(`${flow.id}: each fails with a message that names it`, async () => {
      for (const [name, logic] of actors) expect(await failureOf(logic), name).toBe(`${flow.id}: ${name} was not provided`);
    });
  }
});
