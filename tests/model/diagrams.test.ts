// @vitest-environment jsdom
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import mermaid from 'mermaid';
import { FLOWS } from '../../machines/index';
import { toMermaid } from '../../machines/graph/toMermaid';
import { toStately } from '../../machines/graph/toStately';
import { flowMarkdown, REGENERATE } from '../tooling/flowDocs';

// Paths from the project root: under jsdom, import.meta.url is not a file URL.
const doc = (name: string) => resolve('docs/flows', name);

describe.each(FLOWS.map((flow) => [flow.id, flow] as const))('%s diagram', (id, flow) => {
  it(`docs/flows/${id}.md is what the machine draws today (else run ${REGENERATE})`, () => {
    expect(existsSync(doc(`${id}.md`)), `missing: run ${REGENERATE}`).toBe(true);
    expect(readFileSync(doc(`${id}.md`), 'utf8'), `stale diagram: run ${REGENERATE}`).toBe(flowMarkdown(flow));
  });

  it('parses with Mermaid’s own parser', async () => {
    await expect(mermaid.parse(toMermaid(flow.machine))).resolves.toBeTruthy();
  });

  it(`docs/flows/${id}.json is today's config for Stately Studio, and the SVG exists`, () => {
    expect(JSON.parse(readFileSync(doc(`${id}.json`), 'utf8'))).toEqual(JSON.parse(JSON.stringify(toStately(flow.machine))));
    expect(readFileSync(doc(`${id}.svg`), 'utf8')).toMatch(/^<svg[^>]+aria-roledescription="stateDiagram/);
  });
});

describe('the converter', () => {
  it('rejects what Mermaid cannot parse, so the check above can fail', async () => {
    await expect(mermaid.parse('stateDiagram-v2\n  a --> b : done: oops\n')).rejects.toBeTruthy();
  });

  it('writes edges that leave a nested block at the top level', () => {
    const session = FLOWS.find((flow) => flow.id === 'session')!;
    const lines = toMermaid(session.machine).split('\n');
    const crossing = lines.find((line) => line.includes('lifecycle_active_loggingOut --> lifecycle_leaving'));
    expect(crossing).toMatch(/^ {2}\S/);
  });
});
