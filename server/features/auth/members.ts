import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { badRequest, conflict, tooMany, DomainError } from '../../errors';
import { isUniqueViolation } from '../../db/dialect';
import { precompile } from '../../db/precompiled';
import { checkRegistration, checkLogin, type RegistrationFields, type RuleResult } from '../../../machines/rules/validation';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
import { issueToken } from './tokens';
import { confirmLoginFailure, releaseLoginAttempt, reserveLoginAttempt, throttleKeys } from './throttle';
import { spendCaptcha } from './captcha';
import { checkSmsCode, consumeSmsCode } from '../verification/codes';
import { profileFields } from '../profile/profileInfo';
import { isItemShown, LOGIN_CAPTCHA_ITEM, REGISTRATION_ITEM } from '../site/siteSettings';
import { balanceMap, openCentralWallet } from '../wallet/wallets';
import { smsRequired } from '../settings/settings';
import { lockMember } from '../../ledger/ledger';
import { checkCurrencySwitch } from '../member/currencySwitch';
import { inviterOfCode, recordInvitation } from '../agent/invitations';

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
  // With the site setting sms_switch off no code is asked for, so none is checked or spent.
  const codeRequired = await smsRequired(db);
  for (const result of Object.values(checkRegistration(fields, codeRequired))) rejectRule(result);

  // The code first: until it is right, a taken name or phone reads the same as a wrong code, so the
  // form cannot be used to learn who is registered. A right code is not spent until the member exists.
  if (codeRequired) await checkSmsCode(db, clock, 'register', fields.phone, fields.smsCode);
  const taken = await db
    .selectFrom('users')
    .select(['user_name_key', 'phone'])
    .where((eb) => eb.or([eb('user_name_key', '=', userNameKey(fields.userName)), eb('phone', '=', fields.phone)]))
    .execute();
  if (taken.some((row) => row.user_name_key === userNameKey(fields.userName))) throw conflict('error.userNameTaken');
  if (taken.length > 0) throw conflict('error.phoneTaken');
  // An invitation code of the wrong shape, or nobody's, is refused before the SMS code is spent: the member loses nothing.
  const inviterId = await inviterOfCode(db, fields.inviteCode);

  if (codeRequired) await consumeSmsCode(db, clock, 'register', fields.phone, fields.smsCode);
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
    if (inviterId !== null) await recordInvitation(trx, clock, id, inviterId, fields.inviteCode);
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

/**
 * Every refusal reads the same whether or not the account exists. A wrong captcha is no password
 * attempt (else anyone could lock an account without solving one); a password attempt is reserved
 * before the hash, so parallel attempts cannot outrun the limit.
 */
export async function logIn(db: Kysely<Database>, clock: Clock, attempt: LoginAttempt): Promise<string> {
  const captchaRequired = await isItemShown(db, LOGIN_CAPTCHA_ITEM);
  rejectRule(checkLogin(attempt, captchaRequired));
  if (captchaRequired && !(await spendCaptcha(db, clock, attempt.codeId, attempt.code))) {
    throw badRequest('error.captchaWrong');
  }
  const keys = throttleKeys(attempt.userName, attempt.ip);
  if (!(await reserveLoginAttempt(db, clock, keys))) throw tooMany('error.loginLocked');
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('user_name_key', '=', userNameKey(attempt.userName))
    .executeTakeFirst();
  const valid = await (user ? verifyPassword(attempt.password, user.password_hash) : verifyAgainstDecoy(attempt.password)).catch(
    async (error: unknown) => {
      // Too busy to hash: no guess was made, so the reservation goes back.
      if (error instanceof DomainError && error.code === 503) await releaseLoginAttempt(db, keys);
      throw error;
    },
  );
  if (!user || !valid) {
    await confirmLoginFailure(db, clock, keys);
    throw badRequest('error.badCredentials');
  }
  await releaseLoginAttempt(db, keys);
  return issueToken(db, clock, user.id);
}

/** The member's row: every page of the site asks for the member's info, so the query is built once. */
const memberById = precompile((db, args: { userId: number }) => db.selectFrom('users').selectAll().where('id', '=', args.userId));

export async function memberInfo(db: Kysely<Database>, clock: Clock, userId: number) {
  const user = await memberById.executeTakeFirst(db, { userId });
  // The session check found the member a moment ago, and members are never deleted.
  if (!user) throw new Error(`memberInfo: no member ${userId}`);
  return {
    photoUrl: user.photo_url,
    userName: user.user_name,
    levelId: user.level_id,
    joinDays: Math.floor((clock.now() - Number(user.created_at)) / DAY_MS) + 1,
    languageType: user.language_type,
    currencyType: user.currency_type,
    ...profileFields(user),
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
  const currencyType = values.currency_type;
  if (currencyType === undefined) {
    await db.updateTable('users').set(values).where('id', '=', userId).execute();
    return;
  }
  // The member's turn at money first: no credit can land between the check that they hold none and the switch.
  await db.transaction().execute(async (trx) => {
    await lockMember(trx, userId);
    const { currency_type: current } = await trx.selectFrom('users').select('currency_type').where('id', '=', userId).executeTakeFirstOrThrow();
    await checkCurrencySwitch(trx, userId, Number(current), currencyType);
    await trx.updateTable('users').set(values).where('id', '=', userId).execute();
  });
}
