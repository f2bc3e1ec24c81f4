import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { listStates, listTransitions } from '../../machines/graph/transitions';
import { flowById, type ModelPath } from './model';

/** What screen replays share, in the unit runner and in Playwright alike. */

/** The leaf states a snapshot is in (one per parallel region). */
export const activeLeaves = (snapshot: AnyMachineSnapshot): string[] =>
  (snapshot._nodes as AnyStateNode[]).filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.id);

/** The part of a screen adapter the completeness check reads. */
export interface HandledScreen {
  flowId: string;
  events: Record<string, unknown>;
  states: Record<string, unknown>;
}

/** What an adapter must cover: every event type the machine handles and every leaf state. */
export function screenGaps(adapter: HandledScreen) {
  const flow = flowById(adapter.flowId);
  const eventTypes = new Set(listTransitions(flow.machine).map((transition) => transition.eventType).filter(Boolean));
  const leaves = listStates(flow.machine)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id);
  return {
    events: [...eventTypes].filter((type) => !(type in adapter.events)),
    states: leaves.filter((id) => !(id in adapter.states)),
  };
}

/** The shortest path to each distinct state value: the screen replays these. */
export function shortestToEachState(paths: ModelPath[]): ModelPath[] {
  const byState = new Map<string, ModelPath>();
  for (const path of paths.filter((candidate) => candidate.kind === 'shortest')) {
    const last = path.steps.at(-1);
    const key = `${path.scenario.name}:${JSON.stringify(last ? last.state.value : 'start')}`;
    const known = byState.get(key);
    if (!known || path.steps.length < known.steps.length) byState.set(key, path);
  }
  return [...byState.values()];
}
