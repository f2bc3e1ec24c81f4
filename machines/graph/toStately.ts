import type { AnyStateMachine } from 'xstate';

/**
 * The machine's config as JSON that Stately Studio imports: every function
 * (inline actions, params, context factories) is replaced by its name.
 */
export function toStately(machine: AnyStateMachine): unknown {
  return replaceFunctions(machine.config);
}

function replaceFunctions(value: unknown): unknown {
  if (typeof value === 'function') {
    const named = value as { name?: string; type?: string };
    return named.type ?? (named.name || 'inline');
  }
  if (Array.isArray(value)) return value.map(replaceFunctions);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, replaceFunctions(inner)]));
  }
  return value;
}
