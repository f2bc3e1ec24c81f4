/**
 * Payout account rules shared by the account screens and the API server (spec sections 3, 5 and 9):
 * bank cards, crypto (blockchain) accounts and e-wallet (third-party) accounts. Refusals are locale keys
 * ("payout.*"), so the site and the server say the same thing.
 */
import type { RuleResult } from './validation';
import { CRYPTO_PROTOCOLS, type CryptoProtocol } from './deposit';
import { isValidEthereumAddress, isValidTronAddress } from './cryptoAddress';

export { CRYPTO_PROTOCOLS, type CryptoProtocol };

/** Spec sections 5 and 9: a member binds at most 10 bank cards; the 11th is refused. */
export const BANK_CARD_MAX = 10;
/** Spec section 9: 15 supported banks. */
export const SYSTEM_BANK_COUNT = 15;
/** Crypto and e-wallet accounts per kind a member may bind (not in the spec; the same ceiling as cards). */
export const PAYOUT_ACCOUNT_MAX = 10;
/** Aliases (crypto and e-wallet accounts) are at most this long. */
export const ALIAS_MAX = 30;

/** Spec section 3: card type 1 is a savings/debit card; any other value a credit card. */
export const CARD_TYPE = { debit: 1, credit: 2 } as const;
export const cardTypeLabelKey = (cardType: number) => (cardType === CARD_TYPE.debit ? 'payout.cardType.debit' : 'payout.cardType.credit');

/**
 * Card numbers: 16 to 19 digits (the lengths of the domestic card schemes). The spec asks for no check
 * digit, and some issued domestic cards fail the Luhn check, so none is applied.
 */
export const CARD_NUMBER_MIN = 16;
export const CARD_NUMBER_MAX = 19;

/** Spec section 5: TRC is T plus 15-33 letters or digits; ERC is 0x plus 15-40 letters or digits. */
export const ADDRESS_PATTERNS: Record<CryptoProtocol, RegExp> = {
  TRC20: /^T[A-Za-z0-9]{15,33}$/,
  ERC20: /^0x[A-Za-z0-9]{15,40}$/,
};

/** The two e-wallet kinds and their account prefixes (spec section 5): KOI "kb", EB "eb", then 15-32 letters or digits. */
export const THIRD_PART_KINDS = ['koi', 'eb'] as const;
export type ThirdPartKind = (typeof THIRD_PART_KINDS)[number];
export const THIRD_PART_PATTERNS: Record<ThirdPartKind, RegExp> = {
  koi: /^kb[A-Za-z0-9]{15,32}$/,
  eb: /^eb[A-Za-z0-9]{15,32}$/,
};

/** Spec section 5: the card number shows its first 4 and last 4 characters; the rest are stars. */
export function maskCardNumber(cardNo: string): string {
  if (cardNo.length <= 8) return cardNo;
  return `${cardNo.slice(0, 4)}${'*'.repeat(cardNo.length - 8)}${cardNo.slice(-4)}`;
}

export function checkCardNumber(value: string): RuleResult {
  if (value === '') return 'payout.cardNo.required';
  const pattern = new RegExp(`^[0-9]{${CARD_NUMBER_MIN},${CARD_NUMBER_MAX}}$`);
  return pattern.test(value) ? null : 'payout.cardNo.format';
}

/** Spec section 5: the holder name must equal the registered real name (blanks around it ignored). */
export function checkHolderName(holderName: string, realName: string | null): RuleResult {
  if (realName === null || realName.trim() === '') return 'profile.fillBasicInfo';
  if (holderName.trim() === '') return 'payout.holderName.required';
  return holderName.trim() === realName.trim() ? null : 'payout.holderName.mismatch';
}

/**
 * A payout card takes money paid out: a savings/debit card. A credit card is still read as one (a card
 * bound before), but not offered nor bound.
 */
export function checkCardType(cardType: number): RuleResult {
  if (!Number.isInteger(cardType) || cardType < 1) return 'payout.cardType.required';
  return cardType === CARD_TYPE.debit ? null : 'payout.cardType.debitOnly';
}

export function checkAlias(alias: string): RuleResult {
  const value = alias.trim();
  if (value === '') return 'payout.alias.required';
  return value.length > ALIAS_MAX ? 'payout.alias.tooLong' : null;
}

/** A real address of the protocol: Tron's base58check, Ethereum's hex with EIP-55 in mixed case (./cryptoAddress.ts). */
const ADDRESS_CHECKSUMS: Record<CryptoProtocol, (address: string) => boolean> = {
  TRC20: isValidTronAddress,
  ERC20: isValidEthereumAddress,
};

/**
 * Spec section 5: an address not of its protocol's form → "the account does not match the protocol".
 * Of the form but not a real address of the protocol (a character mistyped, so its checksum fails; or a
 * length no real address has) → payout.address.checksum, before any code is sent or money paid to it.
 */
export function checkCryptoAddress(address: string, protocol: string): RuleResult {
  if (address === '') return 'payout.address.required';
  if (!(CRYPTO_PROTOCOLS as readonly string[]).includes(protocol)) return 'payout.protocol.required';
  if (!ADDRESS_PATTERNS[protocol as CryptoProtocol].test(address)) return 'payout.address.protocolMismatch';
  return ADDRESS_CHECKSUMS[protocol as CryptoProtocol](address) ? null : 'payout.address.checksum';
}

export function checkThirdPartAccount(kind: string, account: string): RuleResult {
  if (!(THIRD_PART_KINDS as readonly string[]).includes(kind)) return 'payout.kind.required';
  if (account === '') return 'payout.account.required';
  return THIRD_PART_PATTERNS[kind as ThirdPartKind].test(account) ? null : `payout.account.format.${kind}`;
}
