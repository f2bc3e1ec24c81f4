import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import type { SqliteStep } from '../db/groupCommitSqlite';
import { CENTRAL_WALLET } from '../../machines/rules/wallet';
import { availableMinor, newReference } from './accounts';
import { planOf } from './movements';
import { moveWallet } from './rows';
import { insertRows } from '../db/batchRows';
import { memberWalletsInStep, type StepWallet } from './stepReads';
import { NotInOneGo, type OneGoCall, type TransferDone, type TransferInOneGo } from './inOneGo';

/**
 * The one-go transfers of one turn as one synchronous SQLite step (see ./transferTurn.ts): each member's
 * wallets read once, every call checked in the order it came as a step of its own would check it, against
 * the wallets as the calls before it left them, then every table written once for all of them
 * (db/batchRows.ts) and each wallet changed once by its calls' sum. A call that is not the plain case is
 * left out, having written nothing (NotInOneGo); so is the second of two calls under one key.
 */

const MOVEMENT_COLUMNS = ['movement_key', 'reference', 'kind', 'user_id', 'convert_type', 'plat_type', 'amount_minor', 'phase', 'pending_id', 'created_at'];
const ENTRY_COLUMNS = ['movement_id', 'wallet_id', 'house_account', 'amount_minor'];
const KEY_COLUMNS = ['user_id', 'idem_key', 'request', 'response', 'created_at'];

export interface TransferCall {
  call: OneGoCall;
  move: TransferInOneGo;
}

interface Planned {
  done: TransferDone;
  row: unknown[];
  entries: [number, number][];
  key: unknown[];
}

/**
 * Checks each call against its member's wallets as the calls before it left them, and writes the plain
 * ones; answers each call's outcome in order (NotInOneGo for a call left out).
 */
export function transfersInStep(db: Kysely<Database>, step: SqliteStep, clock: Clock, queue: readonly TransferCall[]): (TransferDone | NotInOneGo)[] {
  const walletsOf = new Map<number, Map<string, StepWallet>>();
  const deltas = new Map<number, number>();
  const movementKeys = new Set<string>();
  const requestKeys = new Set<string>();
  const planned: Planned[] = [];
  const outcomes = queue.map(({ call, move }): TransferDone | NotInOneGo => {
    const { userId } = call;
    const requestKey = `${userId}:${call.key}`;
    if (movementKeys.has(call.movementKey) || requestKeys.has(requestKey)) return new NotInOneGo('a key used twice in one turn');
    let wallets = walletsOf.get(userId);
    if (wallets === undefined) {
      wallets = memberWalletsInStep(db, step, userId);
      walletsOf.set(userId, wallets);
    }
    const from = wallets.get(move.from);
    const to = wallets.get(move.to);
    const venue = wallets.get(move.platType);
    if (!from || !to || !venue || from.locked !== 0 || to.locked !== 0 || from.id === to.id) return new NotInOneGo('a wallet not open or flagged');
    let plan;
    try {
      plan = planOf(
        {
          key: call.movementKey,
          kind: move.kind,
          referencePrefix: move.referencePrefix,
          userId,
          recordType: move.recordType,
          platType: move.platType,
          amountMinor: move.amountMinor,
          legs: [
            { account: { walletId: from.id }, amountMinor: -move.amountMinor },
            { account: { walletId: to.id }, amountMinor: move.amountMinor },
          ],
        },
        'single',
      );
    } catch (error) {
      return new NotInOneGo((error as Error).message);
    }
    const fromAfter = { ...from, balance_minor: from.balance_minor - move.amountMinor };
    if (availableMinor(fromAfter) < 0) return new NotInOneGo('not affordable');
    const toAfter = { ...to, balance_minor: to.balance_minor + move.amountMinor };
    wallets.set(from.venue, fromAfter);
    wallets.set(to.venue, toAfter);
    deltas.set(from.id, (deltas.get(from.id) ?? 0) - move.amountMinor);
    deltas.set(to.id, (deltas.get(to.id) ?? 0) + move.amountMinor);
    movementKeys.add(call.movementKey);
    requestKeys.add(requestKey);
    let centralMinor = 0;
    let venuesMinor = 0;
    for (const wallet of wallets.values()) {
      if (wallet.venue === CENTRAL_WALLET) centralMinor += wallet.balance_minor;
      else venuesMinor += wallet.balance_minor;
    }
    const done: TransferDone = {
      centralMinor,
      venuesMinor,
      platType: move.platType,
      walletMinor: wallets.get(move.platType)!.balance_minor,
      walletLockFlag: 0,
    };
    const now = clock.now();
    const { row } = plan;
    planned.push({
      done,
      row: [row.key, newReference(row.referencePrefix, now), row.kind, userId, row.recordType, row.platType, row.amountMinor, row.phase, null, now],
      entries: [
        [from.id, -move.amountMinor],
        [to.id, move.amountMinor],
      ],
      key: [userId, call.key, call.request, JSON.stringify(done), now],
    });
    return done;
  });
  if (planned.length === 0) return outcomes;
  const ids = insertRows(step, 'movements', MOVEMENT_COLUMNS, planned.map((one) => one.row));
  insertRows(
    step,
    'ledger_entries',
    ENTRY_COLUMNS,
    planned.flatMap((one, index) => one.entries.map(([walletId, amountMinor]) => [ids[index], walletId, null, amountMinor])),
  );
  // Each wallet once, by its calls' sum, in id order as every writer takes them; a sum of 0 leaves it as it is.
  for (const walletId of [...deltas.keys()].sort((a, b) => a - b)) {
    const balanceDelta = deltas.get(walletId)!;
    if (balanceDelta !== 0) moveWallet.inStep(db, step, { walletId, balanceDelta, heldDelta: 0 });
  }
  insertRows(step, 'idempotency_keys', KEY_COLUMNS, planned.map((one) => one.key));
  return outcomes;
}
