import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { listTransitions, type FlowTransition } from './transitions';

/**
 * A machine as a Mermaid stateDiagram-v2: nested and parallel states,
 * initial and final states, and edges labelled with the event, its guard,
 * `after N ms`, `done:`/`error:` for invoked actors and `always`.
 */

const mermaidId = (node: AnyStateNode) => node.path.join('_') || node.machine.id;

const children = (node: AnyStateNode) => Object.values(node.states as Record<string, AnyStateNode>);

function edgeText(transition: FlowTransition): string {
  const label = transition.guard ? `${transition.label} [${transition.guard}]` : transition.label;
  // Mermaid reads ':' and ';' as syntax inside a label; #58; is its entity for a colon.
  return label.replace(/;/g, ',').replace(/:/g, '#58;');
}

function edgeLines(transition: FlowTransition): string[] {
  return transition.targets.map((target) => `${mermaidId(transition.source)} --> ${mermaidId(target)} : ${edgeText(transition)}`);
}

/** An edge stays inside a block only when both ends are that block's own children. */
function blockOf(transition: FlowTransition): AnyStateNode | null {
  const parents = new Set(transition.targets.map((target) => target.parent));
  const parent = transition.source.parent;
  return parents.size === 1 && parents.has(parent) && parent !== undefined ? parent : null;
}

export function toMermaid(machine: AnyStateMachine): string {
  const transitions = listTransitions(machine);
  const lines: string[] = ['stateDiagram-v2'];

  const writeBlock = (node: AnyStateNode, depth: number) => {
    const pad = '  '.repeat(depth);
    const kids = children(node);
    kids.forEach((child, index) => {
      if (node.type === 'parallel' && index > 0) lines.push(`${pad}--`);
      lines.push(`${pad}state "${child.key}" as ${mermaidId(child)}`);
      if (children(child).length > 0) {
        lines.push(`${pad}state ${mermaidId(child)} {`);
        writeBlock(child, depth + 1);
        lines.push(`${pad}}`);
      }
    });
    if (node.type !== 'parallel' && node.initial) {
      const initial = node.initial.target[0];
      lines.push(`${pad}[*] --> ${mermaidId(initial)}`);
    }
    for (const child of kids) if (child.type === 'final') lines.push(`${pad}${mermaidId(child)} --> [*]`);
    for (const transition of transitions) if (blockOf(transition) === node) lines.push(...edgeLines(transition).map((line) => pad + line));
  };

  if (machine.root.type === 'parallel') {
    lines.push(`  state "${machine.id}" as ${machine.id}`);
    lines.push(`  state ${machine.id} {`);
    writeBlock(machine.root, 2);
    lines.push('  }');
    lines.push(`  [*] --> ${machine.id}`);
  } else {
    writeBlock(machine.root, 1);
  }
  for (const transition of transitions) if (blockOf(transition) === null) lines.push(...edgeLines(transition).map((line) => `  ${line}`));
  return `${lines.join('\n')}\n`;
}
