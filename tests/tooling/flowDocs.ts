import type { FlowEntry } from '../../machines/index';
import { toMermaid } from '../../machines/graph/toMermaid';
import { listStates, listTransitions } from '../../machines/graph/transitions';
import type { Coverage } from '../model/model';

/** The documents `npm run diagrams` writes, built from the machines alone. */

export const REGENERATE = 'npm run diagrams';

export function flowMarkdown(flow: FlowEntry): string {
  return [
    `# ${flow.title}`,
    '',
    `Spec section: ${flow.specSection}. Machine: \`machines/${flow.id}.ts\`.`,
    '',
    flow.summary,
    '',
    'Edges read `EVENT [guard]`; `after N ms` is a timer, `done:`/`error:` the outcome of an invoked actor, `always` an eventless step.',
    '',
    '```mermaid',
    toMermaid(flow.machine).trimEnd(),
    '```',
    '',
    `Also as [SVG](./${flow.id}.svg) and as [Stately Studio JSON](./${flow.id}.json).`,
    '',
  ].join('\n');
}

export function flowStats(flow: FlowEntry) {
  return { states: listStates(flow.machine).length, transitions: listTransitions(flow.machine).length };
}

export const percent = (coverage: Coverage) =>
  coverage.total === 0 ? '100 %' : `${Math.floor((coverage.covered / coverage.total) * 1000) / 10} %`;

export function indexMarkdown(flows: FlowEntry[], coverage: Record<string, Coverage>): string {
  const rows = flows.map((flow) => {
    const { states, transitions } = flowStats(flow);
    const measured = coverage[flow.id];
    const notes = Object.entries(measured.unreachable).map(([key, why]) => `${key}: ${why}`);
    return `| [${flow.title}](./${flow.id}.md) | ${flow.specSection} | ${states} | ${transitions} | ${measured.covered}/${measured.total} (${percent(measured)}) | ${notes.join('; ') || '—'} |`;
  });
  return [
    '# Flow diagrams',
    '',
    `Every machine registered in \`machines/index.ts\`, drawn from the machine itself by \`${REGENERATE}\`.`,
    'Each flow has a Mermaid diagram (rendered by GitHub), an SVG, and a JSON config that Stately Studio imports.',
    'Coverage is the share of the machine’s transitions taken when the generated model paths (`tests/model/`) replay on the real machine.',
    '',
    '| flow | spec section | states | transitions | transition coverage | unreachable, and why |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
