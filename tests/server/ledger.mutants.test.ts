import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/schema';
import {
  auditLedger,
  availableMinor,
  HOUSE,
  MOVEMENT_KEY_MAX,
  newReference,
  openPending,
  postMovement,
  postMovementInStep,
  postPending,
  type LedgerWallet,
  voidPending,
  type Leg,
  type MovementInput,
} from '../../server/ledger/ledger';
import { DomainError } from '../../server/errors';
import { runStep } from '../../server/db/groupCommitSqlite';
import { moneyFixture, type MoneyFixture } from './moneyFixture';

/**
 * The ledger called directly, at the edges its mutants showed untested: what a movement may be, what
 * counts as a replay of its key, what a pending movement holds and what its settlement answers, and
 * every line of the ledger check.
 */

let f: MoneyFixture;
beforeAll(async () => {
  f = await moneyFixture();
});
afterAll(() => f.close());

let serial = 0;
const uniqueKey = (name: string) => `${name}-${++serial}`;

const credit = (walletId: number, amountMinor: number): Leg[] => [
  { account: { house: HOUSE.sandbox }, amountMinor: -amountMinor },
  { account: { walletId }, amountMinor },
];

const movement = (userId: number, legs: Leg[], extra: Partial<MovementInput> = {}): MovementInput => ({
  key: uniqueKey('m'),
  kind: 'test',
  referencePrefix: 'TS',
  userId,
  amountMinor: Math.abs(legs[0].amountMinor),
  legs,
  ...extra,
});

const post = (input: MovementInput) => f.db.transaction().execute((trx) => postMovement(trx, f.clock, input));
const open = (input: MovementInput) => f.db.transaction().execute((trx) => openPending(trx, f.clock, input));
const settle = (how: 'post' | 'void', key: string, pendingKey: string) =>
  f.db.transaction().execute((trx) => (how === 'post' ? postPending : voidPending)(trx, f.clock, { key, pendingKey }));

const walletState = async (walletId: number) => {
  const row = await f.db.selectFrom('wallets').select(['balance_minor', 'held_minor']).where('id', '=', walletId).executeTakeFirstOrThrow();
  return { balance: Number(row.balance_minor), held: Number(row.held_minor) };
};

const movementCount = async () => Number((await f.db.selectFrom('movements').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** A member whose central wallet holds `minor`, and a second (venue) wallet at 0. */
async function funded(minor: number) {
  const userId = await f.member();
  const central = await f.wallet(userId, 'central');
  const venue = await f.wallet(userId, 'rlive');
  if (minor > 0) await post(movement(userId, credit(central, minor)));
  return { userId, central, venue };
}

const failureOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    return error instanceof DomainError ? `${error.code} ${error.messageKey}` : (error as Error).message;
  }
  return 'accepted';
};

describe('what a movement may be', () => {
  it('takes a key of 1 to 100 characters', async () => {
    expect(MOVEMENT_KEY_MAX).toBe(100);
    const m = await funded(500);
    const before = await movementCount();
    expect(await failureOf(() => post(movement(m.userId, credit(m.central, 1), { key: '' })))).toBe(
      'ledger: a movement needs a key of 1-100 characters',
    );
    expect(await failureOf(() => post(movement(m.userId, credit(m.central, 1), { key: 'k'.repeat(101) })))).toBe(
      'ledger: a movement needs a key of 1-100 characters',
    );
    expect(await movementCount()).toBe(before);
    expect(await failureOf(() => post(movement(m.userId, credit(m.central, 1), { key: 'k'.repeat(100) })))).toBe('accepted');
    expect(await failureOf(() => post(movement(m.userId, credit(m.central, 1), { key: 'x' })))).toBe('accepted');
  });

  it('shows a whole, not negative, amount; each entry is a whole amount other than zero', async () => {
    const m = await funded(500);
    for (const amountMinor of [-1, 1.5, Number.MAX_SAFE_INTEGER + 1]) {
      expect(await failureOf(() => post(movement(m.userId, credit(m.central, 1), { amountMinor })))).toBe('ledger: bad movement amount');
    }
    expect(await failureOf(() => post(movement(m.userId, credit(m.central, 1), { amountMinor: 0 })))).toBe('accepted');
    const zeroLeg: Leg[] = [...credit(m.central, 1), { account: { walletId: m.venue }, amountMinor: 0 }];
    expect(await failureOf(() => post(movement(m.userId, zeroLeg)))).toBe('ledger: bad entry amount');
    const halves: Leg[] = [
      { account: { walletId: m.central }, amountMinor: -0.5 },
      { account: { walletId: m.venue }, amountMinor: 0.5 },
    ];
    expect(await failureOf(() => post(movement(m.userId, halves, { amountMinor: 0 })))).toBe('ledger: bad entry amount');
  });

  it('refuses a hold on another member’s wallet, naming the rule', async () => {
    const [one, two] = [await funded(500), await funded(500)];
    const across: Leg[] = [
      { account: { walletId: one.central }, amountMinor: -100 },
      { account: { walletId: two.central }, amountMinor: 100 },
    ];
    expect(await failureOf(() => post(movement(one.userId, across)))).toBe('ledger: a movement touches another member’s wallet');
    expect(await failureOf(() => open(movement(one.userId, across)))).toBe('ledger: a movement touches another member’s wallet');
    expect(await walletState(two.central)).toEqual({ balance: 500, held: 0 });
  });
});

describe('a single-phase movement', () => {
  it('spends a wallet’s available money to the last minor unit and not one more', async () => {
    const m = await funded(500);
    const move = (amount: number) => movement(m.userId, [
      { account: { walletId: m.central }, amountMinor: -amount },
      { account: { walletId: m.venue }, amountMinor: amount },
    ]);
    expect(await failureOf(() => post(move(501)))).toBe('400 error.insufficientBalance');
    const done = await post(move(500));
    expect(done.replayed).toBe(false);
    expect(done.phase).toBe('single');
    expect(done.wallets.get(m.central)).toMatchObject({ balance_minor: 0, held_minor: 0 });
    expect(done.wallets.get(m.venue)).toMatchObject({ balance_minor: 500, held_minor: 0 });
    expect(await walletState(m.central)).toEqual({ balance: 0, held: 0 });
    expect(await walletState(m.venue)).toEqual({ balance: 500, held: 0 });
  });

  it('moves three wallets at once, and leaves a wallet whose entries cancel out as it was', async () => {
    const m = await funded(900);
    const third = await f.wallet(m.userId, 'nsb');
    const spread: Leg[] = [
      { account: { walletId: m.central }, amountMinor: -600 },
      { account: { walletId: m.venue }, amountMinor: 200 },
      { account: { walletId: third }, amountMinor: 400 },
    ];
    await post(movement(m.userId, spread));
    expect([await walletState(m.central), await walletState(m.venue), await walletState(third)]).toEqual([
      { balance: 300, held: 0 },
      { balance: 200, held: 0 },
      { balance: 400, held: 0 },
    ]);
    const roundTrip: Leg[] = [
      { account: { walletId: m.central }, amountMinor: -100 },
      { account: { walletId: m.central }, amountMinor: 100 },
      { account: { walletId: m.venue }, amountMinor: -50 },
      { account: { house: HOUSE.sandbox }, amountMinor: 50 },
    ];
    await post(movement(m.userId, roundTrip, { amountMinor: 50 }));
    expect(await walletState(m.central)).toEqual({ balance: 300, held: 0 });
    expect(await walletState(m.venue)).toEqual({ balance: 150, held: 0 });
    expect((await auditLedger(f.db)).problems).toEqual([]);
  });

  it('writes its reference from its prefix and time, and its row as given', async () => {
    const m = await funded(0);
    const done = await post(movement(m.userId, credit(m.central, 7), { referencePrefix: 'QX', recordType: 3, amountMinor: 7 }));
    expect(done.reference).toMatch(new RegExp(`^QX${f.clock.now()}[0-9A-F]{8}$`));
    expect(done.createdAt).toBe(f.clock.now());
    const row = await f.db.selectFrom('movements').selectAll().where('id', '=', done.id).executeTakeFirstOrThrow();
    expect({ kind: row.kind, type: row.convert_type, plat: row.plat_type, amount: Number(row.amount_minor), phase: row.phase }).toEqual({
      kind: 'test',
      type: 3,
      plat: null,
      amount: 7,
      phase: 'single',
    });
    expect(newReference('AB', 12)).toMatch(/^AB12[0-9A-F]{8}$/);
    expect(availableMinor({ id: 1, user_id: 1, balance_minor: 900, held_minor: 250 })).toBe(650);
  });
});

describe('a movement key used again', () => {
  it('answers the first movement for the same content, and refuses each difference', async () => {
    const m = await funded(1000);
    const key = uniqueKey('same');
    const legs: Leg[] = [
      { account: { walletId: m.central }, amountMinor: -300 },
      { account: { walletId: m.venue }, amountMinor: 300 },
    ];
    const base = movement(m.userId, legs, { key, recordType: 1, amountMinor: 300 });
    const first = await post(base);
    f.clock.advance(1000);
    const again = await post(base);
    expect(again).toMatchObject({ id: first.id, reference: first.reference, createdAt: first.createdAt, replayed: true, phase: 'single' });
    expect(await walletState(m.central)).toEqual({ balance: 700, held: 0 });
    const other = await funded(1000);
    const variants: MovementInput[] = [
      { ...base, kind: 'other' },
      { ...base, recordType: 2 },
      { ...base, recordType: null },
      { ...base, platType: 'rlive' },
      { ...base, amountMinor: 301 },
      { ...base, legs: [legs[0], { account: { house: HOUSE.sandbox }, amountMinor: 300 }] },
      { ...base, legs: [{ ...legs[0], amountMinor: -200 }, { ...legs[1], amountMinor: 200 }] },
      { ...base, userId: other.userId, legs: credit(other.central, 300) },
    ];
    for (const variant of variants) {
      expect(await failureOf(() => post(variant)), JSON.stringify(variant)).toBe('400 error.idempotencyKeyReused');
    }
    // The same key for a pending movement is another movement too.
    expect(await failureOf(() => open(base))).toBe('400 error.idempotencyKeyReused');
    expect(await walletState(m.central)).toEqual({ balance: 700, held: 0 });
  });

  it('answers a repeated pending movement as it was, and refuses a single-phase one under its key', async () => {
    const m = await funded(1000);
    const input = movement(m.userId, [
      { account: { walletId: m.central }, amountMinor: -400 },
      { account: { house: HOUSE.sandbox }, amountMinor: 400 },
    ]);
    const first = await open(input);
    expect(await open(input)).toMatchObject({ id: first.id, replayed: true, phase: 'pending' });
    expect(await failureOf(() => post(input))).toBe('400 error.idempotencyKeyReused');
    expect(await walletState(m.central)).toEqual({ balance: 1000, held: 400 });
  });
});

describe('a pending movement', () => {
  it('holds only what it would take; what it would give arrives when posted', async () => {
    const m = await funded(1000);
    const key = uniqueKey('p');
    const input = movement(m.userId, [
      { account: { walletId: m.central }, amountMinor: -250 },
      { account: { walletId: m.venue }, amountMinor: 250 },
    ], { key });
    const opened = await open(input);
    expect(opened.phase).toBe('pending');
    expect(opened.wallets.get(m.central)).toMatchObject({ balance_minor: 1000, held_minor: 250 });
    expect(opened.wallets.get(m.venue)).toMatchObject({ balance_minor: 0, held_minor: 0 });
    expect(await walletState(m.venue)).toEqual({ balance: 0, held: 0 });
    // Held money is not available: 750 can be moved, 751 cannot.
    const spend = (amount: number) => movement(m.userId, [
      { account: { walletId: m.central }, amountMinor: -amount },
      { account: { house: HOUSE.sandbox }, amountMinor: amount },
    ]);
    expect(await failureOf(() => post(spend(751)))).toBe('400 error.insufficientBalance');
    const posted = await settle('post', `${key}-post`, key);
    expect(posted).toMatchObject({ phase: 'post', replayed: false });
    expect(posted.reference).toMatch(/^TS\d+[0-9A-F]{8}$/);
    expect(await walletState(m.central)).toEqual({ balance: 750, held: 0 });
    expect(await walletState(m.venue)).toEqual({ balance: 250, held: 0 });
    const row = await f.db.selectFrom('movements').selectAll().where('id', '=', posted.id).executeTakeFirstOrThrow();
    expect({ kind: row.kind, user: Number(row.user_id), amount: Number(row.amount_minor), pending: Number(row.pending_id) }).toEqual({
      kind: 'test',
      user: m.userId,
      amount: 250,
      pending: opened.id,
    });
  });

  it('settles once: the same settlement again answers it, another is refused with 409', async () => {
    const m = await funded(1000);
    const key = uniqueKey('s');
    await open(movement(m.userId, [
      { account: { walletId: m.central }, amountMinor: -100 },
      { account: { house: HOUSE.sandbox }, amountMinor: 100 },
    ], { key, recordType: 4 }));
    const voided = await settle('void', `${key}-void`, key);
    expect(voided).toMatchObject({ phase: 'void', replayed: false });
    expect(await settle('void', `${key}-void`, key)).toMatchObject({ id: voided.id, replayed: true, phase: 'void' });
    expect(await failureOf(() => settle('void', `${key}-void2`, key))).toBe('409 error.pendingSettled');
    expect(await failureOf(() => settle('post', `${key}-post`, key))).toBe('409 error.pendingSettled');
    // The void's key for a post: another movement under a key already taken.
    expect(await failureOf(() => settle('post', `${key}-void`, key))).toBe('400 error.idempotencyKeyReused');
    expect(await walletState(m.central)).toEqual({ balance: 1000, held: 0 });
    expect(await failureOf(() => settle('post', 'x', uniqueKey('none')))).toMatch(/^ledger: no pending movement has the key none-/);
  });
});

describe('the ledger check', () => {
  it('counts wallets, movements, pending movements by outcome and the house accounts’ totals', async () => {
    const own = await moneyFixture();
    try {
      const userId = await own.member();
      const central = await own.wallet(userId, 'central');
      const run = (work: (trx: Transaction<Database>) => Promise<unknown>) => own.db.transaction().execute(work);
      await run((trx) => postMovement(trx, own.clock, movement(userId, credit(central, 900))));
      for (const name of ['a', 'b', 'c']) {
        await run((trx) =>
          openPending(trx, own.clock, movement(userId, [
            { account: { walletId: central }, amountMinor: -100 },
            { account: { house: HOUSE.withdrawals }, amountMinor: 100 },
          ], { key: `pend-${name}` })),
        );
      }
      await run((trx) => postPending(trx, own.clock, { key: 'post-a', pendingKey: 'pend-a' }));
      await run((trx) => voidPending(trx, own.clock, { key: 'void-b', pendingKey: 'pend-b' }));
      const result = await auditLedger(own.db);
      expect(result).toEqual({
        wallets: 1,
        movements: 6,
        pending: { open: 1, posted: 1, voided: 1 },
        problems: [],
        houseTotals: { sandbox: -900, withdrawals: 100 },
      });
      // (A hold above the balance is refused by the database's CHECK, so the check's line for it cannot be reached here.)
      await own.db.updateTable('wallets').set({ balance_minor: 850, held_minor: 200 }).where('id', '=', central).execute();
      expect((await auditLedger(own.db)).problems).toEqual([
        `wallet ${central} (member ${userId}, central): cached balance 850 differs from its entries' sum 800`,
        `wallet ${central} (member ${userId}, central): holds 200 but its open pending movements reserve 100`,
      ]);
    } finally {
      await own.close();
    }
  });

  it('names a movement of the wrong shape for its phase, and a post unlike its reservation', async () => {
    const own = await moneyFixture();
    try {
      const userId = await own.member();
      const central = await own.wallet(userId, 'central');
      const run = (work: (trx: Transaction<Database>) => Promise<unknown>) => own.db.transaction().execute(work);
      await run((trx) => postMovement(trx, own.clock, movement(userId, credit(central, 900), { key: 'fund' })));
      await run((trx) =>
        openPending(trx, own.clock, movement(userId, [
          { account: { walletId: central }, amountMinor: -100 },
          { account: { house: HOUSE.withdrawals }, amountMinor: 100 },
        ], { key: 'pend' })),
      );
      await run((trx) => postPending(trx, own.clock, { key: 'pend-post', pendingKey: 'pend' }));
      expect((await auditLedger(own.db)).problems).toEqual([]);
      const idOf = async (key: string) =>
        (await own.db.selectFrom('movements').select('id').where('movement_key', '=', key).executeTakeFirstOrThrow()).id;
      const [fund, pend, pendPost] = [await idOf('fund'), await idOf('pend'), await idOf('pend-post')];

      // The post's entries no longer match what was reserved.
      await own.db.updateTable('ledger_entries').set({ amount_minor: 90 }).where('movement_id', '=', pendPost).where('house_account', 'is not', null).execute();
      await own.db.updateTable('ledger_entries').set({ amount_minor: -90 }).where('movement_id', '=', pendPost).where('wallet_id', 'is not', null).execute();
      await own.db.updateTable('wallets').set({ balance_minor: 810 }).where('id', '=', central).execute();
      expect((await auditLedger(own.db)).problems).toEqual([
        `movement ${pendPost} (post): its entries differ from those movement ${pend} reserved`,
      ]);

      // A single-phase movement with a pending entry and a pending movement with a ledger entry.
      await own.db.insertInto('pending_entries').values({ movement_id: fund, wallet_id: null, house_account: 'sandbox', amount_minor: 5 }).execute();
      await own.db.insertInto('ledger_entries').values({ movement_id: pend, wallet_id: null, house_account: 'sandbox', amount_minor: 7 }).execute();
      const problems = (await auditLedger(own.db)).problems;
      expect(problems).toContain(`movement ${fund} (single): has pending entries`);
      expect(problems).toContain(`movement ${pend} (pending): has ledger entries`);
      expect(problems).toContain(`movement ${pend}: entries sum to 7, not 0`);
      expect(problems).not.toContain(`movement ${fund}: entries sum to 0, not 0`);
    } finally {
      await own.close();
    }
  });
});

describe('a plain movement inside a synchronous SQLite step', () => {
  const walletRow = async (walletId: number): Promise<LedgerWallet> => {
    const row = await f.db.selectFrom('wallets').select(['id', 'user_id', 'balance_minor', 'held_minor']).where('id', '=', walletId).executeTakeFirstOrThrow();
    return { id: row.id, user_id: Number(row.user_id), balance_minor: Number(row.balance_minor), held_minor: Number(row.held_minor) };
  };
  const inStep = (input: MovementInput, locked: LedgerWallet[]) => runStep(f.db, (step) => postMovementInStep(f.db, step, f.clock, input, locked));
  const between = (m: { userId: number; central: number; venue: number }, amount: number, extra: Partial<MovementInput> = {}) =>
    movement(m.userId, [
      { account: { walletId: m.central }, amountMinor: -amount },
      { account: { walletId: m.venue }, amountMinor: amount },
    ], extra);

  it('moves money between two of the member’s wallets it was given, to the last minor unit (not on PostgreSQL)', async () => {
    const m = await funded(500);
    const locked = [await walletRow(m.central), await walletRow(m.venue)];
    const running = inStep(between(m, 500, { referencePrefix: 'ST' }), locked);
    if (running === null) return;
    const done = (await running)!;
    expect(done).toMatchObject({ phase: 'single', replayed: false, createdAt: f.clock.now() });
    expect(done.reference).toMatch(new RegExp(`^ST${f.clock.now()}[0-9A-F]{8}$`));
    expect(done.wallets.get(m.central)).toMatchObject({ balance_minor: 0 });
    expect(done.wallets.get(m.venue)).toMatchObject({ balance_minor: 500 });
    expect(await walletState(m.central)).toEqual({ balance: 0, held: 0 });
    expect(await walletState(m.venue)).toEqual({ balance: 500, held: 0 });
    const entries = await f.db.selectFrom('ledger_entries').select(['wallet_id', 'amount_minor']).where('movement_id', '=', done.id).orderBy('amount_minor').execute();
    expect(entries.map((row) => [row.wallet_id, Number(row.amount_minor)])).toEqual([
      [m.central, -500],
      [m.venue, 500],
    ]);
    expect((await auditLedger(f.db)).problems).toEqual([]);
  });

  it('answers null, having written nothing, for anything but the plain case', async () => {
    const m = await funded(500);
    const other = await funded(500);
    // PostgreSQL has no steps.
    if (runStep(f.db, () => 0) === null) return;
    const before = await movementCount();
    const taken = uniqueKey('taken');
    await post(between(m, 1, { key: taken }));
    const lockedNow = [await walletRow(m.central), await walletRow(m.venue)];
    const cases: [string, MovementInput, LedgerWallet[]][] = [
      ['more than the wallet has', between(m, 500), lockedNow],
      ['a wallet not passed in', between(m, 1), [lockedNow[0]]],
      ['another member’s wallet', movement(m.userId, [
        { account: { walletId: m.central }, amountMinor: -1 },
        { account: { walletId: other.central }, amountMinor: 1 },
      ]), [...lockedNow, await walletRow(other.central)]],
      ['a house account', movement(m.userId, [
        { account: { walletId: m.central }, amountMinor: -1 },
        { account: { house: HOUSE.sandbox }, amountMinor: 1 },
      ]), lockedNow],
      ['three entries', movement(m.userId, [
        { account: { walletId: m.central }, amountMinor: -2 },
        { account: { walletId: m.venue }, amountMinor: 1 },
        { account: { house: HOUSE.sandbox }, amountMinor: 1 },
      ]), lockedNow],
      ['a key already taken', between(m, 1, { key: taken }), lockedNow],
    ];
    for (const [name, input, wallets] of cases) expect(await inStep(input, wallets), name).toBeNull();
    expect(await movementCount()).toBe(before + 1);
    expect(await walletState(m.central)).toEqual({ balance: 499, held: 0 });
  });
});
