import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/schema';
import { isPostgres } from '../../server/db/dialect';
import { auditLedger, HOUSE, openPending, postMovement, postPending, voidPending, type Leg, type MovementInput } from '../../server/ledger/ledger';
import { moneyFixture, type MoneyFixture } from './moneyFixture';

/**
 * What the ledger check finds in books the ledger itself would never write (rows put in by hand, with the
 * database's own guards taken away first), and the ledger's refusals of inputs no feature sends.
 */

let f: MoneyFixture;
beforeAll(async () => {
  f = await moneyFixture();
});
afterAll(() => f.close());

const run = <T>(work: (trx: Transaction<Database>) => Promise<T>) => f.db.transaction().execute(work);
let serial = 0;
const movement = (userId: number, legs: Leg[], extra: Partial<MovementInput> = {}): MovementInput => ({
  key: `chk-${++serial}`,
  kind: 'test',
  referencePrefix: 'CK',
  userId,
  amountMinor: Math.abs(legs[0].amountMinor),
  legs,
  ...extra,
});
const credit = (walletId: number, amountMinor: number): Leg[] => [
  { account: { house: HOUSE.sandbox }, amountMinor: -amountMinor },
  { account: { walletId }, amountMinor },
];
const failureOf = async (work: () => Promise<unknown>) => {
  try {
    await work();
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('the ledger refuses', () => {
  it('an entry on a wallet that does not exist', async () => {
    const userId = await f.member();
    expect(await failureOf(() => run((trx) => postMovement(trx, f.clock, movement(userId, credit(987_654, 100)))))).toBe(
      'ledger: wallet rows missing among 987654',
    );
    const twoMissing: Leg[] = [
      { account: { walletId: 987_655 }, amountMinor: -100 },
      { account: { walletId: 987_654 }, amountMinor: 100 },
    ];
    expect(await failureOf(() => run((trx) => postMovement(trx, f.clock, movement(userId, twoMissing))))).toBe(
      'ledger: wallet rows missing among 987654, 987655',
    );
  });

  it('entries that do not sum to zero', async () => {
    const userId = await f.member();
    const central = await f.wallet(userId, 'central');
    const unbalanced: Leg[] = [
      { account: { house: HOUSE.sandbox }, amountMinor: -100 },
      { account: { walletId: central }, amountMinor: 101 },
    ];
    expect(await failureOf(() => run((trx) => postMovement(trx, f.clock, movement(userId, unbalanced))))).toBe('ledger: entries do not sum to zero');
  });

  it('a settlement that would leave a hold below nothing', async () => {
    const userId = await f.member();
    const central = await f.wallet(userId, 'central');
    await run((trx) => postMovement(trx, f.clock, movement(userId, credit(central, 500))));
    await run((trx) =>
      openPending(trx, f.clock, movement(userId, [
        { account: { walletId: central }, amountMinor: -200 },
        { account: { house: HOUSE.withdrawals }, amountMinor: 200 },
      ], { key: 'held-lost' })),
    );
    await f.db.updateTable('wallets').set({ held_minor: 100 }).where('id', '=', central).execute();
    expect(await failureOf(() => run((trx) => voidPending(trx, f.clock, { key: 'held-lost-void', pendingKey: 'held-lost' })))).toBe(
      `ledger: wallet ${central} would hold less than nothing`,
    );
    await f.db.updateTable('wallets').set({ held_minor: 200 }).where('id', '=', central).execute();
  });

  it('nothing on a repeat of a movement it can no longer afford: the repeat answers as the first did', async () => {
    const userId = await f.member();
    const central = await f.wallet(userId, 'central');
    await run((trx) => postMovement(trx, f.clock, movement(userId, credit(central, 300))));
    const spend = movement(userId, [
      { account: { walletId: central }, amountMinor: -300 },
      { account: { house: HOUSE.bets }, amountMinor: 300 },
    ]);
    const first = await run((trx) => postMovement(trx, f.clock, spend));
    const again = await run((trx) => postMovement(trx, f.clock, spend));
    expect(again).toMatchObject({ id: first.id, reference: first.reference, replayed: true });
    expect(await failureOf(() => run((trx) => postMovement(trx, f.clock, { ...spend, key: 'fresh-key' })))).toBe('error.insufficientBalance');
  });

  it('to settle a movement that is not pending', async () => {
    const userId = await f.member();
    const central = await f.wallet(userId, 'central');
    await run((trx) => postMovement(trx, f.clock, movement(userId, credit(central, 100), { key: 'plain-one' })));
    expect(await failureOf(() => run((trx) => voidPending(trx, f.clock, { key: 'plain-one-void', pendingKey: 'plain-one' })))).toBe(
      'ledger: no pending movement has the key plain-one',
    );
  });

  it('nothing of a pending movement’s record type when it is settled', async () => {
    const userId = await f.member();
    const central = await f.wallet(userId, 'central');
    await run((trx) => postMovement(trx, f.clock, movement(userId, credit(central, 100))));
    await run((trx) =>
      openPending(trx, f.clock, movement(userId, [
        { account: { walletId: central }, amountMinor: -40 },
        { account: { house: HOUSE.withdrawals }, amountMinor: 40 },
      ], { key: 'typed', recordType: 2 })),
    );
    const posted = await run((trx) => postPending(trx, f.clock, { key: 'typed-post', pendingKey: 'typed' }));
    const row = await f.db.selectFrom('movements').select(['convert_type', 'amount_minor']).where('id', '=', posted.id).executeTakeFirstOrThrow();
    expect({ type: Number(row.convert_type), amount: Number(row.amount_minor) }).toEqual({ type: 2, amount: 40 });
  });

  it('a movement of house accounts alone is written without touching a wallet', async () => {
    const userId = await f.member();
    const done = await run((trx) =>
      postMovement(trx, f.clock, movement(userId, [
        { account: { house: HOUSE.sandbox }, amountMinor: -50 },
        { account: { house: HOUSE.deposits }, amountMinor: 50 },
      ])),
    );
    expect(done.wallets.size).toBe(0);
    expect((await auditLedger(f.db)).houseTotals).toMatchObject({ deposits: 50 });
  });
});

describe('a movement key used again', () => {
  it('is the same movement whatever the order of its entries, and another one for another wallet of the member', async () => {
    const userId = await f.member();
    const central = await f.wallet(userId, 'central');
    const venue = await f.wallet(userId, 'rlive');
    const third = await f.wallet(userId, 'nsb');
    await run((trx) => postMovement(trx, f.clock, movement(userId, credit(central, 900))));
    const legs: Leg[] = [
      { account: { walletId: central }, amountMinor: -300 },
      { account: { walletId: venue }, amountMinor: 300 },
    ];
    const first = await run((trx) => postMovement(trx, f.clock, movement(userId, legs, { key: 'ordered' })));
    const swapped = await run((trx) => postMovement(trx, f.clock, movement(userId, [legs[1], legs[0]], { key: 'ordered' })));
    expect(swapped).toMatchObject({ id: first.id, replayed: true });
    const elsewhere: Leg[] = [legs[0], { account: { walletId: third }, amountMinor: 300 }];
    expect(await failureOf(() => run((trx) => postMovement(trx, f.clock, movement(userId, elsewhere, { key: 'ordered' }))))).toBe(
      'error.idempotencyKeyReused',
    );
    // The same amount from another house account is another movement too.
    const fromSandbox = movement(userId, credit(central, 50), { key: 'housed' });
    await run((trx) => postMovement(trx, f.clock, fromSandbox));
    const fromDeposits: Leg[] = [
      { account: { house: HOUSE.deposits }, amountMinor: -50 },
      { account: { walletId: central }, amountMinor: 50 },
    ];
    expect(await failureOf(() => run((trx) => postMovement(trx, f.clock, { ...fromSandbox, legs: fromDeposits })))).toBe('error.idempotencyKeyReused');
  });
});

describe('a key belongs to one movement', () => {
  it('of one member, even when it touches no wallet', async () => {
    const [one, two] = [await f.member(), await f.member()];
    const houseOnly = movement(one, [
      { account: { house: HOUSE.sandbox }, amountMinor: -5 },
      { account: { house: HOUSE.deposits }, amountMinor: 5 },
    ], { key: 'house-only' });
    await run((trx) => postMovement(trx, f.clock, houseOnly));
    expect(await failureOf(() => run((trx) => postMovement(trx, f.clock, { ...houseOnly, userId: two })))).toBe('error.idempotencyKeyReused');
  });

  it('settling one pending movement: the same post key for a twin pending movement is refused', async () => {
    const userId = await f.member();
    const central = await f.wallet(userId, 'central');
    await run((trx) => postMovement(trx, f.clock, movement(userId, credit(central, 400))));
    const hold = (key: string) =>
      movement(userId, [
        { account: { walletId: central }, amountMinor: -100 },
        { account: { house: HOUSE.withdrawals }, amountMinor: 100 },
      ], { key });
    await run((trx) => openPending(trx, f.clock, hold('twin-1')));
    await run((trx) => openPending(trx, f.clock, hold('twin-2')));
    await run((trx) => postPending(trx, f.clock, { key: 'twin-post', pendingKey: 'twin-1' }));
    expect(await failureOf(() => run((trx) => postPending(trx, f.clock, { key: 'twin-post', pendingKey: 'twin-2' })))).toBe(
      'error.idempotencyKeyReused',
    );
  });
});

/** Takes away the database's guards on the tables the check reads, as a damaged copy would be. */
async function dropGuards() {
  if (!isPostgres(f.db)) {
    await sql`pragma ignore_check_constraints = on`.execute(f.db);
    await sql`pragma foreign_keys = off`.execute(f.db);
  } else {
    const guards = await sql<{ table: string; name: string }>`
      select conrelid::regclass::text as "table", conname as name from pg_constraint
      where contype in ('c', 'f') and conrelid::regclass::text in ('wallets', 'ledger_entries', 'pending_entries', 'movements')`.execute(f.db);
    for (const guard of guards.rows) await sql`alter table ${sql.table(guard.table)} drop constraint ${sql.ref(guard.name)}`.execute(f.db);
  }
  await sql`drop index movements_settles`.execute(f.db);
}

describe('the ledger check on damaged books', () => {
  it('names each kind of damage once', async () => {
    const userId = await f.member();
    const central = await f.wallet(userId, 'central');
    await run((trx) => postMovement(trx, f.clock, movement(userId, credit(central, 500))));
    expect((await auditLedger(f.db)).problems).toEqual([]);
    await dropGuards();
    const now = f.clock.now();
    const insertMovement = async (key: string, phase: 'single' | 'pending' | 'post' | 'void', pendingId: number | null) =>
      (
        await f.db
          .insertInto('movements')
          .values({ movement_key: key, reference: `CK${key}`, kind: 'test', user_id: userId, amount_minor: 0, phase, pending_id: pendingId, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const empty = await insertMovement('empty-single', 'single', null);
    const hollow = await insertMovement('hollow-pending', 'pending', null);
    const wrongTarget = await insertMovement('post-of-single', 'post', empty);
    const voidOne = await insertMovement('void-1', 'void', hollow);
    const voidTwo = await insertMovement('void-2', 'void', hollow);
    // A wallet below zero that holds more than it has, and entries of a wallet that does not exist.
    await f.db.updateTable('wallets').set({ balance_minor: -5, held_minor: 10 }).where('id', '=', central).execute();
    const ghost = await insertMovement('ghost', 'single', null);
    await f.db
      .insertInto('ledger_entries')
      .values([
        { movement_id: ghost, wallet_id: 999_999, house_account: null, amount_minor: 7 },
        { movement_id: ghost, wallet_id: null, house_account: 'sandbox', amount_minor: -7 },
      ])
      .execute();
    const bare = await insertMovement('bare-pending', 'pending', null);
    const ghostHold = await insertMovement('ghost-hold', 'pending', null);
    await f.db.insertInto('pending_entries').values({ movement_id: ghostHold, wallet_id: 888_888, house_account: null, amount_minor: -3 }).execute();
    await f.db
      .insertInto('ledger_entries')
      .values([
        { movement_id: voidOne, wallet_id: null, house_account: 'sandbox', amount_minor: 3 },
        { movement_id: voidOne, wallet_id: null, house_account: 'deposits', amount_minor: -3 },
      ])
      .execute();
    const problems = (await auditLedger(f.db)).problems;
    const name = `wallet ${central} (member ${userId}, central)`;
    expect(problems).toEqual(
      expect.arrayContaining([
        `${name}: cached balance -5 differs from its entries' sum 500`,
        `${name}: negative balance -5`,
        `${name}: holds 10 but its open pending movements reserve 0`,
        `${name}: holds 10, more than its balance -5 (negative available balance)`,
        'entries of unknown wallet 999999 sum to 7',
        `movement ${empty} (single): moves no money`,
        `movement ${wrongTarget} (post): settles movement ${empty}, which is not pending`,
        `movement ${wrongTarget} (post): moves no money`,
        `movement ${hollow} (pending): settled 2 times, by ${voidOne}, ${voidTwo}`,
        `movement ${bare} (pending): reserves nothing`,
        'pending entries of unknown wallet 888888 reserve 3',
      ]),
    );
    // A void moves no money by design: only the one given entries is named.
    expect(problems.filter((line) => line.includes('(void)'))).toEqual([`movement ${voidOne} (void): has ledger entries`]);
    expect(problems.filter((line) => line.startsWith(`movement ${ghostHold} `))).toEqual([]);
  });
});
