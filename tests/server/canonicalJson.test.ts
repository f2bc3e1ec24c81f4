import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { canonicalJson, requestFingerprint } from '../../server/http/idempotency';

/**
 * The request fingerprint stored with an Idempotency-Key is canonical JSON: a retry must compute the
 * very text stored by the first call, before and after any change of how it is computed. The reference
 * here is the first way it was written: JSON.stringify of the value with its keys sorted.
 */
const sortedThenStringified = (value: unknown): string => {
  const sorted = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(sorted);
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(
        Object.keys(node)
          .sort()
          .filter((key) => (node as Record<string, unknown>)[key] !== undefined)
          .map((key) => [key, sorted((node as Record<string, unknown>)[key])]),
      );
    }
    return node;
  };
  return JSON.stringify(sorted(value));
};

describe('canonicalJson', () => {
  it('writes sorted keys with no spaces, leaving out undefined properties', () => {
    expect(canonicalJson({ query: { to: 'gsport', from: 'central', amount: 1.5 }, body: {}, params: { id: undefined } })).toBe(
      '{"body":{},"params":{},"query":{"amount":1.5,"from":"central","to":"gsport"}}',
    );
    expect(canonicalJson(['b', null, 3, undefined, { z: 1, a: [true] }])).toBe('["b",null,3,null,{"a":[true],"z":1}]');
    expect(canonicalJson('say "hi"\n')).toBe('"say \\"hi\\"\\n"');
  });

  it('puts array-index keys first, by number, as the object the first way built did', () => {
    expect(canonicalJson({ b: 1, 10: 2, '': 3, 2: 4, '01': 5 })).toBe('{"2":4,"10":2,"":3,"01":5,"b":1}');
  });

  it('gives the same text as the sorted JSON.stringify for any JSON-like value', () => {
    // Keys that look like array indices (and the edges of that) are where object key order is subtle.
    const key = fc.oneof(fc.string(), fc.nat().map(String), fc.constantFrom('0', '01', '-1', '4294967294', '4294967295', ''));
    const value = fc.letrec((tie) => ({
      leaf: fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null)),
      node: fc.oneof(
        { depthSize: 'small' },
        tie('leaf'),
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(key, fc.oneof(tie('node'), fc.constant(undefined)), { maxKeys: 5 }),
      ),
    })).node;
    fc.assert(fc.property(value, (input) => canonicalJson(input) === sortedThenStringified(input)), { numRuns: 2000 });
  });
});

/** The fingerprint as it was first computed: the declared parameters of each part picked into an object, then canonicalJson. */
function firstFingerprint(request: { method: string; url: string; schema: Record<string, unknown>; query: unknown; body: unknown; params: unknown }) {
  const declared = (value: unknown, schema: unknown): Record<string, unknown> => {
    const properties = (schema as { properties?: Record<string, { writeOnly?: boolean }> } | undefined)?.properties;
    if (!properties || value === null || typeof value !== 'object') return {};
    const source = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(properties)
        .filter((name) => name in source && properties[name]?.writeOnly !== true)
        .map((name) => [name, source[name]]),
    );
  };
  const input = {
    query: declared(request.query, request.schema.querystring),
    body: declared(request.body, request.schema.body),
    params: declared(request.params, request.schema.params),
  };
  return `${request.method} ${request.url} ${canonicalJson(input)}`;
}

describe('requestFingerprint', () => {
  const asRequest = (call: { method: string; url: string; schema: Record<string, unknown>; query: unknown; body: unknown; params: unknown }) =>
    ({ method: call.method, query: call.query, body: call.body, params: call.params, routeOptions: { schema: call.schema, url: call.url } }) as unknown as FastifyRequest;

  it('is the method, the route and the declared parameters, secrets left out', () => {
    const schema = {
      querystring: { properties: { to: {}, from: {}, amount: {} } },
      body: { properties: { password: { writeOnly: true }, note: {} } },
    };
    const request = asRequest({
      method: 'POST',
      url: '/web/apiCode/convertMoney',
      schema,
      query: { to: 'gsport', from: 'central', amount: '1.50', extra: 'x' },
      body: { password: 'secret', note: undefined },
      params: { id: '7' },
    });
    expect(requestFingerprint(request)).toBe('POST /web/apiCode/convertMoney {"body":{},"params":{},"query":{"amount":"1.50","from":"central","to":"gsport"}}');
  });

  it('gives the text the first way gave, for any declared names and any input', () => {
    const name = fc.oneof(fc.string({ maxLength: 4 }), fc.nat(20).map(String), fc.constantFrom('0', '01', '__proto__', 'constructor', 'toString', ''));
    const part = fc.option(fc.dictionary(name, fc.record({ writeOnly: fc.boolean() }, { requiredKeys: [] }), { maxKeys: 5 }).map((properties) => ({ properties })), { nil: undefined });
    const leaf = fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null), fc.constant(undefined));
    const input = fc.oneof(fc.constant(null), fc.constant(undefined), fc.string(), fc.dictionary(name, fc.oneof(leaf, fc.array(leaf, { maxLength: 3 }), fc.dictionary(name, leaf, { maxKeys: 3 })), { maxKeys: 6 }));
    const call = fc.record({
      method: fc.constantFrom('POST', 'GET'),
      url: fc.constantFrom('/web/apiCode/convertMoney', '/web/sandbox/venue/:platType/round'),
      schema: fc.record({ querystring: part, body: part, params: part }, { requiredKeys: [] }),
      query: input,
      body: input,
      params: input,
    });
    fc.assert(fc.property(call, (one) => requestFingerprint(asRequest(one)) === firstFingerprint(one)), { numRuns: 3000 });
  });
});
