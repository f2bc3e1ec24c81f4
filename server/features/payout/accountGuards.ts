import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { badRequest, conflict, DomainError } from '../../errors';
import { consumeSmsCode } from '../verification/codes';
import { verifyWithdrawPassword } from '../profile/secrets';
import { smsRequired } from '../settings/settings';
import { checkSmsCode } from '../../../machines/rules/validation';
import type { RuleResult } from '../../../machines/rules/validation';

/**
 * What every payout account call shares: rules answered as the field's message, another member's id
 * answered as a missing one, the binding confirmed by an SMS code to the bound phone (purpose
 * bindAccount), the deletion by the withdrawal password, and the per-member ceiling held under
 * concurrency.
 */

export const accountNotFound = () => new DomainError(404, 'error.notFound');

export function requireRule(problem: RuleResult, field: string): void {
  if (problem) throw badRequest(problem, {}, field);
}

export interface MemberFacts {
  realName: string | null;
  phone: string | null;
  hasWithdrawPassword: boolean;
  vipLevel: number;
}

export async function memberFacts(db: Kysely<Database>, userId: number): Promise<MemberFacts> {
  const row = await db
    .selectFrom('users')
    .select(['real_name', 'phone', 'withdraw_password_hash', 'level_id'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const realName = row.real_name?.trim() ? row.real_name : null;
  const phone = row.phone?.trim() ? row.phone : null;
  return { realName, phone, hasWithdrawPassword: row.withdraw_password_hash !== null, vipLevel: Number(row.level_id) };
}

/**
 * Spends the member's bindAccount code, after every other rule has passed (a refused binding keeps its
 * code). The code goes to the bound phone, so a member without one is told to set it first. With the
 * site setting sms_switch off the forms ask for no code and none is needed.
 */
export async function spendBindingCode(db: Kysely<Database>, clock: Clock, userId: number, phone: string | null, code: string | undefined) {
  if (!(await smsRequired(db))) return;
  if (phone === null) throw badRequest('profile.setPhoneFirst');
  requireRule(checkSmsCode(code ?? ''), 'smsCode');
  await consumeSmsCode(db, clock, 'bindAccount', phone, code ?? '', userId);
}

/**
 * Spec section 5: deleting needs a withdrawal password set first (its message says where to set it),
 * and is confirmed with it (five wrong in 15 minutes lock it, as everywhere).
 */
export async function confirmDeletion(db: Kysely<Database>, clock: Clock, userId: number, password: string | undefined) {
  await verifyWithdrawPassword(db, clock, userId, password ?? '');
}

/**
 * The member's turn (the ledger's one member lock), so that two bindings at once count the member's
 * accounts one after the other.
 */
export { lockMember } from '../../ledger/ledger';

/** Refuses a binding beyond the ceiling, counted under the member's lock. */
export function requireRoom(count: number, max: number, messageKey: string): void {
  if (count >= max) throw conflict(messageKey, { max });
}

/** A duplicate (the unique constraint of the member's same number or address) answers "already bound". */
export function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { message?: string; code?: string })?.message ?? '');
  const code = (error as { code?: string })?.code;
  return code === '23505' || /UNIQUE constraint failed/i.test(text);
}

export async function refuseDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('payout.duplicate');
    throw error;
  }
}
