import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { FLOWS } from '../../machines/index';
import { listTransitions } from '../../machines/graph/transitions';
import { ADAPTER_PROBLEMS, MODELS, modelOf, orphanAdapterFiles } from './adapters/index';
import { generatePaths, replayPlan, type ModelPath } from './model';

/** A new machine, state or event cannot go untested silently. */
describe('model adapters', () => {
  it('every registered machine has exactly one model adapter, tests/model/adapters/<id>.ts', () => {
    expect(ADAPTER_PROBLEMS).toEqual([]);
    expect(MODELS.map((model) => model.flowId).sort()).toEqual(FLOWS.map((flow) => flow.id).sort());
  });

  it('every adapter file belongs to a registered machine', () => {
    expect(orphanAdapterFiles()).toEqual([]);
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

describe('the replay plan', () => {
  const eventsOf = (path: ModelPath) => path.steps.map((step) => JSON.stringify(step.event));
  const keyOf = (scenario: string, events: string[]) => [scenario, ...events].join('|');
  /** Every path a replayed path runs through on its way: itself and each of its starts. */
  const replayedStarts = (planned: ModelPath[]) =>
    new Set(planned.flatMap((path) => eventsOf(path).map((_, length, events) => keyOf(path.scenario.name, events.slice(0, length + 1)))));

  it.each(MODELS.map((model) => [model.flowId, model] as const))(
    '%s: every generated path is replayed, on its own or as the start of a longer replayed path',
    (_, model) => {
      const generated = generatePaths(model).filter((path) => path.steps.length > 0);
      const replayed = replayedStarts(replayPlan(generatePaths(model)));
      expect(generated.filter((path) => !replayed.has(keyOf(path.scenario.name, eventsOf(path)))).map((path) => path.title)).toEqual([]);
    },
  );

  it('leaves out only paths that a replayed path continues', () => {
    const generated = generatePaths(modelOf('loginForm'));
    const planned = replayPlan(generated);
    expect(planned.length).toBeLessThan(generated.length);
    const plannedKeys = new Set(planned.map((path) => keyOf(path.scenario.name, eventsOf(path))));
    const continued = new Set(
      planned.flatMap((path) => eventsOf(path).slice(0, -1).map((_, length, events) => keyOf(path.scenario.name, events.slice(0, length + 1)))),
    );
    for (const path of generated.filter((candidate) => candidate.steps.length > 0)) {
      const key = keyOf(path.scenario.name, eventsOf(path));
      expect(plannedKeys.has(key) || continued.has(key), path.title).toBe(true);
      expect(plannedKeys.has(key) && continued.has(key), `${path.title} replayed twice`).toBe(false);
    }
  });
});

describe('the session’s generated paths', () => {
  const titles = generatePaths(modelOf('session')).map((path) => path.title);
  const loginTitles = generatePaths(modelOf('loginForm')).map((path) => path.title);

  it.each([
    ['login success', /LOGGED_IN → done: loadMember/],
    ['logout', /LOGOUT → done: logout/],
    ['a 401', /UNAUTHORIZED/],
    ['a 403', /FORBIDDEN/],
    ['an unload within 5 ms of before-unload', /BEFORE_UNLOAD → UNLOAD/],
  ])('include %s', (_, pattern) => {
    expect(titles.some((title) => pattern.test(title))).toBe(true);
  });

  it('include the close of the last window, a late unload and the close of one of several windows', () => {
    const unloads = generatePaths(modelOf('session'))
      .flatMap((path) => path.steps.map((step) => step.event))
      .filter((event): event is EventObject & { at: number; otherWindows: number } => event.type === 'UNLOAD');
    const seen = new Set(unloads.map((event) => `${event.at - 1000}:${event.otherWindows}`));
    expect([...seen].sort()).toEqual(['1:1', '5:0', '6:0']);
  });

  it('include login failure, which the login form owns: the captcha refreshes and the session stays a guest', () => {
    expect(loginTitles.some((title) => /SUBMIT → error: login/.test(title))).toBe(true);
  });
});
