import type { Kysely } from 'kysely';
import type { Database, MovementPhase } from '../db/schema';
import { legsFingerprint } from './accounts';

/**
 * The books' check (`npm run ledger:check`, the crash and money tests): every cached balance and hold
 * recomputed from the entries, every movement summing to zero and settled as its phase says.
 */

export interface LedgerAudit {
  wallets: number;
  movements: number;
  /** Pending movements still open, and those posted or voided. */
  pending: { open: number; posted: number; voided: number };
  /** One line per problem found; none when the books are consistent. */
  problems: string[];
  /** Sum of every house account's entries (negative: money the house has put into members' wallets). */
  houseTotals: Record<string, number>;
}

/**
 * Recomputes every wallet from its ledger entries and its holds from the open pending movements, and
 * checks that every movement sums to zero, that every pending movement is open or settled exactly once,
 * and that no wallet holds more than it has.
 */
export async function auditLedger(db: Kysely<Database>): Promise<LedgerAudit> {
  const problems: string[] = [];
  const wallets = await db
    .selectFrom('wallets')
    .select(['id', 'user_id', 'venue', 'balance_minor', 'held_minor'])
    .orderBy('id')
    .execute();
  const sums = await db
    .selectFrom('ledger_entries')
    .select(['wallet_id', (eb) => eb.fn.sum<number>('amount_minor').as('total')])
    .where('wallet_id', 'is not', null)
    .groupBy('wallet_id')
    .execute();
  const holds = await db
    .selectFrom('pending_entries')
    .innerJoin('movements', 'movements.id', 'pending_entries.movement_id')
    .select(['pending_entries.wallet_id', (eb) => eb.fn.sum<number>('pending_entries.amount_minor').as('total')])
    .where('pending_entries.wallet_id', 'is not', null)
    .where('pending_entries.amount_minor', '<', 0)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('movements as settling').select('settling.id').whereRef('settling.pending_id', '=', 'movements.id'))),
    )
    .groupBy('pending_entries.wallet_id')
    .execute();
  const ledgerOf = new Map(sums.map((row) => [Number(row.wallet_id), Number(row.total)]));
  const heldOf = new Map(holds.map((row) => [Number(row.wallet_id), -Number(row.total)]));
  for (const wallet of wallets) {
    const cached = Number(wallet.balance_minor);
    const held = Number(wallet.held_minor);
    const ledger = ledgerOf.get(wallet.id) ?? 0;
    const reserved = heldOf.get(wallet.id) ?? 0;
    ledgerOf.delete(wallet.id);
    heldOf.delete(wallet.id);
    const name = `wallet ${wallet.id} (member ${wallet.user_id}, ${wallet.venue})`;
    if (cached !== ledger) problems.push(`${name}: cached balance ${cached} differs from its entries' sum ${ledger}`);
    if (cached < 0) problems.push(`${name}: negative balance ${cached}`);
    if (held !== reserved) problems.push(`${name}: holds ${held} but its open pending movements reserve ${reserved}`);
    if (held > cached) problems.push(`${name}: holds ${held}, more than its balance ${cached} (negative available balance)`);
  }
  for (const [walletId, total] of ledgerOf) problems.push(`entries of unknown wallet ${walletId} sum to ${total}`);
  for (const [walletId, total] of heldOf) problems.push(`pending entries of unknown wallet ${walletId} reserve ${total}`);

  const unbalanced = await db
    .selectFrom('ledger_entries')
    .select(['movement_id', (eb) => eb.fn.sum<number>('amount_minor').as('total')])
    .groupBy('movement_id')
    .having((eb) => eb.fn.sum('amount_minor'), '<>', 0)
    .orderBy('movement_id')
    .execute();
  for (const row of unbalanced) problems.push(`movement ${row.movement_id}: entries sum to ${Number(row.total)}, not 0`);

  problems.push(...(await auditPhases(db)));

  const house = await db
    .selectFrom('ledger_entries')
    .select(['house_account', (eb) => eb.fn.sum<number>('amount_minor').as('total')])
    .where('house_account', 'is not', null)
    .groupBy('house_account')
    .execute();
  const phases = await db
    .selectFrom('movements')
    .select(['phase', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('phase')
    .execute();
  const count = (phase: MovementPhase) => Number(phases.find((row) => row.phase === phase)?.n ?? 0);
  return {
    wallets: wallets.length,
    movements: phases.reduce((sum, row) => sum + Number(row.n), 0),
    pending: { open: count('pending') - count('post') - count('void'), posted: count('post'), voided: count('void') },
    problems,
    houseTotals: Object.fromEntries(house.map((row) => [String(row.house_account), Number(row.total)])),
  };
}

/** Each movement's entries fit its phase, and every post or void settles one pending movement, once. */
async function auditPhases(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const movements = await db
    .selectFrom('movements')
    .select(['id', 'phase', 'pending_id', (eb) => eb.selectFrom('ledger_entries').select((e) => e.fn.countAll<number>().as('n')).whereRef('ledger_entries.movement_id', '=', 'movements.id').as('entries'), (eb) => eb.selectFrom('pending_entries').select((e) => e.fn.countAll<number>().as('n')).whereRef('pending_entries.movement_id', '=', 'movements.id').as('pendingEntries')])
    .orderBy('id')
    .execute();
  const byId = new Map(movements.map((row) => [row.id, row]));
  const settledBy = new Map<number, number[]>();
  for (const movement of movements) {
    const entries = Number(movement.entries);
    const pendingEntries = Number(movement.pendingEntries);
    const name = `movement ${movement.id} (${movement.phase})`;
    if (movement.phase !== 'pending' && pendingEntries > 0) problems.push(`${name}: has pending entries`);
    if ((movement.phase === 'pending' || movement.phase === 'void') && entries > 0) problems.push(`${name}: has ledger entries`);
    if ((movement.phase === 'single' || movement.phase === 'post') && entries === 0) problems.push(`${name}: moves no money`);
    if (movement.phase === 'pending' && pendingEntries === 0) problems.push(`${name}: reserves nothing`);
    if (movement.pending_id !== null) {
      const pendingId = Number(movement.pending_id);
      settledBy.set(pendingId, [...(settledBy.get(pendingId) ?? []), movement.id]);
      if (byId.get(pendingId)?.phase !== 'pending') problems.push(`${name}: settles movement ${pendingId}, which is not pending`);
    }
  }
  for (const [pendingId, settling] of settledBy) {
    if (settling.length > 1) problems.push(`movement ${pendingId} (pending): settled ${settling.length} times, by ${settling.join(', ')}`);
  }
  // A post applies exactly what its pending movement reserved.
  const posted = await db
    .selectFrom('movements as post')
    .innerJoin('ledger_entries', 'ledger_entries.movement_id', 'post.id')
    .select(['post.id', 'post.pending_id', 'ledger_entries.wallet_id', 'ledger_entries.house_account', 'ledger_entries.amount_minor'])
    .where('post.phase', '=', 'post')
    .execute();
  const reserved = await db
    .selectFrom('pending_entries')
    .select(['movement_id', 'wallet_id', 'house_account', 'amount_minor'])
    .where('movement_id', 'in', db.selectFrom('movements').select('pending_id').where('phase', '=', 'post').where('pending_id', 'is not', null).$castTo<number>())
    .execute();
  type Legs = { wallet: number | null; house: string | null; amount: number }[];
  const legsBy = (rows: { owner: number; wallet_id: number | null; house_account: string | null; amount_minor: number }[]) => {
    const grouped = new Map<number, Legs>();
    for (const row of rows) {
      grouped.set(row.owner, [...(grouped.get(row.owner) ?? []), { wallet: row.wallet_id, house: row.house_account, amount: Number(row.amount_minor) }]);
    }
    return grouped;
  };
  const postedLegs = legsBy(posted.map((row) => ({ ...row, owner: row.id })));
  const reservedLegs = legsBy(reserved.map((row) => ({ ...row, owner: row.movement_id })));
  for (const [postId, legs] of postedLegs) {
    const pendingId = Number(byId.get(postId)?.pending_id);
    if (legsFingerprint(legs) !== legsFingerprint(reservedLegs.get(pendingId) ?? [])) {
      problems.push(`movement ${postId} (post): its entries differ from those movement ${pendingId} reserved`);
    }
  }
  return problems;
}
