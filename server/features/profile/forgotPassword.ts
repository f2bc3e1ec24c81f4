import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import type { SmsGateway } from '../../adapters/sms';
import { badRequest, DomainError } from '../../errors';
import { hashPassword } from '../auth/passwords';
import { userNameKey } from '../auth/members';
import { claimCodeSend, checkSmsCode, consumeSmsCode, deliverCode } from '../verification/codes';
import { revokeSessions } from './secrets';
import { checkConfirmPassword, checkPassword, checkSmsCode as codeRule, checkUserName } from '../../../machines/rules/validation';
import type { LanguageCode } from '../../../machines/rules/language';
import type { ForgotBody } from '../../../contract/profile';

/**
 * Password recovery by phone or e-mail. Nothing answers differently for an account that does not exist
 * (or has no e-mail): sends are counted and limited by the account name either way, the code is only
 * sent when there is somewhere to send it, and every code failure reads the same.
 */

type Channel = 'phone' | 'email';

function userNameOf(body: ForgotBody): string {
  const userName = body.userName ?? '';
  const problem = checkUserName(userName);
  if (problem) throw badRequest(problem, {}, 'userName');
  return userName;
}

const account = (db: Kysely<Database>, userName: string) =>
  db.selectFrom('users').select(['id', 'phone', 'email']).where('user_name_key', '=', userNameKey(userName)).executeTakeFirst();

const destination = (row: { phone: string; email: string | null } | undefined, channel: Channel) =>
  row ? (channel === 'phone' ? row.phone || null : row.email) : null;

/** Step 1: the name is well formed. The answer is the same whether or not the account exists. */
export function forgetPasswordFirstStep(body: ForgotBody): void {
  userNameOf(body);
}

export async function sendForgotCode(
  db: Kysely<Database>,
  clock: Clock,
  sms: SmsGateway,
  request: { body: ForgotBody; channel: Channel; language: LanguageCode; hourlyLimit: number },
): Promise<void> {
  const userName = userNameOf(request.body);
  const row = await account(db, userName);
  const target = destination(row, request.channel);
  const code = {
    purpose: 'forgotPassword' as const,
    target: target ?? '',
    language: request.language,
    hourlyLimit: request.hourlyLimit,
    channel: request.channel === 'phone' ? ('sms' as const) : ('email' as const),
    userId: row?.id ?? null,
    slotKey: `forgot:${request.channel}:${userNameKey(userName)}`,
  };
  const now = await claimCodeSend(db, clock, code);
  if (row && target) await deliverCode(db, sms, now, code);
}

/** Any code failure, for a real account or none, reads "the code is wrong or has expired". */
async function codeAnswer(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (error instanceof DomainError && (error.messageKey === 'error.smsCodeWrong' || error.messageKey === 'error.smsCodeExpired')) {
      throw badRequest('forgot.codeInvalid', {}, 'code');
    }
    throw error;
  }
}

function codeOf(body: ForgotBody): string {
  const code = body.code ?? '';
  const problem = codeRule(code);
  if (problem) throw badRequest(problem, {}, 'code');
  return code;
}

export async function checkForgotCode(db: Kysely<Database>, clock: Clock, body: ForgotBody): Promise<void> {
  const userName = userNameOf(body);
  const code = codeOf(body);
  const channel = body.channel ?? 'phone';
  const row = await account(db, userName);
  const target = destination(row, channel);
  await codeAnswer(async () => {
    if (!row || !target) throw badRequest('error.smsCodeExpired');
    await checkSmsCode(db, clock, 'forgotPassword', target, code, row.id);
  });
}

/** The last step: the new password with the code; every session of the account ends. */
export async function modifyPasswordByForget(db: Kysely<Database>, clock: Clock, body: ForgotBody): Promise<void> {
  const userName = userNameOf(body);
  const code = codeOf(body);
  const newPassword = body.newPassword ?? '';
  for (const [problem, field] of [
    [checkPassword(newPassword), 'newPassword'],
    [checkConfirmPassword(newPassword, body.confirmPassword ?? ''), 'confirmPassword'],
  ] as const) {
    if (problem) throw badRequest(problem, {}, field);
  }
  const channel = body.channel ?? 'phone';
  const row = await account(db, userName);
  const target = destination(row, channel);
  await codeAnswer(async () => {
    if (!row || !target) throw badRequest('error.smsCodeExpired');
    await consumeSmsCode(db, clock, 'forgotPassword', target, code, row.id);
  });
  await db.updateTable('users').set({ password_hash: await hashPassword(newPassword) }).where('id', '=', row!.id).execute();
  await revokeSessions(db, clock, row!.id, null);
}
