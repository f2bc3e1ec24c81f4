import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A production build (into a temporary directory, with Vite's manifest) must
 * keep the Stately inspector out of everything the page loads at start: the
 * entry script of index.html and the chunks it imports statically. It may
 * only be reached through a dynamic import.
 */

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Strings of @statelyai/inspect's browser adapter that survive minification. */
const INSPECTOR_MARKERS = ['xstateinspector', '@statelyai.connected'];

const root = resolve(import.meta.dirname, '../..');
let outDir = '';
let manifest: Record<string, ManifestChunk> = {};
let html = '';

const containsInspector = (file: string) => {
  const code = readFileSync(join(outDir, file), 'utf8');
  return INSPECTOR_MARKERS.some((marker) => code.includes(marker));
};

/** Manifest keys of the entry and every chunk reachable from it by static imports. */
function staticClosure(entryKey: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  return seen;
}

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'inspect-bundle-'));
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  delete env.VITE_INSPECT;
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'],
    { cwd: root, env, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  html = readFileSync(join(outDir, 'index.html'), 'utf8');
}, 60_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('the production bundle', () => {
  it('loads the inspector only through a dynamic import, in its own chunk', () => {
    const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
    expect(entryKey).toBe('index.html');
    const entry = manifest[entryKey!];
    // The module script index.html starts is the manifest's entry; the one classic script beside it only
    // preloads the chosen language's catalog (vite.config.ts).
    const modules = [...html.matchAll(/<script type="module"[^>]*\bsrc="\/([^"]+)"/g)].map((match) => match[1]);
    expect(modules).toEqual([entry.file]);
    const classic = [...html.matchAll(/<script(?![^>]*type="module")[^>]*\bsrc="\/([^"]+)"/g)].map((match) => match[1]);
    expect(classic).toEqual([expect.stringMatching(/^js\/catalog-preload-[\w-]{8}\.js$/)]);

    const loadedAtStart = staticClosure(entryKey!);
    const staticFiles = [...loadedAtStart].map((key) => manifest[key].file);
    // Everything index.html preloads is part of that static graph.
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\bhref="\/([^"]+)"/g)].map((match) => match[1]);
    expect(staticFiles).toEqual(expect.arrayContaining(preloads));

    const inspectorChunk = manifest['src/inspect/browserInspector.ts'];
    expect(inspectorChunk, 'src/inspect/browserInspector.ts is its own chunk').toBeDefined();
    expect(inspectorChunk.isDynamicEntry).toBe(true);
    expect(inspectorChunk.file).toMatch(/^js\/browserInspector-[\w-]+\.js$/);
    expect(entry.dynamicImports).toContain('src/inspect/browserInspector.ts');
    expect(loadedAtStart.has('src/inspect/browserInspector.ts')).toBe(false);

    // By content: the inspector's code is in the build, and in no file loaded at start.
    const jsFiles = readdirSync(join(outDir, 'js')).map((name) => `js/${name}`);
    expect(jsFiles.filter(containsInspector)).not.toEqual([]);
    expect(staticFiles.filter(containsInspector)).toEqual([]);
  });
});
