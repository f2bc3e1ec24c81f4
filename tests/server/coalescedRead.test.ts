import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { coalescedRead, MAX_KEYS } from '../../server/db/coalescedRead';
import type { PrecompiledQuery } from '../../server/db/precompiled';
import type { Database } from '../../server/db/schema';

/** coalescedRead over a stand-in query that records each call's keys and answers rows for known keys. */
function fakeQuery(known: Record<string, number>, fail = false) {
  const calls: string[][] = [];
  const query = {
    execute: async (_db: Kysely<Database>, args: { keys: string[] }) => {
      calls.push([...args.keys]);
      if (fail) throw new Error('database gone');
      return args.keys.filter((key) => key in known).map((key) => ({ key, value: known[key] }));
    },
  } as unknown as PrecompiledQuery<{ keys: string[] }, { key: string; value: number }>;
  return { calls, read: coalescedRead(query, (row) => row.key) };
}

const db = {} as Kysely<Database>;
const otherDb = {} as Kysely<Database>;

describe('coalescedRead', () => {
  it('reads the keys asked for in one turn with one query, each caller getting its own row', async () => {
    const { calls, read } = fakeQuery({ a: 1, b: 2, c: 3 });
    const answers = await Promise.all([read(db, 'a'), read(db, 'b'), read(db, 'zz'), read(db, 'a'), read(db, 'c')]);
    expect(answers).toEqual([{ key: 'a', value: 1 }, { key: 'b', value: 2 }, undefined, { key: 'a', value: 1 }, { key: 'c', value: 3 }]);
    // One query, each key once.
    expect(calls).toEqual([['a', 'b', 'zz', 'c']]);
  });

  it('a key asked for after the query went out waits for the next one', async () => {
    const { calls, read } = fakeQuery({ a: 1, b: 2 });
    const first = read(db, 'a');
    await new Promise((resolve) => setImmediate(resolve));
    const second = read(db, 'b');
    expect(await first).toEqual({ key: 'a', value: 1 });
    expect(await second).toEqual({ key: 'b', value: 2 });
    expect(calls).toEqual([['a'], ['b']]);
  });

  it(`sends at most ${MAX_KEYS} keys in one query`, async () => {
    expect(MAX_KEYS).toBe(64);
    const known = Object.fromEntries(Array.from({ length: 65 }, (_, index) => [`k${index}`, index]));
    const { calls, read } = fakeQuery(known);
    const answers = await Promise.all(Object.keys(known).map((key) => read(db, key)));
    expect(answers.map((row) => row?.value)).toEqual(Object.values(known));
    expect(calls.map((keys) => keys.length)).toEqual([64, 1]);
  });

  it('keeps the reads of two databases apart', async () => {
    const { calls, read } = fakeQuery({ a: 1, b: 2 });
    await Promise.all([read(db, 'a'), read(otherDb, 'b')]);
    expect(calls).toEqual([['a'], ['b']]);
  });

  it('a failed query fails every read that waited for it', async () => {
    const { read } = fakeQuery({ a: 1 }, true);
    const results = await Promise.allSettled([read(db, 'a'), read(db, 'b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
