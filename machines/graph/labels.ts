import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** Names of transition parts as people read them in diagrams and coverage reports. */

type GuardLike = unknown;

export function guardName(guard: GuardLike): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: string }).type);
  if (typeof guard === 'function') {
    const composite = guard as { check?: unknown; guards?: GuardLike[]; stateValue?: unknown; name?: string };
    const builtIn = (guard as { type?: string }).type ?? composite.name;
    if (composite.guards && /not/i.test(String(builtIn))) return `not ${composite.guards.map(guardName).join(', ')}`;
    if (composite.guards && /and/i.test(String(builtIn))) return composite.guards.map(guardName).join(' and ');
    if (composite.guards && /or/i.test(String(builtIn))) return composite.guards.map(guardName).join(' or ');
    if (composite.stateValue !== undefined) return `in ${formatStateValue(composite.stateValue)}`;
    return composite.name || 'guard';
  }
  return 'guard';
}

function formatStateValue(value: unknown): string {
  if (typeof value === 'string') return value.replace(/^#[\w]+\./, '');
  return JSON.stringify(value);
}

/** The delay named by an `after` event type: `xstate.after.<delay>.<source state id>`. */
export function delayName(eventType: string, source: AnyStateNode): string | null {
  const prefix = 'xstate.after.';
  if (!eventType.startsWith(prefix)) return null;
  return eventType.slice(prefix.length, eventType.length - source.id.length - 1);
}

/**
 * The delay of an `after` event in milliseconds, resolving named delays through
 * the machine; a delay computed from context needs that context.
 */
export function delayOf(
  machine: AnyStateMachine,
  eventType: string,
  source: AnyStateNode,
  context?: unknown,
): number | null {
  const name = delayName(eventType, source);
  if (name === null) return null;
  if (!Number.isNaN(Number(name))) return Number(name);
  const delay = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function' && context !== undefined) return Number(delay({ context }));
  return null;
}

/** How an event type reads on an edge: `after 5 ms`, `done: loadMember`, `error: logout`, or the event itself. */
export function eventLabel(machine: AnyStateMachine, eventType: string, source: AnyStateNode): string {
  const delay = delayOf(machine, eventType, source);
  if (delay !== null) return `after ${delay} ms`;
  const computed = delayName(eventType, source);
  if (computed !== null) return `after ${computed}`;
  const done = eventType.match(/^xstate\.done\.actor\.(.+)$/);
  if (done) return `done: ${done[1]}`;
  const error = eventType.match(/^xstate\.error\.actor\.(.+)$/);
  if (error) return `error: ${error[1]}`;
  return eventType;
}
