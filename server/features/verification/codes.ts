import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import type { SmsGateway } from '../../adapters/sms';
import { badRequest, tooMany } from '../../errors';
import { translate } from '../../http/messages';
import { claimBreaker, type BreakerSettings } from './smsBreaker';
import type { LanguageCode } from '../../../machines/rules/language';
import { SMS_CODE_LENGTH } from '../../../machines/rules/validation';
import { SMS_RESEND_SECONDS } from '../../../machines/rules/smsCode';

export const CODE_TTL_MS = 5 * 60 * 1000;
export const RESEND_INTERVAL_MS = SMS_RESEND_SECONDS * 1000;
export const DAILY_SEND_LIMIT = 10;
export const MAX_ATTEMPTS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a code is for. A code answers only for its purpose, its destination (phone or e-mail) and, when
 * sent for a member, that member: a code sent to bind an e-mail does not set a withdrawal password.
 */
export type CodePurpose = 'register' | 'withdrawPassword' | 'bindPhone' | 'bindEmail' | 'forgotPassword' | 'bindAccount';

const TEXT_KEYS: Record<CodePurpose, string> = {
  register: 'sms.registerCode',
  withdrawPassword: 'security.codeText.withdrawPassword',
  bindPhone: 'security.codeText.bindPhone',
  bindEmail: 'security.codeText.bindEmail',
  forgotPassword: 'forgot.codeText',
  bindAccount: 'payout.codeText',
};

export interface CodeRequest {
  purpose: CodePurpose;
  target: string;
  language: LanguageCode;
  /** The circuit breaker every send passes (./smsBreaker.ts): config smsHourlyLimit, and its alarm. */
  breaker: BreakerSettings;
  channel?: 'sms' | 'email';
  /** The member the code is for; null (the default) for a guest's registration code. */
  userId?: number | null;
  /**
   * What the 60 s and daily rules count by; the purpose and target unless told. Password recovery counts
   * by the account name, so that an unknown name is held to the same rules as a known one.
   */
  slotKey?: string;
}

/**
 * Claims the right to send for a slot in one statement: the resend interval has passed and the day's
 * count is under the cap. Of two sends at once only one claims it (SQLite runs writes one at a time;
 * PostgreSQL re-checks the WHERE on the row the first updated).
 */
export async function claimSendSlot(db: Kysely<Database>, now: number, slotKey: string): Promise<void> {
  await db
    .insertInto('code_send_slots')
    .values({ slot_key: slotKey, last_sent_at: 0, day_started_at: now, sent_in_day: 0 })
    .onConflict((oc) => oc.column('slot_key').doNothing())
    .execute();
  const dayOver = now - DAY_MS;
  const claimed = await db
    .updateTable('code_send_slots')
    .set({
      last_sent_at: now,
      sent_in_day: sql<number>`case when day_started_at <= ${dayOver} then 1 else sent_in_day + 1 end`,
      day_started_at: sql<number>`case when day_started_at <= ${dayOver} then ${now} else day_started_at end`,
    })
    .where('slot_key', '=', slotKey)
    .where('last_sent_at', '<=', now - RESEND_INTERVAL_MS)
    .where((eb) => eb.or([eb('day_started_at', '<=', dayOver), eb('sent_in_day', '<', DAILY_SEND_LIMIT)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 1) return;
  const slot = await db.selectFrom('code_send_slots').selectAll().where('slot_key', '=', slotKey).executeTakeFirstOrThrow();
  const since = now - Number(slot.last_sent_at);
  if (since < RESEND_INTERVAL_MS) throw tooMany('error.smsTooSoon', { seconds: Math.ceil((RESEND_INTERVAL_MS - since) / 1000) });
  throw tooMany('error.smsDailyLimit');
}

export const defaultSlotKey = (purpose: CodePurpose, target: string) => `${purpose}:${target.toLowerCase()}`.slice(0, 320);

/** Checks the target's limits and counts the send against the breaker, without sending. */
export async function claimCodeSend(db: Kysely<Database>, clock: Clock, request: CodeRequest): Promise<number> {
  const now = clock.now();
  await claimSendSlot(db, now, request.slotKey ?? defaultSlotKey(request.purpose, request.target));
  // Last, so that a send the target's own limits refuse costs the hour nothing.
  await claimBreaker(db, now, request.breaker);
  return now;
}

/** Sends a new code (by text or e-mail, through the one gateway); earlier live codes of the same kind die. */
export async function sendSmsCode(db: Kysely<Database>, clock: Clock, sms: SmsGateway, request: CodeRequest) {
  const now = await claimCodeSend(db, clock, request);
  await deliverCode(db, sms, now, request);
}

/**
 * The sending half of sendSmsCode, once the slot is claimed: the message first, so that a gateway
 * refusing it (error.smsUnavailable) leaves the earlier code alive and no new one stored.
 */
export async function deliverCode(db: Kysely<Database>, sms: SmsGateway, now: number, request: CodeRequest) {
  const code = newCode();
  await sendCodeMessage(sms, request, code);
  await storeCode(db, now, request, code);
}

export const newCode = () => String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');

/** The text message or e-mail carrying a code, in the member's language. */
export function sendCodeMessage(sms: SmsGateway, request: CodeRequest, code: string): Promise<void> {
  return sms.send({
    to: request.target,
    code,
    channel: request.channel ?? 'sms',
    text: translate(request.language, TEXT_KEYS[request.purpose], { code, minutes: CODE_TTL_MS / 60000 }),
  });
}

/** Stores a sent code as the target's only live one: earlier ones die when a new one is sent. */
export async function storeCode(db: Kysely<Database>, now: number, request: CodeRequest, code: string) {
  const userId = request.userId ?? null;
  await ofOwner(
    db
      .updateTable('verification_codes')
      .set({ consumed_at: now })
      .where('purpose', '=', request.purpose)
      .where('target', '=', request.target)
      .where('consumed_at', 'is', null),
    userId,
  ).execute();
  await db
    .insertInto('verification_codes')
    .values({
      purpose: request.purpose,
      target: request.target,
      user_id: userId,
      code,
      created_at: now,
      expires_at: now + CODE_TTL_MS,
      attempts: 0,
      consumed_at: null,
    })
    .execute();
}

/** Narrows a query to one owner's codes (a member's, or guests' when null). */
function ofOwner<Q extends { where: (...args: never[]) => Q }>(query: Q, userId: number | null): Q {
  const narrowed = query as unknown as {
    where(column: 'user_id', op: 'is' | '=', value: number | null): Q;
  };
  return userId === null ? narrowed.where('user_id', 'is', null) : narrowed.where('user_id', '=', userId);
}

/** The latest live code for the target, or null. */
function liveCode(db: Kysely<Database>, now: number, purpose: CodePurpose, target: string, userId: number | null) {
  return ofOwner(
    db
      .selectFrom('verification_codes')
      .selectAll()
      .where('purpose', '=', purpose)
      .where('target', '=', target)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>=', now),
    userId,
  )
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
  userId: number | null = null,
): Promise<void> {
  const now = clock.now();
  const row = await liveCode(db, now, purpose, target, userId);
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
  userId: number | null = null,
): Promise<void> {
  await checkSmsCode(db, clock, purpose, target, code, userId);
  const now = clock.now();
  const spent = await ofOwner(
    db
      .updateTable('verification_codes')
      .set({ consumed_at: now })
      .where('purpose', '=', purpose)
      .where('target', '=', target)
      .where('code', '=', code)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>=', now),
    userId,
  ).executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 0) throw badRequest('error.smsCodeExpired');
}

/** Codes and send slots older than a day no longer count towards the daily limit, and say nothing any more. */
export async function purgeOldCodes(db: Kysely<Database>, clock: Clock): Promise<number> {
  const dayAgo = clock.now() - DAY_MS;
  const result = await db.deleteFrom('verification_codes').where('created_at', '<', dayAgo).executeTakeFirst();
  await db.deleteFrom('code_send_slots').where('day_started_at', '<', dayAgo).where('last_sent_at', '<', dayAgo).execute();
  return Number(result.numDeletedRows);
}
