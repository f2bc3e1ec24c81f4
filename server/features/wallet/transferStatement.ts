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
 * what convertMoney does through the ledger in ten: lock the two wallets (in id order, so that
 * opposite transfers of one member never deadlock), check the source's available money (balance less
 * holds), write the movement under the key derived from the request's Idempotency-Key, its two
 * entries and the two balances, and keep the key with the outcome the route answers. The row locks
 * last that one statement and its commit, not ten round trips.
 *
 * It applies only the plain case and writes nothing otherwise: both wallets exist and neither carries
 * a promotion lock flag, the venue is a platform, the money is there, and neither the key nor the
 * movement key was used before (a replay, or a concurrent twin that committed first). Then the caller
 * runs the ordinary path, which refuses, replays or opens a wallet exactly as it always has; the
 * ledger's rules (entries summing to zero, available ≥ 0, one movement per key) hold either way, and
 * the CHECKs on the wallet rows back them.
 */
const transferStatement = postgresStatement<{ response: string }>(`
with pair as (
  select id, venue, balance_minor, held_minor, locked
  from wallets
  where user_id = $1::integer and venue in ($2::text, $3::text)
  order by id
  for update
),
fits as (
  select 1
  from pair as source
  where source.venue = $2::text
    and source.balance_minor - source.held_minor >= $4::bigint
    and (select count(*) from pair where pair.locked = 0) = 2
    and exists (select 1 from platforms where plat_type = $9::text)
    and not exists (select 1 from idempotency_keys where user_id = $1::integer and idem_key = $5::text)
),
movement as (
  insert into movements (movement_key, reference, kind, user_id, convert_type, plat_type, amount_minor, phase, created_at)
  select $6::text, $7::text, $13::text, $1::integer, $8::integer, $9::text, $4::bigint, 'single', $10::bigint
  from fits
  on conflict (movement_key) do nothing
  returning id
),
moved as (
  update wallets
  set balance_minor = wallets.balance_minor + case when wallets.venue = $2::text then -$4::bigint else $4::bigint end
  from pair, movement
  where wallets.id = pair.id
  returning wallets.id, wallets.venue, wallets.balance_minor, wallets.locked
),
entries as (
  insert into ledger_entries (movement_id, wallet_id, amount_minor)
  select movement.id, pair.id, case when pair.venue = $2::text then -$4::bigint else $4::bigint end
  from movement, pair
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
    select venue, balance_minor, locked, false from wallets where user_id = $1::integer and id not in (select id from pair)
  ) as balances
  having count(*) filter (where after_transfer) = 2
),
kept as (
  insert into idempotency_keys (user_id, idem_key, request, response, created_at)
  select $1::integer, $5::text, $11::text, response, $10::bigint
  from outcome
  returning response
)
select response from kept
`);

export interface OneStatementTransfer {
  userId: number;
  /** The request's Idempotency-Key, and what it stands for. */
  key: string;
  request: string;
  movementKey: string;
  transfer: Transfer;
}

/** The transfer's outcome when the one statement applied it; null when it wrote nothing. */
export async function transferInOneStatement(db: Kysely<Database>, clock: Clock, call: OneStatementTransfer): Promise<TransferOutcome | null> {
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
  return rows.length === 1 ? (JSON.parse(rows[0].response) as TransferOutcome) : null;
}
