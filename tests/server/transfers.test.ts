import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/schema';
import { DomainError } from '../../server/errors';
import { movementKeysOf } from '../../server/ledger/idempotency';
import {
  changeWalletType,
  checkTransfer,
  convertAnswer,
  convertMoney,
  enterVenue,
  oneTouchTransfer,
  requireAmount,
  sandboxCredit,
} from '../../server/features/wallet/transfers';
import { auditLedger } from '../../server/ledger/ledger';
import { WALLET_TYPE } from '../../machines/rules/wallet';
import { moneyFixture, type MoneyFixture } from './moneyFixture';

/**
 * The wallet's transfers called directly on a database of their own: transfers both ways, the
 * promotion lock at 5.00, one-click recycling, transfer-free mode and its automatic transfers, the
 * sandbox credit; what each answers and what each writes.
 */

let f: MoneyFixture;
beforeAll(async () => {
  f = await moneyFixture({ venues: true });
});
afterAll(() => f.close());

const tx = <T>(work: (trx: Transaction<Database>) => Promise<T>) => f.db.transaction().execute(work);
let serial = 0;
const keys = () => movementKeysOf(0, `t${++serial}`);

const failureOf = async (run: () => unknown) => {
  try {
    await run();
  } catch (error) {
    return error instanceof DomainError ? `${error.code} ${error.messageKey}${error.field ? ` @${error.field}` : ''}` : (error as Error).message;
  }
  return 'accepted';
};

/** A member with `minor` credited to central from the sandbox. */
async function memberWith(minor: number) {
  const userId = await f.member();
  if (minor > 0) await tx((trx) => sandboxCredit(trx, f.clock, userId, minor, keys()));
  return userId;
}

const balances = async (userId: number) =>
  Object.fromEntries(
    (await f.db.selectFrom('wallets').select(['venue', 'balance_minor']).where('user_id', '=', userId).orderBy('venue').execute())
      .filter((row) => Number(row.balance_minor) !== 0)
      .map((row) => [row.venue, Number(row.balance_minor)]),
  );

const records = async (userId: number) =>
  (
    await f.db
      .selectFrom('movements')
      .select(['kind', 'convert_type', 'plat_type', 'amount_minor', 'reference'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
  ).map((row) => `${row.kind}/${row.convert_type}/${row.plat_type}/${Number(row.amount_minor)}/${row.reference.slice(0, 2)}`);

const transfer = (userId: number, from: string, to: string, amount: string) =>
  tx((trx) => convertMoney(trx, f.clock, keys(), userId, checkTransfer({ from, to, amount })));

const lockVenue = (userId: number, venue: string) =>
  f.db.updateTable('wallets').set({ locked: 1 }).where('user_id', '=', userId).where('venue', '=', venue).execute();

describe('checking a transfer', () => {
  it('takes central to a venue or back, with the amount in minor units', () => {
    expect(checkTransfer({ from: 'central', to: 'rlive', amount: '12.34' })).toEqual({ inward: true, platType: 'rlive', amountMinor: 1234 });
    expect(checkTransfer({ from: 'nsb', to: 'central', amount: '0.01' })).toEqual({ inward: false, platType: 'nsb', amountMinor: 1 });
    expect(requireAmount('5')).toBe(500);
  });

  it('refuses one wallet twice or two venues on the wallets, and a bad amount on the amount', async () => {
    expect(await failureOf(() => checkTransfer({ from: 'rlive', to: 'rlive', amount: '1' }))).toBe('400 transfer.sameWallet @to');
    expect(await failureOf(() => checkTransfer({ from: 'rlive', to: 'nsb', amount: '1' }))).toBe('400 transfer.needsCentral @to');
    expect(await failureOf(() => checkTransfer({ from: 'central', to: 'nsb', amount: '0' }))).toMatch(/^400 \S+ @amount$/);
    expect(await failureOf(() => requireAmount('1.234'))).toMatch(/^400 /);
  });
});

describe('convertMoney', () => {
  it('moves money in (type 1) and out (type 2) and answers both balances and the venue wallet', async () => {
    const userId = await memberWith(1000);
    const inward = await transfer(userId, 'central', 'rlive', '3.00');
    expect(inward).toEqual({ centralMinor: 700, venuesMinor: 300, platType: 'rlive', walletMinor: 300, walletLockFlag: 0 });
    expect(convertAnswer(inward)).toEqual({
      userBalanceMap: { userBalance: '7.00', venueBalance: '3.00', totalBalance: '10.00' },
      wallet: { platType: 'rlive', balance: '3.00', locked: false },
    });
    const outward = await transfer(userId, 'rlive', 'central', '1.00');
    expect(outward).toMatchObject({ centralMinor: 800, venuesMinor: 200, platType: 'rlive', walletMinor: 200 });
    expect(await records(userId)).toEqual(['sandbox_adjustment/null/null/1000/SB', 'transfer/1/rlive/300/TR', 'transfer/2/rlive/100/TR']);
    expect(await failureOf(() => transfer(userId, 'central', 'nosuch', '1'))).toBe('400 error.unknownVenue');
    expect(await failureOf(() => transfer(userId, 'rlive', 'central', '2.01'))).toBe('400 error.insufficientBalance');
    expect((await auditLedger(f.db)).problems).toEqual([]);
  });

  it('refuses a transfer out of a locked venue wallet at 5.00, takes one at 4.99, and takes transfers in', async () => {
    const userId = await memberWith(2000);
    await transfer(userId, 'central', 'nsb', '5.00');
    await lockVenue(userId, 'nsb');
    expect(await failureOf(() => transfer(userId, 'nsb', 'central', '0.01'))).toBe('400 error.walletLocked');
    const topped = await transfer(userId, 'central', 'nsb', '1.00');
    expect(convertAnswer(topped).wallet).toEqual({ platType: 'nsb', balance: '6.00', locked: true });
    expect(topped.walletLockFlag).toBe(1);
    await transfer(userId, 'central', 'rlive', '4.99');
    await lockVenue(userId, 'rlive');
    const out = await transfer(userId, 'rlive', 'central', '4.99');
    expect(out).toMatchObject({ walletMinor: 0, walletLockFlag: 0 });
  });
});

describe('oneTouchTransfer', () => {
  it('brings every unlocked venue balance home, one type-2 record each, and answers the total', async () => {
    const userId = await memberWith(3000);
    await transfer(userId, 'central', 'rlive', '4.00');
    await transfer(userId, 'central', 'nsb', '6.00');
    await transfer(userId, 'central', 'atx', '7.00');
    await lockVenue(userId, 'atx');
    const before = (await records(userId)).length;
    const answer = await tx((trx) => oneTouchTransfer(trx, f.clock, keys(), userId));
    expect(answer).toEqual({ recycled: '10.00', userBalanceMap: { userBalance: '23.00', venueBalance: '7.00', totalBalance: '30.00' } });
    expect((await records(userId)).slice(before).sort()).toEqual(['transfer/2/nsb/600/TR', 'transfer/2/rlive/400/TR']);
    expect(await balances(userId)).toEqual({ atx: 700, central: 2300 });
    const empty = await tx((trx) => oneTouchTransfer(trx, f.clock, keys(), userId));
    expect(empty.recycled).toBe('0.00');
  });

  it('leaves money held by a pending movement where it is, and brings the rest', async () => {
    const userId = await memberWith(1000);
    await transfer(userId, 'central', 'rlive', '5.00');
    await f.db.updateTable('wallets').set({ held_minor: 200 }).where('user_id', '=', userId).where('venue', '=', 'rlive').execute();
    const answer = await tx((trx) => oneTouchTransfer(trx, f.clock, keys(), userId));
    expect(answer.recycled).toBe('3.00');
    expect(await balances(userId)).toEqual({ central: 800, rlive: 200 });
    await f.db.updateTable('wallets').set({ held_minor: 0 }).where('user_id', '=', userId).where('venue', '=', 'rlive').execute();
  });

  it('skips a venue whose whole balance is held, and opens no wallet', async () => {
    const userId = await memberWith(1000);
    await transfer(userId, 'central', 'rlive', '5.00');
    await transfer(userId, 'central', 'nsb', '1.00');
    await f.db.updateTable('wallets').set({ held_minor: 500 }).where('user_id', '=', userId).where('venue', '=', 'rlive').execute();
    const answer = await tx((trx) => oneTouchTransfer(trx, f.clock, keys(), userId));
    expect(answer.recycled).toBe('1.00');
    expect(await balances(userId)).toEqual({ central: 500, rlive: 500 });
    const venues = await f.db.selectFrom('wallets').select('venue').where('user_id', '=', userId).orderBy('venue').execute();
    expect(venues.map((row) => row.venue)).toEqual(['central', 'nsb', 'rlive']);
    await f.db.updateTable('wallets').set({ held_minor: 0 }).where('user_id', '=', userId).where('venue', '=', 'rlive').execute();
  });
});

describe('transfer-free mode', () => {
  it('is switched on (type 5 record, a TR reference) and off, and the mode already set is refused', async () => {
    const userId = await memberWith(0);
    expect(await tx((trx) => changeWalletType(trx, f.clock, userId, WALLET_TYPE.transferFree))).toEqual({ walletType: 1 });
    expect(await failureOf(() => tx((trx) => changeWalletType(trx, f.clock, userId, WALLET_TYPE.transferFree)))).toBe(
      '400 error.walletTypeUnchanged',
    );
    expect(await tx((trx) => changeWalletType(trx, f.clock, userId, WALLET_TYPE.manual))).toEqual({ walletType: 0 });
    const switches = await f.db.selectFrom('wallet_mode_switches').select(['wallet_type', 'reference', 'created_at']).where('user_id', '=', userId).orderBy('id').execute();
    expect(switches.map((row) => Number(row.wallet_type))).toEqual([1, 0]);
    for (const row of switches) {
      expect(row.reference).toMatch(new RegExp(`^TR${f.clock.now()}[0-9A-F]{8}$`));
      expect(Number(row.created_at)).toBe(f.clock.now());
    }
    expect(Number((await f.db.selectFrom('users').select('wallet_type').where('id', '=', userId).executeTakeFirstOrThrow()).wallet_type)).toBe(0);
  });

  it('on entering a venue: other venues come home (type 4, not a locked one), then all of central goes in (type 3)', async () => {
    const userId = await memberWith(5000);
    await transfer(userId, 'central', 'rlive', '4.00');
    await transfer(userId, 'central', 'atx', '9.00');
    await transfer(userId, 'central', 'nsb', '2.00');
    await lockVenue(userId, 'atx');
    const before = (await records(userId)).length;
    await tx((trx) => changeWalletType(trx, f.clock, userId, WALLET_TYPE.transferFree));
    const entry = await tx((trx) => enterVenue(trx, f.clock, keys(), userId, 'nsb'));
    expect(entry.movedOut).toEqual([{ platType: 'rlive', amountMinor: 400 }]);
    expect(entry.movedInMinor).toBe(3900);
    expect(entry.userBalanceMap).toEqual({ userBalance: '0.00', venueBalance: '50.00', totalBalance: '50.00' });
    expect(await balances(userId)).toEqual({ atx: 900, nsb: 4100 });
    expect((await records(userId)).slice(before)).toEqual(['transfer/4/rlive/400/TR', 'transfer/3/nsb/3900/TR']);
  });

  it('opens the wallet of a venue never used and moves central into it', async () => {
    const userId = await memberWith(700);
    await tx((trx) => changeWalletType(trx, f.clock, userId, WALLET_TYPE.transferFree));
    const entry = await tx((trx) => enterVenue(trx, f.clock, keys(), userId, 'gsport'));
    expect(entry).toEqual({ movedInMinor: 700, movedOut: [], userBalanceMap: { userBalance: '0.00', venueBalance: '7.00', totalBalance: '7.00' } });
    expect(await balances(userId)).toEqual({ gsport: 700 });
  });

  it('moves nothing when the mode is off, or when central is empty', async () => {
    const userId = await memberWith(1000);
    await transfer(userId, 'central', 'rlive', '2.00');
    const off = await tx((trx) => enterVenue(trx, f.clock, keys(), userId, 'nsb'));
    expect(off).toEqual({ movedInMinor: 0, movedOut: [], userBalanceMap: { userBalance: '8.00', venueBalance: '2.00', totalBalance: '10.00' } });
    await tx((trx) => changeWalletType(trx, f.clock, userId, WALLET_TYPE.transferFree));
    await tx((trx) => enterVenue(trx, f.clock, keys(), userId, 'rlive'));
    expect(await balances(userId)).toEqual({ rlive: 1000 });
    const before = (await records(userId)).length;
    const again = await tx((trx) => enterVenue(trx, f.clock, keys(), userId, 'rlive'));
    expect(again.movedInMinor).toBe(0);
    expect(again.movedOut).toEqual([]);
    expect((await records(userId)).length).toBe(before);
    expect(await failureOf(() => tx((trx) => enterVenue(trx, f.clock, keys(), userId, 'nosuch')))).toBe('400 error.unknownVenue');
  });
});

describe('the sandbox credit', () => {
  it('credits central from the sandbox house account, an SB record of no transfer type', async () => {
    const userId = await f.member();
    const answer = await tx((trx) => sandboxCredit(trx, f.clock, userId, 1234, keys()));
    expect(answer).toEqual({ userBalanceMap: { userBalance: '12.34', venueBalance: '0.00', totalBalance: '12.34' } });
    expect(await records(userId)).toEqual(['sandbox_adjustment/null/null/1234/SB']);
    const entries = await f.db
      .selectFrom('ledger_entries')
      .innerJoin('movements', 'movements.id', 'ledger_entries.movement_id')
      .select(['ledger_entries.house_account', 'ledger_entries.amount_minor'])
      .where('movements.user_id', '=', userId)
      .orderBy('ledger_entries.amount_minor')
      .execute();
    expect(entries.map((row) => [row.house_account, Number(row.amount_minor)])).toEqual([
      ['sandbox', -1234],
      [null, 1234],
    ]);
  });
});
