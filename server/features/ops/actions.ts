import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import type { OpsAction } from '../../../contract/ops';
import type { OperatorRole } from '../../../machines/rules/operators';
import type { ActingOperator } from './operators';
import { pageAnswer, pageOf } from './paging';

/**
 * The operators' log: every change made at the desk writes one row here, in the transaction of the change
 * itself, so a change and the record of who made it are committed together or not at all.
 */

export type ActionName = 'deposit.approve' | 'deposit.reject' | 'withdrawal.approve' | 'withdrawal.reject' | 'operator.add' | 'operator.disable' | 'cryptoRate.set' | 'setting.set' | 'feedback.reply' | 'vip.level' | 'vip.rebate' | 'agent.tier' | `message.${'announcement' | 'activity' | 'notification' | 'private'}` | `activity.${'create' | 'edit' | 'end'}` | `application.${'approve' | 'reject'}`;

export interface ActionRecord {
  action: ActionName;
  targetKind: 'deposit' | 'withdrawal' | 'operator' | 'setting' | 'feedback' | 'message' | 'activity' | 'application';
  targetId: string;
  reason?: string;
  /** What else the reader needs (an amount, a new operator's name and role). */
  detail?: string;
}

export async function recordAction(trx: Transaction<Database>, clock: Clock, operator: ActingOperator, record: ActionRecord): Promise<void> {
  await trx
    .insertInto('operator_actions')
    .values({
      operator_id: operator.id,
      action: record.action,
      target_kind: record.targetKind,
      target_id: record.targetId,
      reason: record.reason ?? null,
      detail: record.detail ?? null,
      created_at: clock.now(),
    })
    .execute();
}

/** The log, newest first, by page; one operator's with `operatorId`. */
export async function listActions(db: Kysely<Database>, query: { operatorId?: number; pageIndex?: number; pageSize?: number }) {
  const page = pageOf(query);
  let rows = db.selectFrom('operator_actions').innerJoin('operators', 'operators.id', 'operator_actions.operator_id');
  if (query.operatorId !== undefined) rows = rows.where('operator_actions.operator_id', '=', query.operatorId);
  const [found, counted] = await Promise.all([
    rows
      .selectAll('operator_actions')
      .select(['operators.name', 'operators.role'])
      .orderBy('operator_actions.id', 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
    rows.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  const records: OpsAction[] = found.map((row) => ({
    id: row.id,
    operatorId: row.operator_id,
    operatorName: row.name,
    operatorRole: row.role as OperatorRole,
    action: row.action,
    targetKind: row.target_kind,
    targetId: row.target_id,
    reason: row.reason,
    detail: row.detail,
    createTime: Number(row.created_at),
  }));
  return pageAnswer(records, counted.total, page);
}
