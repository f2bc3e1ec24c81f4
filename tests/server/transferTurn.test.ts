/**
 * The one-go transfers of one turn (server/ledger/transferTurn.ts): the calls that reach the ledger
 * together are checked one after another, each against what the calls before it left, and written
 * together: on SQLite in one step with one statement per table, on PostgreSQL as one statement (which,
 * when any call is outside the plain case, fails whole, and each call then goes alone). Either way each call applies once or not at all, answers
 * what its own transfer left, and the books stay whole (afterEach's ledger check compares every
 * balance with its entries).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, expectLedgerClean, sandboxCredit, walletRow } from './flows';
import { ensureWallet } from '../../server/features/wallet/wallets';
import { sql } from 'kysely';
import { HOUSE, inOneGo, MEMBER_TURN_LOCK, postMovement, type TransferDone } from '../../server/ledger/ledger';
import { transferInOneGo, type Transfer } from '../../server/features/wallet/transfers';
import { chunkSizes } from '../../server/db/batchRows';
import { isPostgres } from '../../server/db/dialect';

let h: Harness;
let serial = 0;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
afterEach(async () => {
  await expectLedgerClean(h);
});

const inward = (amountMinor: number): Transfer => ({ inward: true, platType: 'rlive', amountMinor });
const outward = (amountMinor: number): Transfer => ({ inward: false, platType: 'rlive', amountMinor });

async function memberWith(amount: string) {
  const member = await createMember(h, `turn${String(++serial).padStart(4, '0')}${Date.now() % 10000}`);
  await sandboxCredit(h, member.userName, amount);
  await ensureWallet(h.db, member.userId, 'rlive');
  return member;
}

const once = (member: { userId: number }, key: string, transfer: Transfer) =>
  inOneGo(h.db, h.clock, { userId: member.userId, key, request: `test ${key}`, movementKey: `${member.userId}:0:${key}` }, transferInOneGo(transfer));

/** The movement written under a call's key, with its entries. */
async function written(member: { userId: number }, key: string) {
  const movement = await h.db
    .selectFrom('movements')
    .select(['id', 'user_id', 'amount_minor', 'convert_type'])
    .where('movement_key', '=', `${member.userId}:0:${key}`)
    .executeTakeFirst();
  if (!movement) return null;
  const entries = await h.db
    .selectFrom('ledger_entries')
    .innerJoin('wallets', 'wallets.id', 'ledger_entries.wallet_id')
    .select(['wallets.user_id', 'wallets.venue', 'ledger_entries.amount_minor'])
    .where('movement_id', '=', movement.id)
    .orderBy('ledger_entries.amount_minor')
    .execute();
  return {
    userId: Number(movement.user_id),
    amountMinor: Number(movement.amount_minor),
    convertType: Number(movement.convert_type),
    entries: entries.map((entry) => `${Number(entry.user_id)} ${entry.venue} ${Number(entry.amount_minor)}`),
  };
}

describe('the one-go transfers of one turn', () => {
  it('answers each call with the balances its own transfer left, and writes each movement with its own entries and key row', async () => {
    const first = await memberWith('10');
    const second = await memberWith('5');
    // The venue holds money before the turn, so the transfer back can go in any order (PostgreSQL's).
    await once(first, 'seed', inward(100));
    const calls = [
      ...Array.from({ length: 6 }, (_, index) => [first, `a${index}`, inward(100)] as const),
      ...Array.from({ length: 3 }, (_, index) => [second, `b${index}`, inward(50)] as const),
      [first, 'a-out', outward(30)] as const,
    ];
    const outcomes = await Promise.all(calls.map(([member, key, transfer]) => once(member, key, transfer)));

    // Every answer is a state the member's wallets passed through: money only moved between their own two wallets.
    for (const [index, [member, key, transfer]] of calls.entries()) {
      const outcome = outcomes[index];
      const credited = member === first ? 1000 : 500;
      expect(outcome.centralMinor + outcome.venuesMinor).toBe(credited);
      expect(outcome.walletMinor).toBe(outcome.venuesMinor);
      const row = await written(member, key);
      expect(row).toEqual({
        userId: member.userId,
        amountMinor: transfer.amountMinor,
        convertType: transfer.inward ? 1 : 2,
        entries: [
          `${member.userId} ${transfer.inward ? 'central' : 'rlive'} ${-transfer.amountMinor}`,
          `${member.userId} ${transfer.inward ? 'rlive' : 'central'} ${transfer.amountMinor}`,
        ],
      });
      const kept = await h.db.selectFrom('idempotency_keys').select('response').where('user_id', '=', member.userId).where('idem_key', '=', key).executeTakeFirstOrThrow();
      expect(JSON.parse(kept.response) as TransferDone).toEqual(outcome);
    }
    expect(outcomes.slice(6, 9).map((outcome) => outcome.walletMinor).sort((a, b) => a - b)).toEqual([50, 100, 150]);
    expect(Number((await walletRow(h, first.userId, 'rlive'))!.balance_minor)).toBe(670);
    expect(Number((await walletRow(h, second.userId, 'rlive'))!.balance_minor)).toBe(150);
    if (!isPostgres(h.db)) {
      // On SQLite one step checks them in the order they came, each against what the ones before it left.
      expect(outcomes.map((outcome) => outcome.walletMinor)).toEqual([200, 300, 400, 500, 600, 700, 50, 100, 150, 670]);
    }
  });

  it('leaves out a transfer the money is no longer there for, and applies the others', async () => {
    const member = await memberWith('5');
    const outcomes = await Promise.allSettled(Array.from({ length: 4 }, (_, index) => once(member, `c${index}`, inward(200))));
    const applied = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(applied.length).toBe(2);
    expect(applied.map((outcome) => outcome.value.walletMinor).sort((a, b) => a - b)).toEqual([200, 400]);
    const keys = await h.db.selectFrom('idempotency_keys').select('idem_key').where('user_id', '=', member.userId).where('idem_key', 'in', ['c0', 'c1', 'c2', 'c3']).execute();
    expect(keys.length).toBe(2);
    expect(Number((await walletRow(h, member.userId, 'central'))!.balance_minor)).toBe(100);
  });

  it('with a key used in an earlier turn among them, still applies every other call once and leaves the repeat to the ledger path', async () => {
    const member = await memberWith('10');
    await once(member, 'earlier', inward(100));
    const outcomes = await Promise.allSettled([once(member, 'd1', inward(100)), once(member, 'earlier', inward(100)), once(member, 'd2', inward(100))]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(Number((await walletRow(h, member.userId, 'rlive'))!.balance_minor)).toBe(300);
    expect(await h.db.selectFrom('movements').select('id').where('user_id', '=', member.userId).where('kind', '=', 'transfer').execute()).toHaveLength(3);
  });

  it('applies one of two calls under one key in the same turn, and leaves the other to the ledger path', async () => {
    const member = await memberWith('10');
    const outcomes = await Promise.allSettled([once(member, 'twice', inward(100)), once(member, 'twice', inward(100)), once(member, 'e1', inward(1))]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
    expect(outcomes[2].status).toBe('fulfilled');
    expect(Number((await walletRow(h, member.userId, 'rlive'))!.balance_minor)).toBe(101);
  });

  it('checks each call against what the calls before it left, not only the turn’s sum', async () => {
    const member = await memberWith('5');
    await once(member, 'fill', inward(500));
    // Central is empty until the second call brings money back: the turn's sum fits, the first call does not in turn.
    const outcomes = await Promise.allSettled([once(member, 'h1', inward(300)), once(member, 'h2', outward(500))]);
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') {
        expect(outcome.value.centralMinor).toBeGreaterThanOrEqual(0);
        expect(outcome.value.walletMinor).toBeGreaterThanOrEqual(0);
      }
    }
    expect(outcomes[1].status).toBe('fulfilled');
    if (!isPostgres(h.db)) {
      expect(outcomes[0].status).toBe('rejected');
      expect(await written(member, 'h1')).toBeNull();
    }
  });

  it('applies the others when one names a wallet flagged for a promotion', async () => {
    const flagged = await memberWith('10');
    const other = await memberWith('10');
    await once(flagged, 'before', inward(100));
    await h.db.updateTable('wallets').set({ locked: 1 }).where('user_id', '=', flagged.userId).where('venue', '=', 'rlive').execute();
    const outcomes = await Promise.allSettled([once(other, 'i1', inward(100)), once(flagged, 'i2', outward(50)), once(other, 'i3', inward(100))]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await written(flagged, 'i2')).toBeNull();
    expect(Number((await walletRow(h, flagged.userId, 'rlive'))!.balance_minor)).toBe(100);
    expect(Number((await walletRow(h, other.userId, 'rlive'))!.balance_minor)).toBe(200);
  });

  it("runs one member's calls in the order they came when another member's call fails the batch", async () => {
    const member = await memberWith('3');
    await once(member, 'j0', inward(200));
    const other = await memberWith('10');
    await once(other, 'j-seed', inward(100));
    await h.db.updateTable('wallets').set({ locked: 1 }).where('user_id', '=', other.userId).where('venue', '=', 'rlive').execute();
    // The second needs what the first brings back to central; the other member's flagged wallet fails any batch.
    const outcomes = await Promise.allSettled([once(member, 'j1', outward(200)), once(member, 'j2', inward(300)), once(other, 'j3', outward(50))]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(Number((await walletRow(h, member.userId, 'rlive'))!.balance_minor)).toBe(300);
  });

  it("answers the member's other wallets as they are when its turn comes, not as they were when it was sent", async () => {
    const member = await memberWith('10');
    await ensureWallet(h.db, member.userId, 'pgx');
    const pgx = (await walletRow(h, member.userId, 'pgx'))!;
    let answer: Promise<TransferDone> | null = null;
    await h.db.transaction().execute(async (trx) => {
      // Holds the member's turn (on PostgreSQL; on SQLite the transaction holds the connection) while money reaches another wallet.
      if (isPostgres(h.db)) await sql`select pg_advisory_xact_lock(${MEMBER_TURN_LOCK}, ${member.userId}::integer)`.execute(trx);
      await postMovement(trx, h.clock, {
        key: `${member.userId}:other-wallet`,
        kind: 'test',
        userId: member.userId,
        referencePrefix: 'TS',
        amountMinor: 300,
        legs: [
          { account: { house: HOUSE.sandbox }, amountMinor: -300 },
          { account: { walletId: pgx.id }, amountMinor: 300 },
        ],
      });
      answer = once(member, 'k1', inward(100));
      // Long enough for the transfer to reach the database and wait there.
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    expect(await answer!).toEqual({ centralMinor: 900, venuesMinor: 400, platType: 'rlive', walletMinor: 100, walletLockFlag: 0 });
  });

  it('refuses nothing of the others when one names a venue the member has no wallet for', async () => {
    const member = await memberWith('10');
    const outcomes = await Promise.allSettled([
      once(member, 'f1', inward(100)),
      once(member, 'f2', { inward: true, platType: 'evx', amountMinor: 100 }),
      once(member, 'f3', inward(100)),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await written(member, 'f2')).toBeNull();
    expect(Number((await walletRow(h, member.userId, 'rlive'))!.balance_minor)).toBe(200);
  });
});

describe('the rows of a batch, in chunks', () => {
  it('goes out in chunks of at most 64, adding up to the batch', () => {
    expect(chunkSizes(0)).toEqual([]);
    expect(chunkSizes(1)).toEqual([1]);
    expect(chunkSizes(11)).toEqual([11]);
    expect(chunkSizes(63)).toEqual([63]);
    expect(chunkSizes(64)).toEqual([64]);
    expect(chunkSizes(65)).toEqual([64, 1]);
    expect(chunkSizes(130)).toEqual([64, 64, 2]);
  });

  it('writes a turn of more calls than one chunk holds, each with its own movement and entries', async () => {
    const member = await memberWith('1000');
    // A different amount each, so a movement given another call's id or entries shows.
    const outcomes = await Promise.all(Array.from({ length: 75 }, (_, index) => once(member, `g${index}`, inward(index + 1))));
    const runningSum = (count: number) => (count * (count + 1)) / 2;
    if (!isPostgres(h.db)) expect(outcomes.map((outcome) => outcome.walletMinor)).toEqual(Array.from({ length: 75 }, (_, index) => runningSum(index + 1)));
    for (let index = 0; index < 75; index++) {
      const amount = index + 1;
      expect(await written(member, `g${index}`)).toEqual({
        userId: member.userId,
        amountMinor: amount,
        convertType: 1,
        entries: [`${member.userId} central ${-amount}`, `${member.userId} rlive ${amount}`],
      });
    }
    expect(Number((await walletRow(h, member.userId, 'rlive'))!.balance_minor)).toBe(runningSum(75));
  });
});
