import {
  createActor,
  fromPromise,
  getNextSnapshot,
  SimulatedClock,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { listStates, listTransitions, transitionKey } from '../../machines/graph/transitions';
import { delayOf } from '../../machines/graph/labels';
import { FLOWS, type FlowEntry } from '../../machines/index';

/**
 * Model-based testing: paths generated from each registered machine, replayed
 * on the machine itself with a simulated clock and stubbed actors.
 */

export interface Scenario {
  name: string;
  input?: unknown;
  /** Guards and actions that stand in for the app's (actors are always stubbed). */
  implementations?: Parameters<AnyStateMachine['provide']>[0];
}

/** An event with its payload, as the model sends it. */
export type ModelEvent = EventObject & Record<string, unknown>;

export interface ModelAdapter {
  flowId: string;
  scenarios: Scenario[];
  /** Every event the model may send, with payloads; actor outcomes and delays included. */
  events: ModelEvent[] | ((snapshot: AnyMachineSnapshot) => ModelEvent[]);
  /** The state as the traversal tells states apart; by default its value. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** Transitions no generated path can take, each with a one-line reason. */
  unreachable?: Record<string, string>;
  /**
   * Events simple paths may use. Interleaving two parallel regions multiplies simple
   * paths past any budget, so a parallel machine walks one region's events here and
   * leaves the other to the shortest paths.
   */
  simplePathEvents?: (event: EventObject) => boolean;
}

export interface ModelPath {
  scenario: Scenario;
  /** shortest: to each state; simple: through the model; transition: to each state, then each enabled event. */
  kind: 'shortest' | 'simple' | 'transition';
  steps: Array<{ event: EventObject; state: AnyMachineSnapshot }>;
  /** Reads like "LOGGED_IN → done: loadMember → LOGOUT". */
  title: string;
}

const TRAVERSAL_LIMIT = 5000;

export const flowById = (id: string): FlowEntry => {
  const flow = FLOWS.find((candidate) => candidate.id === id);
  if (!flow) throw new Error(`no registered flow ${id}`);
  return flow;
};

export function scenarioMachine(flow: FlowEntry, scenario: Scenario): AnyStateMachine {
  return scenario.implementations ? flow.machine.provide(scenario.implementations) : flow.machine;
}

export function eventTitle(machine: AnyStateMachine, event: EventObject): string {
  if (event.type.startsWith('xstate.after.')) {
    const name = event.type.split('.')[2];
    const delay = Number.isNaN(Number(name)) ? (machine.implementations.delays as Record<string, unknown>)[name] : Number(name);
    return typeof delay === 'number' ? `after ${delay} ms` : `after ${name}`;
  }
  return event.type.replace(/^xstate\.done\.actor\./, 'done: ').replace(/^xstate\.error\.actor\./, 'error: ');
}

const eventsAt = (adapter: ModelAdapter, snapshot: AnyMachineSnapshot) =>
  typeof adapter.events === 'function' ? adapter.events(snapshot) : adapter.events;

/**
 * Shortest paths to every state, simple paths through the model, and each
 * shortest path extended by every event enabled at its end, so that every
 * transition (self-loops included) lies on some path. No path repeats.
 */
export function generatePaths(adapter: ModelAdapter): ModelPath[] {
  const flow = flowById(adapter.flowId);
  const seen = new Set<string>();
  const paths: ModelPath[] = [];
  const add = (scenario: Scenario, kind: ModelPath['kind'], steps: ModelPath['steps'], machine: AnyStateMachine) => {
    const id = `${scenario.name}: ${JSON.stringify(steps.map((step) => step.event))}`;
    if (seen.has(id)) return;
    seen.add(id);
    const title = steps.map((step) => eventTitle(machine, step.event)).join(' → ') || '(start)';
    paths.push({ scenario, kind, steps, title });
  };
  for (const scenario of adapter.scenarios) {
    const machine = scenarioMachine(flow, scenario);
    const options = {
      events: adapter.events,
      input: scenario.input,
      limit: TRAVERSAL_LIMIT,
      serializeState: (snapshot: AnyMachineSnapshot) =>
        adapter.serializeState ? adapter.serializeState(snapshot) : JSON.stringify(snapshot.value),
    };
    const keep = adapter.simplePathEvents ?? (() => true);
    const simpleOptions = {
      ...options,
      events: (snapshot: AnyMachineSnapshot) => eventsAt(adapter, snapshot).filter(keep),
    };
    const withoutInit = (steps: ModelPath['steps']) => steps.filter((step) => step.event.type !== 'xstate.init');
    const shortest = getShortestPaths(machine, options as never) as Array<{ state: AnyMachineSnapshot; steps: ModelPath['steps'] }>;
    for (const path of shortest) add(scenario, 'shortest', withoutInit(path.steps), machine);
    for (const path of getSimplePaths(machine, simpleOptions as never)) {
      add(scenario, 'simple', withoutInit(path.steps as ModelPath['steps']), machine);
    }
    for (const path of shortest) {
      for (const event of eventsAt(adapter, path.state)) {
        // Any enabled transition counts, even one with neither target nor actions.
        if (machine.getTransitionData(path.state as never, event).length === 0) continue;
        const next = getNextSnapshot(machine, path.state, event) as AnyMachineSnapshot;
        add(scenario, 'transition', [...withoutInit(path.steps), { event, state: next }], machine);
      }
    }
  }
  return paths;
}

/**
 * The paths worth replaying: a path whose events are the start of another path of the same scenario is
 * left out, because replaying the longer path sends the same events from the same start and checks the
 * state after every one of them, so it takes every transition and checks every state the shorter one
 * would. About a third of the generated paths are such prefixes (a shortest path to a state is the start
 * of each transition path out of it).
 */
export function replayPlan(paths: ModelPath[]): ModelPath[] {
  const keyOf = (path: ModelPath) => path.steps.map((step) => JSON.stringify(step.event));
  const prefixes = new Set<string>();
  for (const path of paths) {
    const events = keyOf(path);
    for (let length = 0; length < events.length; length += 1) {
      prefixes.add(`${path.scenario.name}\u0000${events.slice(0, length).join('\u0001')}`);
    }
  }
  return paths.filter((path) => !prefixes.has(`${path.scenario.name}\u0000${keyOf(path).join('\u0001')}`));
}

function invokedSources(machine: AnyStateMachine): string[] {
  const sources = new Set<string>();
  for (const node of listStates(machine)) {
    for (const invoke of node.invoke as Array<{ src: unknown }>) if (typeof invoke.src === 'string') sources.add(invoke.src);
  }
  return [...sources];
}

/**
 * Lets the actor settle after a step. Stubbed actors settle in promise callbacks and delays pass on the
 * simulated clock, so everything a step sets off has run once the microtask queue is empty: a check on
 * the next turn of the event loop is enough. (setTimeout(0) waits a millisecond or more per step, which
 * over the ~40,000 replayed steps was most of the model suite's time.)
 */
const flush = () => new Promise((resolve) => setImmediate(resolve));

export interface MachineReplay {
  /** Keys of every transition the actor took along the path. */
  taken: Set<string>;
  /** Snapshot values after each step, beside the model's expected values. */
  observed: Array<{ step: string; expected: unknown; actual: unknown }>;
}

/** Runs a path on a real actor: user events are sent, delays pass on a simulated clock, actors settle on cue. */
export async function replayOnMachine(flow: FlowEntry, path: ModelPath): Promise<MachineReplay> {
  const base = scenarioMachine(flow, path.scenario);
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const actors = Object.fromEntries(
    invokedSources(base).map((src) => [
      src,
      fromPromise(
        () =>
          new Promise((resolve, reject) => {
            pending.set(src, { resolve, reject });
          }),
      ),
    ]),
  );
  const machine = base.provide({ actors });
  const clock = new SimulatedClock();
  const taken = new Set<string>();
  const actor = createActor(machine, {
    input: path.scenario.input,
    clock,
    inspect: (inspection) => {
      if (inspection.type === '@xstate.microstep') {
        for (const transition of inspection._transitions) taken.add(transitionKey(machine, transition));
      }
    },
  });
  actor.start();
  await flush();
  const observed: MachineReplay['observed'] = [];
  for (const step of path.steps) {
    const { type } = step.event;
    const settled = type.match(/^xstate\.(done|error)\.actor\.(.+)$/);
    if (type.startsWith('xstate.after.')) {
      const source = (actor.getSnapshot() as AnyMachineSnapshot)._nodes.find((node: AnyStateNode) =>
        type.endsWith(`.${node.id}`),
      );
      clock.increment(delayOf(machine, type, source!, actor.getSnapshot().context) ?? 0);
    } else if (settled) {
      const call = pending.get(settled[2]);
      if (!call) throw new Error(`${settled[2]} was never invoked before ${type}`);
      if (settled[1] === 'done') call.resolve((step.event as { output?: unknown }).output);
      else call.reject((step.event as { error?: unknown }).error ?? new Error('refused'));
      pending.delete(settled[2]);
    } else {
      actor.send(step.event);
    }
    await flush();
    observed.push({ step: eventTitle(machine, step.event), expected: step.state.value, actual: actor.getSnapshot().value });
  }
  actor.stop();
  return { taken, observed };
}

export interface Coverage {
  total: number;
  covered: number;
  missing: string[];
  unreachable: Record<string, string>;
}

/** Transitions taken by replaying every path, out of all the machine's transitions. */
export async function measureCoverage(adapter: ModelAdapter): Promise<Coverage> {
  const flow = flowById(adapter.flowId);
  const taken = new Set<string>();
  for (const path of replayPlan(generatePaths(adapter))) {
    for (const key of (await replayOnMachine(flow, path)).taken) taken.add(key);
  }
  const all = listTransitions(flow.machine).map((transition) => transition.key);
  const unreachable = adapter.unreachable ?? {};
  const missing = all.filter((key) => !taken.has(key) && !(key in unreachable));
  return { total: all.length, covered: all.filter((key) => taken.has(key)).length, missing, unreachable };
}
