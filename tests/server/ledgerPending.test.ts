import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, expectFailure, expectLedgerClean, expectSuccess, moneyPost, moneyState, sandboxCredit, walletRow } from './flows';
import {
  auditLedger,
  HOUSE,
  openPending,
  postMovement,
  postPending,
  voidPending,
  type MovementInput,
} from '../../server/ledger/ledger';
import { ensureWallet } from '../../server/features/wallet/wallets';

/**
 * Two-phase movements: a pending movement holds money (no longer available to spend or move), then is
 * posted or voided exactly once, whatever races or repeats; the ledger check proves the holds.
 */

let h: Harness;
let serial = 0;
const freshMember = () => createMember(h, `pend${String(++serial).padStart(4, '0')}`);

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
afterEach(async () => {
  await expectLedgerClean(h);
});

/** A withdrawal-like pending movement: money out of the member's central wallet to the house. */
const withdrawal = (key: string, userId: number, walletId: number, amountMinor: number): MovementInput => ({
  key,
  kind: 'test_withdrawal',
  referencePrefix: 'WD',
  userId,
  amountMinor,
  legs: [
    { account: { walletId }, amountMinor: -amountMinor },
    { account: { house: HOUSE.sandbox }, amountMinor },
  ],
});

const open = (input: MovementInput) => h.db.transaction().execute((trx) => openPending(trx, h.clock, input));
const post = (key: string, pendingKey: string) => h.db.transaction().execute((trx) => postPending(trx, h.clock, { key, pendingKey }));
const cancel = (key: string, pendingKey: string) => h.db.transaction().execute((trx) => voidPending(trx, h.clock, { key, pendingKey }));

/** A member with 10.00 in the central wallet. */
async function memberWithTen() {
  const member = await freshMember();
  await sandboxCredit(h, member.userName, '10');
  const central = await ensureWallet(h.db, member.userId, 'central');
  return { ...member, central };
}

const central = async (userId: number) => {
  const row = (await walletRow(h, userId, 'central'))!;
  return { balance: Number(row.balance_minor), held: Number(row.held_minor) };
};

describe('a pending movement', () => {
  it('holds its amount: the balance stays, and the held money can be neither transferred nor reserved again', async () => {
    const member = await memberWithTen();
    const pending = await open(withdrawal(`hold-${member.userId}`, member.userId, member.central, 700));
    expect(pending).toMatchObject({ phase: 'pending', replayed: false });
    expect(await central(member.userId)).toEqual({ balance: 1000, held: 700 });
    const audit = await auditLedger(h.db);
    expect(audit.pending.open).toBeGreaterThanOrEqual(1);

    const state = await moneyState(h);
    const convert = (amount: string) =>
      moneyPost(h, member.token, '/apiCode/convertMoney', { query: { from: 'central', to: 'rlive', amount } });
    expectFailure(await convert('3.01'), 400, 'error.insufficientBalance');
    expect(await moneyState(h)).toEqual(state);
    expectSuccess(await convert('3.00'));
    expect(await central(member.userId)).toEqual({ balance: 700, held: 700 });
    // A second pending movement cannot reserve the same money again.
    await expect(open(withdrawal(`hold-${member.userId}-again`, member.userId, member.central, 1))).rejects.toMatchObject({
      messageKey: 'error.insufficientBalance',
    });
  });

  it('is posted once: the money leaves, the hold goes, and a second post or a void is refused', async () => {
    const member = await memberWithTen();
    const key = `post-${member.userId}`;
    await open(withdrawal(key, member.userId, member.central, 400));
    const posted = await post(`${key}-post`, key);
    expect(posted).toMatchObject({ phase: 'post', replayed: false });
    expect(await central(member.userId)).toEqual({ balance: 600, held: 0 });

    const state = await moneyState(h);
    // The same post again (same key) answers the first result and writes nothing.
    expect(await post(`${key}-post`, key)).toMatchObject({ id: posted.id, reference: posted.reference, replayed: true });
    // Another post, or a void, of a settled movement is refused.
    await expect(post(`${key}-post-2`, key)).rejects.toMatchObject({ code: 409, messageKey: 'error.pendingSettled' });
    await expect(cancel(`${key}-void`, key)).rejects.toMatchObject({ code: 409, messageKey: 'error.pendingSettled' });
    expect(await moneyState(h)).toEqual(state);
  });

  it('is voided once: the hold goes, nothing moves, and a post after the void is refused', async () => {
    const member = await memberWithTen();
    const key = `void-${member.userId}`;
    await open(withdrawal(key, member.userId, member.central, 1000));
    const voided = await cancel(`${key}-void`, key);
    expect(voided).toMatchObject({ phase: 'void', replayed: false });
    expect(await central(member.userId)).toEqual({ balance: 1000, held: 0 });
    expect(await cancel(`${key}-void`, key)).toMatchObject({ id: voided.id, replayed: true });
    await expect(post(`${key}-post`, key)).rejects.toMatchObject({ messageKey: 'error.pendingSettled' });
    expect(await central(member.userId)).toEqual({ balance: 1000, held: 0 });
    const entries = await h.db.selectFrom('ledger_entries').select('id').where('movement_id', '=', voided.id).execute();
    expect(entries).toEqual([]);
  });

  it('refuses to settle what is not a pending movement', async () => {
    const member = await memberWithTen();
    const single = withdrawal(`single-${member.userId}`, member.userId, member.central, 1);
    await h.db.transaction().execute((trx) => postMovement(trx, h.clock, single));
    await expect(post(`single-${member.userId}-post`, single.key)).rejects.toThrow(/no pending movement/);
    await expect(post(`nothing-post`, 'no-such-key')).rejects.toThrow(/no pending movement/);
  });
});

describe('movement keys', () => {
  it('a repeated key with the same content answers the first movement; with other content it is refused', async () => {
    const member = await memberWithTen();
    const input = withdrawal(`key-${member.userId}`, member.userId, member.central, 250);
    const first = await open(input);
    const state = await moneyState(h);
    expect(await open(input)).toMatchObject({ id: first.id, reference: first.reference, replayed: true });
    for (const other of [
      { ...input, amountMinor: 251, legs: withdrawal(input.key, member.userId, member.central, 251).legs },
      { ...input, kind: 'another_kind' },
    ]) {
      await expect(open(other)).rejects.toMatchObject({ code: 400, messageKey: 'error.idempotencyKeyReused' });
    }
    // The same key as a single-phase movement is another movement.
    await expect(h.db.transaction().execute((trx) => postMovement(trx, h.clock, input))).rejects.toMatchObject({
      messageKey: 'error.idempotencyKeyReused',
    });
    expect(await moneyState(h)).toEqual(state);
  });

  it('a repeat answers the first result even when the wallet could no longer afford it', async () => {
    const member = await memberWithTen();
    const input = withdrawal(`all-${member.userId}`, member.userId, member.central, 1000);
    const first = await h.db.transaction().execute((trx) => postMovement(trx, h.clock, input));
    expect(await central(member.userId)).toEqual({ balance: 0, held: 0 });
    const again = await h.db.transaction().execute((trx) => postMovement(trx, h.clock, input));
    expect(again).toMatchObject({ id: first.id, replayed: true });
    expect(await central(member.userId)).toEqual({ balance: 0, held: 0 });
  });

  it('is mandatory', async () => {
    const member = await memberWithTen();
    await expect(open(withdrawal('', member.userId, member.central, 1))).rejects.toThrow(/needs a key/);
    await expect(h.db.insertInto('movements').values({ reference: 'R1', kind: 'x', user_id: member.userId, amount_minor: 0, created_at: 0 } as never).execute()).rejects.toThrow();
  });
});

describe('racing settlements', () => {
  it('a post and a void of one pending movement at once: exactly one wins, and the books stay consistent', async () => {
    const member = await memberWithTen();
    for (let round = 0; round < 6; round++) {
      const key = `race-${member.userId}-${round}`;
      await open(withdrawal(key, member.userId, member.central, 100));
      const outcomes = await Promise.allSettled([
        post(`${key}-post`, key),
        cancel(`${key}-void`, key),
        post(`${key}-post-b`, key),
        cancel(`${key}-void-b`, key),
      ]);
      const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      expect(won).toHaveLength(1);
      for (const lost of outcomes.filter((outcome) => outcome.status === 'rejected')) {
        expect((lost as PromiseRejectedResult).reason).toMatchObject({ messageKey: 'error.pendingSettled' });
      }
      const settling = await h.db
        .selectFrom('movements')
        .select('phase')
        .where('pending_id', '=', h.db.selectFrom('movements').select('id').where('movement_key', '=', key).$castTo<number>())
        .execute();
      expect(settling).toHaveLength(1);
    }
    const audit = await expectLedgerClean(h);
    expect(audit.pending.posted + audit.pending.voided).toBeGreaterThanOrEqual(6);
    const { balance, held } = await central(member.userId);
    expect(held).toBe(0);
    expect((1000 - balance) % 100).toBe(0);
  });

  it('the same post sent twice at once settles once and both answer the same movement', async () => {
    const member = await memberWithTen();
    const key = `twin-${member.userId}`;
    await open(withdrawal(key, member.userId, member.central, 500));
    const [one, two] = await Promise.all([post(`${key}-post`, key), post(`${key}-post`, key)]);
    expect(one.id).toBe(two.id);
    expect([one.replayed, two.replayed].sort()).toEqual([false, true]);
    expect(await central(member.userId)).toEqual({ balance: 500, held: 0 });
  });
});

describe('the ledger check and the database on holds', () => {
  it('the database refuses a hold above the balance, or below zero', async () => {
    const member = await memberWithTen();
    const wallet = h.db.updateTable('wallets').where('id', '=', member.central);
    await expect(wallet.set({ held_minor: 1001 }).execute()).rejects.toThrow();
    await expect(wallet.set({ held_minor: -1 }).execute()).rejects.toThrow();
    expect(await central(member.userId)).toEqual({ balance: 1000, held: 0 });
  });

  it('finds a hold that differs from the open pending movements, and a settled movement still held', async () => {
    const audited = await startHarness();
    try {
      const member = await createMember(audited, 'audit01');
      await sandboxCredit(audited, member.userName, '10');
      const walletId = await ensureWallet(audited.db, member.userId, 'central');
      await audited.db.transaction().execute((trx) => openPending(trx, audited.clock, withdrawal('a-open', member.userId, walletId, 300)));
      await audited.db.transaction().execute((trx) => openPending(trx, audited.clock, withdrawal('a-done', member.userId, walletId, 200)));
      await audited.db.transaction().execute((trx) => voidPending(trx, audited.clock, { key: 'a-done-void', pendingKey: 'a-done' }));
      expect((await auditLedger(audited.db)).problems).toEqual([]);
      expect((await auditLedger(audited.db)).pending).toEqual({ open: 1, posted: 0, voided: 1 });

      // As if the void had not released its hold.
      await audited.db.updateTable('wallets').set({ held_minor: 500 }).where('id', '=', walletId).execute();
      expect((await auditLedger(audited.db)).problems).toEqual([
        `wallet ${walletId} (member ${member.userId}, central): holds 500 but its open pending movements reserve 300`,
      ]);
      // As if the open one's hold were lost.
      await audited.db.updateTable('wallets').set({ held_minor: 0 }).where('id', '=', walletId).execute();
      expect((await auditLedger(audited.db)).problems).toEqual([
        `wallet ${walletId} (member ${member.userId}, central): holds 0 but its open pending movements reserve 300`,
      ]);
      await audited.db.updateTable('wallets').set({ held_minor: 300 }).where('id', '=', walletId).execute();
      // A void that wrote entries, as if it had posted.
      const voided = await audited.db.selectFrom('movements').select('id').where('movement_key', '=', 'a-done-void').executeTakeFirstOrThrow();
      await audited.db
        .insertInto('ledger_entries')
        .values([
          { movement_id: voided.id, wallet_id: null, house_account: 'sandbox', amount_minor: 5 },
          { movement_id: voided.id, wallet_id: null, house_account: 'sandbox', amount_minor: -5 },
        ])
        .execute();
      expect((await auditLedger(audited.db)).problems).toEqual([`movement ${voided.id} (void): has ledger entries`]);
    } finally {
      await audited.close();
    }
  });
});
