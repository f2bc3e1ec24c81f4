import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/*
 * Layer boundaries (issue 9 §6), with the core rule `no-restricted-imports`: its patterns see the import
 * text, so each rule is a regular expression over relative paths ("../../src/x"), and the rules that depend
 * on how deep a file sits (one feature reaching into another) are generated per feature and per depth.
 * The layers:
 *   machines/  imports neither src/ nor server/ (the statecharts and rules run on both sides);
 *   contract/  imports neither src/ nor server/ (API schemas shared by both sides);
 *   server/    never imports src/, and src/ never imports server/;
 *   src/features/<a>/ imports no file of another src/features/<b>/ (shared things live in src/components,
 *              src/session, src/store); the shared src folders import neither src/app/ nor src/features/;
 *   server/features/<a>/ may use another server feature's services, but not its HTTP edge (routes.ts)
 *              nor its persistence internals (queries.ts, anything under internal/).
 * Only static imports and re-exports are checked: the core rule does not see import() or vi.mock paths.
 */

const SHARED_SRC = ['api', 'components', 'config', 'session', 'store', 'i18n', 'inspect'];
const SOURCE = '{ts,tsx,js,mjs}';
/** How deep a file may sit inside one feature folder; a deeper file is not checked for cross-feature imports. */
const FEATURE_DEPTHS = [0, 1, 2, 3];

const up = (times) => String.raw`^(\.\./){${times}}`;
const anyUp = String.raw`^(\.\./)+`;
const into = (folder) => `${anyUp}${folder}(/|$)`;

const NO_SRC = { regex: into('src'), message: 'Only the site (src/) imports src/: move what both sides need to machines/ or contract/.' };
const NO_SERVER = { regex: into('server'), message: 'server/ is the API server: the site and shared code reach it through contract/ and src/api/.' };
const NO_APP = { regex: into('app'), message: 'Shared site code does not import src/app/: pass what it needs in, or move it to a shared folder.' };
const NO_FEATURES = { regex: into('features'), message: 'Shared site code does not import a feature: move the shared part to src/components, src/session or src/store.' };

const featuresIn = (root) =>
  readdirSync(new URL(`${root}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const notOwn = (feature) => String.raw`(?!${feature}(/|$))[^./][^/]*`;

/** A file `depth` folders below src/features/<feature>/ reaching into another feature's folder. */
const otherSiteFeature = (feature, depth) => ({
  regex: `${up(depth + 1)}${notOwn(feature)}(/|$)|${up(depth + 2)}features/${notOwn(feature)}(/|$)`,
  message: `A feature does not import another feature's files (here from src/features/${feature}/): move the shared part to src/components, src/session or src/store.`,
});

/** A file `depth` folders below server/features/<feature>/ reaching into another feature's routes or queries. */
const otherServerFeatureInternals = (feature, depth, allowImportNames) => ({
  regex: [
    `${up(depth + 1)}${notOwn(feature)}/(routes|queries|internal/.*)$`,
    `${up(depth + 2)}features/${notOwn(feature)}/(routes|queries|internal/.*)$`,
  ].join('|'),
  message: `A server feature uses another feature's services only, never its routes, queries or internal/ (here from server/features/${feature}/).`,
  ...(allowImportNames ? { allowImportNames } : {}),
});

const filesAt = (folder, depth) => [`${folder}/${'*/'.repeat(depth)}*.${SOURCE}`];

/** Flat config replaces a rule's options per block, so every block lists all the patterns that apply to its files. */
const boundary = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

const boundaries = [
  boundary([`machines/**/*.${SOURCE}`, `contract/**/*.${SOURCE}`], [NO_SRC, NO_SERVER]),
  boundary([`server/**/*.${SOURCE}`], [NO_SRC]),
  ...featuresIn('server/features').flatMap((feature) =>
    FEATURE_DEPTHS.map((depth) => boundary(filesAt(`server/features/${feature}`, depth), [NO_SRC, otherServerFeatureInternals(feature, depth)])),
  ),
  boundary([`src/**/*.${SOURCE}`], [NO_SERVER]),
  boundary(
    SHARED_SRC.map((folder) => `src/${folder}/**/*.${SOURCE}`),
    [NO_SERVER, NO_APP, NO_FEATURES],
  ),
  ...featuresIn('src/features').flatMap((feature) =>
    FEATURE_DEPTHS.map((depth) => boundary(filesAt(`src/features/${feature}`, depth), [NO_SERVER, otherSiteFeature(feature, depth)])),
  ),
];

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'docs/', 'reports/', '.stryker-tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/components/**/*.tsx', 'tests/model/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...boundaries,
);
