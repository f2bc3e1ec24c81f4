import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import type { SmsGateway } from '../../adapters/sms';
import { badRequest, tooMany } from '../../errors';
import { translate } from '../../http/messages';
import type { LanguageCode } from '../../../machines/rules/language';
import { SMS_CODE_LENGTH } from '../../../machines/rules/validation';

export const CODE_TTL_MS = 5 * 60 * 1000;
export const RESEND_INTERVAL_MS = 60 * 1000;
export const DAILY_SEND_LIMIT = 10;
export const MAX_ATTEMPTS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export type CodePurpose = 'register';

interface CodeRequest {
  purpose: CodePurpose;
  target: string;
  language: LanguageCode;
  /** Codes sent to anyone in the last hour, at most (config smsHourlyLimit): a ceiling on what a flood can cost. */
  hourlyLimit: number;
}

export async function sendSmsCode(db: Kysely<Database>, clock: Clock, sms: SmsGateway, request: CodeRequest) {
  const now = clock.now();
  const lastHour = await db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>', now - HOUR_MS)
    .executeTakeFirstOrThrow();
  if (Number(lastHour.n) >= request.hourlyLimit) throw tooMany('error.smsBusy');
  const recent = await db
    .selectFrom('verification_codes')
    .select(['created_at'])
    .where('purpose', '=', request.purpose)
    .where('target', '=', request.target)
    .where('created_at', '>', now - DAY_MS)
    .orderBy('created_at', 'desc')
    .execute();
  const latest = recent[0];
  if (latest && now - Number(latest.created_at) < RESEND_INTERVAL_MS) {
    const seconds = Math.ceil((RESEND_INTERVAL_MS - (now - Number(latest.created_at))) / 1000);
    throw tooMany('error.smsTooSoon', { seconds });
  }
  if (recent.length >= DAILY_SEND_LIMIT) throw tooMany('error.smsDailyLimit');

  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  await sms.send({
    to: request.target,
    code,
    text: translate(request.language, 'sms.registerCode', { code, minutes: CODE_TTL_MS / 60000 }),
  });
  // Only the newest code counts: earlier ones die when a new one is sent.
  await db
    .updateTable('verification_codes')
    .set({ consumed_at: now })
    .where('purpose', '=', request.purpose)
    .where('target', '=', request.target)
    .where('consumed_at', 'is', null)
    .execute();
  await db
    .insertInto('verification_codes')
    .values({
      purpose: request.purpose,
      target: request.target,
      code,
      created_at: now,
      expires_at: now + CODE_TTL_MS,
      attempts: 0,
      consumed_at: null,
    })
    .execute();
}

/** The latest live code for the target, or null. */
function liveCode(db: Kysely<Database>, now: number, purpose: CodePurpose, target: string) {
  return db
    .selectFrom('verification_codes')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>=', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/**
 * Checks a code against the latest live one for the target without spending it. A wrong guess counts
 * against it; after MAX_ATTEMPTS the code is void and a new one must be requested.
 */
export async function checkSmsCode(
  db: Kysely<Database>,
  clock: Clock,
  purpose: CodePurpose,
  target: string,
  code: string,
): Promise<void> {
  const now = clock.now();
  const row = await liveCode(db, now, purpose, target);
  if (!row) throw badRequest('error.smsCodeExpired');
  if (row.code !== code) {
    // Counted in the statement, so guesses sent together each count.
    await db
      .updateTable('verification_codes')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        consumed_at: eb.case().when('attempts', '>=', MAX_ATTEMPTS - 1).then(now).else(null).end(),
      }))
      .where('id', '=', row.id)
      .execute();
    throw badRequest('error.smsCodeWrong');
  }
}

/** Checks the code and spends it; of two uses at once, only one spends it. */
export async function consumeSmsCode(
  db: Kysely<Database>,
  clock: Clock,
  purpose: CodePurpose,
  target: string,
  code: string,
): Promise<void> {
  await checkSmsCode(db, clock, purpose, target, code);
  const now = clock.now();
  const spent = await db
    .updateTable('verification_codes')
    .set({ consumed_at: now })
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .where('code', '=', code)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>=', now)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 0) throw badRequest('error.smsCodeExpired');
}

/** Codes older than a day no longer count towards the daily limit, and say nothing any more. */
export async function purgeOldCodes(db: Kysely<Database>, clock: Clock): Promise<number> {
  const result = await db.deleteFrom('verification_codes').where('created_at', '<', clock.now() - DAY_MS).executeTakeFirst();
  return Number(result.numDeletedRows);
}
