import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { postgresStatement } from '../../db/precompiled';
import { newReference } from '../../ledger/ledger';
import { CENTRAL_WALLET } from '../../../machines/rules/wallet';
import { CONVERT_TYPE, MOVEMENT_KIND, REFERENCE_PREFIX } from './recordTypes';
import type { Transfer, TransferOutcome } from './transfers';

/**
 * A transfer on PostgreSQL in one round trip: one data-modifying statement, in autocommit, that does
 * what convertMoney does through the ledger in ten: move both balances in one UPDATE, write the
 * movement under the key derived from the request's Idempotency-Key, its two entries, and the key with
 * the outcome the route answers. The row locks last that one statement and its commit.
 *
 * One member's transfers in one statement take turns on a transaction-scoped advisory lock of the
 * member, taken before any row: the UPDATE visits its two rows in no fixed order (heap order changes
 * as rows get new versions), so without it two opposite transfers could deadlock. The UPDATE then
 * takes the row locks; a row changed by a transaction that committed while this one waited is re-read
 * before it is changed (PostgreSQL's read-committed update), so no balance is computed from a stale
 * row, and the wallets' CHECKs (balance ≥ 0, held ≤ balance) refuse a source whose available money
 * would go below zero. (Locking the rows with a `select … for update` in the same statement instead
 * does not work: the UPDATE then finds rows "already modified by this command" and silently skips them.)
 *
 * It applies only the plain case: both wallets exist and carry no promotion lock flag, the venue is a
 * platform, the money is there, and neither the key nor the movement key was used before (a replay, or
 * a concurrent twin that committed first). Anything else makes the statement fail as a whole (a CHECK,
 * a unique key, a foreign key, or the last line's guard) and write nothing; the caller then runs the
 * ordinary path, which refuses, replays or opens a wallet exactly as it always has. The statement does not
 * look for a used key or an unknown venue beforehand: the movement key's and the request key's unique
 * indexes and the movement's foreign key to the platforms find them anyway, and a look costs every plain
 * transfer (about 40 µs of the server's CPU, docs/performance.md) to save a replay, which is rare, a failed try.
 */
/**
 * The advisory lock space of a member's turn at a transfer or a round in one statement (its second key is
 * the member id; ../bets/betStatement.ts takes it too).
 */
export const MEMBER_TURN_LOCK = 7301;

const transferStatement = postgresStatement<{ response: string }>(`
with moved as (
  update wallets
  set balance_minor = balance_minor + case when venue = $2::text then -$4::bigint else $4::bigint end
  where user_id = $1::integer
    and venue in ($2::text, $3::text)
    and locked = 0
    and (select 1 from pg_advisory_xact_lock(${MEMBER_TURN_LOCK}, $1::integer)) = 1
  returning id, venue, balance_minor, locked
),
movement as (
  insert into movements (movement_key, reference, kind, user_id, convert_type, plat_type, amount_minor, phase, created_at)
  select $6::text, $7::text, $13::text, $1::integer, $8::integer, $9::text, $4::bigint, 'single', $10::bigint
  where (select count(*) from moved) = 2
  on conflict (movement_key) do nothing
  returning id
),
entries as (
  insert into ledger_entries (movement_id, wallet_id, amount_minor)
  select movement.id, moved.id, case when moved.venue = $2::text then -$4::bigint else $4::bigint end
  from movement, moved
),
outcome as (
  select json_build_object(
    'centralMinor', coalesce(sum(balance_minor) filter (where venue = $12::text), 0),
    'venuesMinor', coalesce(sum(balance_minor) filter (where venue <> $12::text), 0),
    'platType', $9::text,
    'walletMinor', max(balance_minor) filter (where venue = $9::text and after_transfer),
    'walletLockFlag', max(locked) filter (where venue = $9::text and after_transfer)
  )::text as response
  from (
    select venue, balance_minor, locked, true as after_transfer from moved
    union all
    select venue, balance_minor, locked, false from wallets where user_id = $1::integer and id not in (select id from moved)
  ) as balances
  having count(*) filter (where after_transfer) = 2 and exists (select 1 from movement)
),
kept as (
  insert into idempotency_keys (user_id, idem_key, request, response, created_at)
  select $1::integer, $5::text, $11::text, response, $10::bigint
  from outcome
  returning response
)
-- The guard: a transfer that is not whole (one wallet moved, or no movement written) fails the statement.
select case when count(*) = 1 then min(response) else (count(*) || ' transfers kept: not applied')::integer::text end as response
from kept
`);

export interface OneStatementTransfer {
  userId: number;
  /** The request's Idempotency-Key, and what it stands for. */
  key: string;
  request: string;
  movementKey: string;
  transfer: Transfer;
}

/**
 * The transfer's outcome when the one statement applied it. It fails, having written nothing, when it
 * did not apply; answerIdempotently then takes the ordinary path.
 */
export async function transferInOneStatement(db: Kysely<Database>, clock: Clock, call: OneStatementTransfer): Promise<TransferOutcome> {
  const { transfer } = call;
  const [from, to] = transfer.inward ? [CENTRAL_WALLET, transfer.platType] : [transfer.platType, CENTRAL_WALLET];
  const now = clock.now();
  const rows = await transferStatement(db, [
    call.userId,
    from,
    to,
    transfer.amountMinor,
    call.key,
    call.movementKey,
    newReference(REFERENCE_PREFIX.transfer, now),
    transfer.inward ? CONVERT_TYPE.quotaIn : CONVERT_TYPE.quotaOut,
    transfer.platType,
    now,
    call.request,
    CENTRAL_WALLET,
    MOVEMENT_KIND.transfer,
  ]);
  return JSON.parse(rows[0].response) as TransferOutcome;
}
