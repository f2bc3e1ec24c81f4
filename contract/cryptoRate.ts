import { Type, type Static } from 'typebox';
import { Amount, EpochMs } from './envelope';
import { CRYPTO_CURRENCY } from '../machines/rules/cryptoRate';

/**
 * The operator's USDT rate (issue 22): crypto amounts are converted to CNY at a rate the operator sets,
 * a site setting with its time. Members read it with the USDT deposit method and the withdrawal facts;
 * crypto orders and records carry the USDT amount and the rate they were made at; the operator reads and
 * sets it here (only with OPERATOR_KEY set; Authorization: Bearer KEY).
 */

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** Rates travel as text with 4 decimals: CNY per 1 USDT. */
export const RateText = Type.String({ pattern: '^[0-9]+\\.[0-9]{4}$', description: 'CNY per 1 USDT, 4 decimals, e.g. "7.1000"', examples: ['7.1000'] });

export const UsdtRate = Type.Object({
  currency: Type.Literal(CRYPTO_CURRENCY),
  rate: RateText,
  setTime: EpochMs,
});
export type UsdtRate = Static<typeof UsdtRate>;

/**
 * A crypto order's conversion, beside its CNY amount (null when the order is not crypto): the USDT paid or
 * paid out, the rate it was made at and when the operator had set that rate.
 */
export const CryptoConversion = {
  cryptoAmount: Nullable(Amount),
  cryptoRate: Nullable(RateText),
  cryptoRateTime: Nullable(EpochMs),
};
