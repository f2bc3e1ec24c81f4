import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { FLOWS } from '../../machines/index';
import { listTransitions } from '../../machines/graph/transitions';
import { MODELS } from './adapters/index';
import { flowById, generatePaths, replayOnMachine, replayPlan, type Coverage } from './model';
import { indexMarkdown, percent, REGENERATE } from '../tooling/flowDocs';

/**
 * Replay 1: every generated path runs on the real machine, state checked after every step. A path that
 * is the start of a longer one runs as part of it (replayPlan), not a second time on its own.
 */

const coverage: Record<string, Coverage> = {};

for (const model of MODELS) {
  const flow = flowById(model.flowId);
  const taken = new Set<string>();
  const paths = replayPlan(generatePaths(model));

  describe(`${flow.id} model paths`, () => {
    it.each(paths.map((path) => [`${path.scenario.name} · ${path.kind} · ${path.title}`, path] as const))('%s', async (_, path) => {
      const replay = await replayOnMachine(flow, path);
      for (const { step, expected, actual } of replay.observed) expect(actual, `after ${step}`).toEqual(expected);
      for (const key of replay.taken) taken.add(key);
    });

    it('takes every transition of the machine', () => {
      const all = listTransitions(flow.machine).map((transition) => transition.key);
      const unreachable = model.unreachable ?? {};
      for (const [key, why] of Object.entries(unreachable)) {
        expect(all, `unreachable entry names no transition: ${key}`).toContain(key);
        expect(why.trim(), `give the reason ${key} cannot be reached`).not.toBe('');
      }
      coverage[flow.id] = {
        total: all.length,
        covered: all.filter((key) => taken.has(key)).length,
        missing: all.filter((key) => !taken.has(key) && !(key in unreachable)),
        unreachable,
      };
      expect(coverage[flow.id].missing).toEqual([]);
    });
  });
}

describe('flow index', () => {
  it(`docs/flows/README.md shows today's states, transitions and coverage (else run ${REGENERATE})`, () => {
    expect(Object.keys(coverage).sort()).toEqual(FLOWS.map((flow) => flow.id).sort());
    const current = readFileSync(new URL('../../docs/flows/README.md', import.meta.url), 'utf8');
    expect(current, `docs/flows/README.md is stale: run ${REGENERATE}`).toBe(indexMarkdown(FLOWS, coverage));
  });
});

afterAll(() => {
  // npm test prints this table at the end of its run.
  mkdirSync('test-results', { recursive: true });
  const rows = Object.entries(coverage).map(([id, measured]) => ({ id, ...measured, percent: percent(measured) }));
  writeFileSync('test-results/flow-coverage.json', JSON.stringify(rows, null, 2));
});
