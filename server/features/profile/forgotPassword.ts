import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import type { SmsGateway } from '../../adapters/sms';
import { badRequest, DomainError, tooMany } from '../../errors';
import { hashPassword } from '../auth/passwords';
import { userNameKey } from '../auth/members';
import { requireSolvedCaptcha } from '../auth/captcha';
import { checkSmsCode, claimSendSlot, consumeSmsCode, newCode, sendCodeMessage, storeCode, type CodeRequest } from '../verification/codes';
import { claimAddressSend } from '../verification/guestSendLimits';
import { claimBreaker, HOUR_MS, refuseWhileOpen, type BreakerSettings, type ServerLog } from '../verification/smsBreaker';
import { claimInWindow, fullWindowStart, minutesUntilWindowEnds } from '../verification/windowCount';
import { revokeSessions } from './secrets';
import { checkConfirmPassword, checkPassword, checkSmsCode as codeRule, checkUserName } from '../../../machines/rules/validation';
import type { LanguageCode } from '../../../machines/rules/language';
import type { ForgotBody, ForgotSendBody } from '../../../contract/profile';

/**
 * Password recovery by phone or e-mail. Nothing answers differently for an account that does not exist
 * (or has no e-mail): sends are counted and limited by the address and the account name either way, the
 * code is only sent when there is somewhere to send it, and every code failure reads the same.
 */

type Channel = 'phone' | 'email';

function userNameOf(body: { userName?: string }): string {
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

/** Recovery sends for one account name an hour, both channels together (our number: the spec is silent). */
export const FORGOT_SENDS_PER_NAME = 5;

const nameHourFull = (windowStartedAt: number, now: number) =>
  tooMany('forgot.tooManySends', { count: FORGOT_SENDS_PER_NAME, minutes: minutesUntilWindowEnds(windowStartedAt, HOUR_MS, now) });

/**
 * Sends a recovery code, when the name is an account's with somewhere to send it. The guest solves a
 * captcha first; the address's hour, the name's hour and the channel's 60 s and daily limits count every
 * send, for an unknown name too, so both meet the same refusals, and while the breaker is open both are
 * refused alike. The answer does not wait for the rest, which only a known name has: counting the send
 * against the breaker (an unknown name spends no one's quota), storing the code and the message, so
 * neither the database's work nor a gateway's delay tells a known name from an unknown one.
 */
export async function sendForgotCode(
  db: Kysely<Database>,
  clock: Clock,
  sms: SmsGateway,
  request: { body: ForgotSendBody; channel: Channel; language: LanguageCode; breaker: BreakerSettings; address: string | null; log: ServerLog },
): Promise<void> {
  const userName = userNameOf(request.body);
  await requireSolvedCaptcha(db, clock, request.body);
  const now = clock.now();
  if (request.address !== null) await claimAddressSend(db, now, request.address);
  const nameKey = userNameKey(userName);
  // The name's hour is looked at first and claimed last, so that only a send counts in it: an attempt the
  // 60 s rule refuses costs the name nothing, and one the hour refuses costs its channel nothing.
  const nameHourKey = `forgot-name:${nameKey}`.slice(0, 320);
  const nameHour = { ms: HOUR_MS, limit: FORGOT_SENDS_PER_NAME };
  const fullSince = await fullWindowStart(db, nameHourKey, now, nameHour);
  if (fullSince !== null) throw nameHourFull(fullSince, now);
  await claimSendSlot(db, now, `forgot:${request.channel}:${nameKey}`);
  const claim = await claimInWindow(db, nameHourKey, now, nameHour);
  if (!claim.claimed) throw nameHourFull(claim.windowStartedAt, now);
  const row = await account(db, userName);
  const target = destination(row, request.channel);
  // Up to here a known name and an unknown one run the same statements; the breaker is read alike.
  await refuseWhileOpen(db, now, request.breaker);
  if (!row || !target) return;
  const message = {
    purpose: 'forgotPassword' as const,
    target,
    language: request.language,
    breaker: request.breaker,
    channel: request.channel === 'phone' ? ('sms' as const) : ('email' as const),
    userId: row.id,
  };
  // Started once the answer is on its way (setImmediate runs after the reply's write), so none of it delays the answer.
  setImmediate(() =>
    deliverAfterAnswer(db, sms, now, message).catch((error: unknown) => {
      const details = { userId: row.id, channel: request.channel };
      // The breaker opening between the read above and this claim: its trip is logged on its own.
      if (error instanceof DomainError && error.messageKey === 'error.smsBusy') request.log.warn(details, 'a password-recovery code was not sent: the SMS circuit breaker is open');
      else request.log.error({ ...details, err: error }, 'a password-recovery code was not delivered');
    }),
  );
}

/** A known name's send, after the answer: counted against the breaker, stored as the live code, then sent. */
async function deliverAfterAnswer(db: Kysely<Database>, sms: SmsGateway, now: number, message: CodeRequest): Promise<void> {
  await claimBreaker(db, now, message.breaker);
  const code = newCode();
  await storeCode(db, now, message, code);
  await sendCodeMessage(sms, message, code);
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
