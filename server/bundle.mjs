#!/usr/bin/env node
// The server as one JavaScript file: `npm run serve` and `npm start` run dist-server/main.mjs, which this
// builds from server/main.ts with esbuild (tsx's own compiler) in well under a second. Running compiled
// JavaScript rather than TypeScript through tsx keeps the TypeScript loader and its cache of sources out of
// the server process (about 80 MB resident; docs/performance.md, "Idle live streams"). `npm run dev` and the
// tests still run the TypeScript itself.
//
// Packages stay imports (resolved from node_modules as before). A source that finds a file beside it
// (locales, content, page templates) does so from its own import.meta.url, so each module's
// import.meta.url is made to name its source file again, relative to the bundle.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = join(root, 'dist-server', 'main.mjs');

/** Each source's import.meta.url names the source itself, wherever the bundle is. */
const sourceUrls = {
  name: 'source-urls',
  setup(context) {
    context.onLoad({ filter: /\.ts$/ }, (source) => {
      const text = readFileSync(source.path, 'utf8');
      const fromBundle = relative(dirname(SERVER_BUNDLE), source.path).split('\\').join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

export async function bundleServer() {
  const result = await build({
    entryPoints: [join(root, 'server', 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // No keepNames: it wraps every closure the code makes in a defineProperty call, about 1.5 µs of a
    // transfer's main thread; names only change where two modules' names collide (the sourcemap maps them).
    keepNames: false,
    sourcemap: 'linked',
    outfile: SERVER_BUNDLE,
    write: false,
    plugins: [sourceUrls],
    logLevel: 'warning',
  });
  mkdirSync(dirname(SERVER_BUNDLE), { recursive: true });
  // Written beside and renamed: a server starting meanwhile (a test, another build) never reads half a file.
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await bundleServer();
