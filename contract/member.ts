import { Type, type Static } from 'typebox';
import { endpoint, NoData, WholeNumber } from './envelope';
import { BalanceMap } from './wallet';

/** The member's own account (user calls of spec section 7). */

export const MemberInfo = Type.Object({
  photoUrl: Type.Union([Type.String(), Type.Null()]),
  userName: Type.String(),
  levelId: Type.Integer(),
  joinDays: Type.Integer({ description: 'Days since registration, counting the first' }),
  languageType: Type.Union([Type.Integer(), Type.Null()], { description: 'Chosen language (1 zh, 2 hk, 3 en); null until chosen' }),
  currencyType: Type.Integer(),
});
export type MemberInfo = Static<typeof MemberInfo>;

/** Absent, null or empty: leave it as it is. */
const DictionaryChoice = Type.Optional(Type.Union([WholeNumber, Type.Null(), Type.Literal('')]));

export const LanguageCurrencyBody = Type.Object({ languageType: DictionaryChoice, currencyType: DictionaryChoice });
export type LanguageCurrencyBody = Static<typeof LanguageCurrencyBody>;

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
    summary: 'The balance map',
    access: 'member',
    reply: Type.Object({ userBalanceMap: BalanceMap }),
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
