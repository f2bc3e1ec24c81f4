import { call, type CallOptions } from './client';
import { member, type MemberInfo } from '../../contract/member';
import type { MemberSnapshot } from '../../machines/session';
import { WALLET_TYPE } from '../../machines/rules/wallet';
import { memberMoney } from '../store/wallet';

export type { MemberInfo } from '../../contract/member';

export async function logout(): Promise<void> {
  await call(member.logout, {});
}

export async function getUserInfo(): Promise<MemberInfo> {
  return (await call(member.getUserInfo, {})).userInfo;
}

/**
 * The central wallet as the header shows it: the money that may be spent now and the money withdrawals
 * under review hold, both from one reading of getUserBalance (so they always add up to the wallet). The
 * same reading's mode and money across wallets go to memberMoney, for the header in transfer-free mode.
 */
export async function getMemberBalance(): Promise<{ userBalance: number; heldBalance: number }> {
  const { userBalanceMap } = await call(member.getUserBalance, {});
  memberMoney.transferFree = userBalanceMap.walletType === WALLET_TYPE.transferFree;
  memberMoney.playable = Number(userBalanceMap.playableBalance);
  return { userBalance: Number(userBalanceMap.availableBalance), heldBalance: Number(userBalanceMap.heldBalance) };
}

export async function loadMember(): Promise<MemberSnapshot> {
  const [userInfo, balance] = await Promise.all([getUserInfo(), getMemberBalance()]);
  return { userInfo, ...balance };
}

export async function changeLanguage(languageType: number): Promise<void> {
  await call(member.changeLanguageAndCurrency, { body: { languageType } });
}

/** The member's currency (a currency_type value); the server refuses it while the member holds money in the current one. */
export async function changeCurrency(currencyType: number, options?: CallOptions): Promise<void> {
  await call(member.changeLanguageAndCurrency, { body: { currencyType } }, options);
}
