import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import type { LanguageCode } from '../../../machines/rules/language';
import { WITHDRAW_STATUS } from '../../../machines/rules/withdrawal';
import type { OpsWithdrawal } from '../../../contract/withdrawal';
import { withdrawNotFound, withdrawOrderView, type WithdrawRow } from '../withdrawal/orders';
import { approveWithdrawal, rejectWithdrawal } from '../withdrawal/review';

/**
 * The operator's withdrawal desk: orders awaiting review (oldest first), approve (paid out, exactly
 * once: ../withdrawal/review.ts) and reject with a reason (the held amount returns). Every action is
 * recorded in operator_actions.
 */

const OPS_LIST_MAX = 200;

async function withMember(db: Kysely<Database>, row: WithdrawRow, language: LanguageCode): Promise<OpsWithdrawal> {
  const user = await db.selectFrom('users').select(['user_name', 'real_name']).where('id', '=', row.user_id).executeTakeFirstOrThrow();
  return { ...withdrawOrderView(row, language), userName: user.user_name, realName: user.real_name };
}

export async function listWithdrawals(db: Kysely<Database>, status: 'pending' | 'all', language: LanguageCode): Promise<OpsWithdrawal[]> {
  let query = db
    .selectFrom('withdraw_orders')
    .innerJoin('users', 'users.id', 'withdraw_orders.user_id')
    .selectAll('withdraw_orders')
    .select(['users.user_name', 'users.real_name'])
    .orderBy('withdraw_orders.created_at', 'asc')
    .orderBy('withdraw_orders.id', 'asc')
    .limit(OPS_LIST_MAX);
  if (status === 'pending') query = query.where('withdraw_orders.status', '=', WITHDRAW_STATUS.reviewing);
  const rows = await query.execute();
  return rows.map(({ user_name, real_name, ...row }) => ({ ...withdrawOrderView(row, language), userName: user_name, realName: real_name }));
}

async function existing(db: Kysely<Database>, orderNo: string) {
  const row = await db.selectFrom('withdraw_orders').select('id').where('order_no', '=', orderNo).executeTakeFirst();
  if (!row) throw withdrawNotFound();
}

export async function approveWithdrawalAsOperator(db: Kysely<Database>, clock: Clock, orderNo: string, language: LanguageCode) {
  await existing(db, orderNo);
  return withMember(db, await approveWithdrawal(db, clock, orderNo, 'operator'), language);
}

export async function rejectWithdrawalAsOperator(db: Kysely<Database>, clock: Clock, orderNo: string, reason: string, language: LanguageCode) {
  await existing(db, orderNo);
  return withMember(db, await rejectWithdrawal(db, clock, orderNo, reason.trim()), language);
}
