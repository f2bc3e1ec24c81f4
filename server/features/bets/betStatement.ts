import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { postgresStatement } from '../../db/precompiled';
import { HOUSE, newReference } from '../../ledger/ledger';
import { MEMBER_TURN_LOCK } from '../wallet/transferStatement';
import { WALLET_TYPE } from '../../../machines/rules/wallet';
import { BET_STATUS } from '../../../machines/rules/bets';
import { BET_MOVEMENT_KIND, BET_REFERENCE_PREFIX, betMovementKey, PAYOUT_KEY_PREFIX } from './betKinds';
import { checkBetInput, checkOutcome, type SettledBet } from './service';
import type { SteppedRound } from './betStep';

/**
 * A simulated round (a bet placed and settled, see placeSettledBet) on PostgreSQL in one round trip: one
 * data-modifying statement, in autocommit, that writes what placeSettledBetIn writes through the ledger
 * in about a dozen: the venue wallet's balance changed once by the payout less the stake, the stake's
 * movement and (for a win or a push) the payout's, each with its two entries against the house's `bets`
 * account, the bet row written once, already settled, and the request's key with the answer. It is to
 * PostgreSQL what the step (./betStep.ts) is to SQLite, and takes and answers the same data.
 *
 * One member's rounds and transfers in one statement take turns on the member's advisory lock (see
 * ../wallet/transferStatement.ts), taken before the wallet row. The wallet's UPDATE applies only the
 * plain case: the member in manual-transfer mode, the venue wallet open, carrying no promotion lock and
 * holding the stake (its balance less its holds); the bet's id comes from the bets' own sequence, since
 * the payout's movement key names it.
 *
 * Anything else makes the statement fail as a whole, having written nothing: no wallet updated (the guard
 * on the last line), a movement key already taken (a replay: the stake finds its key and writes nothing,
 * so no bet follows), a bet key or request key taken (their unique keys), a venue that is not a platform
 * (the foreign keys). answerIdempotently then takes the ordinary path, which places, refuses or replays
 * exactly (drawing its own outcome: this one was never played).
 */
const roundStatement = postgresStatement<{ response: string }>(`
with wallet as (
  update wallets
  set balance_minor = balance_minor - $3::bigint + $4::bigint
  where user_id = $1::integer
    and venue = $2::text
    and locked = 0
    and balance_minor - held_minor >= $3::bigint
    and (select 1 from pg_advisory_xact_lock(${MEMBER_TURN_LOCK}, $1::integer)) = 1
    and exists (select 1 from users where id = $1::integer and wallet_type = ${WALLET_TYPE.manual})
  returning id, balance_minor
),
bet_id as (
  select nextval(pg_get_serial_sequence('bets', 'id'))::integer as id from wallet
),
stake as (
  insert into movements (movement_key, reference, kind, user_id, plat_type, amount_minor, phase, created_at)
  select $7::text, $8::text, $16::text, $1::integer, $2::text, $3::bigint, 'single', $10::bigint
  from wallet
  on conflict (movement_key) do nothing
  returning id
),
payout as (
  insert into movements (movement_key, reference, kind, user_id, plat_type, amount_minor, phase, created_at)
  select $18::text || bet_id.id, $9::text, $17::text, $1::integer, $2::text, $4::bigint, 'single', $10::bigint
  from bet_id, stake
  where $4::bigint > 0
  on conflict (movement_key) do nothing
  returning id
),
entries as (
  insert into ledger_entries (movement_id, wallet_id, house_account, amount_minor)
  select stake.id, wallet.id, null, -$3::bigint from stake, wallet
  union all select stake.id, null, $19::text, $3::bigint from stake
  union all select payout.id, null, $19::text, -$4::bigint from payout
  union all select payout.id, wallet.id, null, $4::bigint from payout, wallet
),
bet as (
  insert into bets (id, order_no, user_id, bet_key, plat_type, game_code, game_name, round_id, stake_minor, valid_stake_minor,
    payout_minor, status, bet_at, settled_at, stake_movement, settle_movement)
  select bet_id.id, $8::text, $1::integer, $11::text, $2::text, $12::text, $13::text, $14::text, $3::bigint, $15::bigint,
    $4::bigint, ${BET_STATUS.settled}, $10::bigint, $10::bigint, $7::text, case when $4::bigint > 0 then $18::text || bet_id.id end
  from bet_id, stake
  where $4::bigint = 0 or exists (select 1 from payout)
  returning id
),
outcome as (
  select json_build_object(
    'bet', json_build_object(
      'id', bet.id, 'orderNo', $8::text, 'memberId', $1::integer, 'key', $11::text, 'platType', $2::text,
      'gameCode', $12::text, 'gameName', $13::text, 'roundId', $14::text, 'stakeMinor', $3::bigint,
      'validStakeMinor', $15::bigint, 'payoutMinor', $4::bigint, 'status', ${BET_STATUS.settled},
      'betAt', $10::bigint, 'settledAt', $10::bigint
    ),
    'venueMinor', wallet.balance_minor
  )::text as response
  from bet, wallet
),
kept as (
  insert into idempotency_keys (user_id, idem_key, request, response, created_at)
  select $1::integer, $5::text, $6::text, response, $10::bigint
  from outcome
  returning response
)
-- The guard: a round that is not whole (no wallet moved, or no bet written) fails the statement.
select case when count(*) = 1 then min(response) else (count(*) || ' rounds kept: not applied')::integer::text end as response
from kept
`);

/**
 * The round's answer when the one statement applied it. It fails, having written nothing, when it did
 * not apply; answerIdempotently then takes the ordinary path.
 */
export async function placeSettledBetInOneStatement(db: Kysely<Database>, clock: Clock, round: SteppedRound): Promise<SettledBet> {
  const { call, input, outcome } = round;
  checkBetInput(input);
  const validStakeMinor = checkOutcome(input.stakeMinor, outcome);
  const now = clock.now();
  const rows = await roundStatement(db, [
    input.memberId,
    input.platType,
    input.stakeMinor,
    outcome.payoutMinor,
    call.key,
    call.request,
    betMovementKey.stake(input.memberId, input.key),
    newReference(BET_REFERENCE_PREFIX.stake, now),
    newReference(BET_REFERENCE_PREFIX.payout, now),
    now,
    input.key,
    input.gameCode,
    input.gameName ?? input.gameCode,
    input.roundId,
    validStakeMinor,
    BET_MOVEMENT_KIND.stake,
    BET_MOVEMENT_KIND.payout,
    PAYOUT_KEY_PREFIX,
    HOUSE.bets,
  ]);
  return JSON.parse(rows[0].response) as SettledBet;
}
