import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { badRequest } from '../../errors';
import { formatMinor, parseAmount } from '../../../machines/rules/money';
import { transferProblem, transferProblemField } from '../../../machines/rules/transfer';
import { WALLET_TYPE, type WalletType } from '../../../machines/rules/wallet';
import { availableMinor, HOUSE, lockMember, newReference, type TransferDone, type TransferInOneGo } from '../../ledger/ledger';
import type { MovementKeys } from '../../ledger/idempotency';
import {
  balanceMap,
  balanceMapOf,
  CENTRAL_WALLET,
  lockMemberWallets,
  memberBalances,
  moveMemberMoney,
  requireVenue,
  type BalanceMap,
  type MemberBalances,
  type MemberWallet,
} from './wallets';
import { isWalletLocked, refuseIfWalletLocked } from './walletLock';
import { CONVERT_TYPE, MOVEMENT_KIND, REFERENCE_PREFIX, type ConvertType } from './recordTypes';

/**
 * Money between a member's central wallet and venue wallets (spec sections 2-4): transfers by hand
 * (record types 1 and 2), one-click recycling, transfer-free mode (types 5 and 6, records of their own
 * that move no money) and its automatic transfers on entering a venue (types 3 and 4), and the
 * sandbox's credits. Every balance change goes through the ledger (moveMemberMoney).
 */

/** An amount typed by a member in minor units, or a 400 with the shared rule's message. */
export function requireAmount(text: string): number {
  const parsed = parseAmount(text);
  if ('error' in parsed) throw badRequest(parsed.error);
  return parsed.minor;
}

export interface TransferRequest {
  from: string;
  to: string;
  amount: string;
}

/**
 * What a transfer leaves, as stored with its Idempotency-Key: the member's balances and the venue
 * wallet's, in minor units (the view formats them, for the first answer and a replay alike). The ledger's
 * one-go path stores the same (TransferDone), so either path's answer replays through the other.
 */
export type TransferOutcome = TransferDone & MemberBalances;

export interface ConvertAnswer {
  userBalanceMap: BalanceMap;
  wallet: { platType: string; balance: string; locked: boolean };
}

/** /apiCode/convertMoney's answer. */
export const convertAnswer = (outcome: TransferOutcome): ConvertAnswer => ({
  userBalanceMap: balanceMapOf(outcome),
  wallet: {
    platType: outcome.platType,
    balance: formatMinor(outcome.walletMinor),
    locked: isWalletLocked({ locked: outcome.walletLockFlag, balance_minor: outcome.walletMinor }),
  },
});

export interface Transfer {
  inward: boolean;
  platType: string;
  amountMinor: number;
}

/**
 * A transfer's direction, venue and amount, under the shared transfer rule (two different wallets,
 * one of them central, an amount a member may type); the contract has already checked the shapes.
 */
export function checkTransfer(request: TransferRequest): Transfer {
  const problem = transferProblem(request);
  if (problem !== null) throw badRequest(problem, {}, transferProblemField(problem));
  const inward = request.from === CENTRAL_WALLET;
  return { inward, platType: inward ? request.to : request.from, amountMinor: requireAmount(request.amount) };
}

/**
 * /apiCode/convertMoney's plain case as the ledger's one-go call (server/ledger/inOneGo.ts): the ledger
 * refuses it (and convertMoney then runs) for a wallet not open yet or under a promotion lock, a venue
 * that is not a platform, or money not there.
 */
export const transferInOneGo = (transfer: Transfer): TransferInOneGo => ({
  shape: 'transfer',
  from: transfer.inward ? CENTRAL_WALLET : transfer.platType,
  to: transfer.inward ? transfer.platType : CENTRAL_WALLET,
  platType: transfer.platType,
  amountMinor: transfer.amountMinor,
  kind: MOVEMENT_KIND.transfer,
  referencePrefix: REFERENCE_PREFIX.transfer,
  recordType: transfer.inward ? CONVERT_TYPE.quotaIn : CONVERT_TYPE.quotaOut,
});

/**
 * /apiCode/convertMoney: central to a venue (type 1) or a venue to central (type 2), inside `trx`;
 * a venue that is not one of the seeded platforms is refused.
 */
export async function convertMoney(
  trx: Transaction<Database>,
  clock: Clock,
  keys: MovementKeys,
  userId: number,
  transfer: Transfer,
): Promise<TransferOutcome> {
  await requireVenue(trx, transfer.platType);
  const wallets = await lockMemberWallets(trx, userId, [CENTRAL_WALLET, transfer.platType]);
  const central = wallets.get(CENTRAL_WALLET)!;
  const venue = wallets.get(transfer.platType)!;
  const [source, target] = transfer.inward ? [central, venue] : [venue, central];
  if (!transfer.inward) refuseIfWalletLocked(source);
  const { after } = await transferBetween(trx, clock, keys, userId, {
    from: source,
    to: target,
    amountMinor: transfer.amountMinor,
    convertType: transfer.inward ? CONVERT_TYPE.quotaIn : CONVERT_TYPE.quotaOut,
    platType: transfer.platType,
  });
  const venueAfter = after.get(venue.id)!;
  return {
    ...(await memberBalances(trx, userId)),
    platType: transfer.platType,
    walletMinor: venueAfter.balance_minor,
    walletLockFlag: venueAfter.locked,
  };
}

/** One transfer record: money from one of the member's wallets to another, both already locked. */
function transferBetween(
  trx: Transaction<Database>,
  clock: Clock,
  keys: MovementKeys,
  userId: number,
  move: { from: MemberWallet; to: MemberWallet; amountMinor: number; convertType: ConvertType; platType: string },
) {
  return moveMemberMoney(
    trx,
    clock,
    {
      key: keys(),
      kind: MOVEMENT_KIND.transfer,
      referencePrefix: REFERENCE_PREFIX.transfer,
      userId,
      recordType: move.convertType,
      platType: move.platType,
      amountMinor: move.amountMinor,
      legs: [
        { account: { walletId: move.from.id }, amountMinor: -move.amountMinor },
        { account: { walletId: move.to.id }, amountMinor: move.amountMinor },
      ],
    },
    [move.from, move.to],
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
 * of `convertType` each; `wallets` is kept up to date. Answers what moved.
 */
async function bringVenuesHome(
  trx: Transaction<Database>,
  clock: Clock,
  keys: MovementKeys,
  userId: number,
  wallets: Map<string, MemberWallet>,
  convertType: ConvertType,
  staying: string | null = null,
): Promise<{ platType: string; amountMinor: number }[]> {
  const moved = [];
  for (const wallet of [...wallets.values()]) {
    if (wallet.venue === CENTRAL_WALLET || wallet.venue === staying || availableMinor(wallet) <= 0 || isWalletLocked(wallet)) continue;
    // Money held by a pending movement stays where it is.
    const amountMinor = availableMinor(wallet);
    const central = wallets.get(CENTRAL_WALLET)!;
    const { after } = await transferBetween(trx, clock, keys, userId, { from: wallet, to: central, amountMinor, convertType, platType: wallet.venue });
    for (const changed of after.values()) wallets.set(changed.venue, changed);
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
export async function oneTouchTransfer(trx: Transaction<Database>, clock: Clock, keys: MovementKeys, userId: number): Promise<RecycleAnswer> {
  const wallets = await lockWalletsWithMoney(trx, userId, []);
  const moved = await bringVenuesHome(trx, clock, keys, userId, wallets, CONVERT_TYPE.quotaOut);
  return { recycled: formatMinor(totalMinor(moved)), userBalanceMap: await balanceMap(trx, userId) };
}

/**
 * /user/changeWalletType: transfer-free mode on or off, written as a mode switch record (shown as
 * transfer record type 5 or 6) beside the member's setting; no money moves. The mode already set is refused.
 */
export async function changeWalletType(
  trx: Transaction<Database>,
  clock: Clock,
  userId: number,
  walletType: WalletType,
): Promise<{ walletType: WalletType }> {
  // The member's turn (server/ledger/memberLock.ts): mode changes and automatic transfers of one member take turns.
  const member = await lockMember(trx, userId);
  if (member.wallet_type === walletType) throw badRequest('error.walletTypeUnchanged');
  await trx.updateTable('users').set({ wallet_type: walletType }).where('id', '=', userId).execute();
  const now = clock.now();
  await trx
    .insertInto('wallet_mode_switches')
    .values({ user_id: userId, wallet_type: walletType, reference: newReference(REFERENCE_PREFIX.transfer, now), created_at: now })
    .execute();
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
export async function enterVenue(
  trx: Transaction<Database>,
  clock: Clock,
  keys: MovementKeys,
  userId: number,
  platType: string,
): Promise<VenueEntry> {
  const member = await lockMember(trx, userId);
  await requireVenue(trx, platType);
  if (member.wallet_type !== WALLET_TYPE.transferFree) return { movedInMinor: 0, movedOut: [], userBalanceMap: await balanceMap(trx, userId) };
  const wallets = await lockWalletsWithMoney(trx, userId, [platType]);
  const movedOut = await bringVenuesHome(trx, clock, keys, userId, wallets, CONVERT_TYPE.freeOut, platType);
  const central = wallets.get(CENTRAL_WALLET)!;
  const centralMinor = availableMinor(central);
  if (centralMinor > 0) {
    await transferBetween(trx, clock, keys, userId, {
      from: central,
      to: wallets.get(platType)!,
      amountMinor: centralMinor,
      convertType: CONVERT_TYPE.freeIn,
      platType,
    });
  }
  return { movedInMinor: centralMinor, movedOut, userBalanceMap: await balanceMap(trx, userId) };
}

/** Sandbox only: credits the member's central wallet from the house's sandbox account (not a transfer record). */
export async function sandboxCredit(
  trx: Transaction<Database>,
  clock: Clock,
  userId: number,
  amountMinor: number,
  keys: MovementKeys,
): Promise<{ userBalanceMap: BalanceMap }> {
  const wallets = await lockMemberWallets(trx, userId, [CENTRAL_WALLET]);
  const central = wallets.get(CENTRAL_WALLET)!;
  await moveMemberMoney(
    trx,
    clock,
    {
      key: keys(),
      kind: MOVEMENT_KIND.sandboxAdjustment,
      referencePrefix: REFERENCE_PREFIX.sandboxAdjustment,
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
