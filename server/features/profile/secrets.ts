import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { badRequest, conflict, tooMany } from '../../errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { clearAttempts, confirmFailure, reserveAttempt } from '../auth/throttle';
import { consumeSmsCode } from '../verification/codes';
import { checkConfirmPassword, checkPassword } from '../../../machines/rules/validation';
import { checkNewWithdrawPassword, checkWithdrawPassword } from '../../../machines/rules/profile';
import type { ModifyPasswordBody, WithdrawPasswordBody } from '../../../contract/profile';
import { publishSessionsEnded } from '../../events/publish';

/** Wrong secrets a member may type in 15 minutes before that secret locks for 15 minutes, like the login. */
export const SECRET_FAILURE_LIMIT = 5;

const userRow = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('users').select(['password_hash', 'withdraw_password_hash', 'phone']).where('id', '=', userId).executeTakeFirstOrThrow();

/**
 * Checks a secret against its slow hash through the throttle: a locked key answers `lockedKey` without
 * hashing; a wrong one counts; a right one clears the count.
 */
async function throttledVerify(
  db: Kysely<Database>,
  clock: Clock,
  throttleKey: string,
  secret: string,
  hash: string,
  messages: { locked: string; wrong: string; field: string },
): Promise<void> {
  const reservation = await reserveAttempt(db, clock, throttleKey, SECRET_FAILURE_LIMIT);
  if (reservation === 'locked') throw tooMany(messages.locked);
  if (reservation === 'busy') throw tooMany('security.checkBusy');
  if (!(await verifyPassword(secret, hash))) {
    await confirmFailure(db, clock, throttleKey, SECRET_FAILURE_LIMIT);
    throw badRequest(messages.wrong, {}, messages.field);
  }
  await clearAttempts(db, throttleKey);
}

function firstProblem(checks: [string | null, string][]): void {
  for (const [problem, field] of checks) if (problem) throw badRequest(problem, {}, field);
}

/** Ends every session of the member but the one given (all of them when null). */
export async function revokeSessions(db: Kysely<Database>, clock: Clock, userId: number, keepSessionId: number | null) {
  let query = db.updateTable('sessions').set({ revoked_at: clock.now() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepSessionId !== null) query = query.where('id', '!=', keepSessionId);
  await query.execute();
  publishSessionsEnded(db, userId, keepSessionId);
}

/** Changes the login password (rules of section 5); the member's other sessions end. */
export async function modifyPassword(db: Kysely<Database>, clock: Clock, member: { userId: number; sessionId: number }, body: ModifyPasswordBody) {
  const oldPassword = body.oldPassword ?? '';
  const newPassword = body.newPassword ?? '';
  firstProblem([
    [oldPassword === '' ? 'security.oldPassword.required' : null, 'oldPassword'],
    [checkPassword(newPassword), 'newPassword'],
    [checkConfirmPassword(newPassword, body.confirmPassword ?? ''), 'confirmPassword'],
    [newPassword === oldPassword ? 'security.password.same' : null, 'newPassword'],
  ]);
  const user = await userRow(db, member.userId);
  await throttledVerify(db, clock, `password:${member.userId}`, oldPassword, user.password_hash, {
    locked: 'security.password.locked',
    wrong: 'security.oldPassword.wrong',
    field: 'oldPassword',
  });
  await db.updateTable('users').set({ password_hash: await hashPassword(newPassword) }).where('id', '=', member.userId).execute();
  await revokeSessions(db, clock, member.userId, member.sessionId);
}

export async function isWithdrawPasswordSet(db: Kysely<Database>, userId: number): Promise<boolean> {
  return (await userRow(db, userId)).withdraw_password_hash !== null;
}

/**
 * Sets (first time, with an SMS code to the bound phone) or changes (with the old withdrawal password or
 * an SMS code) the 6-digit withdrawal password, stored as a slow hash.
 */
export async function saveWithdrawPassword(
  db: Kysely<Database>,
  clock: Clock,
  userId: number,
  body: WithdrawPasswordBody,
  mode: 'set' | 'change',
): Promise<void> {
  const password = body.password ?? '';
  firstProblem([
    [checkNewWithdrawPassword(password), 'password'],
    [password === (body.confirmPassword ?? '') ? null : 'security.withdrawPassword.mismatch', 'confirmPassword'],
  ]);
  const user = await userRow(db, userId);
  if (mode === 'set' && user.withdraw_password_hash !== null) throw conflict('security.withdrawPassword.alreadySet');
  if (mode === 'change' && user.withdraw_password_hash === null) throw badRequest('security.withdrawPassword.notSet');
  if (mode === 'change' && body.oldPassword) {
    await throttledVerify(db, clock, `withdraw:${userId}`, body.oldPassword, user.withdraw_password_hash!, {
      locked: 'security.withdrawPassword.locked',
      wrong: 'security.withdrawPassword.wrong',
      field: 'oldPassword',
    });
  } else {
    if (!body.code) throw badRequest('rule.smsCode.required', {}, 'code');
    await consumeSmsCode(db, clock, 'withdrawPassword', user.phone, body.code, userId);
  }
  const hash = await hashPassword(password);
  const saved = await db
    .updateTable('users')
    .set({ withdraw_password_hash: hash })
    .where('id', '=', userId)
    .where('withdraw_password_hash', mode === 'set' ? 'is' : 'is not', null)
    .executeTakeFirst();
  if (Number(saved.numUpdatedRows) === 0) throw conflict('security.withdrawPassword.alreadySet');
}

/** Checks the withdrawal password (withdrawals and card deletion); five wrong lock it for 15 minutes. */
export async function verifyWithdrawPassword(db: Kysely<Database>, clock: Clock, userId: number, password: string): Promise<void> {
  const user = await userRow(db, userId);
  if (user.withdraw_password_hash === null) throw badRequest('security.withdrawPassword.notSet');
  const problem = checkWithdrawPassword(password);
  if (problem) throw badRequest(problem, {}, 'password');
  await throttledVerify(db, clock, `withdraw:${userId}`, password, user.withdraw_password_hash, {
    locked: 'security.withdrawPassword.locked',
    wrong: 'security.withdrawPassword.wrong',
    field: 'password',
  });
}
