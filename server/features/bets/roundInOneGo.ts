import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { precompile } from '../../db/precompiled';
import { HOUSE, inOneGo, type OneGoCall, type RoundInOneGo, type RoundRecordKind, type RoundRecordSql } from '../../ledger/ledger';
import { insertRows } from '../../db/batchRows';
import { WALLET_TYPE } from '../../../machines/rules/wallet';
import { BET_STATUS } from '../../../machines/rules/bets';
import { BET_MOVEMENT_KIND, BET_REFERENCE_PREFIX, betMovementKey, PAYOUT_KEY_PREFIX } from './betKinds';
import { checkBetInput, checkOutcome, type BetOutcome, type BetRow, type PlaceBetInput, type SettledBet } from './service';

/**
 * A simulated round (a bet placed and settled, see placeSettledBet) in one go, through the ledger's one
 * entry point (server/ledger/inOneGo.ts): the stake and the payout against the house's `bets` account, the
 * bet row written once, already settled, and the request's key with the answer, as one synchronous step
 * on SQLite or one statement on PostgreSQL, whichever the ledger picks. This file holds the bet's part:
 * the movements described as data, and the bet row, which the ledger writes in the same go without
 * knowing what it is.
 *
 * Plain case only: a fresh request key and bet key, a member in manual-transfer mode whose wallet for the
 * venue exists, carries no promotion lock and holds the stake. Anything else (a replay, a stake above the
 * balance, a first bet at the venue, transfer-free mode) fails it, having written nothing, and
 * answerIdempotently then takes the ordinary path, which places, refuses or replays exactly (drawing its
 * own outcome: this one was never played).
 */

export interface SteppedRound {
  call: OneGoCall;
  input: PlaceBetInput;
  outcome: BetOutcome;
}

/**
 * The id the next bet row gets, as SQLite itself would give it (the largest rowid plus one): the step is
 * the database's only writer while it runs, and its payout's key names the bet's id.
 */
const nextBetId = precompile((db, _args: Record<string, never>) =>
  db.selectFrom('bets').select((eb) => eb(eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)), '+', eb.lit(1)).as('id')),
);

/**
 * The rounds' bets, written once as they end: placed and settled in the same go, no other call can see or
 * settle them in between, so settleBet's guard (an update conditional on the bet still being open) has
 * nothing to guard here and no row is written twice. A step's bets go as one INSERT (server/db/batchRows.ts).
 */
const BET_COLUMNS = [
  'id',
  'order_no',
  'user_id',
  'bet_key',
  'plat_type',
  'game_code',
  'game_name',
  'round_id',
  'stake_minor',
  'valid_stake_minor',
  'payout_minor',
  'status',
  'bet_at',
  'settled_at',
  'stake_movement',
  'settle_movement',
];

/** What a bet's row needs of its round beside the ledger's part: the record's values. */
interface BetValues {
  bet_key: string;
  game_code: string;
  game_name: string;
  round_id: string;
  valid_stake: number;
}

/**
 * The bet rows and their answers on PostgreSQL, a row of `input` per round (see roundStatementOf for the
 * names it uses): the bet id from the bets' own sequence (the identity column's, named as PostgreSQL names
 * it: the name is resolved once when the statement is planned, where pg_get_serial_sequence looked it up in
 * the catalogue on every bet); no bet when the payout's movement key was taken (a payout must be written
 * for a payout above 0), so the statement's guard fails.
 */
const betRecordSql: RoundRecordSql = {
  nextId: `nextval('bets_id_seq')`,
  columns: { bet_key: 'text', game_code: 'text', game_name: 'text', round_id: 'text', valid_stake: 'bigint' },
  ctes: `
bet as (
  insert into bets (id, order_no, user_id, bet_key, plat_type, game_code, game_name, round_id, stake_minor, valid_stake_minor,
    payout_minor, status, bet_at, settled_at, stake_movement, settle_movement)
  select record_id.id, input.stake_reference, input.member, input.bet_key, input.venue, input.game_code, input.game_name,
    input.round_id, input.stake, input.valid_stake, input.payout, ${BET_STATUS.settled}, input.now, input.now,
    input.stake_key, record_id.payout_key
  from input join record_id using (n) join stake on stake.movement_key = input.stake_key
  where input.payout = 0 or exists (select 1 from payout where payout.movement_key = record_id.payout_key)
  returning id
),
answer as (
  select input.n, json_build_object(
    'bet', json_build_object(
      'id', bet.id, 'orderNo', input.stake_reference, 'memberId', input.member, 'key', input.bet_key, 'platType', input.venue,
      'gameCode', input.game_code, 'gameName', input.game_name, 'roundId', input.round_id, 'stakeMinor', input.stake,
      'validStakeMinor', input.valid_stake, 'payoutMinor', input.payout, 'status', ${BET_STATUS.settled},
      'betAt', input.now, 'settledAt', input.now
    ),
    'venueMinor', wallet.balance_minor
  )::text as response
  from input join record_id using (n) join bet on bet.id = record_id.id join wallet using (n)
)`,
};

/** Bets as the ledger's round records: on SQLite a step's bets in one INSERT, on PostgreSQL betRecordSql. */
const betRecords: RoundRecordKind<SettledBet> = {
  nextIdInStep: (db, step) => Number(nextBetId.inStep(db, step, {}).rows[0].id),
  writeInStep: (_db, step, clock, rounds) => {
    const settledAt = clock.now();
    const rows: unknown[][] = [];
    const answers = rounds.map(({ userId, round, moved }): SettledBet => {
      const values = round.record.values as unknown as BetValues;
      const bet: BetRow = {
        id: moved.recordId,
        orderNo: moved.stake.reference,
        memberId: userId,
        key: values.bet_key,
        platType: round.platType,
        gameCode: values.game_code,
        gameName: values.game_name,
        roundId: values.round_id,
        stakeMinor: round.stake.amountMinor,
        validStakeMinor: values.valid_stake,
        payoutMinor: round.payout.amountMinor,
        status: BET_STATUS.settled,
        betAt: moved.stake.createdAt,
        settledAt,
      };
      rows.push([
        bet.id,
        bet.orderNo,
        bet.memberId,
        bet.key,
        bet.platType,
        bet.gameCode,
        bet.gameName,
        bet.roundId,
        bet.stakeMinor,
        bet.validStakeMinor,
        bet.payoutMinor,
        bet.status,
        bet.betAt,
        bet.settledAt,
        round.stake.key,
        moved.payoutKey,
      ]);
      return { bet, venueMinor: moved.walletMinor };
    });
    insertRows(step, 'bets', BET_COLUMNS, rows);
    return answers;
  },
  sql: betRecordSql,
};

/** The round as the ledger's one-go call: its movements as data, its bet as the record. */
function roundOf(input: PlaceBetInput, outcome: BetOutcome): RoundInOneGo<SettledBet> {
  checkBetInput(input);
  const validStakeMinor = checkOutcome(input.stakeMinor, outcome);
  const gameName = input.gameName ?? input.gameCode;
  const stakeKey = betMovementKey.stake(input.memberId, input.key);
  return {
    shape: 'round',
    platType: input.platType,
    house: HOUSE.bets,
    walletType: WALLET_TYPE.manual,
    stake: { key: stakeKey, kind: BET_MOVEMENT_KIND.stake, referencePrefix: BET_REFERENCE_PREFIX.stake, amountMinor: input.stakeMinor },
    payout: { keyPrefix: PAYOUT_KEY_PREFIX, kind: BET_MOVEMENT_KIND.payout, referencePrefix: BET_REFERENCE_PREFIX.payout, amountMinor: outcome.payoutMinor },
    record: {
      kind: betRecords,
      values: { bet_key: input.key, game_code: input.gameCode, game_name: gameName, round_id: input.roundId, valid_stake: validStakeMinor } satisfies BetValues,
    },
  };
}

/**
 * The round's answer when it went in one go; it fails, having written nothing, when the case is not plain
 * (answerIdempotently then takes the ordinary path).
 */
export async function placeSettledBetInOneGo(db: Kysely<Database>, clock: Clock, round: SteppedRound): Promise<SettledBet> {
  return inOneGo(db, clock, round.call, roundOf(round.input, round.outcome));
}
