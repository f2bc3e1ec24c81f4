/**
 * The browser's stand-in for TypeBox. The site reads an endpoint's path, method and idempotency from
 * `contract/`, and its types at compile time, but never a schema at run time: the server validates
 * and serialises. Building every schema in the browser would ship the schema library (about 26 KB
 * gzip on the first load) for nothing, so `vite.config.ts` points the 'typebox' import here for the
 * site's bundle only. TypeScript, vitest and the server keep the real package.
 */
// A schema's `properties` answer too: contract files build one schema from another's fields
// (`RecordQuery.properties.transType`), which must not throw while the module loads.
const schema = (): object => ({ properties: new Proxy({}, { get: () => ({}) }) });

export const Type: Record<string, () => object> = new Proxy({}, { get: () => schema });
