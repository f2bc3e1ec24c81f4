import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { runStep } from '../../db/groupCommitSqlite';
import { precompile } from '../../db/precompiled';
import { HOUSE } from '../../ledger/ledger';
import { keepAnswerInStep, type IdempotentCall } from '../../ledger/idempotency';
import { WALLET_TYPE } from '../../../machines/rules/wallet';
import { BET_STATUS } from '../../../machines/rules/bets';
import { BET_MOVEMENT_KIND, BET_REFERENCE_PREFIX, betMovementKey } from './betKinds';
import { postHouseMovementsInStep } from './houseMovementStep';
import { checkBetInput, checkOutcome, type BetOutcome, type BetRow, type PlaceBetInput, type SettledBet } from './service';

/** The step does not apply (see placeSettledBetInOneStep); nothing of it was written. */
class NotPlain extends Error {}

/** The member's wallet mode and their wallet for the venue (null columns when they have none yet), in one read. */
const memberAndVenueWallet = precompile((db, args: { memberId: number; platType: string }) =>
  db
    .selectFrom('users')
    .leftJoin('wallets', (join) => join.onRef('wallets.user_id', '=', 'users.id').on('wallets.venue', '=', args.platType))
    .select(['users.wallet_type', 'wallets.id', 'wallets.user_id', 'wallets.balance_minor', 'wallets.held_minor', 'wallets.locked'])
    .where('users.id', '=', args.memberId),
);

/**
 * The id the next bet row gets, as SQLite itself would give it (the largest rowid plus one): the step is
 * the database's only writer while it runs, and its payout's key names the bet's id.
 */
const nextBetId = precompile((db, _args: Record<string, never>) =>
  db.selectFrom('bets').select((eb) => eb(eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)), '+', eb.lit(1)).as('id')),
);

/**
 * The round's bet, written once as it ends: placed and settled in the same step, no other call can see
 * or settle it in between, so settleBet's guard (an update conditional on the bet still being open) has
 * nothing to guard here and the row is not written twice.
 */
const insertSettledBet = precompile(
  (
    db,
    args: Omit<BetRow, 'status' | 'settledAt'> & { settledAt: number; stakeMovement: string; settleMovement: string | null },
  ) =>
    db
      .insertInto('bets')
      .values({
        id: args.id,
        order_no: args.orderNo,
        user_id: args.memberId,
        bet_key: args.key,
        plat_type: args.platType,
        game_code: args.gameCode,
        game_name: args.gameName,
        round_id: args.roundId,
        stake_minor: args.stakeMinor,
        valid_stake_minor: args.validStakeMinor,
        payout_minor: args.payoutMinor,
        status: BET_STATUS.settled,
        bet_at: args.betAt,
        settled_at: args.settledAt,
        stake_movement: args.stakeMovement,
        settle_movement: args.settleMovement,
      }),
);

/**
 * A simulated round (a bet placed and settled, see placeSettledBet) on SQLite as one synchronous step
 * (see runStep), with the request's key row and stored answer: the same rows placeSettledBetIn writes,
 * with no await between the statements, so the connection passes straight to the next call. It applies
 * only the plain case: a fresh request key and bet key, a member in manual-transfer mode whose wallet
 * for the venue exists, carries no promotion lock and holds the stake. Anything else (a replay, a stake
 * above the balance, a first bet at the venue, transfer-free mode) fails it, having written nothing, and
 * answerIdempotently then takes the ordinary path, which places, refuses or replays exactly (drawing
 * its own outcome: this one was never played).
 *
 * It takes the database, a clock and plain data (the outcome already drawn) and answers plain data, as
 * a named step must (a server whose writes run in a thread of their own sends it there by name).
 */
export interface SteppedRound {
  call: IdempotentCall & { key: string };
  input: PlaceBetInput;
  outcome: BetOutcome;
}

export async function placeSettledBetInOneStep(db: Kysely<Database>, clock: Clock, round: SteppedRound): Promise<SettledBet> {
  const { call, input } = round;
  checkBetInput(input);
  const running = runStep(db, (step): SettledBet => {
    // A repeat of the request finds its stake's movement key taken, and a key used before for another call
    // is refused by the key row's primary key (keepAnswerInStep throws): either fails the step, whose
    // savepoint undoes what it wrote, and the ordinary path answers it. No read of the key first.
    const found = memberAndVenueWallet.inStep(db, step, { memberId: input.memberId, platType: input.platType }).rows[0];
    if (!found || Number(found.wallet_type) !== WALLET_TYPE.manual || found.id === null || Number(found.locked) !== 0) throw new NotPlain();
    const wallet = { id: found.id, user_id: Number(found.user_id), balance_minor: Number(found.balance_minor), held_minor: Number(found.held_minor) };

    const { outcome } = round;
    const validStakeMinor = checkOutcome(input.stakeMinor, outcome);
    const betId = Number(nextBetId.inStep(db, step, {}).rows[0].id);
    const stakeKey = betMovementKey.stake(input.memberId, input.key);
    const payoutKey = outcome.payoutMinor > 0 ? betMovementKey.payout(betId) : null;
    const moved = postHouseMovementsInStep(db, step, clock, { userId: input.memberId, wallet, house: HOUSE.bets }, [
      { key: stakeKey, kind: BET_MOVEMENT_KIND.stake, referencePrefix: BET_REFERENCE_PREFIX.stake, platType: input.platType, walletMinor: -input.stakeMinor },
      ...(payoutKey === null
        ? []
        : [{ key: payoutKey, kind: BET_MOVEMENT_KIND.payout, referencePrefix: BET_REFERENCE_PREFIX.payout, platType: input.platType, walletMinor: outcome.payoutMinor }]),
    ]);
    // The stake above the wallet's balance, or a bet key used before (its stake movement's key is taken).
    if (moved === null) throw new NotPlain();
    const [stake] = moved;

    const settledAt = clock.now();
    const bet: BetRow = {
      id: betId,
      orderNo: stake.reference,
      memberId: input.memberId,
      key: input.key,
      platType: input.platType,
      gameCode: input.gameCode,
      gameName: input.gameName ?? input.gameCode,
      roundId: input.roundId,
      stakeMinor: input.stakeMinor,
      validStakeMinor,
      payoutMinor: outcome.payoutMinor,
      status: BET_STATUS.settled,
      betAt: stake.createdAt,
      settledAt,
    };
    // The new properties before the spread: V8 builds `{ ...object, newProperty }` slowly (docs/performance.md).
    insertSettledBet.inStep(db, step, { stakeMovement: stakeKey, settleMovement: payoutKey, ...bet, settledAt });
    const answer: SettledBet = { bet, venueMinor: moved[moved.length - 1].balanceMinor };
    keepAnswerInStep(db, step, clock, call, answer);
    return answer;
  });
  if (running === null) throw new Error('placeSettledBetInOneStep: not a SQLite database with steps');
  return running;
}
