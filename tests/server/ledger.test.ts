import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
import { auditLedger, HOUSE, postMovement } from '../../server/ledger/ledger';
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
