import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_LIFETIME_MS,
  IDEMPOTENCY_KEY_MAX,
  movementKeysOf,
  purgeExpiredKeys,
  readIdempotencyKey,
  runIdempotent,
  storedAnswer,
} from '../../server/ledger/idempotency';
import { badRequest, DomainError } from '../../server/errors';
import { isPostgres } from '../../server/db/dialect';
import { moneyFixture, type MoneyFixture } from './moneyFixture';

/**
 * The idempotency code called directly, at the edges its mutants showed untested: the header's limits,
 * a day's lifetime to the millisecond, the movement keys' names, and runIdempotent's replays and retries.
 */

let f: MoneyFixture;
beforeAll(async () => {
  f = await moneyFixture();
});
afterAll(() => f.close());

const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? `${error.code} ${error.messageKey}` : String(error);
  }
  return 'accepted';
};

describe('the Idempotency-Key header', () => {
  it('is absent when missing, empty or blank, and trimmed otherwise', () => {
    expect(readIdempotencyKey(undefined)).toBeNull();
    expect(readIdempotencyKey('')).toBeNull();
    expect(readIdempotencyKey('   ')).toBeNull();
    expect(readIdempotencyKey('  abc-1  ')).toBe('abc-1');
  });

  it('takes 64 visible ASCII characters and refuses 65, or a repeated header', () => {
    expect(IDEMPOTENCY_KEY_MAX).toBe(64);
    expect(readIdempotencyKey('k'.repeat(64))).toBe('k'.repeat(64));
    expect(refusalOf(() => readIdempotencyKey('k'.repeat(65)))).toBe('400 error.idempotencyKey');
    expect(refusalOf(() => readIdempotencyKey(['a', 'b']))).toBe('400 error.idempotencyKey');
  });

  it('takes ! (0x21) to ~ (0x7e) and refuses anything outside, wherever it stands', () => {
    expect(readIdempotencyKey('!~')).toBe('!~');
    for (const key of ['a\x7fb', '\x7fab', 'ab\x7f', 'a\x1fb', 'aéb', 'éab', 'abé']) {
      expect(refusalOf(() => readIdempotencyKey(key)), JSON.stringify(key)).toBe('400 error.idempotencyKey');
    }
  });
});

describe('expired keys', () => {
  it('are kept for a day: 86,400,000 ms after its answer a key is still there, a millisecond later it goes', async () => {
    expect(IDEMPOTENCY_KEY_LIFETIME_MS).toBe(86_400_000);
    const userId = await f.member();
    await runIdempotent(f.db, f.clock, { userId, key: 'day-old', request: 'r' }, async () => 'first');
    const purgeAt = async (ageMs: number) => {
      const start = f.clock.now();
      f.clock.advance(ageMs);
      try {
        return await purgeExpiredKeys(f.db, f.clock);
      } finally {
        f.clock.advance(start - f.clock.now());
      }
    };
    expect(await purgeAt(86_399_999)).toBe(0);
    expect(await purgeAt(86_400_000)).toBe(0);
    expect(await storedAnswer(f.db, { userId, key: 'day-old', request: 'r' })).toBe('first');
    expect(await purgeAt(86_400_001)).toBe(1);
    expect(await storedAnswer(f.db, { userId, key: 'day-old', request: 'r' })).toBeNull();
  });
});

describe('movement keys', () => {
  it('name a keyed call’s movements after the member, their order and the key', () => {
    const next = movementKeysOf(42, 'abc');
    expect([next(), next(), next()]).toEqual(['42:0:abc', '42:1:abc', '42:2:abc']);
    // A retry of the same request names the same movements again.
    expect(movementKeysOf(42, 'abc')()).toBe('42:0:abc');
  });

  it('are distinct time-ordered ids for a call without a key', () => {
    const next = movementKeysOf(42, null);
    const keys = [next(), next(), next()];
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});

describe('runIdempotent', () => {
  it('answers a repeat of a keyed call with the stored answer, without doing the work again', async () => {
    const userId = await f.member();
    let runs = 0;
    const call = { userId, key: 'once', request: 'POST /x?a=1' };
    const first = await runIdempotent(f.db, f.clock, call, async (_trx, keys) => ({ run: ++runs, key: keys() }));
    expect(first).toEqual({ answer: { run: 1, key: `${userId}:0:once` }, replayed: false });
    const again = await runIdempotent(f.db, f.clock, call, async () => ({ run: ++runs, key: 'other' }));
    expect(again).toEqual({ answer: { run: 1, key: `${userId}:0:once` }, replayed: true });
    expect(runs).toBe(1);
    await expect(runIdempotent(f.db, f.clock, { ...call, request: 'POST /x?a=2' }, async () => 'no')).rejects.toMatchObject({
      messageKey: 'error.idempotencyKeyReused',
    });
  });

  it('runs a call without a key every time and keeps nothing', async () => {
    const userId = await f.member();
    let runs = 0;
    const call = { userId, key: null, request: 'POST /y' };
    expect(await runIdempotent(f.db, f.clock, call, async () => ++runs)).toEqual({ answer: 1, replayed: false });
    expect(await runIdempotent(f.db, f.clock, call, async () => ++runs)).toEqual({ answer: 2, replayed: false });
    expect(await f.db.selectFrom('idempotency_keys').select('idem_key').where('user_id', '=', userId).execute()).toEqual([]);
  });

  it('keeps nothing for a refused call, so a retry is tried afresh', async () => {
    const userId = await f.member();
    const call = { userId, key: 'refused', request: 'POST /z' };
    await expect(
      runIdempotent(f.db, f.clock, call, async () => {
        throw new DomainError(400, 'error.insufficientBalance');
      }),
    ).rejects.toMatchObject({ messageKey: 'error.insufficientBalance' });
    expect(await runIdempotent(f.db, f.clock, call, async () => 'now')).toEqual({ answer: 'now', replayed: false });
  });

  it('runs a deadlock’s victim again, up to three attempts, keyed or not; other failures once', async () => {
    const userId = await f.member();
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const failing = (times: number, error: Error) => {
      let calls = 0;
      const work = async () => {
        calls += 1;
        if (calls <= times) throw error;
        return calls;
      };
      return { work, calls: () => calls };
    };
    for (const key of [null, 'victim']) {
      const twice = failing(2, deadlock);
      expect(await runIdempotent(f.db, f.clock, { userId, key, request: 'r' }, twice.work)).toEqual({ answer: 3, replayed: false });
      const thrice = failing(3, deadlock);
      await expect(runIdempotent(f.db, f.clock, { userId, key: key && `${key}-3`, request: 'r' }, thrice.work)).rejects.toBe(deadlock);
      expect(thrice.calls()).toBe(3);
      const other = failing(1, Object.assign(new Error('other'), { code: '23514' }));
      await expect(runIdempotent(f.db, f.clock, { userId, key: key && `${key}-o`, request: 'r' }, other.work)).rejects.toThrow('other');
      expect(other.calls()).toBe(1);
    }
  });
});

describe('a request with the same key that commits while this one runs', () => {
  /** The other request's key row, written outside this one's transaction (on SQLite it waits for the connection). */
  const otherCommits = (userId: number, key: string) =>
    f.db
      .insertInto('idempotency_keys')
      .values({ user_id: userId, idem_key: key, request: 'r', response: JSON.stringify('theirs'), created_at: f.clock.now() })
      .execute();

  it('is answered as it was when the ledger finds its movement already written', async () => {
    const userId = await f.member();
    let other: Promise<unknown> = Promise.resolve();
    const result = await runIdempotent(f.db, f.clock, { userId, key: 'raced-movement', request: 'r' }, async () => {
      other = otherCommits(userId, 'raced-movement');
      if (isPostgres(f.db)) await other;
      throw badRequest('error.idempotencyKeyReused');
    });
    await other;
    expect(result).toEqual({ answer: 'theirs', replayed: true });
  });

  it('is answered as it was when this one’s key row meets its key row', async () => {
    const userId = await f.member();
    let other: Promise<unknown> = Promise.resolve();
    const result = await runIdempotent(f.db, f.clock, { userId, key: 'raced-key', request: 'r' }, async (trx) => {
      other = otherCommits(userId, 'raced-key');
      // On PostgreSQL the other row is committed first; on SQLite this transaction takes the key itself
      // first, so that its own key row fails as it would on meeting the other's.
      if (isPostgres(f.db)) await other;
      else await trx.insertInto('idempotency_keys').values({ user_id: userId, idem_key: 'raced-key', request: 'r', response: '"mine"', created_at: 0 }).execute();
      return 'mine';
    });
    await other;
    expect(result).toEqual({ answer: 'theirs', replayed: true });
  });

  it('still fails for a reason of its own, such as the balance the other one spent', async () => {
    const userId = await f.member();
    let other: Promise<unknown> = Promise.resolve();
    await expect(
      runIdempotent(f.db, f.clock, { userId, key: 'raced-refusal', request: 'r' }, async () => {
        other = otherCommits(userId, 'raced-refusal');
        if (isPostgres(f.db)) await other;
        throw badRequest('error.insufficientBalance');
      }),
    ).rejects.toMatchObject({ messageKey: 'error.insufficientBalance' });
    await other;
    expect(await storedAnswer(f.db, { userId, key: 'raced-refusal', request: 'r' })).toBe('theirs');
  });

  it('fails as it failed when no answer was kept after all, and other failures pass through as they are', async () => {
    const userId = await f.member();
    await expect(
      runIdempotent(f.db, f.clock, { userId, key: 'lost', request: 'r' }, async () => {
        throw badRequest('error.idempotencyKeyReused');
      }),
    ).rejects.toMatchObject({ messageKey: 'error.idempotencyKeyReused' });
    await expect(
      runIdempotent(f.db, f.clock, { userId, key: 'other-failure', request: 'r' }, async () => {
        throw badRequest('error.insufficientBalance');
      }),
    ).rejects.toMatchObject({ messageKey: 'error.insufficientBalance' });
    // Not even an Error: passed on untouched.
    await expect(
      runIdempotent(f.db, f.clock, { userId, key: null, request: 'r' }, async () => {
        throw null;
      }),
    ).rejects.toBeNull();
  });
});
