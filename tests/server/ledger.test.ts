import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Transaction } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/schema';
import { startHarness, type Harness } from './harness';
import {
  createMember,
  expectFailure,
  expectLedgerClean,
  expectSuccess,
  memberPost,
  moneyPost,
  moneyState,
  sandboxCredit,
  walletRow,
} from './flows';
import {
  auditLedger,
  availableMinor,
  HOUSE,
  MOVEMENT_KEY_MAX,
  newReference,
  openPending,
  postMovement,
  postPending,
  voidPending,
  type Leg,
  type MovementInput,
} from '../../server/ledger/ledger';
import { moneyFixture, type MoneyFixture } from './moneyFixture';
import { ensureWallet } from '../../server/features/wallet/wallets';
import { IDEMPOTENCY_KEY_LIFETIME_MS, purgeExpiredKeys } from '../../server/ledger/idempotency';
import { issueToken } from '../../server/features/auth/tokens';
import { DomainError } from '../../server/errors';
import { openSqlite } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoMember, seedPublicContent, seedSiteContent } from '../../server/db/seed';
import { createClock } from '../../server/clock';
import { inOneGo } from '../../server/ledger/ledger';
import { transferInOneGo, type Transfer } from '../../server/features/wallet/transfers';

/** The ledger's invariants, its check, idempotency keys, concurrent calls and transfer-free mode's automatic transfers. */

let h: Harness;
let serial = 0;
const freshMember = () => createMember(h, `led${String(++serial).padStart(4, '0')}`);

beforeAll(async () => {
  h = await startHarness({}, { demoMember: true });
});
afterAll(() => h.close());
afterEach(async () => {
  await expectLedgerClean(h);
});

const convert = (token: string, from: string, to: string, amount: string, headers: Record<string, string> = {}) =>
  moneyPost(h, token, '/apiCode/convertMoney', { query: { from, to, amount }, headers });

const movementsOf = async (userId: number) =>
  (await h.db.selectFrom('movements').select('convert_type').where('user_id', '=', userId).orderBy('id').execute()).map(
    (row) => row.convert_type,
  );

const switchesOf = async (userId: number) =>
  (await h.db.selectFrom('wallet_mode_switches').select('wallet_type').where('user_id', '=', userId).orderBy('id').execute()).map(
    (row) => row.wallet_type,
  );

describe('the ledger', () => {
  it('refuses a movement whose entries do not sum to zero, or that overdraws, and writes nothing', async () => {
    const member = await freshMember();
    await sandboxCredit(h, member.userName, '1');
    const central = await ensureWallet(h.db, member.userId, 'central');
    const before = await moneyState(h);
    await expect(
      h.db.transaction().execute((trx) =>
        postMovement(trx, h.clock, {
          key: 'unbalanced',
          kind: 'sandbox_adjustment',
          referencePrefix: 'SB',
          userId: member.userId,
          amountMinor: 100,
          legs: [{ account: { walletId: central }, amountMinor: 100 }],
        }),
      ),
    ).rejects.toThrow(/sum to zero/);
    const overdraw = h.db.transaction().execute((trx) =>
      postMovement(trx, h.clock, {
        key: 'overdraw',
        kind: 'sandbox_adjustment',
        referencePrefix: 'SB',
        userId: member.userId,
        amountMinor: 101,
        legs: [
          { account: { walletId: central }, amountMinor: -101 },
          { account: { house: HOUSE.sandbox }, amountMinor: 101 },
        ],
      }),
    );
    await expect(overdraw).rejects.toBeInstanceOf(DomainError);
    await expect(overdraw).rejects.toMatchObject({ code: 400, messageKey: 'error.insufficientBalance' });
    expect(await moneyState(h)).toEqual(before);
  });

  it('refuses a movement on another member’s wallet', async () => {
    const [one, two] = [await freshMember(), await freshMember()];
    const wallet = await ensureWallet(h.db, two.userId, 'central');
    await expect(
      h.db.transaction().execute((trx) =>
        postMovement(trx, h.clock, {
          key: 'another-member',
          kind: 'sandbox_adjustment',
          referencePrefix: 'SB',
          userId: one.userId,
          amountMinor: 1,
          legs: [
            { account: { house: HOUSE.sandbox }, amountMinor: -1 },
            { account: { walletId: wallet }, amountMinor: 1 },
          ],
        }),
      ),
    ).rejects.toThrow(/another member/);
  });

  it('the database itself refuses a negative balance', async () => {
    const member = await freshMember();
    const wallet = await ensureWallet(h.db, member.userId, 'central');
    await expect(h.db.updateTable('wallets').set({ balance_minor: -1 }).where('id', '=', wallet).execute()).rejects.toThrow();
    expect((await walletRow(h, member.userId, 'central'))?.balance_minor).toBe(0);
  });
});

describe('the ledger check', () => {
  it('finds a cached balance that differs from its entries, and a movement that does not sum to zero', async () => {
    const audited = await startHarness({}, { demoMember: true });
    try {
      const clean = await auditLedger(audited.db);
      expect(clean.problems).toEqual([]);
      expect(clean.houseTotals).toEqual({ sandbox: -200_000 });
      const demo = await audited.db.selectFrom('wallets').selectAll().where('venue', '=', 'central').executeTakeFirstOrThrow();
      await audited.db.updateTable('wallets').set({ balance_minor: 200_001 }).where('id', '=', demo.id).execute();
      const [movement] = await audited.db.selectFrom('movements').select('id').execute();
      await audited.db
        .insertInto('ledger_entries')
        .values({ movement_id: movement.id, wallet_id: null, house_account: 'sandbox', amount_minor: 7 })
        .execute();
      const audit = await auditLedger(audited.db);
      expect(audit.problems).toEqual([
        `wallet ${demo.id} (member ${demo.user_id}, central): cached balance 200001 differs from its entries' sum 200000`,
        `movement ${movement.id}: entries sum to 7, not 0`,
      ]);
    } finally {
      await audited.close();
    }
  });

  it('runs as `tsx server/ledgerCheck.ts` on DATABASE_PATH, exiting 1 on a problem', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ledger-check-'));
    const path = join(dir, 'site.db');
    try {
      const db = openSqlite(path);
      await migrateToLatest(db);
      await seedSiteContent(db);
      await seedPublicContent(db);
      await seedDemoMember(db, createClock());
      await db.destroy();
      const run = async () => {
        try {
          const { stdout, stderr } = await promisify(execFile)('node_modules/.bin/tsx', ['server/ledgerCheck.ts'], {
            env: { ...process.env, DATABASE_PATH: path, DATABASE_URL: '' },
          });
          return { code: 0, output: stdout + stderr };
        } catch (error) {
          const failed = error as { code: number; stdout: string; stderr: string };
          return { code: failed.code, output: failed.stdout + failed.stderr };
        }
      };
      const clean = await run();
      expect(clean.code, clean.output).toBe(0);
      expect(clean.output).toContain(': 1 wallet, 1 movement.');
      expect(clean.output).toContain('house account sandbox: -2000.00');

      const tampered = openSqlite(path);
      await tampered.updateTable('wallets').set({ balance_minor: 1 }).execute();
      await tampered.destroy();
      const dirty = await run();
      expect(dirty.code).toBe(1);
      expect(dirty.output).toMatch(/PROBLEM wallet 1 \(member 1, central\): cached balance 1 differs from its entries' sum 200000/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Idempotency-Key', () => {
  it('is forgotten after a day, but the movement it named is not: the same request again moves nothing', async () => {
    const member = await freshMember();
    await sandboxCredit(h, member.userName, '10');
    const headers = { 'idempotency-key': 'a-day-old-key' };
    expectSuccess(await convert(member.token, 'central', 'rlive', '1', headers));
    expect(await purgeExpiredKeys(h.db, h.clock)).toBe(0);
    h.clock.advance(IDEMPOTENCY_KEY_LIFETIME_MS + 1);
    expect(await purgeExpiredKeys(h.db, h.clock)).toBeGreaterThanOrEqual(1);
    const token = await issueToken(h.db, h.clock, member.userId);
    const again = await convert(token, 'central', 'rlive', '1', headers);
    expectSuccess(again);
    expect(again.body.userBalanceMap).toEqual({ userBalance: '9.00', venueBalance: '1.00', totalBalance: '10.00' });
    expect(await movementsOf(member.userId)).toEqual([null, 1]);
    // Another request under the old key names the same movement with other content: refused.
    expectFailure(await convert(token, 'central', 'rlive', '2', headers), 400, 'error.idempotencyKeyReused');
    expect(await movementsOf(member.userId)).toEqual([null, 1]);
  });

  it('names the movement after the request key: a retry whose stored answer is lost still moves nothing', async () => {
    const member = await freshMember();
    await sandboxCredit(h, member.userName, '10');
    const headers = { 'idempotency-key': 'lost-answer-key' };
    const first = await convert(member.token, 'central', 'rlive', '3', headers);
    expectSuccess(first);
    const movement = await h.db.selectFrom('movements').select('movement_key').where('user_id', '=', member.userId).where('convert_type', '=', 1).executeTakeFirstOrThrow();
    expect(movement.movement_key).toBe(`${member.userId}:0:lost-answer-key`);
    await h.db.deleteFrom('idempotency_keys').where('user_id', '=', member.userId).execute();
    const retry = await convert(member.token, 'central', 'rlive', '3', headers);
    expectSuccess(retry);
    expect(retry.body).toEqual(first.body);
    expect(await movementsOf(member.userId)).toEqual([null, 1]);
    expect((await walletRow(h, member.userId, 'rlive'))?.balance_minor).toBe(300);
  });

  it('a repeated transfer answers the first result and moves nothing again', async () => {
    const member = await freshMember();
    await sandboxCredit(h, member.userName, '10');
    const key = 'transfer-key-0001';
    const first = await convert(member.token, 'central', 'rlive', '4', { 'idempotency-key': key });
    expectSuccess(first);
    const state = await moneyState(h);
    const again = await h.app.inject({
      method: 'POST',
      url: '/web/apiCode/convertMoney?from=central&to=rlive&amount=4',
      headers: { token: member.token, 'idempotency-key': key },
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.body);
    expect(await moneyState(h)).toEqual(state);
    expect(await movementsOf(member.userId)).toEqual([null, 1]);
    // The same amount without a key, or with another key, is a new transfer.
    expectSuccess(await convert(member.token, 'central', 'rlive', '4'));
    expectSuccess(await convert(member.token, 'central', 'rlive', '1', { 'idempotency-key': 'transfer-key-0002' }));
    expect(await movementsOf(member.userId)).toEqual([null, 1, 1, 1]);
  });

  it('recycling, mode changes and sandbox credits are answered once per key too', async () => {
    const member = await freshMember();
    const credit = () => sandboxCredit(h, member.userName, '20', { 'idempotency-key': 'credit-1' });
    expect(await credit()).toEqual(await credit());
    expectSuccess(await convert(member.token, 'central', 'evx', '5'));
    const recycle = () => moneyPost(h, member.token, '/user/oneTouchTransfer', { headers: { 'idempotency-key': 'recycle-1' } });
    const recycled = await recycle();
    expect(recycled.body.recycled).toBe('5.00');
    expect((await recycle()).body).toEqual(recycled.body);
    const modeOn = () =>
      moneyPost(h, member.token, '/user/changeWalletType', { payload: { walletType: 1 }, headers: { 'idempotency-key': 'mode-1' } });
    const on = await modeOn();
    expectSuccess(on);
    // Without its key the repeat would be refused as unchanged; with it, it is the first answer again.
    expect((await modeOn()).body).toEqual(on.body);
    expect(await movementsOf(member.userId)).toEqual([null, 1, 2]);
    expect(await switchesOf(member.userId)).toEqual([1]);
    expect((await walletRow(h, member.userId, 'central'))?.balance_minor).toBe(2000);
  });

  it('refuses a key used for a different request, and moves nothing', async () => {
    const member = await freshMember();
    await sandboxCredit(h, member.userName, '10');
    expectSuccess(await convert(member.token, 'central', 'rlive', '1', { 'idempotency-key': 'k1' }));
    const state = await moneyState(h);
    for (const lang of ['zh', 'hk', 'en'] as const) {
      const headers = { 'idempotency-key': 'k1', lang };
      expectFailure(await convert(member.token, 'central', 'rlive', '2', headers), 400, 'error.idempotencyKeyReused', lang);
      expectFailure(await convert(member.token, 'rlive', 'central', '1', headers), 400, 'error.idempotencyKeyReused', lang);
      expectFailure(
        await moneyPost(h, member.token, '/user/oneTouchTransfer', { headers: { 'idempotency-key': 'k1', lang } }),
        400,
        'error.idempotencyKeyReused',
        lang,
      );
    }
    expect(await moneyState(h)).toEqual(state);
  });

  it('keys belong to one member: another member may use the same key', async () => {
    const [one, two] = [await freshMember(), await freshMember()];
    for (const member of [one, two]) {
      await sandboxCredit(h, member.userName, '3');
      expectSuccess(await convert(member.token, 'central', 'nsb', '3', { 'idempotency-key': 'shared-key' }));
      expect((await walletRow(h, member.userId, 'nsb'))?.balance_minor).toBe(300);
    }
  });

  it.each([
    ['longer than 64 characters', 'k'.repeat(65)],
    ['with a space inside', 'two words'],
    ['not ASCII', 'schlüssel'],
  ])('refuses a key %s, and moves nothing', async (_, key) => {
    const member = await freshMember();
    await sandboxCredit(h, member.userName, '3');
    const state = await moneyState(h);
    const headers = { 'idempotency-key': key, lang: 'en' };
    expectFailure(await convert(member.token, 'central', 'nsb', '1', headers), 400, 'error.idempotencyKey', 'en');
    expectFailure(
      await moneyPost(h, member.token, '/user/oneTouchTransfer', { headers: { 'idempotency-key': key } }),
      400,
      'error.idempotencyKey',
    );
    expect(await moneyState(h)).toEqual(state);
    expectSuccess(await convert(member.token, 'central', 'nsb', '1', { 'idempotency-key': 'k'.repeat(64) }));
  });

  it('a refused call keeps nothing under its key, so a retry after the cause is gone goes through', async () => {
    const member = await freshMember();
    const headers = { 'idempotency-key': 'after-refusal' };
    expectFailure(await convert(member.token, 'central', 'atx', '5', headers), 400, 'error.insufficientBalance');
    await sandboxCredit(h, member.userName, '5');
    const retry = await convert(member.token, 'central', 'atx', '5', headers);
    expectSuccess(retry);
    expect(retry.body.wallet).toEqual({ platType: 'atx', balance: '5.00', locked: false });
  });

  it('concurrent requests with one key make one movement and get one answer', async () => {
    const member = await freshMember();
    await sandboxCredit(h, member.userName, '100');
    const headers = { 'idempotency-key': 'burst-key' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => convert(member.token, 'central', 'sbx', '7.5', headers)));
    for (const answer of answers) {
      expectSuccess(answer);
      expect(answer.body).toEqual(answers[0].body);
    }
    expect(await movementsOf(member.userId)).toEqual([null, 1]);
    expect((await walletRow(h, member.userId, 'sbx'))?.balance_minor).toBe(750);

    const credits = await Promise.all(
      Array.from({ length: 5 }, () =>
        h.call({
          method: 'POST',
          url: '/web/sandbox/credit',
          payload: { userName: member.userName, amount: '1' },
          headers: { 'idempotency-key': 'c' },
        }),
      ),
    );
    for (const credit of credits) expect(credit.body).toEqual(credits[0].body);
    expect((await walletRow(h, member.userId, 'central'))?.balance_minor).toBe(9350);
  });
});

describe('concurrent calls', () => {
  it('two transfers that together overdraw: exactly one goes through', async () => {
    const member = await freshMember();
    await sandboxCredit(h, member.userName, '10');
    const answers = await Promise.all([
      convert(member.token, 'central', 'rlive', '6'),
      convert(member.token, 'central', 'evx', '6'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expectFailure(answers.find((answer) => answer.status === 400)!, 400, 'error.insufficientBalance');
    expect(await movementsOf(member.userId)).toEqual([null, 1]);
    expect((await walletRow(h, member.userId, 'central'))?.balance_minor).toBe(400);
  });

  it('transfers out of one venue racing a recycle never take more than it holds', async () => {
    const member = await freshMember();
    await sandboxCredit(h, member.userName, '10');
    expectSuccess(await convert(member.token, 'central', 'dgl', '10'));
    const answers = await Promise.all([
      convert(member.token, 'dgl', 'central', '7'),
      moneyPost(h, member.token, '/user/oneTouchTransfer'),
      convert(member.token, 'dgl', 'central', '7'),
    ]);
    expect(answers.every((answer) => answer.status === 200 || answer.body.code === 400)).toBe(true);
    expect(await memberPost(h, member.token, '/user/getUserBalance').then((answer) => answer.body.userBalanceMap)).toEqual({
      userBalance: '10.00',
      venueBalance: '0.00',
      totalBalance: '10.00',
      availableBalance: '10.00',
      heldBalance: '0.00',
      walletType: 0,
      playableBalance: '10.00',
    });
    const outs = await h.db
      .selectFrom('movements')
      .select('amount_minor')
      .where('user_id', '=', member.userId)
      .where('convert_type', '=', 2)
      .execute();
    expect(outs.reduce((sum, out) => sum + Number(out.amount_minor), 0)).toBe(1000);
  });

  it('many switches to transfer-free mode at once: one goes through', async () => {
    const member = await freshMember();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => moneyPost(h, member.token, '/user/changeWalletType', { payload: { walletType: 1 } })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 200)) expectFailure(answer, 400, 'error.walletTypeUnchanged');
    expect(await movementsOf(member.userId)).toEqual([]);
    expect(await switchesOf(member.userId)).toEqual([1]);
  });
});


describe('a transfer in one go (the ledger picks a step on SQLite, one statement on PostgreSQL)', () => {
  const inward = (platType: string, amountMinor: number): Transfer => ({ inward: true, platType, amountMinor });
  const once = (member: { userId: number }, key: string, transfer: Transfer, movementKey = `${member.userId}:0:${key}`) =>
    inOneGo(h.db, h.clock, { userId: member.userId, key, request: `test ${key}`, movementKey }, transferInOneGo(transfer));

  it('writes the movement, its entries, both balances and the key with its outcome', async () => {
    const member = await freshMember();
    await sandboxCredit(h, member.userName, '10');
    await ensureWallet(h.db, member.userId, 'rlive');
    const outcome = await once(member, 'one-1', inward('rlive', 300));
    expect(outcome).toEqual({ centralMinor: 700, venuesMinor: 300, platType: 'rlive', walletMinor: 300, walletLockFlag: 0 });
    expect(await movementsOf(member.userId)).toEqual([null, 1]);
    const key = await h.db.selectFrom('idempotency_keys').select('response').where('user_id', '=', member.userId).where('idem_key', '=', 'one-1').executeTakeFirstOrThrow();
    expect(JSON.parse(key.response)).toEqual(outcome);
  });

  it('fails having written nothing, leaving the call to the ledger path, when anything is out of the plain case', async () => {
    const member = await freshMember();
    await sandboxCredit(h, member.userName, '10');
    await ensureWallet(h.db, member.userId, 'rlive');
    // A wallet row under a name that is no platform: only the movement's foreign key refuses the venue.
    await h.db.insertInto('wallets').values({ user_id: member.userId, venue: 'nosuch', balance_minor: 0 }).execute();
    const before = await moneyState(h);
    await expect(once(member, 'too-much', inward('rlive', 1001))).rejects.toThrow();
    await expect(once(member, 'never-opened', inward('evx', 100))).rejects.toThrow();
    await expect(once(member, 'no-venue', inward('nosuch', 100))).rejects.toThrow(/foreign key/i);
    expect(await moneyState(h)).toEqual(before);
    await once(member, 'plain', inward('rlive', 100));
    const after = await moneyState(h);
    // The same key again, or its movement key under another request key: a replay, for the ledger path.
    await expect(once(member, 'plain', inward('rlive', 100))).rejects.toThrow();
    await expect(once(member, 'other', inward('rlive', 100), `${member.userId}:0:plain`)).rejects.toThrow();
    // The request key used before under a fresh movement key: the key row's primary key refuses it.
    await expect(once(member, 'plain', inward('rlive', 100), `${member.userId}:0:fresh`)).rejects.toThrow(/UNIQUE|PRIMARY KEY|duplicate key/);
    expect(await moneyState(h)).toEqual(after);
    expect(await h.db.selectFrom('movements').select('movement_key').where('movement_key', 'in', [`${member.userId}:0:fresh`, `${member.userId}:0:other`]).execute()).toEqual([]);
    // A wallet flagged for a promotion's lock: the wallet feature's rule decides, on the ledger path.
    await h.db.updateTable('wallets').set({ locked: 1 }).where('user_id', '=', member.userId).where('venue', '=', 'rlive').execute();
    const flagged = await moneyState(h);
    await expect(once(member, 'flagged', inward('rlive', 100))).rejects.toThrow();
    expect(await moneyState(h)).toEqual(flagged);
  });

  it('many transfers both ways at once neither deadlock, nor overdraw, nor leave a balance apart from its entries', async () => {
    const member = await freshMember();
    await sandboxCredit(h, member.userName, '10');
    await ensureWallet(h.db, member.userId, 'rlive');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, index) =>
        once(member, `race-${index}`, index % 2 === 0 ? inward('rlive', 60) : { inward: false, platType: 'rlive', amountMinor: 50 }),
      ),
    );
    const applied = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(applied.length).toBeGreaterThan(0);
    // Every refusal is a source without the money (the wallet CHECK, or the step's own look) or the guard, never a deadlock.
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(String(outcome.reason)).not.toMatch(/deadlock/);
    const rows = await movementsOf(member.userId);
    expect(rows.length).toBe(1 + applied.length);
    const central = (await walletRow(h, member.userId, 'central'))!;
    const venue = (await walletRow(h, member.userId, 'rlive'))!;
    expect(Number(central.balance_minor) + Number(venue.balance_minor)).toBe(1000);
    // afterEach's ledger check compares every balance with its entries.
  });

  it('over HTTP a key used by another call is refused as reused, and an unknown venue as unknown, by the ledger path', async () => {
    const member = await freshMember();
    await sandboxCredit(h, member.userName, '10');
    const token = await issueToken(h.db, h.clock, member.userId);
    await ensureWallet(h.db, member.userId, 'rlive');
    expectSuccess(await convert(token, 'central', 'rlive', '1.00', { 'idempotency-key': 'shared-key' }));
    expectFailure(await convert(token, 'rlive', 'central', '1.00', { 'idempotency-key': 'shared-key' }), 400, 'error.idempotencyKeyReused');
    expectFailure(await convert(token, 'central', 'nosuch', '1.00'), 400, 'error.unknownVenue');
    expect((await walletRow(h, member.userId, 'rlive'))!.balance_minor).toBe(100);
  });
});

/**
 * The ledger called directly on a database of its own (no app), at the edges its mutants showed untested: what a movement may be, what
 * counts as a replay of its key, what a pending movement holds and what its settlement answers, and
 * every line of the ledger check.
 */
describe('the ledger called directly', () => {
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
});
