import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
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
const LOCALES_DIR = fileURLToPath(new URL('./locales/', import.meta.url));

/**
 * Key prefixes (`deposit` holds every `deposit.…` key, `games.lobby` every `games.lobby.…`) that only
 * their own pages show. Their messages leave the language's first catalog and load with the pages that
 * need them (src/i18n/catalogs.ts: withAreas), so a feature's text does not weigh on the home page's
 * first load.
 */
export const LOCALE_AREAS = [
  'deposit',
  'upload',
  'register',
  'help',
  'sponsor',
  'forbid',
  'bets',
  'profile',
  'security',
  'forgot',
  'house',
  'games.lobby',
  'games.category',
  'withdrawal',
  'payout',
  'transfer',
  'service',
  'tips',
  'welcome',
  'mail',
  'feedback',
  'vip',
  'welfare',
  'currency',
  'download.page',
  'agent',
  'activity',
  'giftRecord',
  'shell',
] as const;

/** Namespaces only the server words its answers with (the site shows the answer's `msg`): never shipped. */
export const SERVER_LOCALE_AREAS = ['venue', 'sms', 'api', 'error', 'notify'] as const;

const LIST_ID = 'virtual:locale-areas';
const AREA_ID = /^virtual:locale-area\/([a-z]+)\/([a-zA-Z.]+)$/;

const ALL_AREAS: readonly string[] = [...LOCALE_AREAS, ...SERVER_LOCALE_AREAS];

/** The area a key belongs to (the longest prefix that names one), or null for the first catalog. */
const areaOf = (key: string) =>
  ALL_AREAS.filter((area) => key.startsWith(`${area}.`)).sort((a, b) => b.length - a.length)[0] ?? null;

/**
 * The language catalogs as the browser loads them: `locales/<lang>.json` is the first catalog (every
 * key outside LOCALE_AREAS), `virtual:locale-area/<lang>/<area>` one area's keys, and
 * `virtual:locale-areas` the loaders of every area in every language. With `precompile` (the site)
 * the messages ship in react-intl's parsed form, so the browser needs no message parser: the parser
 * is swapped for formatjs's parser-less build below and about 10 KB gzip leaves the first load. Tests
 * (`precompile: false`) import the raw JSON whole and still parse; only the area modules exist for them.
 */
export function localeCatalogs({ precompile }: { precompile: boolean }): Plugin {
  const messagesOf = (language: string, keep: (area: string | null) => boolean) => {
    const messages = JSON.parse(readFileSync(`${LOCALES_DIR}${language}.json`, 'utf8')) as Record<string, string>;
    return Object.fromEntries(
      Object.entries(messages)
        .filter(([key]) => keep(areaOf(key)))
        .map(([key, message]) => [key, precompile ? parse(message) : message]),
    );
  };
  return {
    name: 'locale-catalogs',
    enforce: 'pre',
    resolveId(id) {
      if (id === LIST_ID || AREA_ID.test(id)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${LIST_ID}`) {
        const languages = readdirSync(LOCALES_DIR)
          .filter((file) => file.endsWith('.json'))
          .map((file) => basename(file, '.json'));
        const entries = LOCALE_AREAS.map(
          (area) => `'${area}': {${languages.map((language) => `${language}: () => import('virtual:locale-area/${language}/${area}')`).join(', ')}}`,
        );
        return `export const areaLoaders = {${entries.join(', ')}};`;
      }
      const area = id.startsWith('\0') ? AREA_ID.exec(id.slice(1)) : null;
      if (area) return `export default ${JSON.stringify(messagesOf(area[1], (name) => name === area[2]))};`;
      if (!precompile || !LOCALE_CATALOG.test(id)) return null;
      // Still JSON: Vite's JSON plugin turns it into the module as before.
      return JSON.stringify(messagesOf(basename(id, '.json'), (name) => name === null));
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
 *
 * On the home page it also preloads the first banner of that language, the page's largest paint, whose
 * address the server writes into the page (server/features/content/sitePage.ts); the app would only
 * learn it from the slides call, after its scripts have run and rendered.
 *
 * The script also makes the browser build its ICU locale tables, which the first message with an
 * argument needs (react-intl asks Intl which locales it supports): 20 to 160 ms on this machine, once
 * per page load. Here that work overlaps the downloads the page is waiting for anyway; left to the app,
 * it was the bulk of one long task after the first paint (Lighthouse's total blocking time).
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
  const banners = document.querySelector('meta[name=first-banners]');
  const banner = banners && ['', '#/'].includes(location.hash) && JSON.parse(banners.content)[catalogs[chosen] ? chosen : 'zh'];
  if (banner) {
    const image = document.createElement('link');
    image.rel = 'preload';
    image.as = 'image';
    image.fetchPriority = 'high';
    image.href = banner;
    document.head.append(image);
  }
  Intl.NumberFormat.supportedLocalesOf('en');
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
 * Every text file of the built site (scripts, styles, the page, the SVG art) also written compressed
 * next to itself, `x.js.gz` and `x.js.br`, once per build: the server
 * (server/app.ts, @fastify/static's preCompressed) sends the one the browser accepts, with no
 * compression work per request. Uncompressed, the first visit moved about 750 KB where it now moves
 * about 250 KB (Lighthouse's "enable text compression"), and on a slow line that is most of the
 * first paint. Files under 1 KB, or that do not shrink, stay as they are.
 */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

function precompressSite(): Plugin {
  let outDir = 'dist';
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : COMPRESSIBLE.test(entry.name) ? [join(dir, entry.name)] : [],
    );
  return {
    name: 'precompress-site',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the public folder (the art under content/) is copied in, so it is compressed too.
    async closeBundle() {
      await Promise.all(
        files(outDir)
          .filter((file) => statSync(file).size >= 1024)
          .map(async (file) => {
            const source = readFileSync(file);
            const [gzipped, brotli] = await Promise.all([
              gzipAsync(source, { level: 9 }),
              // Brotli's strongest setting for the scripts and styles of the first load; a quick one for the hundreds of art files.
              brotliAsync(source, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: /\.(js|css)$/.test(file) ? 11 : 6,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
            ]);
            if (gzipped.length < source.length) writeFileSync(`${file}.gz`, gzipped);
            if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
          }),
      );
    },
  };
}

/**
 * The site reads only each endpoint's method, path and whether it is idempotent from contract/ (its
 * types are erased); the schemas are for the server. So the browser build gets each contract module as
 * data: the real module is evaluated here, every endpoint reduced to those three fields, and every
 * other export that is plain data (constants such as GAME_LIST_TABS) kept; schemas are left out. A
 * schema the site needed at run time would be a missing export, which fails the build.
 */
const CONTRACT_MODULE = /[\\/]contract[\\/][^\\/]+\.ts$/;

const isSchema = (value: object) => 'type' in value || 'anyOf' in value || 'properties' in value || '$ref' in value;
const isEndpoint = (value: unknown): value is { method: string; path: string; idempotent?: boolean } =>
  typeof value === 'object' && value !== null && typeof (value as { path?: unknown }).path === 'string' && 'method' in value;

function contractAsData(): Plugin {
  return {
    name: 'contract-as-data',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!CONTRACT_MODULE.test(id)) return null;
      const module = (await tsImport(pathToFileURL(id).href, import.meta.url)) as Record<string, unknown>;
      const lines = Object.entries(module).flatMap(([name, value]) => {
        if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).some(isEndpoint)) {
          const routes = Object.fromEntries(
            Object.entries(value).map(([key, endpoint]) =>
              isEndpoint(endpoint) ? [key, { method: endpoint.method, path: endpoint.path, idempotent: endpoint.idempotent === true }] : [key, null],
            ),
          );
          return [`export const ${name} = ${JSON.stringify(routes)};`];
        }
        const plain = value === null || ['string', 'number', 'boolean'].includes(typeof value) || Array.isArray(value) || (typeof value === 'object' && !isSchema(value));
        return plain && typeof value !== 'function' ? [`export const ${name} = ${JSON.stringify(value)};`] : [];
      });
      return lines.join('\n');
    },
  };
}

export default defineConfig({
  plugins: [react(), localeCatalogs({ precompile: true }), preloadChosenCatalog(), contractAsData(), precompressSite()],
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
