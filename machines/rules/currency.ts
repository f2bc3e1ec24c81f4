/**
 * The currencies a member may hold (dictionary currency_type, spec section 7) and the `currencies` site
 * setting that says which of them the operator offers: codes joined by commas ("CNY", "CNY,HKD"), in the
 * order the selector lists them. Shared by the server (checking a new value, refusing a switch to a
 * currency not offered) and the site (the header's selector).
 */

export const CURRENCIES = [
  { currencyType: 1, code: 'CNY' },
  { currencyType: 2, code: 'HKD' },
  { currencyType: 3, code: 'USD' },
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number]['code'];

/** What the site offers until the operator says otherwise: CNY alone. */
export const DEFAULT_CURRENCIES = 'CNY';

const byCode = new Map<string, (typeof CURRENCIES)[number]>(CURRENCIES.map((currency) => [currency.code, currency]));

/** The currency types a setting value lists, in its order; null when it is not a list of known codes without repeats. */
export function parseCurrencies(value: string): number[] | null {
  const codes = value.split(',').map((code) => code.trim().toUpperCase());
  if (codes.some((code) => !byCode.has(code)) || new Set(codes).size !== codes.length) return null;
  return codes.map((code) => byCode.get(code)!.currencyType);
}

/** The offered currency types; a value that cannot be read offers the default (nothing new opens by mistake). */
export const offeredCurrencies = (value: string | null | undefined): number[] =>
  parseCurrencies(value ?? DEFAULT_CURRENCIES) ?? parseCurrencies(DEFAULT_CURRENCIES)!;

export const currencyCodeOf = (currencyType: number): string =>
  CURRENCIES.find((currency) => currency.currencyType === currencyType)?.code ?? String(currencyType);
