import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { parse } from '@formatjs/icu-messageformat-parser';

const apiPort = process.env.API_PORT ?? '8080';

/**
 * The design card's libraries and what they import: one long-cached vendor chunk that
 * every page needs (the bundle budget allows only this chunk above 100 KB gzip).
 */
const VENDOR_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|xstate|@xstate[\\/]react|use-sync-external-store|use-isomorphic-layout-effect|wouter|regexparam|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|tslib|valtio|proxy-compare|axios)[\\/]/;

const LOCALE_CATALOG = /[\\/]locales[\\/][a-z]+\.json$/;

/**
 * The language catalogs ship as react-intl's parsed message form, so the browser needs
 * no message parser: the parser is swapped for formatjs's parser-less build below and
 * about 10 KB gzip leaves the first load. Tests import the raw JSON and still parse.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    load(id) {
      if (!LOCALE_CATALOG.test(id)) return null;
      const messages = JSON.parse(readFileSync(id, 'utf8')) as Record<string, string>;
      const parsed = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]));
      // Still JSON: Vite's JSON plugin turns it into the module as before.
      return JSON.stringify(parsed);
    },
  };
}

/**
 * The page cannot draw before its language's catalog arrives, and the entry only asks for it once
 * it runs. A few bytes of script, a file of its own (the Content-Security-Policy allows no inline
 * script) and a classic script so it runs before the deferred entry, start that download with the entry instead, for the
 * language the visitor chose (the 'AppLanguage' key of src/store/storage.ts, else DEFAULT_LANGUAGE
 * of machines/rules/language.ts, 'zh'), so no visitor fetches a catalog they do not use. Not
 * imported: Vite's coming native config loader cannot import extensionless TypeScript.
 */
function preloadChosenCatalog(): Plugin {
  let script: { fileName: string; source: string } | null = null;
  return {
    name: 'preload-chosen-catalog',
    apply: 'build',
    // The page's HTML (and with it the script below) is made in Vite's own generateBundle; this runs after it.
    generateBundle: {
      order: 'post',
      handler() {
        if (script) this.emitFile({ type: 'asset', fileName: script.fileName, source: script.source });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const catalogs = Object.fromEntries(
          Object.values(bundle ?? {}).flatMap((item) =>
            item.type === 'chunk' && item.facadeModuleId && LOCALE_CATALOG.test(item.facadeModuleId)
              ? [[basename(item.facadeModuleId, '.json'), `/${item.fileName}`]]
              : [],
          ),
        );
        const source = `(() => {
  const catalogs = ${JSON.stringify(catalogs)};
  let chosen = null;
  try { chosen = localStorage.getItem('AppLanguage'); } catch {}
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = catalogs[chosen] || catalogs.zh;
  document.head.append(link);
})();
`;
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        script = { fileName: `js/catalog-preload-${hash}.js`, source };
        return [{ tag: 'script', attrs: { src: `/${script.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}

/**
 * The contract's prose (each endpoint's `summary`, each field's `description`) is for the OpenAPI
 * document the server serves; the site reads only paths, methods and types, so its bundle leaves the
 * prose out. Only whole single-line string values are removed, so what remains is still the same code.
 */
const CONTRACT_PROSE = /\b(?:summary|description):\s*(?:'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"),?/g;

function contractWithoutProse(): Plugin {
  return {
    name: 'contract-without-prose',
    apply: 'build',
    transform(code, id) {
      return /\/contract\/[^/]+\.ts$/.test(id) ? { code: code.replace(CONTRACT_PROSE, ''), map: null } : null;
    },
  };
}

export default defineConfig({
  plugins: [react(), precompiledMessages(), preloadChosenCatalog(), contractWithoutProse()],
  resolve: {
    alias: [
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      // The site uses contract/ for paths and types only: no schema library in the browser (src/api/schemaFree.ts).
      { find: /^typebox$/, replacement: fileURLToPath(new URL('./src/api/schemaFree.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    // Every browser that runs es2022 supports <link rel="modulepreload">: no polyfill on the first load.
    modulePreload: { polyfill: false },
    // Spec section 7: script and style chunks live under js/ and css/ with hashed names.
    rolldownOptions: {
      output: {
        entryFileNames: 'js/[name]-[hash].js',
        chunkFileNames: 'js/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css')) ? 'css/[name]-[hash][extname]' : 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR_MODULES, priority: 2 },
            // What the first page shares with lazy pages, in one chunk instead of a dozen sub-kilobyte ones.
            { name: 'shared', tags: ['$initial'], minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/web': `http://127.0.0.1:${apiPort}` },
  },
});
