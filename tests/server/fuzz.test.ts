/**
 * Schema-driven fuzzing of every route in the OpenAPI document (so a new route is fuzzed without a line
 * here): wrong types, missing fields, huge strings, negative, fractional and huge amounts, unicode, SQL
 * and HTML fragments, with fast-check, seeded and bounded. Every answer must be below 500 and, unless it
 * is a picture or page served with 200, the envelope with a message; a guest's bad input writes nothing,
 * and the ledger stays clean.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { countRows, createMember, expectLedgerClean } from './flows';
import { issueToken } from '../../server/features/auth/tokens';
import type { Database } from '../../server/db/schema';

/** Fixed so a failure can be replayed; change it to explore. */
const SEED = 20_240_610;
const RUNS_PER_ROUTE = 80;

/**
 * Left out: the sandbox clock (a valid advance, up to a year, would end the fuzz member's sessions) and the live
 * event stream (a member's stream never ends, so an injected request would wait for ever; its refusals and its one
 * input, Last-Event-ID, are tested in liveEvents.test.ts).
 */
const SKIPPED = new Set(['POST /web/sandbox/clock', 'GET /web/user/events']);

const GUEST_WRITTEN_TABLES: Array<keyof Database> = [
  'users',
  'sessions',
  'wallets',
  'movements',
  'ledger_entries',
  'idempotency_keys',
  'verification_codes',
  'outbox',
  'login_throttle',
  'captchas',
];

const nasty = fc.constantFrom(
  "' OR 1=1 --",
  '1; DROP TABLE users',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%00',
  '\u202e\u0000',
  '𝕏🎰中文',
  '1e308',
  '-1',
  '-0.01',
  '0.001',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '0x10',
  ' 1 ',
  'null',
  'true',
  '',
);

const badValue: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 200, maxLength: 20_000 }),
  fc.integer(),
  fc.integer({ min: -1_000_000, max: -1 }),
  fc.double({ noNaN: true }),
  fc.constantFrom(1e308, -1e308, 0.005, -0, Number.MAX_SAFE_INTEGER + 2),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

interface Operation {
  method: string;
  path: string;
  member: boolean;
  query: string[];
  params: string[];
  body: string[] | null;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  security?: unknown[];
}

function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      member: (operation.security ?? []).length > 0,
      query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      params: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      body: operation.requestBody ? Object.keys(operation.requestBody.content?.['application/json']?.schema?.properties ?? {}) : null,
    })),
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** Inputs for one operation: each declared field absent or bad, sometimes an undeclared one, sometimes a body that is no object. */
function inputsFor(operation: Operation) {
  const fields = (names: string[]) =>
    fc.record(Object.fromEntries([...names, 'extra'].map((name) => [name, fc.option(badValue, { nil: undefined })])));
  return fc.record({
    query: fields(operation.query),
    params: fc.record(Object.fromEntries(operation.params.map((name) => [name, badValue]))),
    body: operation.body === null ? fc.constant(undefined) : fc.oneof(fields(operation.body), badValue),
  });
}

function urlOf(operation: Operation, input: { query: Record<string, unknown>; params: Record<string, unknown> }) {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(text(input.params[name]) || 'x'));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query)) if (value !== undefined) search.set(name, text(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

// Started while the file is collected, so that each route is a test of its own: a failure names its route, and
// each route has the whole of a test's time (one test for every route grew past its limit on a loaded machine).
const h: Harness = await startHarness({}, { demoMember: true });
const document = (await h.app.inject({ method: 'GET', url: '/web/openapi.json' })).json();
const operations = operationsOf(document).filter((operation) => !SKIPPED.has(`${operation.method} ${operation.path}`));
const memberId = (await createMember(h, 'fuzzer01')).userId;
afterAll(() => h.close());

async function guestTableCounts() {
  return Object.fromEntries(await Promise.all(GUEST_WRITTEN_TABLES.map(async (table) => [table, await countRows(h, table)])));
}

describe('fuzzing every route from its OpenAPI schema', () => {
  it('covers the routes of every area', () => {
    const paths = operations.map((operation) => operation.path);
    for (const expected of ['/web/guest/user/login', '/web/guest/user/register', '/web/apiCode/convertMoney', '/web/user/getUserTransInfo', '/web/sandbox/credit']) {
      expect(paths).toContain(expected);
    }
  });

  describe("answers every bad input below 500 with the envelope, and a guest's writes nothing", () => {
    for (const [index, operation] of operations.entries()) {
      const where = `${operation.method} ${operation.path}`;
      it(where, async () => {
        await fc.assert(
          fc.asyncProperty(inputsFor(operation), fc.constantFrom('zh', 'hk', 'en'), async (input, lang) => {
            const before = operation.member ? null : await guestTableCounts();
            const token = operation.member ? await issueToken(h.db, h.clock, memberId) : undefined;
            const hasBody = operation.body !== null && input.body !== undefined;
            const response = await h.app.inject({
              method: operation.method as 'GET' | 'POST',
              url: urlOf(operation, input),
              headers: { lang, ...(token ? { token } : {}), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
              ...(hasBody ? { payload: JSON.stringify(input.body) } : {}),
            });
            expect(response.statusCode, where).toBeLessThan(500);
            const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
            if (response.statusCode !== 200 || json) {
              const body = response.json<{ code: number; msg: string }>();
              expect(typeof body.msg, where).toBe('string');
              expect(body.msg.length, where).toBeGreaterThan(0);
              expect(body.code, where).toBe(response.statusCode === 200 ? 0 : response.statusCode);
              expect(JSON.stringify(body), where).not.toMatch(/node_modules|SQLITE|FST_|\bat .+\.(ts|js):\d+/);
            }
            if (before) expect(await guestTableCounts(), where).toEqual(before);
          }),
          { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        );
      });
    }

    it('and the ledger stays clean after them all', async () => {
      await expectLedgerClean(h);
    });
  });
});
