import { call } from './client';
import { member, type MemberInfo } from '../../contract/member';
import type { MemberSnapshot } from '../../machines/session';

export type { MemberInfo } from '../../contract/member';

export async function logout(): Promise<void> {
  await call(member.logout, {});
}

export async function getUserInfo(): Promise<MemberInfo> {
  return (await call(member.getUserInfo, {})).userInfo;
}

export async function getUserBalance(): Promise<number> {
  const { userBalanceMap } = await call(member.getUserBalance, {});
  return Number(userBalanceMap.userBalance);
}

export async function loadMember(): Promise<MemberSnapshot> {
  const [userInfo, userBalance] = await Promise.all([getUserInfo(), getUserBalance()]);
  return { userInfo, userBalance };
}

export async function changeLanguage(languageType: number): Promise<void> {
  await call(member.changeLanguageAndCurrency, { body: { languageType } });
}
