/**
 * Whether the developer asked for the Stately inspector: `?inspect` in the
 * query before the hash (`/?inspect#/`), or inside the hash as the site's
 * hash routes carry their query (`#/?inspect`, `#/user/login?inspect`), or
 * `VITE_INSPECT=1` in the environment Vite was started (or built) with.
 * `?inspect=0` / `false` / `off` and `VITE_INSPECT=0` leave it off.
 */

export interface InspectLocation {
  search: string;
  hash: string;
}

export interface InspectEnv {
  VITE_INSPECT?: string;
}

const OFF = /^(0|false|off|no)$/i;
const ON = /^(1|true|on|yes)$/i;

function queryAsks(query: string): boolean {
  const value = new URLSearchParams(query).get('inspect');
  return value !== null && !OFF.test(value.trim());
}

/** The query part of a hash route: everything after its first '?'. */
const hashQuery = (hash: string) => {
  const at = hash.indexOf('?');
  return at === -1 ? '' : hash.slice(at + 1);
};

export function inspectionRequested(location: InspectLocation, env: InspectEnv): boolean {
  return queryAsks(location.search) || queryAsks(hashQuery(location.hash)) || ON.test(env.VITE_INSPECT?.trim() ?? '');
}
