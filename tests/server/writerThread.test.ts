import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../server/db/connect';
import { isUniqueViolation } from '../../server/db/dialect';
import { migrateToLatest } from '../../server/db/migrate';
import { carryError } from '../../server/db/writerThread';
import { DomainError } from '../../server/errors';
import { runStepNamed } from '../../server/steps';
import { startHarness, type Harness } from './harness';
import { createMember, expectLedgerClean, expectSuccess, moneyPost, newUuid, sandboxCredit } from './flows';

/**
 * A server's SQLite writes run in a thread of their own (server/db/writerThread.ts). Always on a SQLite
 * file, whatever engine the run is for: the thread is SQLite's. The money calls keep every promise of
 * the in-process driver: each transfer applied once, replays answered from the key, refusals moving
 * nothing, the books clean; Kysely transactions commit and roll back whole; errors keep their codes.
 */

describe('money through the writer thread', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({}, { writerThread: true });
  }, 30_000);
  afterAll(() => h.close());

  const convert = (token: string, amount: string, headers: Record<string, string> = {}) =>
    moneyPost(h, token, '/apiCode/convertMoney', { query: { from: 'central', to: 'rlive', amount }, headers });

  it('applies concurrent transfers exactly once, replays a key, and keeps the books clean', async () => {
    const member = await createMember(h, 'writer01');
    await sandboxCredit(h, member.userName, '100.00');
    const keys = Array.from({ length: 60 }, () => newUuid());
    const answers = await Promise.all(keys.map((key) => convert(member.token, '1.00', { 'idempotency-key': key })));
    for (const answer of answers) expectSuccess(answer);
    // The same keys again, at once: each answers its first result and moves nothing.
    const replays = await Promise.all(keys.slice(0, 10).map((key) => convert(member.token, '1.00', { 'idempotency-key': key })));
    for (const replay of replays) expectSuccess(replay);
    const wallets = await h.db.selectFrom('wallets').select(['venue', 'balance_minor']).where('user_id', '=', member.userId).execute();
    expect(Object.fromEntries(wallets.map((wallet) => [wallet.venue, Number(wallet.balance_minor)]))).toEqual({ central: 4_000, rlive: 6_000 });
    expect(await h.db.selectFrom('idempotency_keys').select(sql<number>`count(*)`.as('n')).where('user_id', '=', member.userId).executeTakeFirst())
      .toMatchObject({ n: 61 });
    await expectLedgerClean(h);
  });

  it('refuses a transfer beyond the balance and moves nothing', async () => {
    const member = await createMember(h, 'writer02');
    await sandboxCredit(h, member.userName, '5.00');
    const refused = await convert(member.token, '5.01');
    expect(refused.body.code).not.toBe(0);
    const wallets = await h.db.selectFrom('wallets').select(['venue', 'balance_minor']).where('user_id', '=', member.userId).execute();
    expect(wallets.find((wallet) => wallet.venue === 'central')?.balance_minor).toBe(500);
    expect(wallets.find((wallet) => wallet.venue === 'rlive')?.balance_minor ?? 0).toBe(0);
    await expectLedgerClean(h);
  });

  it('runs a named step in the thread: the whole transfer and its stored answer in one call', async () => {
    const member = await createMember(h, 'writer04');
    await sandboxCredit(h, member.userName, '10.00');
    // The first transfer to a venue opens its wallet (the ordinary path); the step takes the plain case.
    expectSuccess(await convert(member.token, '1.00'));
    const key = newUuid();
    // This database has no in-process steps (its writes are in the thread): only the thread can answer.
    const outcome = await runStepNamed(h.db, h.clock, 'transfer', {
      userId: member.userId,
      key,
      request: 'POST /apiCode/convertMoney {}',
      movementKey: `${member.userId}:0:${key}`,
      transfer: { platType: 'rlive', amountMinor: 250, inward: true },
    });
    expect(outcome).toMatchObject({ platType: 'rlive', walletMinor: 350, walletLockFlag: 0 });
    const stored = await h.db.selectFrom('idempotency_keys').select('idem_key').where('user_id', '=', member.userId).execute();
    expect(stored.map((row) => row.idem_key)).toContain(key);
    await expectLedgerClean(h);
  });

  it('plays sandbox rounds through the thread: each bet settled once, the venue wallet and the books whole', async () => {
    const member = await createMember(h, 'writer05');
    await sandboxCredit(h, member.userName, '100.00');
    expectSuccess(await moneyPost(h, member.token, '/apiCode/convertMoney', { query: { from: 'central', to: 'pgx', amount: '50.00' } }));
    const rounds = await Promise.all(
      Array.from({ length: 12 }, () => moneyPost(h, member.token, '/sandbox/venue/pgx/round', { payload: { stake: '2.00' } })),
    );
    for (const round of rounds) expectSuccess(round);
    const bets = await h.db.selectFrom('bets').select(['stake_minor', 'payout_minor', 'status']).where('user_id', '=', member.userId).execute();
    expect(bets).toHaveLength(12);
    const paid = bets.reduce((sum, bet) => sum + Number(bet.payout_minor), 0);
    const venue = await h.db.selectFrom('wallets').select('balance_minor').where('user_id', '=', member.userId).where('venue', '=', 'pgx').executeTakeFirstOrThrow();
    expect(Number(venue.balance_minor)).toBe(5_000 - 12 * 200 + paid);
    await expectLedgerClean(h);
  });

  it('answers a step that does not apply (a key already used) with a failure, having written nothing', async () => {
    const member = await createMember(h, 'writer03');
    await sandboxCredit(h, member.userName, '10.00');
    const key = newUuid();
    expectSuccess(await convert(member.token, '2.00', { 'idempotency-key': key }));
    const before = await h.db.selectFrom('movements').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const again = runStepNamed(h.db, h.clock, 'transfer', {
      userId: member.userId,
      key,
      request: 'POST /apiCode/convertMoney {}',
      movementKey: `${member.userId}:0:${key}`,
      transfer: { platType: 'rlive', amountMinor: 200, inward: true },
    });
    await expect(again).rejects.toMatchObject({ name: 'NotPlain' });
    expect(await h.db.selectFrom('movements').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).toEqual(before);
  });
});

describe('Kysely over the writer thread', () => {
  let folder: string;
  let db: ReturnType<typeof openSqlite>;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'writer-kysely-'));
    db = openSqlite(join(folder, 'site.db'), { writerThread: true });
    await migrateToLatest(db);
    await sql`create table note (id integer primary key, body text not null unique)`.execute(db);
  }, 30_000);
  afterAll(async () => {
    await db.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  const notes = async () => (await sql<{ body: string }>`select body from note order by id`.execute(db)).rows.map((row) => row.body);

  it('commits a transaction whole, and a read outside it sees it at once', async () => {
    await db.transaction().execute(async (trx) => {
      await sql`insert into note (body) values ('one')`.execute(trx);
      // Inside the transaction its own write is visible.
      expect((await sql<{ n: number }>`select count(*) as n from note`.execute(trx)).rows[0].n).toBe(1);
      await sql`insert into note (body) values ('two')`.execute(trx);
    });
    expect(await notes()).toEqual(['one', 'two']);
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into note (body) values ('three')`.execute(trx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await notes()).toEqual(['one', 'two']);
  });

  it('keeps a constraint error recognisable across the thread', async () => {
    const error = await sql`insert into note (body) values ('one')`.execute(db).catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    const inTransaction = await db
      .transaction()
      .execute((trx) => sql`insert into note (body) values ('two')`.execute(trx))
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(inTransaction)).toBe(true);
    expect(await notes()).toEqual(['one', 'two']);
  });

  it('runs transactions that overlap one after another, each whole', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        db.transaction().execute(async (trx) => {
          await sql`insert into note (body) values (${`a${index}`})`.execute(trx);
          await sql`insert into note (body) values (${`b${index}`})`.execute(trx);
        }),
      ),
    );
    const bodies = await notes();
    expect(bodies).toHaveLength(42);
    for (let index = 0; index < 20; index++) expect(bodies.indexOf(`b${index}`)).toBe(bodies.indexOf(`a${index}`) + 1);
  });

  it('leaves what it committed in the file for the next opening', { timeout: 30_000 }, async () => {
    const file = join(folder, 'reopen.db');
    const first = openSqlite(file, { writerThread: true });
    await sql`create table kept (value integer not null)`.execute(first);
    await sql`insert into kept (value) values (7)`.execute(first);
    await first.destroy();
    const second = openSqlite(file);
    expect((await sql<{ value: number }>`select value from kept`.execute(second)).rows).toEqual([{ value: 7 }]);
    await second.destroy();
  });
});

describe('errors crossing the thread', () => {
  it('carries a domain error with its code, message key, values and field', () => {
    expect(carryError(new DomainError(400, 'error.amountInvalid', { max: 5 }, { note: 1 }, 'amount'))).toEqual({
      domain: true,
      code: 400,
      messageKey: 'error.amountInvalid',
      values: { max: 5 },
      extra: { note: 1 },
      field: 'amount',
    });
  });

  it('carries any other error with its name, message and code', () => {
    const error = Object.assign(new Error('UNIQUE constraint failed: note.body'), { name: 'SqliteError', code: 'SQLITE_CONSTRAINT_UNIQUE' });
    expect(carryError(error)).toEqual({ domain: false, name: 'SqliteError', message: 'UNIQUE constraint failed: note.body', code: 'SQLITE_CONSTRAINT_UNIQUE' });
  });
});
