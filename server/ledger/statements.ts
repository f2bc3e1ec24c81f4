import { postgresNamedStatement } from '../db/precompiled';
import { memberTurnCondition } from './memberLock';
import type { RoundRecordSql } from './inOneGo';

/**
 * The one-go calls on PostgreSQL (see ./inOneGo.ts): each one data-modifying statement in autocommit,
 * one round trip, run as a named prepared statement. The row locks last that one statement and its
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
    select venue, balance_minor, locked, false from wallets where user_id = :member::integer and id not in (select id from moved)
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

const roundStatements = new WeakMap<RoundRecordSql, ReturnType<typeof postgresNamedStatement<{ response: string }>>>();

/**
 * A round: the member's wallet changed once by the payout less the stake, the stake's movement and (for a
 * payout above 0) the payout's, each with its two entries against the house account, then the record's
 * own CTEs, and the key row with the answer they end with. The wallet's UPDATE applies only the plain case:
 * the member in the wallet mode asked for, the wallet open, unflagged and holding the stake (its balance
 * less its holds). A stake key already taken (a replay) writes no stake, so no payout, record or key row
 * follows, and the guard fails the statement.
 *
 * The record's SQL may use the CTEs `wallet(id, balance_minor)` (after the round), `record_id(id,
 * payout_key)` (its new id and the payout's movement key, null when nothing is paid), `stake(id)` and
 * `payout(id)` (empty when nothing is paid), the ledger's values (:member, :venue, :stake, :payout, :now,
 * :stakeKey, :stakeReference) and its own; its last CTE is `answer(response)`, the call's answer as JSON
 * text. One statement is prepared per record SQL.
 */
export function roundStatementOf(record: RoundRecordSql) {
  let statement = roundStatements.get(record);
  if (!statement) {
    statement = postgresNamedStatement<{ response: string }>(`
with wallet as (
  update wallets
  set balance_minor = balance_minor - :stake::bigint + :payout::bigint
  where user_id = :member::integer
    and venue = :venue::text
    and locked = 0
    and balance_minor - held_minor >= :stake::bigint
    and ${memberTurnCondition(':member')}
    and exists (select 1 from users where id = :member::integer and wallet_type = :walletType::integer)
  returning id, balance_minor
),
record_id as (
  select ids.id, case when :payout::bigint > 0 then :payoutKeyPrefix::text || ids.id end as payout_key
  from (select (${record.nextId})::integer as id from wallet) as ids
),
stake as (
  insert into movements (movement_key, reference, kind, user_id, plat_type, amount_minor, phase, created_at)
  select :stakeKey::text, :stakeReference::text, :stakeKind::text, :member::integer, :venue::text, :stake::bigint, 'single', :now::bigint
  from wallet
  on conflict (movement_key) do nothing
  returning id
),
payout as (
  insert into movements (movement_key, reference, kind, user_id, plat_type, amount_minor, phase, created_at)
  select record_id.payout_key, :payoutReference::text, :payoutKind::text, :member::integer, :venue::text, :payout::bigint, 'single', :now::bigint
  from record_id, stake
  where :payout::bigint > 0
  on conflict (movement_key) do nothing
  returning id
),
entries as (
  insert into ledger_entries (movement_id, wallet_id, house_account, amount_minor)
  select stake.id, wallet.id, null, -:stake::bigint from stake, wallet
  union all select stake.id, null, :house::text, :stake::bigint from stake
  union all select payout.id, null, :house::text, -:payout::bigint from payout
  union all select payout.id, wallet.id, null, :payout::bigint from payout, wallet
),
${record.ctes},
kept as (
  insert into idempotency_keys (user_id, idem_key, request, response, created_at)
  select :member::integer, :key::text, :request::text, response, :now::bigint
  from answer
  returning response
)
-- The guard: a round that is not whole (no wallet moved, or no record written) fails the statement.
select case when count(*) = 1 then min(response) else (count(*) || ' rounds kept: not applied')::integer::text end as response
from kept
`);
    roundStatements.set(record, statement);
  }
  return statement;
}
