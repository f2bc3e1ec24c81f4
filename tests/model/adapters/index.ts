import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FLOWS } from '../../../machines/index';
import type { ModelAdapter } from '../model';

/**
 * The model adapters, found from the machines registry: the adapter of the flow registered as `<id>`
 * is the file tests/model/adapters/<id>.ts, and it exports a ModelAdapter whose flowId is `<id>`.
 * Adding a flow is its registry entry plus that file; nothing here lists flows by hand. This works
 * under vitest and under tsx (npm run diagrams) alike, hence a dynamic import, not import.meta.glob.
 */

// A path, not a URL: under jsdom the global URL is jsdom's, which node:fs does not take.
const ADAPTER_FOLDER = dirname(fileURLToPath(import.meta.url));

const isModelAdapter = (value: unknown): value is ModelAdapter =>
  typeof value === 'object' && value !== null && typeof (value as ModelAdapter).flowId === 'string' && Array.isArray((value as ModelAdapter).scenarios);

export interface AdapterProblem {
  flowId: string;
  problem: string;
}

async function loadModels(): Promise<{ models: ModelAdapter[]; problems: AdapterProblem[] }> {
  const models: ModelAdapter[] = [];
  const problems: AdapterProblem[] = [];
  for (const flow of FLOWS) {
    const file = `${flow.id}.ts`;
    if (!existsSync(join(ADAPTER_FOLDER, file))) {
      problems.push({ flowId: flow.id, problem: `no model adapter: add tests/model/adapters/${file}` });
      continue;
    }
    const exported = Object.values((await import(/* @vite-ignore */ `./${flow.id}.ts`)) as Record<string, unknown>).filter(isModelAdapter);
    const own = exported.filter((adapter) => adapter.flowId === flow.id);
    if (own.length === 1) models.push(own[0]);
    else problems.push({ flowId: flow.id, problem: `tests/model/adapters/${file} exports ${own.length} model adapters with flowId '${flow.id}', not one` });
  }
  return { models, problems };
}

const loaded = await loadModels();

/** One model adapter per registered machine, in the registry's order. */
export const MODELS: ModelAdapter[] = loaded.models;

/** Registered machines whose adapter is missing or ambiguous: the completeness test requires none. */
export const ADAPTER_PROBLEMS: AdapterProblem[] = loaded.problems;

/** Adapter files that name no registered flow (a renamed or removed machine left its adapter behind). */
export const orphanAdapterFiles = (): string[] =>
  readdirSync(ADAPTER_FOLDER)
    .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
    .filter((name) => !FLOWS.some((flow) => `${flow.id}.ts` === name));

/** The model adapter of a registered flow. */
export function modelOf(flowId: string): ModelAdapter {
  const model = MODELS.find((candidate) => candidate.flowId === flowId);
  if (!model) throw new Error(`flow ${flowId} has no model adapter in tests/model/adapters`);
  return model;
}
