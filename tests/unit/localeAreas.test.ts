import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_AREAS } from '../../vite.config';

/**
 * A lazily loaded page brings its locale areas with it (src/app/routes.tsx: withAreas). A key of an
 * area the route does not load shows as its name (the register page in English once did): every key a
 * routed page or its panel can show, found in the source files it imports, must be in the first catalog
 * or in an area that the page or the panel loads. Read as text: the keys written as string literals in
 * src/ files reached from the page (the rules under machines/ list keys for many pages and are left out).
 */
const ROOT = resolve(__dirname, '../..');
const keys = new Set(Object.keys(JSON.parse(readFileSync(resolve(ROOT, 'locales/zh.json'), 'utf8')) as Record<string, string>));
const areaOf = (key: string) =>
  [...LOCALE_AREAS].filter((area) => key.startsWith(`${area}.`)).sort((a, b) => b.length - a.length)[0] ?? null;

const routesFile = resolve(ROOT, 'src/app/routes.tsx');
const routesText = readFileSync(routesFile, 'utf8');
const lazyViews = new Map(
  [...routesText.matchAll(/const (\w+) = withAreas\(\[([^\]]*)\], \(\) => import\('([^']+)'\)\)/g)].map((match) => [
    match[1],
    { areas: match[2].split(',').map((area) => area.trim().replace(/'/g, '')).filter(Boolean), file: resolve(dirname(routesFile), match[3]) },
  ]),
);
const routes = routesText
  .split('\n')
  .map((line) => ({ route: /path: ROUTE\.(\w+)/.exec(line)?.[1], view: /view: (\w+)/.exec(line)?.[1], panel: /panel: (\w+)/.exec(line)?.[1] }))
  .filter((line) => line.route !== undefined && line.view !== undefined)
  .map((line) => ({
    route: line.route!,
    parts: [line.view, line.panel].filter((name): name is string => name !== undefined && lazyViews.has(name)),
  }));

const sourceOf = (base: string) =>
  ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((file) => existsSync(file) && statSync(file).isFile()) ?? null;

/** The locale keys written in the src/ files a page's module reaches, with the file each was found in. */
function keysReachedFrom(entry: string): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const stack = [sourceOf(entry)];
  while (stack.length > 0) {
    const file = stack.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, path] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const next = sourceOf(resolve(dirname(file), path));
      if (next && next.startsWith(resolve(ROOT, 'src')) && !next.startsWith(resolve(ROOT, 'src/app'))) stack.push(next);
    }
    for (const [, key] of text.matchAll(/['"`]([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)+)['"`]/g)) {
      if (keys.has(key) && !found.has(key)) found.set(key, relative(ROOT, file));
    }
  }
  return found;
}

describe('locale areas of the lazily loaded pages', () => {
  it('finds the routes and their lazy pages', () => {
    expect(lazyViews.size).toBeGreaterThanOrEqual(25);
    expect(routes.filter((route) => route.parts.length > 0).length).toBeGreaterThanOrEqual(20);
    // A panel is read too: the wallet route's page and its panel.
    expect(routes.find((route) => route.route === 'wallet')?.parts).toEqual(['WalletPage', 'WalletPanel']);
  });

  it.each(routes.filter((route) => route.parts.length > 0).map((route) => [route.route, route.parts] as const))(
    'route %s loads every area its page and panel show',
    (_route, parts) => {
      const loaded = new Set(parts.flatMap((part) => lazyViews.get(part)!.areas));
      const missing = parts.flatMap((part) =>
        [...keysReachedFrom(lazyViews.get(part)!.file)]
          .filter(([key]) => {
            const area = areaOf(key);
            return area !== null && !loaded.has(area);
          })
          .map(([key, file]) => `${key} (${file})`),
      );
      expect(missing).toEqual([]);
    },
  );
});
