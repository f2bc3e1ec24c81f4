import { postgresNamedStatement } from '../db/precompiled';
import { MEMBER_TURN_LOCK, memberTurnCondition } from './memberLock';
import type { RoundRecordSql } from './inOneGo';

/**
 * The one-go calls on PostgreSQL (see ./inOneGo.ts): each one data-modifying statement in autocommit,
 * one round trip, run as a named prepared statement (the transfers of one turn together as one:
 * transfersStatement, at the end). The row locks last that one statement and its
 * commit.
 *
 * One member's calls in one statement take turns on the member's advisory turn (./memberLock.ts), taken
 * before any row: a transfer's UPDATE visits its two rows in no fixed order (heap order changes as rows
 * get new versions), so without it two opposite transfers could deadlock. The UPDATE then takes the row
 * locks; a row changed by a transaction that committed while this one waited is re-read before it is
 * changed (PostgreSQL's read-committed update), so no balance is computed from a stale row, and the
 * wallets' CHECKs (balance ≥ 0, held ≤ balance) refuse a source whose available money would go below
 * zero. (Locking the rows with a `select … for update` in the same statement instead does not work: the
 * UPDATE then finds rows "already modified by this command" and silently skips them.)
 *
 * Anything but the plain case makes the statement fail as a whole (a CHECK, a unique key, a foreign key,
 * or the last line's guard) and write nothing. Neither statement looks for a used key or an unknown venue
 * beforehand: the movement key's and the request key's unique indexes and the movement's foreign key to
 * the platforms find them anyway, and a look costs every plain call (about 40 µs of the server's CPU,
 * docs/performance.md) to save a replay, which is rare, a failed try.
 */

/**
 * The CTEs a turn's statement (transfersStatement, roundStatementOf) has after its `input` (a row per call,
 * with its `member`): the members' turns, taken in member order so that two batches never wait on each
 * other in a circle, then `moved`: each wallet `net` names (member, venue, delta), open and unflagged,
 * changed once by its calls' sum (the wallets' CHECKs refuse an overdraft). The turns are taken before any
 * wallet row: the UPDATE's condition asks for them first.
 */
const membersMoved = (net: string) => `turns as (
  select count(pg_advisory_xact_lock(${MEMBER_TURN_LOCK}, member)) as taken
  from (select distinct member from input order by member) as members
),
net as (
  ${net}
),
moved as (
  update wallets
  set balance_minor = wallets.balance_minor + net.delta
  from net
  where wallets.user_id = net.member
    and wallets.venue = net.venue
    and wallets.locked = 0
    and (select taken from turns) > 0
  returning wallets.id, wallets.user_id, wallets.venue, wallets.balance_minor, wallets.held_minor, wallets.locked, net.delta as net
)`;

/**
 * A transfer between two of the member's wallets: both balances in one UPDATE, the movement under the
 * call's first movement key, its two entries, and the key row with the answer (TransferDone).
 */
export const transferStatement = postgresNamedStatement<{ response: string }>(`
with moved as (
  update wallets
  set balance_minor = balance_minor + case when venue = :from::text then -:amount::bigint else :amount::bigint end
  where user_id = :member::integer
    and venue in (:from::text, :to::text)
    and locked = 0
    and ${memberTurnCondition(':member')}
  returning id, venue, balance_minor, locked
),
movement as (
  insert into movements (movement_key, reference, kind, user_id, convert_type, plat_type, amount_minor, phase, created_at)
  select :movementKey::text, :reference::text, :kind::text, :member::integer, :recordType::integer, :platType::text, :amount::bigint, 'single', :now::bigint
  where (select count(*) from moved) = 2
  on conflict (movement_key) do nothing
  returning id
),
entries as (
  insert into ledger_entries (movement_id, wallet_id, amount_minor)
  select movement.id, moved.id, case when moved.venue = :from::text then -:amount::bigint else :amount::bigint end
  from movement, moved
),
unmoved as (
  -- The member's other wallets as they are now: the statement's snapshot was taken before it waited for
  -- the member's turn, and a locking read that conflicts with an update follows the row to its latest
  -- committed version (a key share lock does not conflict with an update of a balance, and reads the old one).
  select venue, balance_minor, locked from wallets
  where user_id = :member::integer and id not in (select id from moved)
  for share
),
outcome as (
  select json_build_object(
    'centralMinor', coalesce(sum(balance_minor) filter (where venue = :central::text), 0),
    'venuesMinor', coalesce(sum(balance_minor) filter (where venue <> :central::text), 0),
    'platType', :platType::text,
    'walletMinor', max(balance_minor) filter (where venue = :platType::text and after_transfer),
    'walletLockFlag', max(locked) filter (where venue = :platType::text and after_transfer)
  )::text as response
  from (
    select venue, balance_minor, locked, true as after_transfer from moved
    union all
    select venue, balance_minor, locked, false from unmoved
  ) as balances
  having count(*) filter (where after_transfer) = 2 and exists (select 1 from movement)
),
kept as (
  insert into idempotency_keys (user_id, idem_key, request, response, created_at)
  select :member::integer, :key::text, :request::text, response, :now::bigint
  from outcome
  returning response
)
-- The guard: a transfer that is not whole (one wallet moved, or no movement written) fails the statement.
select case when count(*) = 1 then min(response) else (count(*) || ' transfers kept: not applied')::integer::text end as response
from kept
`);

const roundStatements = new WeakMap<RoundRecordSql, ReturnType<typeof postgresNamedStatement<{ n: string; response: string }>>>();

/**
 * The rounds of one turn (./roundTurn.ts) as one statement, a round alone as a turn of one. Each round: the
 * member's wallet for the venue changed by the payout less the stake (each wallet once, by its rounds' sum,
 * the members' turns taken first in member order), the stake's movement and (for a payout above 0) the
 * payout's, each with its two entries against the house account, then the record's own CTEs, and the key row
 * with the answer they end with. Plain only when, for every round in the order they came (`n`), the member is
 * in the wallet mode asked for and their wallet is open, unflagged and holds the stake as the rounds before
 * it left it; anything else fails the statement as a whole (the guard, a CHECK, a unique key: a stake key
 * already taken is a replay), and the rounds then go alone.
 *
 * The record's CTEs may use `input` (a row per round: `n`, member, venue, stake, payout, now, stake_key,
 * stake_reference, and the record's own columns), `record_id(n, id, payout_key)` (each round's new id and its
 * payout's movement key, null when nothing is paid), `stake(id, movement_key)`, `payout(id, movement_key)`
 * and `wallet(n, id, balance_minor)` (the wallet after the round); the last is `answer(n, response)`, each
 * round's answer as JSON text. One statement is prepared per record SQL.
 */
export function roundStatementOf(record: RoundRecordSql) {
  let statement = roundStatements.get(record);
  if (!statement) {
    const own = Object.entries(record.columns);
    statement = postgresNamedStatement<{ n: string; response: string }>(`
with input as (
  select *
  from unnest(
    :members::integer[], :venues::text[], :walletTypes::integer[], :stakes::bigint[], :payouts::bigint[], :keys::text[],
    :requests::text[], :stakeKeys::text[], :stakeReferences::text[], :payoutReferences::text[], :payoutKeyPrefixes::text[],
    :nows::bigint[], :stakeKinds::text[], :payoutKinds::text[], :houses::text[]${own.map(([column, type]) => `, :${column}::${type}[]`).join('')}
  ) with ordinality as call(member, venue, wallet_type, stake, payout, key, request, stake_key, stake_reference, payout_reference,
    payout_key_prefix, now, stake_kind, payout_kind, house${own.map(([column]) => `, ${column}`).join('')}, n)
),
${membersMoved('select member, venue, sum(payout - stake)::bigint as delta from input group by member, venue')},
wallet as (
  select input.n, moved.id, moved.held_minor,
    moved.balance_minor - moved.net
      + (select sum(earlier.payout - earlier.stake) from input as earlier
         where earlier.member = input.member and earlier.venue = input.venue and earlier.n <= input.n) as balance_minor
  from input join moved on moved.user_id = input.member and moved.venue = input.venue
),
record_id as (
  select n, id, case when payout > 0 then payout_key_prefix || id end as payout_key
  from (select input.n, input.payout, input.payout_key_prefix, (${record.nextId})::integer as id from input join wallet using (n)) as ids
),
stake as (
  insert into movements (movement_key, reference, kind, user_id, plat_type, amount_minor, phase, created_at)
  select stake_key, stake_reference, stake_kind, member, venue, stake, 'single', now
  from input join wallet using (n)
  returning id, movement_key
),
payout as (
  insert into movements (movement_key, reference, kind, user_id, plat_type, amount_minor, phase, created_at)
  select record_id.payout_key, input.payout_reference, input.payout_kind, input.member, input.venue, input.payout, 'single', input.now
  -- Read from the stakes written, so each payout comes after its stake (and only with it).
  from input join record_id using (n) join stake on stake.movement_key = input.stake_key
  where input.payout > 0
  returning id, movement_key
),
entries as (
  insert into ledger_entries (movement_id, wallet_id, house_account, amount_minor)
  select stake.id, wallet.id, null, -input.stake
  from input join wallet using (n) join stake on stake.movement_key = input.stake_key
  union all
  select stake.id, null, input.house, input.stake
  from input join stake on stake.movement_key = input.stake_key
  union all
  select payout.id, null, input.house, -input.payout
  from input join record_id using (n) join payout on payout.movement_key = record_id.payout_key
  union all
  select payout.id, wallet.id, null, input.payout
  from input join wallet using (n) join record_id using (n) join payout on payout.movement_key = record_id.payout_key
),
${record.ctes},
kept as (
  insert into idempotency_keys (user_id, idem_key, request, response, created_at)
  select input.member, input.key, input.request, answer.response, input.now
  from input join answer using (n)
)
-- The guard: every wallet moved, every round in its member's mode and holding its stake in turn, and answered.
select input.n, case
    when (select count(*) from moved) = (select count(*) from net)
      and input.stake > 0
      and input.payout >= 0
      and wallet.balance_minor - input.payout - wallet.held_minor >= 0
      and exists (select 1 from users where users.id = input.member and users.wallet_type = input.wallet_type)
      and answer.response is not null
    then answer.response
    -- Not a constant, which PostgreSQL would fold (and fail) when it plans the statement.
    else ('round ' || input.n || ' of the turn not applied')::integer::text
  end as response
from input left join wallet using (n) left join answer using (n)
order by input.n
`);
    roundStatements.set(record, statement);
  }
  return statement;
}

/**
 * The one-go transfers of one turn (./transferTurn.ts) as one statement: each member's turn taken in
 * member order (two batches never wait on each other in a circle), each wallet changed once by its
 * calls' sum, each call's movement, entries and key row with the answer its own transfer left (its
 * member's wallets as the calls before it and it left them, in the order the calls came: `n`). Plain only
 * when every wallet named is open and unflagged and each call, in turn, finds its money there: anything
 * else fails the whole statement (the guard, a CHECK or a unique key), and each call then goes alone.
 */
export const transfersStatement = postgresNamedStatement<{ n: string; response: string }>(`
with input as (
  select *
  from unnest(
    :members::integer[], :froms::text[], :tos::text[], :amounts::bigint[], :keys::text[], :movementKeys::text[],
    :references::text[], :recordTypes::integer[], :platTypes::text[], :requests::text[], :kinds::text[], :createdAt::bigint[]
  ) with ordinality as call(member, from_venue, to_venue, amount, key, movement_key, reference, record_type, plat_type, request, kind, created_at, n)
),
legs as (
  select n, member, from_venue as venue, -amount as delta from input
  union all
  select n, member, to_venue, amount from input
),
${membersMoved('select member, venue, sum(delta)::bigint as delta from legs group by member, venue')},
unmoved as (
  -- The members' other wallets as they are now (see transferStatement's unmoved).
  select id, user_id, venue, balance_minor, held_minor, locked from wallets
  where user_id in (select member from input) and id not in (select id from moved)
  for share
),
member_wallets as (
  select id, user_id, venue, balance_minor, held_minor, locked, net from moved
  union all
  select id, user_id, venue, balance_minor, held_minor, locked, 0 from unmoved
),
balances as (
  select input.n, input.member, wallet.venue, wallet.held_minor, wallet.locked,
    wallet.balance_minor - wallet.net
      + coalesce((select sum(leg.delta) from legs as leg where leg.member = input.member and leg.venue = wallet.venue and leg.n <= input.n), 0) as balance
  from input join member_wallets as wallet on wallet.user_id = input.member
),
outcome as (
  select input.n, input.member, input.key, input.request, input.created_at,
    json_build_object(
      'centralMinor', coalesce(sum(balance) filter (where venue = :central::text), 0),
      'venuesMinor', coalesce(sum(balance) filter (where venue <> :central::text), 0),
      'platType', input.plat_type,
      'walletMinor', max(balance) filter (where venue = input.plat_type),
      'walletLockFlag', max(locked) filter (where venue = input.plat_type)
    )::text as response,
    bool_and(balance - held_minor >= 0) filter (where venue = input.from_venue) as affordable
  from input join balances using (n)
  group by input.n, input.member, input.key, input.request, input.created_at, input.plat_type
),
movement as (
  insert into movements (movement_key, reference, kind, user_id, convert_type, plat_type, amount_minor, phase, created_at)
  select movement_key, reference, kind, member, record_type, plat_type, amount, 'single', created_at from input
  returning id, movement_key
),
entries as (
  insert into ledger_entries (movement_id, wallet_id, amount_minor)
  select movement.id, moved.id, case when moved.venue = input.from_venue then -input.amount else input.amount end
  from input
  join movement using (movement_key)
  join moved on moved.user_id = input.member and moved.venue in (input.from_venue, input.to_venue)
),
kept as (
  insert into idempotency_keys (user_id, idem_key, request, response, created_at)
  select member, key, request, response, created_at from outcome
)
-- The guard: every wallet moved, every call affordable in turn and answered, or the statement fails.
select input.n, case
    when (select count(*) from moved) = (select count(*) from net)
      and input.from_venue <> input.to_venue
      and outcome.affordable
      and outcome.response is not null
    then outcome.response
    -- Not a constant, which PostgreSQL would fold (and fail) when it plans the statement.
    else ('call ' || input.n || ' of the turn not applied')::integer::text
  end as response
from input left join outcome using (n)
order by input.n
`);
