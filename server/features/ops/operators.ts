import type { Kysely, Selectable } from 'kysely';
import type { Database, OperatorsTable } from '../../db/schema';
import type { Clock } from '../../clock';
import { conflict, DomainError } from '../../errors';
import type { Operator } from '../../../contract/ops';
import type { OperatorRole } from '../../../machines/rules/operators';
import { BOOTSTRAP_OPERATOR } from '../../db/migrations/017_operators';
import { recordAction } from './actions';
import { keyDigest, newOperatorKey } from './operatorKeys';
import { pageAnswer, pageOf } from './paging';

/**
 * The operators themselves (admin only, see contract/ops.ts): add one (its key is answered this once and only
 * its digest kept), list them, disable one. The bootstrap admin is the configuration's OPERATOR_KEY: it is
 * listed but cannot be disabled here (unset OPERATOR_KEY instead).
 */

/** The operator a call was let in as (server/http/operatorAccess.ts gives it to the handler). */
export interface ActingOperator {
  id: number;
  name: string;
  role: OperatorRole;
  bootstrap: boolean;
}

type OperatorRow = Selectable<OperatorsTable>;

export const operatorOfRow = (row: OperatorRow): ActingOperator => ({
  id: row.id,
  name: row.name,
  role: row.role as OperatorRole,
  bootstrap: row.name === BOOTSTRAP_OPERATOR,
});

export const operatorView = (row: OperatorRow): Operator => ({
  ...operatorOfRow(row),
  createTime: Number(row.created_at),
  disabledTime: row.disabled_at === null ? null : Number(row.disabled_at),
});

const operatorNotFound = () => new DomainError(404, 'error.operatorNotFound');

/** Adds an operator and answers its key, which is never stored and never shown again. */
export async function addOperator(db: Kysely<Database>, clock: Clock, actor: ActingOperator, name: string, role: OperatorRole) {
  const key = newOperatorKey(name);
  const added = await db.transaction().execute(async (trx) => {
    // A taken name inserts nothing (no error, so PostgreSQL's transaction stays usable) and is refused below.
    const row = await trx
      .insertInto('operators')
      .values({ name, role, key_hash: keyDigest(key), created_at: clock.now(), disabled_at: null })
      .onConflict((oc) => oc.column('name').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) await recordAction(trx, clock, actor, { action: 'operator.add', targetKind: 'operator', targetId: String(row.id), detail: JSON.stringify({ name, role }) });
    return row;
  });
  if (!added) throw conflict('error.operatorNameTaken', { name });
  return { key, operator: operatorView(added) };
}

export async function listOperators(db: Kysely<Database>, query: { pageIndex?: number; pageSize?: number }) {
  const page = pageOf(query);
  const [rows, counted] = await Promise.all([
    db.selectFrom('operators').selectAll().orderBy('id').limit(page.pageSize).offset(page.offset).execute(),
    db.selectFrom('operators').select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return pageAnswer(rows.map(operatorView), counted.total, page);
}

export async function operatorById(db: Kysely<Database>, id: number): Promise<Operator> {
  const row = await db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw operatorNotFound();
  return operatorView(row);
}

/** Disables an operator: its key is refused from its next call. */
export async function disableOperator(db: Kysely<Database>, clock: Clock, actor: ActingOperator, id: number): Promise<Operator> {
  const disabled = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('operators')
      .set({ disabled_at: clock.now() })
      .where('id', '=', id)
      .where('disabled_at', 'is', null)
      .where('name', '<>', BOOTSTRAP_OPERATOR)
      .returningAll()
      .executeTakeFirst();
    if (row) await recordAction(trx, clock, actor, { action: 'operator.disable', targetKind: 'operator', targetId: String(id), detail: JSON.stringify({ name: row.name, role: row.role }) });
    return row;
  });
  if (disabled) return operatorView(disabled);
  const now = await operatorById(db, id);
  throw conflict(now.bootstrap ? 'error.operatorBootstrap' : 'error.operatorDisabled', { name: now.name });
}
