/**
 * Shared steps for the server tests: solving the captcha through the sandbox,
 * logging in, fetching SMS codes from the outbox and registering members.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { Harness } from './harness';
import type { Database } from '../../server/db/schema';
import { auditLedger } from '../../server/ledger/ledger';
import { issueToken } from '../../server/features/auth/tokens';
import zhCatalog from '../../locales/zh.json';
import hkCatalog from '../../locales/hk.json';
import enCatalog from '../../locales/en.json';
import { insertMember, memberRow } from './memberRows';

export type Lang = 'zh' | 'hk' | 'en';

const catalogs: Record<Lang, Record<string, string>> = { zh: zhCatalog, hk: hkCatalog, en: enCatalog };

/** The locale text of a key, with {placeholders} filled in, read from the same files the server uses. */
export function message(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const template = catalogs[lang][key];
  if (template === undefined) throw new Error(`locale ${lang} has no key ${key}`);
  if (!template.includes('{')) return template;
  try {
    return String(new IntlMessageFormat(template, lang === 'en' ? 'en' : 'zh').format(values));
  } catch {
    // A value not given stays a placeholder, as the server leaves it.
    return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
  }
}

/** Asserts a failure envelope: HTTP status equal to the code, and the locale message of `key`. */
export function expectFailure(
  response: { status: number; body: { code: number; msg: string } },
  status: number,
  key: string,
  lang: Lang = 'zh',
  values: Record<string, string | number> = {},
): void {
  expect(response.status).toBe(status);
  expect(response.body.code).toBe(status);
  expect(response.body.msg).toBe(message(lang, key, values));
}

export function expectSuccess(response: { status: number; body: { code: number; msg: string } }): void {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.code).toBe(0);
}

export const newUuid = (): string => randomUUID();

/** Query string of the given parameters, in the order given. */
export function qs(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.set(name, String(value));
  return search.toString();
}

/** Asks for a captcha picture and returns the raw inject response. */
export function fetchCaptcha(h: Harness, uuid: string) {
  return h.app.inject({ method: 'GET', url: `/web/guest/user/getCaptcha?uuid=${encodeURIComponent(uuid)}` });
}

/** Reads a captcha answer through the sandbox door; null when the server knows no such captcha. */
export async function captchaAnswer(h: Harness, uuid: string): Promise<string | null> {
  const { status, body } = await h.call({ method: 'GET', url: `/web/sandbox/captcha/${uuid}` });
  if (status === 404) return null;
  expect(body.code).toBe(0);
  return body.answer as string;
}

/** Fetches a fresh captcha and reads its answer. */
export async function solveCaptcha(h: Harness, uuid: string = newUuid()): Promise<{ codeId: string; code: string }> {
  const picture = await fetchCaptcha(h, uuid);
  expect(picture.statusCode).toBe(200);
  const code = await captchaAnswer(h, uuid);
  if (code === null) throw new Error('captcha was not stored');
  return { codeId: uuid, code };
}

export async function setRegisterItem(h: Harness, id: number, shown: boolean): Promise<void> {
  await h.db.updateTable('register_items').set({ is_show: shown ? 1 : 0 }).where('id', '=', id).execute();
}

export async function captchaRequired(h: Harness): Promise<boolean> {
  const row = await h.db.selectFrom('register_items').select('is_show').where('id', '=', 13).executeTakeFirstOrThrow();
  return row.is_show === 1;
}

export interface LoginOptions {
  userName: string;
  password: string;
  /** Captcha fields to send; by default a freshly solved captcha when the captcha is on. */
  code?: string;
  codeId?: string;
  headers?: InjectOptions['headers'];
  remoteAddress?: string;
}

/** POST /web/guest/user/login with the parameters in the JSON body, as the site sends them. */
export async function login(h: Harness, options: LoginOptions) {
  let { code, codeId } = options;
  if (code === undefined && codeId === undefined && (await captchaRequired(h))) {
    ({ code, codeId } = await solveCaptcha(h));
  }
  return h.call({
    method: 'POST',
    url: '/web/guest/user/login',
    payload: { userName: options.userName, password: options.password, code, codeId },
    headers: options.headers,
    remoteAddress: options.remoteAddress,
  });
}

/** Logs in and returns the token, failing the test if the login is refused. */
export async function loginAs(h: Harness, userName: string, password: string, remoteAddress?: string): Promise<string> {
  const response = await login(h, { userName, password, remoteAddress });
  expectSuccess(response);
  const token = response.body.token;
  expect(typeof token).toBe('string');
  return token as string;
}

export const DEMO = { userName: 'demo01', password: 'demo1234', phone: '13800138000' } as const;

export interface OutboxMessage {
  to: string;
  text: string;
  code: string;
  sentAt: number;
}

/** Asks for a registration code as the site does: with a freshly solved captcha unless one is given. */
export async function sendRegisterCode(
  h: Harness,
  phone: string,
  headers?: InjectOptions['headers'],
  captcha?: { code: string; codeId: string },
  remoteAddress?: string,
) {
  const { code, codeId } = captcha ?? (await solveCaptcha(h));
  return h.call({ method: 'POST', url: '/web/guest/user/getPhoneCodeByRegister', payload: { phone, code, codeId }, headers, remoteAddress });
}

export async function outbox(h: Harness, phone: string): Promise<OutboxMessage[]> {
  const { status, body } = await h.call({ method: 'GET', url: `/web/sandbox/outbox?to=${encodeURIComponent(phone)}` });
  expect(status).toBe(200);
  return body.messages as OutboxMessage[];
}

/** Requests a registration SMS code and reads it from the sandbox outbox. */
export async function smsCodeFor(h: Harness, phone: string): Promise<string> {
  expectSuccess(await sendRegisterCode(h, phone));
  const [latest] = await outbox(h, phone);
  return latest.code;
}

export interface RegistrationInput {
  userName: string;
  password: string;
  confirmPassword?: string;
  phone: string;
  smsCode: string;
  agreed?: string;
  /** An agent's invitation code (issue 26); none when absent. */
  inviteCode?: string;
}

export function register(h: Harness, input: RegistrationInput, headers?: InjectOptions['headers']) {
  return h.call({
    method: 'POST',
    url: '/web/guest/user/register',
    payload: {
      userName: input.userName,
      password: input.password,
      confirmPassword: input.confirmPassword ?? input.password,
      phone: input.phone,
      smsCode: input.smsCode,
      agreed: input.agreed ?? '1',
      inviteCode: input.inviteCode,
    },
    headers,
  });
}

/** Gets an SMS code for the phone and registers; returns the new member's token. */
export async function registerMember(h: Harness, userName: string, password: string, phone: string): Promise<string> {
  const smsCode = await smsCodeFor(h, phone);
  const response = await register(h, { userName, password, phone, smsCode });
  expectSuccess(response);
  expect(typeof response.body.token).toBe('string');
  return response.body.token as string;
}

export async function countRows(h: Harness, table: keyof Database): Promise<number> {
  const row = await h.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Snapshot of the tables a registration writes to. */
export async function savedState(h: Harness) {
  return { users: await countRows(h, 'users'), wallets: await countRows(h, 'wallets'), sessions: await countRows(h, 'sessions') };
}

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Asserts that a body carries no trace of server internals. */
export function expectNoInternals(body: Record<string, unknown>): void {
  const text = JSON.stringify(body);
  expect(body).not.toHaveProperty('stack');
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(text).not.toMatch(/node_modules|\/work\/|Error:|SQLITE|FST_/);
}

// ─── Money ────────────────────────────────────────────────────────────────────────────────────────

/**
 * A member made straight in the database (no SMS round trip, no scrypt) with a central wallet and a
 * live session, for tests that need many members quickly. Answers the member's id and token.
 */
export async function createMember(h: Harness, userName: string): Promise<{ userId: number; userName: string; token: string }> {
  const row = memberRow(userName, `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`, h.clock.now());
  const userId = await h.db.transaction().execute((trx) => insertMember(trx, row));
  return { userId, userName, token: await issueToken(h.db, h.clock, userId) };
}

/** POST with the member's token; query parameters in the URL, optional JSON body and extra headers. */
export function memberPost(
  h: Harness,
  token: string | undefined,
  path: string,
  options: { query?: Record<string, string | number | undefined>; payload?: object; headers?: Record<string, string> } = {},
) {
  const search = options.query ? `?${qs(options.query)}` : '';
  return h.call({
    method: 'POST',
    url: `/web${path}${search}`,
    headers: { ...(token === undefined ? {} : { token }), ...options.headers },
    payload: options.payload,
  });
}

/**
 * Headers of a money-moving call, which the server refuses without an Idempotency-Key: a fresh key,
 * unless the test sends its own (a replay, a malformed key, or '' for none).
 */
export function withKey(headers: Record<string, string> = {}): Record<string, string> {
  return 'idempotency-key' in headers ? headers : { ...headers, 'idempotency-key': newUuid() };
}

/** A money-moving POST with the member's token and an Idempotency-Key (see withKey). */
export function moneyPost(h: Harness, token: string | undefined, path: string, options: Parameters<typeof memberPost>[3] = {}) {
  return memberPost(h, token, path, { ...options, headers: withKey(options.headers) });
}

/** Opens a venue's game as the site does: in transfer-free mode the member's money follows. */
export function launchVenue(h: Harness, token: string, platType: string, headers: Record<string, string> = {}) {
  return moneyPost(h, token, '/apiCode/getGameUrl', { query: { platType }, headers });
}

/** Credits a member's central wallet through POST /web/sandbox/credit and expects success. */
export async function sandboxCredit(h: Harness, userName: string, amount: string, headers: Record<string, string> = {}) {
  const response = await h.call({ method: 'POST', url: '/web/sandbox/credit', payload: { userName, amount }, headers: withKey(headers) });
  expectSuccess(response);
  return response.body;
}

/** Fails the test when the ledger check finds any problem; answers the audit. */
export async function expectLedgerClean(h: Harness) {
  const audit = await auditLedger(h.db);
  expect(audit.problems).toEqual([]);
  return audit;
}

/** Everything a money call could change: wallet rows, movements, entries, idempotency keys, mode switches and modes. */
export async function moneyState(h: Harness) {
  return {
    wallets: await h.db.selectFrom('wallets').selectAll().orderBy('id').execute(),
    movements: await countRows(h, 'movements'),
    entries: await countRows(h, 'ledger_entries'),
    keys: await countRows(h, 'idempotency_keys'),
    modeSwitches: await countRows(h, 'wallet_mode_switches'),
    modes: await h.db.selectFrom('users').select(['id', 'wallet_type']).orderBy('id').execute(),
  };
}

/** A venue wallet row of a member (undefined when it was never opened). */
export function walletRow(h: Harness, userId: number, venue: string) {
  return h.db.selectFrom('wallets').selectAll().where('user_id', '=', userId).where('venue', '=', venue).executeTakeFirst();
}
