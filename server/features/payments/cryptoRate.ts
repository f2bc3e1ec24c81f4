import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { badRequest, DomainError } from '../../errors';
import { formatMinor } from '../../../machines/rules/money';
import { CRYPTO_CURRENCY, displayRate, formatRateE4, parseRate, rateBounds, type CryptoRate } from '../../../machines/rules/cryptoRate';
import type { UsdtRate } from '../../../contract/cryptoRate';

/**
 * The operator's USDT rate (migration 016): a site setting with the time it was set, one row per setting,
 * the newest in force. A crypto order takes the rate in force when it is made and keeps it (deposit: the
 * CNY it will credit; withdrawal: the CNY it holds), so a rate set later never changes an open order.
 * Without a rate, USDT deposits are not offered and crypto withdrawals are refused: nothing is converted
 * at a rate nobody set.
 */

/** The sandbox's own rate, seeded when none is set: 7.10 CNY per USDT. */
export const SANDBOX_RATE_E4 = 71_000;

export async function currentRate(db: Kysely<Database>): Promise<CryptoRate | null> {
  const row = await db
    .selectFrom('crypto_rates')
    .select(['rate_e4', 'set_at'])
    .where('currency', '=', CRYPTO_CURRENCY)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { rateE4: Number(row.rate_e4), setAt: Number(row.set_at) } : null;
}

/** The rate in force, or a readable refusal (503: the operator has not set one) in the words of `messageKey`. */
export async function requireRate(db: Kysely<Database>, messageKey: string): Promise<CryptoRate> {
  const rate = await currentRate(db);
  if (!rate) throw new DomainError(503, messageKey);
  return rate;
}

/**
 * A member may send the rate they were shown ("7.1000"): when the rate in force is another, the call is
 * refused naming the new rate, and nothing is written, so nobody is converted at a rate they did not see.
 */
export function requireQuotedRate(rate: CryptoRate, quoted: string | undefined): void {
  if (quoted === undefined) return;
  const parsed = parseRate(quoted);
  if ('rateE4' in parsed && parsed.rateE4 === rate.rateE4) return;
  throw new DomainError(409, 'withdrawal.error.rateChanged', { rate: displayRate(rate.rateE4) }, {}, 'rate');
}

/** The operator sets the rate (text as typed, e.g. "7.1"); answers the rate now in force. */
export async function setRate(db: Kysely<Database>, clock: Clock, text: string, setBy: string): Promise<CryptoRate> {
  const parsed = parseRate(text);
  if ('error' in parsed) throw badRequest(parsed.error, rateBounds(), 'rate');
  const setAt = clock.now();
  await db.insertInto('crypto_rates').values({ currency: CRYPTO_CURRENCY, rate_e4: parsed.rateE4, set_at: setAt, set_by: setBy }).execute();
  return { rateE4: parsed.rateE4, setAt };
}

/** Sandbox mode: a rate to convert at from the first start on (the operator may set another). */
export async function seedSandboxRate(db: Kysely<Database>, clock: Clock): Promise<void> {
  if (await currentRate(db)) return;
  await db.insertInto('crypto_rates').values({ currency: CRYPTO_CURRENCY, rate_e4: SANDBOX_RATE_E4, set_at: clock.now(), set_by: 'seed' }).execute();
}

/** The rate as the API answers it. */
export const usdtRateView = (rate: CryptoRate): UsdtRate => ({ currency: CRYPTO_CURRENCY, rate: formatRateE4(rate.rateE4), setTime: rate.setAt });

/** An order's crypto columns as the API answers them: the USDT amount, the rate and its time (all null when not crypto). */
export function orderCryptoView(row: { crypto_amount_minor: number | null; crypto_rate_e4: number | null; crypto_rate_set_at: number | null }) {
  if (row.crypto_amount_minor === null || row.crypto_rate_e4 === null) return { cryptoAmount: null, cryptoRate: null, cryptoRateTime: null };
  return {
    cryptoAmount: formatMinor(Number(row.crypto_amount_minor)),
    cryptoRate: formatRateE4(Number(row.crypto_rate_e4)),
    cryptoRateTime: row.crypto_rate_set_at === null ? null : Number(row.crypto_rate_set_at),
  };
}
