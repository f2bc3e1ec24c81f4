import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import type { SqliteStep } from '../db/groupCommitSqlite';
import { availableMinor, MOVEMENT_KEY_MAX, newReference } from './accounts';
import { moveWallet } from './rows';
import { insertRows } from '../db/batchRows';
import { memberAndWalletInStep, type StepWallet } from './stepReads';
import { NotInOneGo, type HouseMovementDone, type OneGoCall, type RoundInOneGo } from './inOneGo';

/**
 * The one-go rounds of one turn as one synchronous SQLite step (see ./roundTurn.ts), as the turn's
 * transfers are (./transferStep.ts): each member's wallet for a venue read once, every round checked in
 * the order it came against the wallet as the rounds before it left it (the member in the wallet mode
 * asked for, the wallet open, unflagged and holding the stake), then the stakes and payouts written with
 * one INSERT per table (db/batchRows.ts), each wallet changed once by its rounds' sum, each round's record
 * written by its feature, and the key rows with the answers in one INSERT. A round that is not the plain
 * case is left out having written nothing (NotInOneGo); so is the second of two rounds under one key.
 */

const MOVEMENT_COLUMNS = ['movement_key', 'reference', 'kind', 'user_id', 'convert_type', 'plat_type', 'amount_minor', 'phase', 'pending_id', 'created_at'];
const ENTRY_COLUMNS = ['movement_id', 'wallet_id', 'house_account', 'amount_minor'];
const KEY_COLUMNS = ['user_id', 'idem_key', 'request', 'response', 'created_at'];

export interface RoundCall {
  call: OneGoCall;
  move: RoundInOneGo<unknown>;
}

interface Found {
  walletType: number;
  wallet: StepWallet | null;
}

/** A round that passed its checks, with what its rows need. */
interface Planned {
  index: number;
  round: RoundCall;
  wallet: StepWallet;
  recordId: number;
  payoutKey: string | null;
  stake: { reference: string; createdAt: number };
  payoutReference: string;
  /** The wallet's balance after the round. */
  walletMinor: number;
}

const usableKey = (key: string) => key !== '' && key.length <= MOVEMENT_KEY_MAX;
const usableAmount = (amount: number) => Number.isSafeInteger(amount) && amount >= 0;

export function roundsInStep(db: Kysely<Database>, step: SqliteStep, clock: Clock, queue: readonly RoundCall[]): unknown[] {
  const found = new Map<string, Found | null>();
  const requestKeys = new Set<string>();
  const movementKeys = new Set<string>();
  // Each round's answer, or why it was left out (an Error: made only for those, a stack trace is not free).
  const outcomes: unknown[] = new Array<unknown>(queue.length);
  const planned: Planned[] = [];
  /** Each record kind's id for its next record in this step. */
  const nextIds = new Map<RoundCall['move']['record']['kind'], number>();
  for (const [index, round] of queue.entries()) {
    const { call, move } = round;
    const place = `${call.userId}:${move.platType}`;
    if (!found.has(place)) found.set(place, memberAndWalletInStep(db, step, call.userId, move.platType));
    const member = found.get(place);
    if (!member || member.walletType !== move.walletType || member.wallet === null || member.wallet.locked !== 0) {
      outcomes[index] = new NotInOneGo('another wallet mode, or the wallet not open or flagged');
      continue;
    }
    const requestKey = `${call.userId}:${call.key}`;
    if (requestKeys.has(requestKey) || movementKeys.has(move.stake.key) || !usableKey(move.stake.key)) {
      outcomes[index] = new NotInOneGo('a key used twice in one turn, or unusable');
      continue;
    }
    const { wallet } = member;
    const stakeMinor = move.stake.amountMinor;
    const payoutMinor = move.payout.amountMinor;
    // The stake must be a whole number above 0 and there, as the rounds before it left the wallet.
    if (!usableAmount(stakeMinor) || stakeMinor === 0 || !usableAmount(payoutMinor) || availableMinor({ ...wallet, balance_minor: wallet.balance_minor - stakeMinor }) < 0) {
      outcomes[index] = new NotInOneGo('not affordable');
      continue;
    }
    const { kind } = move.record;
    const recordId = nextIds.get(kind) ?? kind.nextIdInStep(db, step);
    const payoutKey = payoutMinor > 0 ? `${move.payout.keyPrefix}${recordId}` : null;
    if (payoutKey !== null && (movementKeys.has(payoutKey) || !usableKey(payoutKey))) {
      outcomes[index] = new NotInOneGo('a payout key used twice in one turn, or unusable');
      continue;
    }
    nextIds.set(kind, recordId + 1);
    const walletMinor = wallet.balance_minor - stakeMinor + payoutMinor;
    member.wallet = { ...wallet, balance_minor: walletMinor };
    requestKeys.add(requestKey);
    movementKeys.add(move.stake.key);
    if (payoutKey !== null) movementKeys.add(payoutKey);
    const createdAt = clock.now();
    planned.push({
      index,
      round,
      wallet,
      recordId,
      payoutKey,
      stake: { reference: newReference(move.stake.referencePrefix, createdAt), createdAt },
      payoutReference: newReference(move.payout.referencePrefix, createdAt),
      walletMinor,
    });
  }
  if (planned.length === 0) return outcomes;

  // The movements in the order each round makes them: its stake, then its payout.
  const movements: unknown[][] = [];
  for (const { round, payoutKey, stake, payoutReference } of planned) {
    const { call, move } = round;
    movements.push([move.stake.key, stake.reference, move.stake.kind, call.userId, null, move.platType, move.stake.amountMinor, 'single', null, stake.createdAt]);
    if (payoutKey !== null) movements.push([payoutKey, payoutReference, move.payout.kind, call.userId, null, move.platType, move.payout.amountMinor, 'single', null, stake.createdAt]);
  }
  const ids = insertRows(step, 'movements', MOVEMENT_COLUMNS, movements);
  const entries: unknown[][] = [];
  const deltas = new Map<number, number>();
  const stakes: HouseMovementDone[] = [];
  let at = 0;
  for (const { round, wallet, payoutKey, stake } of planned) {
    const { move } = round;
    const stakeId = ids[at++];
    entries.push([stakeId, wallet.id, null, -move.stake.amountMinor], [stakeId, null, move.house, move.stake.amountMinor]);
    stakes.push({ id: stakeId, reference: stake.reference, createdAt: stake.createdAt, balanceMinor: wallet.balance_minor - move.stake.amountMinor });
    if (payoutKey !== null) {
      const payoutId = ids[at++];
      entries.push([payoutId, null, move.house, -move.payout.amountMinor], [payoutId, wallet.id, null, move.payout.amountMinor]);
    }
    deltas.set(wallet.id, (deltas.get(wallet.id) ?? 0) - move.stake.amountMinor + move.payout.amountMinor);
  }
  insertRows(step, 'ledger_entries', ENTRY_COLUMNS, entries);
  // Each wallet once, by its rounds' sum, in id order as every writer takes them.
  for (const walletId of [...deltas.keys()].sort((a, b) => a - b)) {
    const balanceDelta = deltas.get(walletId)!;
    if (balanceDelta !== 0) moveWallet.inStep(db, step, { walletId, balanceDelta, heldDelta: 0 });
  }
  // Each kind of record written by its feature, all of that kind's rounds at once.
  const kinds = new Map<RoundCall['move']['record']['kind'], number[]>();
  for (const [position, one] of planned.entries()) {
    const { kind } = one.round.move.record;
    const same = kinds.get(kind);
    if (same) same.push(position);
    else kinds.set(kind, [position]);
  }
  for (const [kind, positions] of kinds) {
    const written = positions.map((position) => {
      const one = planned[position];
      return {
        userId: one.round.call.userId,
        round: one.round.move,
        moved: { recordId: one.recordId, stake: stakes[position], payoutKey: one.payoutKey, walletMinor: one.walletMinor },
      };
    });
    const answers = kind.writeInStep(db, step, clock, written);
    positions.forEach((position, at) => (outcomes[planned[position].index] = answers[at]));
  }
  const now = clock.now();
  insertRows(
    step,
    'idempotency_keys',
    KEY_COLUMNS,
    planned.map(({ index, round: { call } }) => [call.userId, call.key, call.request, JSON.stringify(outcomes[index]), now]),
  );
  return outcomes;
}
