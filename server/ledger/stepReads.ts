import type { Kysely } from 'kysely';
import { precompile } from '../db/precompiled';
import type { SqliteStep } from '../db/groupCommitSqlite';
import type { Database } from '../db/schema';
import type { LedgerWallet } from './accounts';

/** What the one-go steps (./inOneGo.ts) read of a member before they write: one statement each. */

/** A wallet row as a step reads it: the ledger's columns, its venue and its flag. */
export interface StepWallet extends LedgerWallet {
  venue: string;
  locked: number;
}

const memberWallets = precompile((db, args: { userId: number }) =>
  db.selectFrom('wallets').select(['id', 'user_id', 'venue', 'balance_minor', 'held_minor', 'locked']).where('user_id', '=', args.userId),
);

const toStepWallet = (row: StepWallet): StepWallet => ({
  id: row.id,
  user_id: Number(row.user_id),
  venue: row.venue,
  balance_minor: Number(row.balance_minor),
  held_minor: Number(row.held_minor),
  locked: Number(row.locked),
});

/** Every wallet of the member, keyed by venue. */
export const memberWalletsInStep = (db: Kysely<Database>, step: SqliteStep, userId: number) =>
  new Map(memberWallets.inStep(db, step, { userId }).rows.map((row) => [row.venue, toStepWallet(row)]));

/** The member's wallet mode and their wallet for the venue (null columns when they have none yet), in one read. */
const memberAndVenueWallet = precompile((db, args: { memberId: number; venue: string }) =>
  db
    .selectFrom('users')
    .leftJoin('wallets', (join) => join.onRef('wallets.user_id', '=', 'users.id').on('wallets.venue', '=', args.venue))
    .select(['users.wallet_type', 'wallets.id', 'wallets.user_id', 'wallets.venue', 'wallets.balance_minor', 'wallets.held_minor', 'wallets.locked'])
    .where('users.id', '=', args.memberId),
);

/** The member's wallet mode and wallet for `venue` (null when not open); null when there is no such member. */
export function memberAndWalletInStep(db: Kysely<Database>, step: SqliteStep, memberId: number, venue: string) {
  const found = memberAndVenueWallet.inStep(db, step, { memberId, venue }).rows[0];
  if (!found) return null;
  const wallet =
    found.id === null
      ? null
      : toStepWallet({
          id: found.id,
          user_id: Number(found.user_id),
          venue,
          balance_minor: Number(found.balance_minor),
          held_minor: Number(found.held_minor),
          locked: Number(found.locked),
        });
  return { walletType: Number(found.wallet_type), wallet };
}
