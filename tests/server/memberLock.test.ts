import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember } from './flows';
import { isPostgres } from '../../server/db/dialect';
import { lockMember } from '../../server/ledger/ledger';
import { WALLET_TYPE } from '../../machines/rules/wallet';

/**
 * The one member-lock helper (server/ledger/memberLock.ts): a member's turn at money. On PostgreSQL it is
 * `select … for no key update` of the member row: a second turn of the same member waits, while the
 * inserts that reference the member (their foreign keys take key-share locks) go on, which `for update`
 * would hold up. On SQLite the one writer needs no lock; the helper answers the row all the same.
 */

let h: Harness;
let serial = 0;
beforeAll(async () => {
  h = await startHarness({ sandbox: true });
});
afterAll(() => h.close());

const newMember = () => createMember(h, `lock${String(++serial).padStart(4, '0')}`);

/** A transaction that holds the member's turn until `release` is called. */
function holdTurn(memberId: number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken!: () => void;
  const isTaken = new Promise<void>((resolve) => (taken = resolve));
  const done = h.db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    taken();
    await released;
  });
  return { isTaken, release, done };
}

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('lockMember', () => {
  it('answers the member row with its wallet mode, as a number', async () => {
    const member = await newMember();
    expect(await h.db.transaction().execute((trx) => lockMember(trx, member.userId))).toEqual({ id: member.userId, wallet_type: WALLET_TYPE.manual });
    await h.db.updateTable('users').set({ wallet_type: WALLET_TYPE.transferFree }).where('id', '=', member.userId).execute();
    expect((await h.db.transaction().execute((trx) => lockMember(trx, member.userId))).wallet_type).toBe(WALLET_TYPE.transferFree);
  });

  it('throws for a member that does not exist', async () => {
    await expect(h.db.transaction().execute((trx) => lockMember(trx, 2_000_000_000))).rejects.toThrow('ledger: no member 2000000000');
  });

  it('a second turn of the member waits for the first (SQLite: the one writer; PostgreSQL: the row lock)', async () => {
    const member = await newMember();
    const first = holdTurn(member.userId);
    await first.isTaken;
    const second = h.db.transaction().execute((trx) => lockMember(trx, member.userId));
    expect(await settledWithin(second, 300)).toBe(false);
    first.release();
    await first.done;
    expect(await second).toMatchObject({ id: member.userId });
  });

  it(
    'PostgreSQL: inserts referencing the member (key-share locks) go on while the turn is held; SQLite: they wait for the one writer',
    async () => {
      const member = await newMember();
      const turn = holdTurn(member.userId);
      await turn.isTaken;
      const insert = h.db
        .insertInto('idempotency_keys')
        .values({ user_id: member.userId, idem_key: 'during-turn', request: 'r', response: '{}', created_at: h.clock.now() })
        .execute();
      // With `for update` this insert would wait for the turn to end; on PostgreSQL it must not.
      const went = await settledWithin(insert, isPostgres(h.db) ? 5_000 : 300);
      turn.release();
      await turn.done;
      await insert;
      expect(went).toBe(isPostgres(h.db));
    },
  );
});
