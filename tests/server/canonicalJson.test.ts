import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../server/http/idempotency';

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
