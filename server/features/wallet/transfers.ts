import { isPostgres } from '../../db/dialect';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { badRequest } from '../../errors';
import { formatMinor, parseAmount } from '../../../machines/rules/money';
import {
  CONVERT_TYPE,
  HOUSE,
  isLocked,
  lockMemberWallets,
  MOVEMENT_KIND,
  postMovement,
  UNLOCK_BELOW_MINOR,
  type ConvertType,
  type LockedWallet,
} from '../../ledger/ledger';
import { balanceMap, CENTRAL_WALLET, requireVenue, type BalanceMap } from './wallets';

/**
 * Money between a member's central wallet and venue wallets (spec sections 2-4): transfers by hand
 * (record types 1 and 2), one-click recycling, transfer-free mode (types 5 and 6) and its automatic
 * transfers on entering a venue (types 3 and 4), and the sandbox's credits. Every balance change goes through ./ledger.ts.
 */

/** An amount typed by a member in minor units, or a 400 with the shared rule's message. */
export function requireAmount(text: string): number {
  const parsed = parseAmount(text);
  if ('error' in parsed) throw badRequest(parsed.error);
  return parsed.minor;
}

const walletView = (wallet: LockedWallet) => ({
  platType: wallet.venue,
  balance: formatMinor(wallet.balance_minor),
  locked: isLocked(wallet),
});

const refuseIfLocked = (wallet: LockedWallet) => {
  if (isLocked(wallet)) throw badRequest('error.walletLocked', { min: formatMinor(UNLOCK_BELOW_MINOR) });
};

export interface TransferRequest {
  from: string;
  to: string;
  amount: string;
}

export interface ConvertAnswer {
  userBalanceMap: BalanceMap;
  wallet: { platType: string; balance: string; locked: boolean };
}

export interface Transfer {
  inward: boolean;
  platType: string;
  amountMinor: number;
}

/** Checks a transfer's parameters before anything is read or written; answers its direction, venue and amount. */
export function checkTransfer(request: TransferRequest): Transfer {
  if (request.from === '') throw badRequest('error.badParameter', { name: 'from' });
  if (request.to === '') throw badRequest('error.badParameter', { name: 'to' });
  if (request.from === request.to) throw badRequest('error.sameWallet');
  if (request.from !== CENTRAL_WALLET && request.to !== CENTRAL_WALLET) throw badRequest('error.needsCentral');
  const inward = request.from === CENTRAL_WALLET;
  return { inward, platType: inward ? request.to : request.from, amountMinor: requireAmount(request.amount) };
}

/**
 * /apiCode/convertMoney: central to a venue (type 1) or a venue to central (type 2), inside `trx`;
 * a venue that is not one of the seeded platforms is refused.
 */
export async function convertMoney(trx: Transaction<Database>, clock: Clock, userId: number, transfer: Transfer): Promise<ConvertAnswer> {
  await requireVenue(trx, transfer.platType);
  const wallets = await lockMemberWallets(trx, userId, [CENTRAL_WALLET, transfer.platType]);
  const central = wallets.get(CENTRAL_WALLET)!;
  const venue = wallets.get(transfer.platType)!;
  const [source, target] = transfer.inward ? [central, venue] : [venue, central];
  if (!transfer.inward) refuseIfLocked(source);
  if (source.balance_minor < transfer.amountMinor) throw badRequest('error.insufficientBalance');
  const posted = await transferBetween(
    trx,
    clock,
    userId,
    {
      from: source,
      to: target,
      amountMinor: transfer.amountMinor,
      convertType: transfer.inward ? CONVERT_TYPE.quotaIn : CONVERT_TYPE.quotaOut,
      platType: transfer.platType,
    },
    wallets.values(),
  );
  return { userBalanceMap: await balanceMap(trx, userId), wallet: walletView(posted.wallets.get(venue.id)!) };
}

export interface RecycleAnswer {
  recycled: string;
  userBalanceMap: BalanceMap;
}

/** One transfer record: money from one of the member's wallets to another, both already locked. */
function transferBetween(
  trx: Transaction<Database>,
  clock: Clock,
  userId: number,
  move: { from: LockedWallet; to: LockedWallet; amountMinor: number; convertType: ConvertType; platType: string },
  locked: Iterable<LockedWallet> = [],
) {
  return postMovement(
    trx,
    clock,
    {
      kind: MOVEMENT_KIND.transfer,
      userId,
      convertType: move.convertType,
      platType: move.platType,
      amountMinor: move.amountMinor,
      legs: [
        { account: { walletId: move.from.id }, amountMinor: -move.amountMinor },
        { account: { walletId: move.to.id }, amountMinor: move.amountMinor },
      ],
    },
    locked,
  );
}

/** The member's central wallet, the `named` venues' wallets and every venue wallet holding money, locked. */
async function lockWalletsWithMoney(trx: Transaction<Database>, userId: number, named: string[]) {
  const holding = await trx
    .selectFrom('wallets')
    .select('venue')
    .where('user_id', '=', userId)
    .where('venue', 'not in', [CENTRAL_WALLET, ...named])
    .where('balance_minor', '>', 0)
    .execute();
  return lockMemberWallets(trx, userId, [CENTRAL_WALLET, ...named, ...holding.map((row) => row.venue)]);
}

/**
 * Every unlocked venue balance among `wallets`, except the `staying` venue's, back to central: one record
 * of `convertType` each. Answers what moved.
 */
async function bringVenuesHome(
  trx: Transaction<Database>,
  clock: Clock,
  userId: number,
  wallets: Map<string, LockedWallet>,
  convertType: ConvertType,
  staying: string | null = null,
): Promise<{ platType: string; amountMinor: number }[]> {
  const central = wallets.get(CENTRAL_WALLET)!;
  const moved = [];
  for (const wallet of wallets.values()) {
    if (wallet === central || wallet.venue === staying || wallet.balance_minor <= 0 || isLocked(wallet)) continue;
    const amountMinor = wallet.balance_minor;
    await transferBetween(trx, clock, userId, { from: wallet, to: central, amountMinor, convertType, platType: wallet.venue });
    moved.push({ platType: wallet.venue, amountMinor });
  }
  return moved;
}

const totalMinor = (moved: { amountMinor: number }[]) => moved.reduce((sum, one) => sum + one.amountMinor, 0);

export interface RecycleAnswer {
  recycled: string;
  userBalanceMap: BalanceMap;
}

/** /user/oneTouchTransfer: every unlocked venue balance back to central in one transaction, one type-2 record each. */
export async function oneTouchTransfer(trx: Transaction<Database>, clock: Clock, userId: number): Promise<RecycleAnswer> {
  const wallets = await lockWalletsWithMoney(trx, userId, []);
  const moved = await bringVenuesHome(trx, clock, userId, wallets, CONVERT_TYPE.quotaOut);
  return { recycled: formatMinor(totalMinor(moved)), userBalanceMap: await balanceMap(trx, userId) };
}

/**
 * Reads the member row locked (PostgreSQL), so mode changes and automatic transfers of one member take
 * turns; always before any wallet row. `for no key update` leaves the key-share locks that inserts
 * referencing the member take (movements, idempotency keys) free to proceed.
 */
async function lockMember(trx: Transaction<Database>, userId: number) {
  const query = trx.selectFrom('users').select(['id', 'wallet_type']).where('id', '=', userId);
  return (isPostgres(trx) ? query.forNoKeyUpdate() : query).executeTakeFirstOrThrow();
}

/** Reads walletType 0 or 1 from a parameter. */
export function requireWalletType(raw: string): 0 | 1 {
  if (raw === '0' || raw === '1') return Number(raw) as 0 | 1;
  throw badRequest('error.badParameter', { name: 'walletType' });
}

/** /user/changeWalletType: transfer-free mode on (type-5 record) or off (type 6); the mode already set is refused. */
export async function changeWalletType(
  trx: Transaction<Database>,
  clock: Clock,
  userId: number,
  walletType: 0 | 1,
): Promise<{ walletType: 0 | 1 }> {
  const member = await lockMember(trx, userId);
  if (Number(member.wallet_type) === walletType) throw badRequest('error.walletTypeUnchanged');
  await trx.updateTable('users').set({ wallet_type: walletType }).where('id', '=', userId).execute();
  await postMovement(trx, clock, {
    kind: MOVEMENT_KIND.transfer,
    userId,
    convertType: walletType === 1 ? CONVERT_TYPE.freeOn : CONVERT_TYPE.freeOff,
    amountMinor: 0,
    legs: [],
  });
  return { walletType };
}

export interface VenueEntry {
  /** Minor units moved from central into the venue (type 3); 0 when nothing moved. */
  movedInMinor: number;
  /** Venues whose balances came back to central first (type 4 each), with the amounts. */
  movedOut: { platType: string; amountMinor: number }[];
  userBalanceMap: BalanceMap;
}

/**
 * Transfer-free mode, on entering a venue (spec sections 3 and 4): the member's money follows them.
 * Every other venue balance comes back to central (type 4 each; a locked wallet stays where it is), then
 * the whole central balance goes into the venue (type 3). Nothing moves while the mode is off. Runs in
 * the caller's transaction, so a launch that fails afterwards moves nothing.
 */
export async function enterVenue(trx: Transaction<Database>, clock: Clock, userId: number, platType: string): Promise<VenueEntry> {
  const member = await lockMember(trx, userId);
  await requireVenue(trx, platType);
  if (Number(member.wallet_type) !== 1) return { movedInMinor: 0, movedOut: [], userBalanceMap: await balanceMap(trx, userId) };
  const wallets = await lockWalletsWithMoney(trx, userId, [platType]);
  const central = wallets.get(CENTRAL_WALLET)!;
  const movedOut = await bringVenuesHome(trx, clock, userId, wallets, CONVERT_TYPE.freeOut, platType);
  const centralMinor = central.balance_minor + totalMinor(movedOut);
  if (centralMinor > 0) {
    const move = { from: central, to: wallets.get(platType)!, amountMinor: centralMinor, convertType: CONVERT_TYPE.freeIn, platType };
    await transferBetween(trx, clock, userId, move);
  }
  return { movedInMinor: centralMinor, movedOut, userBalanceMap: await balanceMap(trx, userId) };
}

/** Sandbox only: credits the member's central wallet from the house's sandbox account (not a transfer record). */
export async function sandboxCredit(
  trx: Transaction<Database>,
  clock: Clock,
  userId: number,
  amountMinor: number,
): Promise<{ userBalanceMap: BalanceMap }> {
  const wallets = await lockMemberWallets(trx, userId, [CENTRAL_WALLET]);
  const central = wallets.get(CENTRAL_WALLET)!;
  await postMovement(
    trx,
    clock,
    {
      kind: MOVEMENT_KIND.sandboxAdjustment,
      userId,
      amountMinor,
      legs: [
        { account: { house: HOUSE.sandbox }, amountMinor: -amountMinor },
        { account: { walletId: central.id }, amountMinor },
      ],
    },
    wallets.values(),
  );
  return { userBalanceMap: await balanceMap(trx, userId) };
}
