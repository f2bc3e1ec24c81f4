import { Type, type Static, type TSchema } from 'typebox';
import { Amount, endpoint, EpochMs, WalletId } from './envelope';
import { CENTRAL_WALLET, WALLET_TYPE } from '../machines/rules/wallet';
import { PAGE_SIZE_MAX } from '../machines/rules/paging';
import type { RechargeType } from '../machines/rules/deposit';
import { CryptoConversion } from './cryptoRate';

/** The deposit methods' kinds (machines/rules/deposit.ts RECHARGE_TYPES, checked equal below). */
export const RechargeTypeValue = Type.Union([
  Type.Literal('bank'),
  Type.Literal('online'),
  Type.Literal('koi'),
  Type.Literal('eb'),
  Type.Literal('usdt'),
]);
const rechargeTypesMatch: [Static<typeof RechargeTypeValue>] extends [RechargeType] ? ([RechargeType] extends [Static<typeof RechargeTypeValue>] ? true : false) : false = true;
void rechargeTypesMatch;

/** Wallets, transfers, transfer-free mode and transaction records (user and games calls of spec section 7). */

/** Spec section 3: userBalance is the central wallet, venueBalance all venue wallets together. */
export const BalanceMap = Type.Object({ userBalance: Amount, venueBalance: Amount, totalBalance: Amount });
export type BalanceMap = Static<typeof BalanceMap>;

export const WalletTypeValue = Type.Union([Type.Literal(WALLET_TYPE.manual), Type.Literal(WALLET_TYPE.transferFree)], {
  description: '0 transfers by hand, 1 transfer-free mode',
});

export const VenueWallet = Type.Object({
  platType: Type.String(),
  gameType: Type.Integer(),
  apiTitle: Type.String(),
  eng: Type.String(),
  balance: Amount,
  locked: Type.Boolean({ description: "Locked for a promotion's turnover: nothing can be transferred out" }),
});
export type VenueWallet = Static<typeof VenueWallet>;

export const WalletOverview = Type.Object({
  walletType: Type.Integer({ minimum: 0, maximum: 1, description: '0 transfers by hand, 1 transfer-free mode' }),
  centralBalance: Amount,
  venueBalance: Amount,
  walletList: Type.Array(VenueWallet),
});
export type WalletOverview = Static<typeof WalletOverview>;

export const WalletView = Type.Object({ platType: Type.String(), balance: Amount, locked: Type.Boolean() });
export type WalletView = Static<typeof WalletView>;

export const PlatBalanceQuery = Type.Object({ platType: Type.String({ maxLength: 64 }) });

export const ConvertQuery = Type.Object({
  from: WalletId,
  to: WalletId,
  amount: Type.Optional(Type.String({ maxLength: 64, description: 'Two decimals at most, e.g. "100.50"' })),
});
export type ConvertQuery = Static<typeof ConvertQuery>;
export { CENTRAL_WALLET };

export const ConvertReply = Type.Object({ userBalanceMap: BalanceMap, wallet: WalletView });

export const RecycleReply = Type.Object({ recycled: Amount, userBalanceMap: BalanceMap });

export const WalletTypeBody = Type.Object({
  walletType: Type.Union([WalletTypeValue, Type.Literal(`${WALLET_TYPE.manual}`), Type.Literal(`${WALLET_TYPE.transferFree}`)]),
});

export const TRANS_TYPES = ['recharge', 'transfer', 'withdraw'] as const;
export type TransType = (typeof TRANS_TYPES)[number];

export const RecordQuery = Type.Object({
  transType: Type.Union([Type.Literal(TRANS_TYPES[0]), Type.Literal(TRANS_TYPES[1]), Type.Literal(TRANS_TYPES[2])]),
  startTime: Type.Optional(EpochMs),
  endTime: Type.Optional(EpochMs),
  pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: 10 })),
});
export type RecordQuery = Static<typeof RecordQuery>;

export const TransferRecord = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  convertType: Type.Integer({ description: 'Record type 1-6 of spec section 3' }),
  convertTypeName: Type.String(),
  convertMoney: Amount,
  platType: Type.Union([Type.String(), Type.Null()]),
  apiTitle: Type.Union([Type.String(), Type.Null()]),
  statusName: Type.String(),
  createTime: EpochMs,
});
export type TransferRecord = Static<typeof TransferRecord>;

/** One page of records, newest first. */
export const RecordPage = <T extends TSchema>(record: T) =>
  Type.Object({ records: Type.Array(record), total: Type.Integer(), pageIndex: Type.Integer(), pageSize: Type.Integer() });
export const TransferRecordPage = RecordPage(TransferRecord);

/** Deposit record (spec section 3): rechargeTypeName, rechargeMoney, statusName. */
export const DepositRecord = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  rechargeType: RechargeTypeValue,
  rechargeTypeName: Type.String(),
  rechargeMoney: Amount,
  ...CryptoConversion,
  status: Type.Integer(),
  statusName: Type.String(),
  createTime: EpochMs,
});
export type DepositRecord = Static<typeof DepositRecord>;
export const DepositRecordPage = RecordPage(DepositRecord);

/** Withdrawal record (spec section 3): withdrawMethodName, withdrawAmount, statusName. */
export const WithdrawRecord = Type.Object({
  id: Type.Integer({ description: 'The withdrawal order id (getUserTransDetail, getWithdrawOrder)' }),
  orderNo: Type.String(),
  withdrawMethod: Type.Union([Type.Literal('appointment'), Type.Literal('instant')]),
  withdrawMethodName: Type.String(),
  withdrawAmount: Amount,
  accountKind: Type.String({ description: 'bankCard, blockchain or thirdPart' }),
  accountName: Type.String({ description: 'Bank name, alias or e-wallet kind, as it was when submitted' }),
  accountNo: Type.String({ description: 'The card number, address or account, first 4 and last 4 shown (spec section 5)' }),
  bonusAmount: Amount,
  ...CryptoConversion,
  status: Type.Integer({ description: '0 reviewing, 1 paid, 2 rejected' }),
  statusName: Type.String(),
  createTime: EpochMs,
});
export type WithdrawRecord = Static<typeof WithdrawRecord>;
export const WithdrawRecordPage = RecordPage(WithdrawRecord);

/** getUserTransInfo: transfer records for transType transfer, deposit records for recharge, withdrawal records for withdraw. */
export const TransRecordPage = RecordPage(Type.Union([TransferRecord, DepositRecord, WithdrawRecord]));
export type RecordPage<T> = { records: T[]; total: number; pageIndex: number; pageSize: number };

export const wallet = {
  getTransWalletBalanceInfo: endpoint({
    method: 'POST',
    path: '/user/getTransWalletBalanceInfo',
    summary: 'Central balance, transfer-free mode and every venue wallet',
    access: 'member',
    reply: WalletOverview,
  }),
  getUserPlatBalance: endpoint({
    method: 'POST',
    path: '/apiCode/getUserPlatBalance',
    summary: "One venue wallet's balance",
    access: 'member',
    querystring: PlatBalanceQuery,
    reply: Type.Object({ platBalance: Amount, locked: Type.Boolean() }),
  }),
  convertMoney: endpoint({
    method: 'POST',
    path: '/apiCode/convertMoney',
    summary: 'Transfers between the central wallet and a venue (record type 1 in, 2 out)',
    access: 'member',
    querystring: ConvertQuery,
    reply: ConvertReply,
    idempotent: true,
  }),
  oneTouchTransfer: endpoint({
    method: 'POST',
    path: '/user/oneTouchTransfer',
    summary: 'Brings every unlocked venue balance back to central (type 2 each)',
    access: 'member',
    reply: RecycleReply,
    idempotent: true,
  }),
  changeWalletType: endpoint({
    method: 'POST',
    path: '/user/changeWalletType',
    summary: 'Transfer-free mode on (type 5) or off (type 6)',
    access: 'member',
    body: WalletTypeBody,
    reply: Type.Object({ walletType: WalletTypeValue }),
    idempotent: true,
  }),
  getUserTransInfo: endpoint({
    method: 'POST',
    path: '/user/getUserTransInfo',
    summary: 'Transaction records of at most 30 days, by page',
    access: 'member',
    querystring: RecordQuery,
    reply: Type.Object({ page: TransRecordPage }),
  }),
} as const;
