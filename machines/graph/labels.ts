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

/** The delay of an `after` event, in milliseconds, resolving named delays through the machine. */
export function delayOf(machine: AnyStateMachine, eventType: string, source: AnyStateNode): number | null {
  const prefix = 'xstate.after.';
  if (!eventType.startsWith(prefix)) return null;
  const name = eventType.slice(prefix.length, eventType.length - source.id.length - 1);
  const numeric = Number(name);
  if (!Number.isNaN(numeric)) return numeric;
  const delay = (machine.implementations.delays as Record<string, unknown>)[name];
  return typeof delay === 'number' ? delay : null;
}

/** How an event type reads on an edge: `after 5 ms`, `done: loadMember`, `error: logout`, or the event itself. */
export function eventLabel(machine: AnyStateMachine, eventType: string, source: AnyStateNode): string {
  const delay = delayOf(machine, eventType, source);
  if (delay !== null) return `after ${delay} ms`;
  const done = eventType.match(/^xstate\.done\.actor\.(.+)$/);
  if (done) return `done: ${done[1]}`;
  const error = eventType.match(/^xstate\.error\.actor\.(.+)$/);
  if (error) return `error: ${error[1]}`;
  return eventType;
}
