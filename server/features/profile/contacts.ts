import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import type { SmsGateway } from '../../adapters/sms';
import { badRequest, conflict, tooMany } from '../../errors';
import { checkSmsCode, consumeSmsCode, sendSmsCode } from '../verification/codes';
import type { BreakerSettings } from '../verification/smsBreaker';
import { clearAttempts, confirmFailure, reserveAttempt } from '../auth/throttle';
import { SECRET_FAILURE_LIMIT } from './secrets';
import { checkPhone, checkSmsCode as codeRule } from '../../../machines/rules/validation';
import { checkEmail, checkMiddleFour, phoneMiddleFour } from '../../../machines/rules/profile';
import type { LanguageCode } from '../../../machines/rules/language';
import type { EmailCodeBody, SmsCodeBody } from '../../../contract/profile';

interface Caller {
  userId: number;
  language: LanguageCode;
}

const phoneOf = async (db: Kysely<Database>, userId: number) =>
  (await db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow()).phone;

function requireRule(problem: string | null, field: string): void {
  if (problem) throw badRequest(problem, {}, field);
}

/**
 * The phone check of section 5: the middle four digits of the bound phone. A wrong entry answers "phone
 * number wrong, please re-enter" and counts like a wrong password (five lock it for 15 minutes).
 */
async function phoneCheck(db: Kysely<Database>, clock: Clock, userId: number, entered: string | undefined): Promise<void> {
  const key = `phonecheck:${userId}`;
  requireRule(checkMiddleFour(entered ?? ''), 'middleFour');
  const reservation = await reserveAttempt(db, clock, key, SECRET_FAILURE_LIMIT);
  if (reservation === 'locked') throw tooMany('security.phoneCheckLocked');
  if (reservation === 'busy') throw tooMany('security.checkBusy');
  if (phoneMiddleFour(await phoneOf(db, userId)) !== entered) {
    await confirmFailure(db, clock, key, SECRET_FAILURE_LIMIT);
    throw badRequest('security.phoneWrong', {}, 'middleFour');
  }
  await clearAttempts(db, key);
}

/** /sms/getSmsCode: withdrawPassword and bindAccount (payout accounts) → the bound phone; bindPhone → the new phone, after the phone check. */
export async function sendMemberSmsCode(db: Kysely<Database>, clock: Clock, sms: SmsGateway, breaker: BreakerSettings, caller: Caller, body: SmsCodeBody) {
  let target: string;
  if (body.purpose === 'withdrawPassword' || body.purpose === 'bindAccount') {
    target = await phoneOf(db, caller.userId);
  } else {
    target = body.phone ?? '';
    requireRule(checkPhone(target), 'phone');
    await phoneCheck(db, clock, caller.userId, body.middleFour);
    if (target === (await phoneOf(db, caller.userId))) throw badRequest('security.phone.same', {}, 'phone');
  }
  await sendSmsCode(db, clock, sms, { purpose: body.purpose, target, language: caller.language, breaker, userId: caller.userId });
}

/** /sms/checkSmsCode: withdrawPassword and bindAccount only check (the save spends it); bindPhone spends it and binds the phone. */
export async function checkMemberSmsCode(db: Kysely<Database>, clock: Clock, caller: Caller, body: SmsCodeBody) {
  const code = body.code ?? '';
  requireRule(codeRule(code), 'code');
  if (body.purpose === 'withdrawPassword' || body.purpose === 'bindAccount') {
    await checkSmsCode(db, clock, body.purpose, await phoneOf(db, caller.userId), code, caller.userId);
    return;
  }
  const phone = body.phone ?? '';
  requireRule(checkPhone(phone), 'phone');
  await consumeSmsCode(db, clock, 'bindPhone', phone, code, caller.userId);
  // Told only to the holder of the code, as at registration.
  const taken = await db.selectFrom('users').select('id').where('phone', '=', phone).where('id', '!=', caller.userId).executeTakeFirst();
  if (taken) throw conflict('error.phoneTaken');
  await db.updateTable('users').set({ phone }).where('id', '=', caller.userId).execute();
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** /email/getEmailCode: a code to the address to bind, through the same gateway as texts. */
export async function sendMemberEmailCode(db: Kysely<Database>, clock: Clock, sms: SmsGateway, breaker: BreakerSettings, caller: Caller, body: EmailCodeBody) {
  const email = normaliseEmail(body.email);
  requireRule(checkEmail(email), 'email');
  await sendSmsCode(db, clock, sms, { purpose: 'bindEmail', target: email, language: caller.language, breaker, userId: caller.userId, channel: 'email' });
}

/** /email/checkEmailCode: the right code binds the address. */
export async function checkMemberEmailCode(db: Kysely<Database>, clock: Clock, caller: Caller, body: EmailCodeBody) {
  const email = normaliseEmail(body.email);
  requireRule(checkEmail(email), 'email');
  const code = body.code ?? '';
  requireRule(codeRule(code), 'code');
  await consumeSmsCode(db, clock, 'bindEmail', email, code, caller.userId);
  await db.updateTable('users').set({ email }).where('id', '=', caller.userId).execute();
}
