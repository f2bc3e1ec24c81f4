import { call, type CallOptions } from './client';
import { payout, type BindBankCardBody, type BindBlockchainBody, type BindThirdPartBody, type SysBank, type UserBankCard, type UserBlockchain, type UserThirdPartAccount } from '../../contract/withdrawal';
import { profile } from '../../contract/profile';
import type { ThirdPartKind } from '../../machines/rules/payout';

/** Payout accounts ("Bank and wallets" of spec section 7): bank cards, crypto accounts, e-wallet accounts. */

export type { SysBank, UserBankCard, UserBlockchain, UserThirdPartAccount } from '../../contract/withdrawal';

// Forms show the server's refusal beside the field it names, so no toast on top.
const inPlace: CallOptions = { handles: 'all' };

export const getSysBanks = async (): Promise<SysBank[]> => (await call(payout.getSysBank, {})).sysBankList;

export const getBankCards = async (options?: CallOptions): Promise<UserBankCard[]> =>
  (await call(payout.queryUserBankCardList, {}, options)).userBankCardList;
export const bindBankCard = async (body: BindBankCardBody) => (await call(payout.bindBankCard, { body }, inPlace)).userBankCard;
export const modifyBankCard = async (id: number, body: BindBankCardBody) =>
  (await call(payout.modifyBindBankCard, { body: { id, ...body } }, inPlace)).userBankCard;
export const deleteBankCard = (id: number, password: string) => call(payout.deleteBankCard, { params: { id }, body: { password } }, inPlace);

export const getCoinAccounts = async (options?: CallOptions): Promise<UserBlockchain[]> =>
  (await call(payout.queryUserBlockchainList, {}, options)).userBlockchainList;
export const bindCoinAccount = async (body: BindBlockchainBody) => (await call(payout.bindUserBlockchain, { body }, inPlace)).userBlockchain;
export const modifyCoinAccount = async (id: number, body: BindBlockchainBody) =>
  (await call(payout.modifyUserBlockchain, { body: { id, ...body } }, inPlace)).userBlockchain;
export const deleteCoinAccount = (id: number, password: string) => call(payout.deleteUserBlockchain, { params: { id }, body: { password } }, inPlace);

export const getWalletAccounts = async (type?: ThirdPartKind, options?: CallOptions): Promise<UserThirdPartAccount[]> =>
  (await call(payout.queryThirdPartAccountList, { query: type ? { type } : {} }, options)).thirdPartAccountList;
export const bindWalletAccount = async (body: BindThirdPartBody) => (await call(payout.bindThirdPartAccount, { body }, inPlace)).thirdPartAccount;
export const modifyWalletAccount = async (id: number, body: BindThirdPartBody) =>
  (await call(payout.modifyThirdPartAccount, { body: { id, ...body } }, inPlace)).thirdPartAccount;
export const deleteWalletAccount = (id: number, password: string) =>
  call(payout.deleteThirdPartAccount, { params: { id }, body: { password } }, inPlace);

/** The code that confirms binding or changing an account goes to the member's bound phone. */
export const sendBindCode = async (): Promise<void> => {
  await call(profile.getSmsCode, { body: { purpose: 'bindAccount' } }, inPlace);
};
