/**
 * The ledger: the one place that changes a balance, in the manner of TigerBeetle. A movement is a row with
 * a key given by its caller (unique: its id and its idempotency key), plus entries against member wallets
 * or house accounts that sum to zero. It is either single-phase (the entries apply at once) or two-phase:
 * a pending movement reserves what it would take from each wallet (held_minor) without moving it, and is
 * later posted (its entries apply, the hold goes) or voided (the hold goes), exactly once.
 *
 * A wallet's available money is balance − held; no movement may take a wallet's available money below
 * zero: it is refused before anything is written, and the database's CHECKs (balance_minor >= 0,
 * 0 <= held_minor <= balance_minor) back it. Wallet rows are locked in id order before they change.
 *
 * What a movement means (transfer record types, venues, promotion locks) belongs to the features that
 * make movements; the ledger stores their `kind`, `recordType` and `platType` without reading them.
 *
 * Nothing outside server/ledger/ writes `wallets`, `movements`, `ledger_entries` or `pending_entries`
 * (tests/server/ledgerOnlyWriter.test.ts fails when something does). This file is the ledger's face; each
 * job has a file of its own:
 * - accounts.ts: accounts, legs and wallet rows; reading wallets for update; opening wallets, their flag
 * - memberLock.ts: a member's turn at money (the member row, `for no key update` on PostgreSQL)
 * - movements.ts: single-phase movements on the ordinary path (plan, check, write or replay)
 * - pending.ts: two-phase movements (open, post, void)
 * - inOneGo.ts: the one entry point of a hot call done in one go, which picks the path itself: the
 *   calls of one turn of the event loop together, as one synchronous SQLite step or one PostgreSQL
 *   statement (transferTurn.ts and roundTurn.ts; on SQLite transferStep.ts and roundStep.ts with
 *   stepReads.ts and db/batchRows.ts, one INSERT per table; on PostgreSQL statements.ts)
 * - rows.ts: the precompiled statements on the ledger's tables
 * - idempotency.ts: request keys and their stored answers (runIdempotent, the ordinary path of a keyed call)
 * - audit.ts: the books' check
 */

export {
  HOUSE,
  MOVEMENT_KEY_MAX,
  availableMinor,
  flagWallet,
  lockInIdOrder,
  lockWallets,
  newReference,
  openWallets,
  unflagWallets,
  type HouseAccount,
  type LedgerAccount,
  type LedgerWallet,
  type Leg,
  type Movement,
  type MovementInput,
  type SettleInput,
} from './accounts';
export { lockMember, MEMBER_TURN_LOCK, type LockedMember } from './memberLock';
export { postMovement } from './movements';
export { openPending, postPending, voidPending } from './pending';
export {
  inOneGo,
  NotInOneGo,
  type HouseMovementDone,
  type OneGoCall,
  type RoundInOneGo,
  type RoundMoved,
  type RoundMovement,
  type RoundRecord,
  type RoundRecordKind,
  type RoundWritten,
  type RoundRecordSql,
  type TransferDone,
  type TransferInOneGo,
} from './inOneGo';
export { auditLedger, type LedgerAudit } from './audit';
