import { Type, type Static } from 'typebox';
import { Amount, endpoint, NoData, WholeNumber } from './envelope';
import { BalanceMap } from './wallet';

/** The member's own account (user calls of spec section 7). */

export const MemberInfo = Type.Object({
  photoUrl: Type.Union([Type.String(), Type.Null()]),
  userName: Type.String(),
  levelId: Type.Integer(),
  joinDays: Type.Integer({ description: 'Days since registration, counting the first' }),
  languageType: Type.Union([Type.Integer(), Type.Null()], { description: 'Chosen language (1 zh, 2 hk, 3 en); null until chosen' }),
  currencyType: Type.Integer(),
  // Profile and security (issue 14): what the personal page shows; phone and e-mail only masked.
  realName: Type.Union([Type.String(), Type.Null()], { description: 'Set once by the member' }),
  gender: Type.Union([Type.Integer(), Type.Null()], { description: '1 male, 2 female' }),
  birthDate: Type.Union([Type.String(), Type.Null()], { description: 'YYYY-MM-DD' }),
  registeredAt: Type.Integer({ description: 'Registration time, ms since 1970' }),
  phone: Type.Union([Type.String(), Type.Null()], { description: 'First 3 and last 4 digits shown' }),
  email: Type.Union([Type.String(), Type.Null()], { description: 'Second half of the local part hidden' }),
  hasWithdrawPassword: Type.Boolean(),
});
export type MemberInfo = Static<typeof MemberInfo>;

/** Absent, null or empty: leave it as it is. */
const DictionaryChoice = Type.Optional(Type.Union([WholeNumber, Type.Null(), Type.Literal('')]));

export const LanguageCurrencyBody = Type.Object({ languageType: DictionaryChoice, currencyType: DictionaryChoice });
export type LanguageCurrencyBody = Static<typeof LanguageCurrencyBody>;

/**
 * getUserBalance's map: the spec's balance map (userBalance is the whole central wallet) and, split out of
 * it, what may be spent or withdrawn now and what withdrawals under review hold (it returns if the order is
 * rejected): userBalance = availableBalance + heldBalance, read in one query. The header shows
 * playableBalance: availableBalance, and in transfer-free mode (walletType 1, where the money follows the
 * member into the venues) availableBalance + venueBalance, the member's money across wallets.
 */
export const MemberBalanceMap = Type.Object({
  ...BalanceMap.properties,
  availableBalance: Amount,
  heldBalance: Amount,
  walletType: Type.Integer({ minimum: 0, maximum: 1, description: '0 transfers by hand, 1 transfer-free mode' }),
  playableBalance: Amount,
});
export type MemberBalanceMap = Static<typeof MemberBalanceMap>;

export const member = {
  logout: endpoint({ method: 'POST', path: '/user/logout', summary: 'Ends the session of the token', access: 'member', reply: NoData }),
  getUserInfo: endpoint({
    method: 'POST',
    path: '/user/getUserInfo',
    summary: 'The member',
    access: 'member',
    reply: Type.Object({ userInfo: MemberInfo }),
  }),
  getUserBalance: endpoint({
    method: 'POST',
    path: '/user/getUserBalance',
    summary: 'The balance map, with the part of the central wallet that withdrawals under review hold',
    access: 'member',
    reply: Type.Object({ userBalanceMap: MemberBalanceMap }),
  }),
  changeLanguageAndCurrency: endpoint({
    method: 'POST',
    path: '/user/changeLanguageAndCurrency',
    summary: 'Sets the language and/or currency (values of the dictionaries)',
    access: 'member',
    body: LanguageCurrencyBody,
    reply: NoData,
  }),
} as const;
