/**
 * The bundle budget of issue 11, run by `npm test` as one check:
 * - the home route's first-load JavaScript (gzip) is at most 1.15× the gzip size of
 *   the design card's libraries built alone in the same run;
 * - every other routed view (a `*Page.tsx` or `*Panel.tsx` under src/features) is in a
 *   lazy chunk that the home page does not load;
 * - no chunk is above 100 KB gzip except the vendor chunk.
 * "First load" is what a first visit to / actually fetches: the site is built, served by the
 * real server and opened in Chromium, and every script it requests is counted.
 * Figures go to the console and test-results/bundle.json (docs/performance.md quotes them).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build, type Plugin } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startSite } from './siteServer';

const KB = 1000;
export const HOME_RATIO_LIMIT = 1.15;
export const CHUNK_LIMIT_BYTES = 100 * KB;
export const VENDOR_CHUNK = 'vendor';
/** The design card's libraries, each with every export kept, so none is tree-shaken away. */
const LIBRARIES_ENTRY = `
export * as react from 'react';
export * as reactDomClient from 'react-dom/client';
export * as reactDom from 'react-dom';
export * as xstate from 'xstate';
export * as xstateReact from '@xstate/react';
export * as wouter from 'wouter';
export * as reactIntl from 'react-intl';
export * as valtio from 'valtio';
export { default as axios } from 'axios';
`;
const ROUTED_VIEW = /\/src\/features\/.+\/[A-Z]\w*(Page|Panel)\.tsx$/;
const HOME_VIEW = /\/HomePage\.tsx$/;

interface BuiltChunk {
  fileName: string;
  name: string;
  lazy: boolean;
  modules: string[];
  gzip: number;
}

const gzipSize = (code: string) => gzipSync(code).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

type BuildOutput = Awaited<ReturnType<typeof build>>;
function chunksOf(output: BuildOutput): Array<{ code: string; fileName: string }> {
  const outputs = Array.isArray(output) ? output : [output];
  return outputs.flatMap((one) => ('output' in one ? one.output : [])).flatMap((item) => (item.type === 'chunk' ? [item] : []));
}

/** The gzip size of the libraries alone, minified by the same Vite with the site's target. */
async function librariesGzip(): Promise<number> {
  mkdirSync('test-results/bundle', { recursive: true });
  writeFileSync('test-results/bundle/libraries.js', LIBRARIES_ENTRY);
  const output = await build({
    configFile: false,
    // Quiet: react-intl's "use client" directive warns in any bundle; the site's own build still warns.
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      target: 'es2022',
      rolldownOptions: { input: 'test-results/bundle/libraries.js', preserveEntrySignatures: 'strict' },
    },
  });
  return chunksOf(output).reduce((sum, chunk) => sum + gzipSize(chunk.code), 0);
}

/** Builds the site into dist/ as `npm start` does, noting each chunk's modules and gzip size. */
async function buildSite(): Promise<Map<string, BuiltChunk>> {
  const chunks = new Map<string, BuiltChunk>();
  const capture: Plugin = {
    name: 'bundle-budget-capture',
    // After every plugin's generateBundle, so files emitted late (the chosen-catalog preload) are seen too.
    writeBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        // A script emitted as a file of its own (the chosen-catalog preload) weighs like a chunk.
        if (item.type === 'asset' && item.fileName.endsWith('.js')) {
          const code = typeof item.source === 'string' ? item.source : Buffer.from(item.source).toString('utf8');
          chunks.set(item.fileName, { fileName: item.fileName, name: item.fileName, lazy: false, modules: [], gzip: gzipSize(code) });
          continue;
        }
        if (item.type !== 'chunk') continue;
        chunks.set(item.fileName, {
          fileName: item.fileName,
          name: item.name,
          lazy: item.isDynamicEntry,
          modules: Object.keys(item.modules),
          gzip: gzipSize(item.code),
        });
      }
    },
  };
  await build({ logLevel: 'warn', plugins: [capture] });
  return chunks;
}

/** The scripts a first visit to / fetches, as dist/ file names. */
async function homeScripts(): Promise<string[]> {
  const site = await startSite('serve');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script') scripts.add(url.origin === site.origin ? url.pathname.slice(1) : url.href);
    });
    await page.goto(`${site.origin}/`);
    await page.locator('[data-scope="header"]').waitFor();
    await page.waitForLoadState('networkidle');
    return [...scripts];
  } finally {
    await browser.close();
    await site.stop();
  }
}

const base = await librariesGzip();
const chunks = await buildSite();
const loaded = await homeScripts();
const failures: string[] = [];

const foreign = loaded.filter((file) => !chunks.has(file));
if (foreign.length > 0) failures.push(`home loads scripts that are not chunks of this build: ${foreign.join(', ')}`);
const homeChunks = loaded.flatMap((file) => chunks.get(file) ?? []);
const home = homeChunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
const ratio = home / base;
if (ratio > HOME_RATIO_LIMIT) failures.push(`home loads ${kb(home)}, ${ratio.toFixed(3)}× the libraries' ${kb(base)} (limit ${HOME_RATIO_LIMIT}×)`);

const views = [...chunks.values()].flatMap((chunk) =>
  chunk.modules.filter((id) => ROUTED_VIEW.test(id) && !HOME_VIEW.test(id)).map((id) => ({ id, chunk })),
);
if (views.length === 0) failures.push('no routed view (*Page.tsx, *Panel.tsx) found in the build');
for (const { id, chunk } of views) {
  const view = id.slice(id.indexOf('/src/') + 1);
  if (!chunk.lazy) failures.push(`${view} is in ${chunk.fileName}, which is not a lazy chunk`);
  if (loaded.includes(chunk.fileName)) failures.push(`${view} is loaded by the home page (${chunk.fileName})`);
}

const vendor = [...chunks.values()].find((chunk) => chunk.name === VENDOR_CHUNK);
for (const chunk of chunks.values()) {
  if (chunk !== vendor && chunk.gzip > CHUNK_LIMIT_BYTES) failures.push(`${chunk.fileName} is ${kb(chunk.gzip)} gzip (limit ${kb(CHUNK_LIMIT_BYTES)})`);
}

const entry = homeChunks.find((chunk) => chunk.name === 'index');
const figures = {
  librariesGzip: base,
  homeGzip: home,
  homeFiles: homeChunks.length,
  ratio: Number(ratio.toFixed(3)),
  vendorGzip: vendor?.gzip ?? null,
  entryGzip: entry?.gzip ?? null,
  largestOtherChunk: [...chunks.values()].filter((chunk) => chunk !== vendor).sort((a, b) => b.gzip - a.gzip)[0],
  lazyViews: views.length,
  homeChunks: homeChunks.map((chunk) => ({ file: chunk.fileName, gzip: chunk.gzip })).sort((a, b) => b.gzip - a.gzip),
};
writeFileSync('test-results/bundle.json', `${JSON.stringify(figures, null, 2)}\n`);

console.log(`libraries alone        ${kb(base)} gzip`);
console.log(`home first load        ${kb(home)} gzip in ${homeChunks.length} files: ${ratio.toFixed(3)}× (limit ${HOME_RATIO_LIMIT}×)`);
for (const chunk of figures.homeChunks) console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.file}`);
console.log(`vendor chunk           ${vendor ? kb(vendor.gzip) : 'none'}; app entry chunk ${entry ? kb(entry.gzip) : 'none'}`);
console.log(`largest other chunk    ${kb(figures.largestOtherChunk.gzip)} (${figures.largestOtherChunk.fileName}, limit ${kb(CHUNK_LIMIT_BYTES)})`);
console.log(`routed views in lazy chunks: ${views.length - failures.filter((line) => line.startsWith('src/')).length}/${views.length}`);
for (const failure of failures) console.error(`✗ ${failure}`);
console.log(failures.length === 0 ? 'bundle budget: within budget' : `bundle budget: ${failures.length} over`);
process.exit(failures.length === 0 ? 0 : 1);
