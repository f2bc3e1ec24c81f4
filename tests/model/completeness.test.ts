import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { FLOWS } from '../../machines/index';
import { listTransitions } from '../../machines/graph/transitions';
import { MODELS } from './adapters/index';
import { generatePaths } from './model';

/** A new machine, state or event cannot go untested silently. */
describe('model adapters', () => {
  it('every registered machine has exactly one model adapter', () => {
    expect(MODELS.map((model) => model.flowId).sort()).toEqual(FLOWS.map((flow) => flow.id).sort());
  });

  it.each(MODELS.map((model) => [model.flowId, model] as const))('%s: the model sends every event type the machine handles', (id, model) => {
    const flow = FLOWS.find((candidate) => candidate.id === id)!;
    const handled = new Set(listTransitions(flow.machine).map((transition) => transition.eventType).filter(Boolean));
    const sent = new Set(
      generatePaths(model).flatMap((path) => path.steps.map((step: { event: EventObject }) => step.event.type)),
    );
    expect([...handled].filter((type) => !sent.has(type))).toEqual([]);
  });
});
