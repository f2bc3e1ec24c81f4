import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import type { Transaction } from 'kysely';
import type { AppContext } from './context';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { ok } from './envelope';
import { movementKeysOf, readIdempotencyKey, runIdempotent, type MovementKeys } from '../ledger/idempotency';

/**
 * Idempotency as a route option. A route whose config says `idempotent: true` (money-moving; the
 * contract endpoint declares it) has its Idempotency-Key header checked before the handler runs, and
 * answers through `answerIdempotently`: a repeat with the same key answers the first result (with the
 * header Idempotent-Replayed: true) and moves nothing again. The key is required (a missing one is a
 * 400 naming the header) unless the server runs with IDEMPOTENCY_KEY_REQUIRED=0, and it also names the
 * call's movements (see movementKeysOf). The request a key stands for is derived from the validated
 * input, so no route describes itself by hand.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
}

/** An array index as JavaScript orders object keys: such keys come first, in numeric order. */
const isArrayIndex = (key: string) => /^(?:0|[1-9][0-9]{0,9})$/.test(key) && Number(key) < 4294967295;

/** Keys in the order of an object built with its keys in sorted order: array indices by number, then the rest sorted. */
function keyOrder(a: string, b: string): number {
  const aIndex = isArrayIndex(a);
  if (aIndex !== isArrayIndex(b)) return aIndex ? -1 : 1;
  if (aIndex) return Number(a) - Number(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * JSON with object keys in sorted order, so equal inputs give equal text: the text JSON.stringify gives
 * for the value rebuilt with its keys inserted in sorted order (properties holding undefined left out;
 * JavaScript then puts array-index keys first), written in one pass, as every money call computes it.
 * Stored fingerprints were made that way, so the text must not change.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    let text = '';
    for (const key of Object.keys(record).sort(keyOrder)) {
      if (record[key] === undefined) continue;
      text += `${text === '' ? '' : ','}${JSON.stringify(key)}:${canonicalJson(record[key])}`;
    }
    return `{${text}}`;
  }
  return JSON.stringify(value);
}

/**
 * Only the parameters the schema names take part: stray extras do not make a retry "different". A secret
 * (a property marked writeOnly, such as the withdrawal password) takes no part: the fingerprint is kept
 * with the key, and a secret must never be stored in the clear. The names of a schema part, in
 * canonicalJson's key order, are worked out once per route.
 */
function declaredNames(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, { writeOnly?: boolean }> } | undefined)?.properties;
  if (!properties) return [];
  return Object.keys(properties)
    .filter((name) => properties[name]?.writeOnly !== true)
    .sort(keyOrder);
}

interface DeclaredParts {
  query: string[];
  body: string[];
  params: string[];
}

const NO_PARTS: DeclaredParts = { query: [], body: [], params: [] };
const partsBySchema = new WeakMap<object, DeclaredParts>();

function declaredParts(schema: FastifySchema | undefined): DeclaredParts {
  if (!schema) return NO_PARTS;
  let parts = partsBySchema.get(schema);
  if (!parts) {
    parts = { query: declaredNames(schema.querystring), body: declaredNames(schema.body), params: declaredNames(schema.params) };
    partsBySchema.set(schema, parts);
  }
  return parts;
}

/** canonicalJson of the part's declared parameters (those of `names` it holds, undefined ones left out). */
function declaredJson(value: unknown, names: string[]): string {
  if (names.length === 0 || value === null || typeof value !== 'object') return '{}';
  const source = value as Record<string, unknown>;
  let text = '';
  for (const name of names) {
    if (!(name in source) || source[name] === undefined) continue;
    text += `${text === '' ? '' : ','}${JSON.stringify(name)}:${canonicalJson(source[name])}`;
  }
  return `{${text}}`;
}

/**
 * What an idempotent call asks for: method, route and its validated query, body and path parameters, as
 * the canonical JSON of {query, body, params} (whose keys sort as body, params, query).
 */
export function requestFingerprint(request: FastifyRequest, route: { schema?: FastifySchema; url?: string } = request.routeOptions): string {
  const parts = declaredParts(route.schema);
  const input = `{"body":${declaredJson(request.body, parts.body)},"params":${declaredJson(request.params, parts.params)},"query":${declaredJson(request.query, parts.query)}}`;
  return `${request.method} ${route.url} ${input}`;
}

/**
 * Installs the option: every route declared idempotent reads its key first (a malformed key is a 400;
 * a missing one too when `required`, naming the header as the field).
 */
export function installIdempotency(app: FastifyInstance, required: boolean) {
  app.decorateRequest('idempotencyKey', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.idempotent !== true) return;
    // A callback hook, not an async one: it never waits, and a money call should not pay a promise for it.
    const readKey = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      try {
        request.idempotencyKey = readIdempotencyKey(request.headers['idempotency-key']);
      } catch (error) {
        return done(error as Error);
      }
      if (request.idempotencyKey === null && required) {
        return done(new DomainError(400, 'error.idempotencyKeyRequired', {}, {}, IDEMPOTENCY_HEADER));
      }
      done();
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), readKey];
  });
}

/** What the call's work needs besides its transaction to ask the ledger for a movement. */
export interface IdempotentWork<T> {
  (trx: Transaction<Database>, keys: MovementKeys): Promise<T>;
}

export interface AnswerOptions<T, A> {
  /**
   * The answer as the API shows it, from the outcome stored with the key (first answer and replay
   * alike): the stored outcome holds facts such as minor units, the view formats them.
   */
  view?: (outcome: T) => A;
  /**
   * A faster path for the whole call, tried first when the call has a key: the work, its key row and
   * its stored outcome in one statement (PostgreSQL). It fails, having written nothing, when it does not
   * apply (a replay, a refusal, anything unusual), and the call then runs as usual, which answers or
   * refuses it exactly.
   */
  oneStatement?: (call: { userId: number; key: string; request: string; movementKey: string }) => Promise<T>;
}

/** Runs a money-moving call's work once per (member, key) and answers the envelope. */
export async function answerIdempotently<T extends object, A extends object = T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  work: IdempotentWork<T>,
  options: AnswerOptions<T, A> = {},
) {
  // routeOptions is a getter that builds a new object on every read: read once.
  const route = request.routeOptions;
  if (route.config.idempotent !== true) {
    throw new Error(`${route.url} answers idempotently but is not declared idempotent`);
  }
  const call = { userId, key: request.idempotencyKey, request: requestFingerprint(request, route) };
  const view = options.view ?? ((outcome: T) => outcome as unknown as A);
  if (options.oneStatement && call.key !== null) {
    const movementKey = movementKeysOf(userId, call.key)();
    // The new property before the spread: V8 builds `{ ...object, newProperty }` slowly (docs/performance.md).
    const outcome = await options.oneStatement({ movementKey, ...call, key: call.key }).then(
      (applied) => ({ applied }),
      () => null,
    );
    if (outcome !== null) return ok(request, view(outcome.applied));
  }
  const { answer, replayed } = await runIdempotent(ctx.db, ctx.clock, call, work);
  if (replayed) reply.header('idempotent-replayed', 'true');
  return ok(request, view(answer));
}
