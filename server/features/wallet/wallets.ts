import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { badRequest } from '../../errors';
import { precompile } from '../../db/precompiled';
import { formatMinor } from '../../../machines/rules/money';
import { languageIdOf, type LanguageCode } from '../../../machines/rules/language';
import { flagWallet, lockInIdOrder, openWallets, postMovement, type Movement, type MovementInput, type LedgerWallet } from '../../ledger/ledger';
import { CENTRAL_WALLET } from '../../../machines/rules/wallet';
import type { BalanceMap } from '../../../contract/wallet';
import { isWalletLocked, releaseDrainedLocks, UNLOCK_BELOW_MINOR } from './walletLock';

/**
 * Wallet rows and what members read of them. A member has the central wallet (opened at registration)
 * and one wallet per venue, keyed by the platform's plat_type and opened on first use. Balances are
 * only ever changed, and wallets only opened and flagged, by the ledger (server/ledger/).
 */

/** A member's wallet row as the wallet feature reads it for a movement: the ledger's columns, the venue and the lock. */
export interface MemberWallet extends LedgerWallet {
  venue: string;
  locked: number;
}

const MEMBER_WALLET_COLUMNS = ['id', 'user_id', 'venue', 'balance_minor', 'held_minor', 'locked'] as const;

const toMemberWallet = (row: MemberWallet): MemberWallet => ({
  ...row,
  balance_minor: Number(row.balance_minor),
  held_minor: Number(row.held_minor),
  locked: Number(row.locked),
});

/** The common case of lockMemberWallets (a transfer's two wallets, or one named twice), precompiled. */
const lockTwoWallets = precompile((db, args: { userId: number; first: string; second: string }) =>
  db
    .selectFrom('wallets')
    .select(MEMBER_WALLET_COLUMNS)
    .where('user_id', '=', args.userId)
    .where('venue', 'in', [args.first, args.second])
    .$call(lockInIdOrder(db)),
);

/**
 * A member's wallets for the named venues (central or plat_types), locked for the rest of the
 * transaction (see lockInIdOrder) and keyed by venue; a wallet the member has never used is opened at
 * 0.00 first.
 */
export async function lockMemberWallets(
  db: Kysely<Database>,
  userId: number,
  venues: string[],
): Promise<Map<string, MemberWallet>> {
  const read = () =>
    venues.length <= 2
      ? lockTwoWallets.execute(db, { userId, first: venues[0], second: venues[1] ?? venues[0] })
      : db
          .selectFrom('wallets')
          .select(MEMBER_WALLET_COLUMNS)
          .where('user_id', '=', userId)
          .where('venue', 'in', venues)
          .$call(lockInIdOrder(db))
          .execute();
  let rows = await read();
  if (rows.length < new Set(venues).size) {
    const held = new Set(rows.map((row) => row.venue));
    await openWallets(db, userId, [...new Set(venues.filter((venue) => !held.has(venue)))]);
    rows = await read();
  }
  return new Map(rows.sort((a, b) => a.id - b.id).map((row) => [row.venue, toMemberWallet(row)]));
}

/**
 * The wallet feature's door to the ledger: one single-phase movement on the member's locked wallets,
 * then the promotion lock of any wallet it drained under 5.00 ends. Answers the movement and the
 * wallets as they stand after it.
 */
export async function moveMemberMoney(
  trx: Transaction<Database>,
  clock: Clock,
  input: MovementInput,
  wallets: Iterable<MemberWallet>,
): Promise<{ movement: Movement; after: Map<number, MemberWallet> }> {
  const before = new Map([...wallets].map((wallet) => [wallet.id, wallet]));
  const movement = await postMovement(trx, clock, input, before.values());
  const after = new Map<number, MemberWallet>();
  for (const [id, moved] of movement.wallets) {
    const wallet = before.get(id);
    if (wallet) after.set(id, { ...wallet, balance_minor: moved.balance_minor, held_minor: moved.held_minor });
  }
  if (!movement.replayed) {
    await releaseDrainedLocks(trx, after.values());
    for (const wallet of after.values()) if (wallet.locked === 1 && !isWalletLocked(wallet)) wallet.locked = 0;
  }
  return { movement, after };
}

export { CENTRAL_WALLET, type BalanceMap };

export async function openCentralWallet(trx: Transaction<Database>, userId: number): Promise<void> {
  await openWallets(trx, userId, [CENTRAL_WALLET]);
}

/** The id of the member's wallet for `venue` (central or a plat_type), opening it at 0.00 when missing. */
export async function ensureWallet(db: Kysely<Database>, userId: number, venue: string): Promise<number> {
  return (await lockMemberWallets(db, userId, [venue])).get(venue)!.id;
}

const platformByType = precompile((db, args: { platType: string }) =>
  db.selectFrom('platforms').select('plat_type').where('plat_type', '=', args.platType),
);

/** The venue's platform row, or a 400 (error.unknownVenue) for anything that is not one of the seeded venues. */
export async function requireVenue(db: Kysely<Database>, platType: string) {
  if (platType === '' || platType === CENTRAL_WALLET || platType.length > 32) throw badRequest('error.unknownVenue');
  const venue = await platformByType.executeTakeFirst(db, { platType });
  if (!venue) throw badRequest('error.unknownVenue');
  return venue;
}

/** The central wallet's available money: what withdrawals under review hold is not the member's to move. */
export async function centralBalance(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wallets')
    .select((eb) => eb('balance_minor', '-', eb.ref('held_minor')).as('balance_minor'))
    .where('user_id', '=', userId)
    .where('venue', '=', CENTRAL_WALLET)
    .executeTakeFirst();
  return Number(row?.balance_minor ?? 0);
}

/** A member's money in minor units: the central wallet, and all venue wallets together. */
export interface MemberBalances {
  centralMinor: number;
  venuesMinor: number;
}

/** The balance map of spec section 3: userBalance is the central wallet; venueBalance sums the venue wallets. */
export const balanceMapOf = ({ centralMinor, venuesMinor }: MemberBalances): BalanceMap => ({
  userBalance: formatMinor(centralMinor),
  venueBalance: formatMinor(venuesMinor),
  totalBalance: formatMinor(centralMinor + venuesMinor),
});

const memberWalletBalances = precompile((db, args: { userId: number }) =>
  db.selectFrom('wallets').select(['venue', 'balance_minor']).where('user_id', '=', args.userId),
);

export async function memberBalances(db: Kysely<Database>, userId: number): Promise<MemberBalances> {
  return balancesOf(await memberWalletBalances.execute(db, { userId }));
}

function balancesOf(rows: { venue: string; balance_minor: number }[]): MemberBalances {
  let centralMinor = 0;
  let venuesMinor = 0;
  for (const row of rows) {
    if (row.venue === CENTRAL_WALLET) centralMinor += Number(row.balance_minor);
    else venuesMinor += Number(row.balance_minor);
  }
  return { centralMinor, venuesMinor };
}

export async function balanceMap(db: Kysely<Database>, userId: number): Promise<BalanceMap> {
  return balanceMapOf(await memberBalances(db, userId));
}

/** Central balance, transfer-free mode and every venue wallet in the platforms table's order. */
export async function walletOverview(db: Kysely<Database>, userId: number, language: LanguageCode) {
  const user = await db.selectFrom('users').select('wallet_type').where('id', '=', userId).executeTakeFirstOrThrow();
  const venues = await db
    .selectFrom('platforms')
    .leftJoin('wallets', (join) => join.onRef('wallets.venue', '=', 'platforms.plat_type').on('wallets.user_id', '=', userId))
    .innerJoin('platforms_texts as title', (join) =>
      join.onRef('title.plat_type', '=', 'platforms.plat_type').on('title.language_type', '=', languageIdOf(language)),
    )
    .innerJoin('platforms_texts as english', (join) =>
      join.onRef('english.plat_type', '=', 'platforms.plat_type').on('english.language_type', '=', languageIdOf('en')),
    )
    .select([
      'platforms.plat_type',
      'platforms.game_type',
      'title.title',
      'english.title as eng',
      'wallets.balance_minor',
      'wallets.locked',
    ])
    .orderBy('platforms.sort')
    .execute();
  const venueMinor = venues.reduce((sum, venue) => sum + Number(venue.balance_minor ?? 0), 0);
  return {
    walletType: Number(user.wallet_type),
    centralBalance: formatMinor(await centralBalance(db, userId)),
    venueBalance: formatMinor(venueMinor),
    walletList: venues.map((venue) => {
      const balance = Number(venue.balance_minor ?? 0);
      return {
        platType: venue.plat_type,
        gameType: venue.game_type,
        apiTitle: venue.title,
        eng: venue.eng,
        balance: formatMinor(balance),
        locked: isWalletLocked({ locked: Number(venue.locked ?? 0), balance_minor: balance }),
      };
    }),
  };
}

/** One venue wallet as the API shows it; a venue never used reads 0.00 and unlocked. */
export async function venueWalletView(db: Kysely<Database>, userId: number, platType: string) {
  const row = await db
    .selectFrom('wallets')
    .select(['balance_minor', 'locked'])
    .where('user_id', '=', userId)
    .where('venue', '=', platType)
    .executeTakeFirst();
  const balance = Number(row?.balance_minor ?? 0);
  const locked = row ? isWalletLocked({ locked: Number(row.locked), balance_minor: balance }) : false;
  return { platType, balance: formatMinor(balance), locked };
}

/**
 * Locks a venue wallet for a promotion's turnover (the promotions issue will call this): it then refuses
 * transfers out until its balance falls under 5.00. A wallet already under 5.00 is not locked; answers
 * whether the wallet is now locked.
 */
export async function lockVenueWallet(db: Kysely<Database>, userId: number, platType: string): Promise<boolean> {
  await requireVenue(db, platType);
  return flagWallet(db, await ensureWallet(db, userId, platType), UNLOCK_BELOW_MINOR);
}
