import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { eventLabel, guardName } from './labels';

/** One transition of a machine, as diagrams draw it and coverage counts it. */
export interface FlowTransition {
  key: string;
  source: AnyStateNode;
  targets: readonly AnyStateNode[];
  eventType: string;
  label: string;
  guard: string | null;
  /** The transition definition itself: what the actor reports when it takes this transition. */
  definition: object;
}

function nodes(graph: DirectedGraphNode): DirectedGraphNode[] {
  return [graph, ...graph.children.flatMap(nodes)];
}

/**
 * Every transition: the event and delayed ones from toDirectedGraph, and the
 * eventless `always` ones read from the state nodes (the graph leaves them out).
 */
export function listTransitions(machine: AnyStateMachine): FlowTransition[] {
  const result: FlowTransition[] = [];
  for (const node of nodes(toDirectedGraph(machine))) {
    const byDefinition = new Map<object, AnyStateNode[]>();
    for (const edge of node.edges) {
      const targets = byDefinition.get(edge.transition) ?? [];
      targets.push(edge.target);
      byDefinition.set(edge.transition, targets);
    }
    for (const [definition, targets] of byDefinition) {
      const transition = definition as { eventType: string; guard?: unknown };
      result.push(describe(machine, node.stateNode, targets, transition.eventType, transition.guard, definition));
    }
    for (const definition of node.stateNode.always ?? []) {
      const targets = definition.target ?? [node.stateNode];
      result.push(describe(machine, node.stateNode, targets, '', definition.guard, definition));
    }
  }
  return result;
}

/** The key of a transition definition as an actor reports it while running. */
export function transitionKey(machine: AnyStateMachine, definition: object): string {
  const transition = definition as { source: AnyStateNode; target?: readonly AnyStateNode[]; eventType?: string; guard?: unknown };
  return describe(
    machine,
    transition.source,
    transition.target ?? [transition.source],
    transition.eventType ?? '',
    transition.guard,
    definition,
  ).key;
}

function describe(
  machine: AnyStateMachine,
  source: AnyStateNode,
  targets: readonly AnyStateNode[],
  eventType: string,
  guard: unknown,
  definition: object,
): FlowTransition {
  const guardText = guardName(guard);
  const label = eventType === '' ? 'always' : eventLabel(machine, eventType, source);
  const key = `${source.id} -> ${targets.map((target) => target.id).join(',')} : ${label}${guardText ? ` [${guardText}]` : ''}`;
  return { key, source, targets, eventType, label, guard: guardText, definition };
}

/** Every state node below the root, depth first. */
export function listStates(machine: AnyStateMachine): AnyStateNode[] {
  const walk = (node: AnyStateNode): AnyStateNode[] =>
    Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [child, ...walk(child)]);
  return walk(machine.root);
}
