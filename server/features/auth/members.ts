import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { badRequest, conflict, tooMany, DomainError } from '../../errors';
import { isUniqueViolation } from '../../db/dialect';
import { checkRegistration, checkLogin, type RegistrationFields, type RuleResult } from '../../../machines/rules/validation';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
import { issueToken } from './tokens';
import { clearAccountFailures, isLoginLocked, recordLoginFailure, throttleKeys } from './throttle';
import { spendCaptcha } from './captcha';
import { consumeSmsCode } from '../verification/codes';
import { isItemShown, LOGIN_CAPTCHA_ITEM, REGISTRATION_ITEM } from '../site/siteSettings';
import { balanceMap, openCentralWallet } from '../wallet/wallets';

const DAY_MS = 24 * 60 * 60 * 1000;

export const userNameKey = (userName: string) => userName.toLowerCase();

function rejectRule(result: RuleResult): void {
  if (result !== null) throw badRequest(result);
}

export async function registerMember(
  db: Kysely<Database>,
  clock: Clock,
  fields: RegistrationFields,
): Promise<string> {
  if (!(await isItemShown(db, REGISTRATION_ITEM))) throw new DomainError(403, 'error.registrationClosed');
  for (const result of Object.values(checkRegistration(fields))) rejectRule(result);

  const taken = await db
    .selectFrom('users')
    .select(['user_name_key', 'phone'])
    .where((eb) => eb.or([eb('user_name_key', '=', userNameKey(fields.userName)), eb('phone', '=', fields.phone)]))
    .execute();
  if (taken.some((row) => row.user_name_key === userNameKey(fields.userName))) throw conflict('error.userNameTaken');
  if (taken.length > 0) throw conflict('error.phoneTaken');

  await consumeSmsCode(db, clock, 'register', fields.phone, fields.smsCode);
  const passwordHash = await hashPassword(fields.password);
  // The checks above ran before the slow hash: a registration that raced this one may have taken the name or phone.
  const userId = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({
        user_name: fields.userName,
        user_name_key: userNameKey(fields.userName),
        password_hash: passwordHash,
        phone: fields.phone,
        real_name: null,
        email: null,
        language_type: null,
        currency_type: 1,
        level_id: 0,
        photo_url: null,
        created_at: clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await openCentralWallet(trx, id);
    return id;
  }).catch((error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
    throw conflict(/phone/.test(error.message) ? 'error.phoneTaken' : 'error.userNameTaken');
  });
  return issueToken(db, clock, userId);
}

export interface LoginAttempt {
  userName: string;
  password: string;
  code: string;
  codeId: string;
  ip: string;
}

/** Every refusal reads the same whether or not the account exists. */
export async function logIn(db: Kysely<Database>, clock: Clock, attempt: LoginAttempt): Promise<string> {
  const captchaRequired = await isItemShown(db, LOGIN_CAPTCHA_ITEM);
  rejectRule(checkLogin(attempt, captchaRequired));
  const keys = throttleKeys(attempt.userName, attempt.ip);
  if (await isLoginLocked(db, clock, keys)) throw tooMany('error.loginLocked');
  if (captchaRequired && !(await spendCaptcha(db, clock, attempt.codeId, attempt.code))) {
    await recordLoginFailure(db, clock, keys);
    throw badRequest('error.captchaWrong');
  }
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('user_name_key', '=', userNameKey(attempt.userName))
    .executeTakeFirst();
  const valid = user
    ? await verifyPassword(attempt.password, user.password_hash)
    : await verifyAgainstDecoy(attempt.password);
  if (!user || !valid) {
    await recordLoginFailure(db, clock, keys);
    throw badRequest('error.badCredentials');
  }
  await clearAccountFailures(db, keys);
  return issueToken(db, clock, user.id);
}

export async function memberInfo(db: Kysely<Database>, clock: Clock, userId: number) {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  return {
    photoUrl: user.photo_url,
    userName: user.user_name,
    levelId: user.level_id,
    joinDays: Math.floor((clock.now() - Number(user.created_at)) / DAY_MS) + 1,
    languageType: user.language_type,
    currencyType: user.currency_type,
  };
}

/** The balance map: userBalance (central wallet), venueBalance (all venue wallets) and totalBalance. */
export async function memberBalance(db: Kysely<Database>, userId: number) {
  return balanceMap(db, userId);
}

export async function changeLanguageAndCurrency(
  db: Kysely<Database>,
  userId: number,
  change: { languageType: number | null; currencyType: number | null },
): Promise<void> {
  if (change.languageType === null && change.currencyType === null) throw badRequest('error.nothingToChange');
  const values: { language_type?: number; currency_type?: number } = {};
  for (const [field, dictionaryValue, column] of [
    ['languageType', 'language_type', 'language_type'],
    ['currencyType', 'currency_type', 'currency_type'],
  ] as const) {
    const value = change[field];
    if (value === null) continue;
    const known = await db
      .selectFrom('dictionary_items')
      .select('value')
      .where('dictionary_value', '=', dictionaryValue)
      .where('value', '=', String(value))
      .executeTakeFirst();
    if (!known) throw badRequest('error.badParameter', { name: field });
    values[column] = value;
  }
  await db.updateTable('users').set(values).where('id', '=', userId).execute();
}
