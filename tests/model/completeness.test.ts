import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { FLOWS } from '../../machines/index';
import { listTransitions } from '../../machines/graph/transitions';
import { ADAPTER_PROBLEMS, MODELS, modelOf, orphanAdapterFiles } from './adapters/index';
import { generatePaths } from './model';

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

describe('the session’s generated paths', () => {
  const titles = generatePaths(modelOf('session')).map((path) => path.title);
  const loginTitles = generatePaths(modelOf('loginForm')).map((path) => path.title);

  it.each([
    ['login success', /LOGGED_IN → done: loadMember/],
    ['logout', /LOGOUT → done: logout/],
    ['a 401', /UNAUTHORIZED/],
    ['a 403', /FORBIDDEN/],
    ['an unload within 5 ms of before-unload', /BEFORE_UNLOAD → UNLOAD/],
    ['the window passing without an unload', /BEFORE_UNLOAD → after 5 ms/],
  ])('include %s', (_, pattern) => {
    expect(titles.some((title) => pattern.test(title))).toBe(true);
  });

  it('include login failure, which the login form owns: the captcha refreshes and the session stays a guest', () => {
    expect(loginTitles.some((title) => /SUBMIT → error: login/.test(title))).toBe(true);
  });
});
