/**
 * `npm run diagrams`: writes docs/flows/<id>.md, .json and .svg for every
 * registered machine, and the index with states, transitions and coverage.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { FLOWS } from '../../machines/index';
import { toMermaid } from '../../machines/graph/toMermaid';
import { toStately } from '../../machines/graph/toStately';
import { modelOf } from '../model/adapters/index';
import { measureCoverage, type Coverage } from '../model/model';
import { flowMarkdown, indexMarkdown } from './flowDocs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const out = new URL('../../docs/flows/', import.meta.url);
mkdirSync(out, { recursive: true });

const coverage: Record<string, Coverage> = {};
for (const flow of FLOWS) {
  coverage[flow.id] = await measureCoverage(modelOf(flow.id));
  writeFileSync(new URL(`${flow.id}.md`, out), flowMarkdown(flow));
  writeFileSync(new URL(`${flow.id}.json`, out), `${JSON.stringify(toStately(flow.machine), null, 2)}\n`);
}
writeFileSync(new URL('README.md', out), indexMarkdown(FLOWS, coverage));

// SVGs: Mermaid itself, in Debian's Chromium, on a blank page of our own.
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.setContent('<!doctype html><html><body></body></html>');
await page.addScriptTag({ path: createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js') });
for (const flow of FLOWS) {
  const svg = await page.evaluate(async (text) => {
    const { mermaid } = globalThis as unknown as { mermaid: { initialize(o: object): void; render(id: string, t: string): Promise<{ svg: string }> } };
    mermaid.initialize({
      startOnLoad: false,
      theme: 'default',
      // Plain SVG text: HTML labels live in foreignObject, which a standalone .svg file cannot show.
      htmlLabels: false,
      state: { useMaxWidth: false },
      fontFamily: 'Arial, sans-serif',
    });
    return (await mermaid.render('flow', text)).svg;
  }, toMermaid(flow.machine));
  writeFileSync(new URL(`${flow.id}.svg`, out), `${svg}\n`);
}
await browser.close();
console.log(`wrote docs/flows for ${FLOWS.map((flow) => flow.id).join(', ')}`);
