import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { badRequest } from '../../errors';

/** A captcha lives five minutes and answers once; its text is 4 to 6 characters. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export async function createCaptcha(db: Kysely<Database>, clock: Clock, uuid: string): Promise<string> {
  const now = clock.now();
  const { data, text } = svgCaptcha.create({
    size: randomInt(4, 7),
    noise: 3,
    color: true,
    ignoreChars: '0oO1iIlL',
    background: '#f3f5fa',
    width: 110,
    height: 40,
    fontSize: 42,
  });
  const answer = { answer: text.toLowerCase(), expires_at: now + CAPTCHA_TTL_MS };
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('captchas').where('expires_at', '<', now).execute();
    // A refresh of the same uuid, even two at once, leaves one answer: the latest.
    await trx
      .insertInto('captchas')
      .values({ uuid, ...answer })
      .onConflict((conflict) => conflict.column('uuid').doUpdateSet(answer))
      .execute();
  });
  return data;
}

/** Checks an answer and spends the captcha whatever the outcome. */
export async function spendCaptcha(db: Kysely<Database>, clock: Clock, uuid: string, answer: string): Promise<boolean> {
  const row = await db.deleteFrom('captchas').where('uuid', '=', uuid).returning(['answer', 'expires_at']).executeTakeFirst();
  return row !== undefined && Number(row.expires_at) >= clock.now() && row.answer === answer.toLowerCase();
}

/**
 * A guest proves to be a person before a code costs anything: the captcha's text (`code`) and the id it
 * was fetched with (`codeId`), as the login sends them. Refuses a missing or wrong answer, naming `code`.
 */
export async function requireSolvedCaptcha(db: Kysely<Database>, clock: Clock, captcha: { code?: string; codeId?: string }): Promise<void> {
  const { code = '', codeId = '' } = captcha;
  if (code === '') throw badRequest('rule.login.code', {}, 'code');
  if (!(await spendCaptcha(db, clock, codeId, code))) throw badRequest('error.captchaWrong', {}, 'code');
}

export async function peekCaptcha(db: Kysely<Database>, uuid: string): Promise<string | null> {
  const row = await db.selectFrom('captchas').select('answer').where('uuid', '=', uuid).executeTakeFirst();
  return row?.answer ?? null;
}
