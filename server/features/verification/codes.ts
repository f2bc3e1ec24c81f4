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

export type CodePurpose = 'register';

interface CodeRequest {
  purpose: CodePurpose;
  target: string;
  language: LanguageCode;
}

export async function sendSmsCode(db: Kysely<Database>, clock: Clock, sms: SmsGateway, request: CodeRequest) {
  const now = clock.now();
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

/**
 * Spends the latest live code for the target. A wrong guess counts against it;
 * after MAX_ATTEMPTS the code is void and a new one must be requested.
 */
export async function consumeSmsCode(
  db: Kysely<Database>,
  clock: Clock,
  purpose: CodePurpose,
  target: string,
  code: string,
): Promise<void> {
  const now = clock.now();
  const row = await db
    .selectFrom('verification_codes')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>=', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!row) throw badRequest('error.smsCodeExpired');
  if (row.code !== code) {
    const attempts = row.attempts + 1;
    await db
      .updateTable('verification_codes')
      .set({ attempts, consumed_at: attempts >= MAX_ATTEMPTS ? now : null })
      .where('id', '=', row.id)
      .execute();
    throw badRequest('error.smsCodeWrong');
  }
  await db.updateTable('verification_codes').set({ consumed_at: now }).where('id', '=', row.id).execute();
}
