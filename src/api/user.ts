import { post } from './client';
import type { MemberInfo, MemberSnapshot } from '../../machines/session';

export async function logout(): Promise<void> {
  await post('/user/logout');
}

export async function getUserInfo(): Promise<MemberInfo> {
  return (await post<{ userInfo: MemberInfo }>('/user/getUserInfo')).userInfo;
}

export async function getUserBalance(): Promise<number> {
  const { userBalanceMap } = await post<{ userBalanceMap: { userBalance: string } }>('/user/getUserBalance');
  return Number(userBalanceMap.userBalance);
}

export async function loadMember(): Promise<MemberSnapshot> {
  const [userInfo, userBalance] = await Promise.all([getUserInfo(), getUserBalance()]);
  return { userInfo, userBalance };
}

export async function changeLanguage(languageType: number): Promise<void> {
  await post('/user/changeLanguageAndCurrency', { body: { languageType } });
}
