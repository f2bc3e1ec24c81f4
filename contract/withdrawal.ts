import { Type, type Static } from 'typebox';
import { Amount, endpoint, EpochMs, NoData } from './envelope';
import { CRYPTO_PROTOCOLS, THIRD_PART_KINDS } from '../machines/rules/payout';
import { ACCOUNT_KINDS, PAYOUT_FAILURE_REASONS, WITHDRAW_METHODS } from '../machines/rules/withdrawal';
import { OPS_ROLES, OpsOrderParams, OpsOrderQuery, OpsRejectBody } from './ops';
import { RecordPage } from './wallet';
import { CryptoConversion, UsdtRate } from './cryptoRate';

/**
 * Payout accounts and withdrawals ("Bank and wallets" and the withdraw calls of spec section 7): bank
 * cards, crypto (blockchain) accounts, e-wallet (third-party) accounts, the withdrawal methods and the
 * appointment bonus, the gating facts, the withdrawal itself and the operator's withdrawal desk.
 *
 * Form fields are optional text where a rule judges them: the shared rules (machines/rules/payout.ts,
 * withdrawal.ts) answer their own messages, in the member's language, before anything is stored.
 * Binding and changing an account is confirmed with an SMS code sent to the member's bound phone
 * (/sms/getSmsCode with purpose bindAccount); deleting one with the withdrawal password.
 */

const RowId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const FormText = (description?: string) => Type.Optional(Type.String({ maxLength: 128, ...(description ? { description } : {}) }));
const SmsCodeField = FormText('The SMS code sent to the bound phone (purpose bindAccount)');

export const ProtocolValue = Type.Union([Type.Literal(CRYPTO_PROTOCOLS[0]), Type.Literal(CRYPTO_PROTOCOLS[1])]);
export const ThirdPartKindValue = Type.Union([Type.Literal(THIRD_PART_KINDS[0]), Type.Literal(THIRD_PART_KINDS[1])], {
  description: 'koi: account "kb" plus 15-32 letters or digits; eb: "eb" plus 15-32',
});
export const AccountKindValue = Type.Union([Type.Literal(ACCOUNT_KINDS[0]), Type.Literal(ACCOUNT_KINDS[1]), Type.Literal(ACCOUNT_KINDS[2])]);
export const WithdrawMethodValue = Type.Union([Type.Literal(WITHDRAW_METHODS[0]), Type.Literal(WITHDRAW_METHODS[1])]);

/** A payout account is deleted with the withdrawal password (which must be set first). */
export const DeleteAccountBody = Type.Object({ password: FormText('The 6-digit withdrawal password') });
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;
export const AccountIdParams = Type.Object({ id: RowId });

// ---- Bank cards ----

export const SysBank = Type.Object({
  id: Type.Integer(),
  bankCode: Type.String(),
  bankName: Type.String({ description: "In the caller's language" }),
  iconUrl: Type.String({ description: 'Our own SVG under /img/banks/' }),
});
export type SysBank = Static<typeof SysBank>;

export const BindBankCardBody = Type.Object({
  holderName: FormText('Must equal the registered real name'),
  cardType: Type.Optional(Type.Integer({ minimum: 0, maximum: 9, description: '1 savings/debit; any other value credit' })),
  bankcardNo: FormText('16-19 digits'),
  bankId: Type.Optional(RowId),
  phone: FormText("The card's phone number"),
  smsCode: SmsCodeField,
});
export type BindBankCardBody = Static<typeof BindBankCardBody>;
export const ModifyBankCardBody = Type.Object({ id: RowId, ...BindBankCardBody.properties });
export type ModifyBankCardBody = Static<typeof ModifyBankCardBody>;

export const UserBankCard = Type.Object({
  id: Type.Integer(),
  holderName: Type.String(),
  cardType: Type.Integer(),
  cardTypeName: Type.String(),
  bankId: Type.Integer(),
  bankName: Type.String(),
  iconUrl: Type.String(),
  bankcardNo: Type.String({ description: 'Masked: first 4 and last 4 digits' }),
  phone: Type.String({ description: 'Masked: first 3 and last 4 digits' }),
  createTime: EpochMs,
});
export type UserBankCard = Static<typeof UserBankCard>;

// ---- Crypto (blockchain) accounts ----

export const BindBlockchainBody = Type.Object({
  alias: FormText('At most 30 characters'),
  address: FormText('TRC20: T plus 15-33 letters or digits; ERC20: 0x plus 15-40'),
  protocol: Type.Optional(Type.String({ maxLength: 16, description: 'TRC20 or ERC20' })),
  smsCode: SmsCodeField,
});
export type BindBlockchainBody = Static<typeof BindBlockchainBody>;
export const ModifyBlockchainBody = Type.Object({ id: RowId, ...BindBlockchainBody.properties });
export type ModifyBlockchainBody = Static<typeof ModifyBlockchainBody>;

export const UserBlockchain = Type.Object({
  id: Type.Integer(),
  alias: Type.String(),
  address: Type.String(),
  protocol: ProtocolValue,
  virtualCurrencyType: Type.Literal('USDT'),
  createTime: EpochMs,
});
export type UserBlockchain = Static<typeof UserBlockchain>;

// ---- E-wallet (third-party) accounts ----

export const BindThirdPartBody = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 8, description: 'koi or eb' })),
  alias: FormText('At most 30 characters'),
  account: FormText('koi: "kb" plus 15-32 letters or digits; eb: "eb" plus 15-32'),
  smsCode: SmsCodeField,
});
export type BindThirdPartBody = Static<typeof BindThirdPartBody>;
export const ModifyThirdPartBody = Type.Object({ id: RowId, ...BindThirdPartBody.properties });
export type ModifyThirdPartBody = Static<typeof ModifyThirdPartBody>;
export const ThirdPartQuery = Type.Object({ type: Type.Optional(ThirdPartKindValue) });

export const UserThirdPartAccount = Type.Object({
  id: Type.Integer(),
  type: ThirdPartKindValue,
  typeName: Type.String(),
  alias: Type.String(),
  account: Type.String(),
  createTime: EpochMs,
});
export type UserThirdPartAccount = Static<typeof UserThirdPartAccount>;

// ---- Withdrawals ----

export const WithdrawMethodInfo = Type.Object({
  method: WithdrawMethodValue,
  withdrawMethodName: Type.String({ description: "In the caller's language" }),
  arrivalMinutesMax: Type.Integer({ description: 'appointment 1440 (24 h); instant 10' }),
  bonusRateMin: Type.String({ description: 'Percent, e.g. "0.1" (appointment); "0" for instant' }),
  bonusRateMax: Type.String({ description: 'Percent, e.g. "0.6" (appointment); "0" for instant' }),
  enabled: Type.Boolean(),
});
export type WithdrawMethodInfo = Static<typeof WithdrawMethodInfo>;

/** The appointment bonus: from this amount up, this rate (the highest tier reached applies). */
export const WithdrawExtraRule = Type.Object({
  fromAmount: Amount,
  rateBp: Type.Integer({ description: 'Basis points: 10 = 0.1 %' }),
  rate: Type.String({ description: 'Percent, e.g. "0.1"' }),
});
export type WithdrawExtraRule = Static<typeof WithdrawExtraRule>;

/** Everything the withdrawal gate (machines/rules/withdrawal.ts withdrawGate) reads, as the server sees it now. */
export const WithdrawFactsReply = Type.Object({
  isQuickWithdraw: Type.Boolean({ description: 'Instant withdrawals are open' }),
  cryptoAllowed: Type.Boolean({ description: 'A withdrawal has been paid out before (crypto is open)' }),
  hasRealName: Type.Boolean(),
  hasPhone: Type.Boolean(),
  hasWithdrawPassword: Type.Boolean(),
  hasReviewingOrder: Type.Boolean({ description: 'An order not yet verified: nothing else may be submitted' }),
  remainingTurnover: Amount,
  requiredTurnover: Amount,
  vipLevel: Type.Integer(),
  dailyCount: Type.Integer({ description: "The VIP level's withdrawals a day" }),
  dailyCountUsed: Type.Integer(),
  dailyLimit: Amount,
  dailyAmountUsed: Amount,
  balance: Amount,
  venueBalance: Amount,
  withdrawable: Amount,
  minAmount: Amount,
  usdtRate: Nullable(UsdtRate),
});
export type WithdrawFactsReply = Static<typeof WithdrawFactsReply>;

export const WithdrawBody = Type.Object({
  accountKind: Type.Optional(Type.String({ maxLength: 16, description: 'bankCard, blockchain or thirdPart' })),
  accountId: Type.Optional(RowId),
  amount: Type.Optional(Type.String({ maxLength: 64, description: 'Two decimals at most, e.g. "100.00": CNY, or USDT to a crypto account' })),
  method: Type.Optional(Type.String({ maxLength: 16, description: 'appointment or instant' })),
  rate: Type.Optional(Type.String({ maxLength: 32, description: 'To a crypto account: the USDT rate the member was shown ("7.1000"); another rate in force is refused (409, field rate)' })),
  password: Type.Optional(Type.String({ maxLength: 128, writeOnly: true, description: 'The 6-digit withdrawal password (never part of the stored request fingerprint)' })),
});
export type WithdrawBody = Static<typeof WithdrawBody>;

export const WithdrawOrder = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  accountKind: AccountKindValue,
  accountId: Type.Integer(),
  accountName: Type.String({ description: 'Bank name, alias or e-wallet kind, as it was when submitted' }),
  accountNo: Type.String({ description: 'Masked card number, or the address or account, as it was when submitted' }),
  method: WithdrawMethodValue,
  withdrawMethodName: Type.String(),
  // CNY: what the order holds and pays out (to a crypto account: its USDT at its rate, rounded up; machines/rules/cryptoRate.ts).
  withdrawAmount: Amount,
  bonusAmount: Amount,
  ...CryptoConversion,
  status: Type.Integer({ description: 'machines/rules/withdrawal.ts WITHDRAW_STATUS: 0 reviewing, 1 paid, 2 rejected, 3 paying, 4 payout failed' }),
  statusName: Type.String(),
  rejectReason: Nullable(Type.String({ description: "Rejected: the operator's reason; payout failed: why, in the caller's language" })),
  createTime: EpochMs,
  reviewTime: Nullable(EpochMs),
});
export type WithdrawOrder = Static<typeof WithdrawOrder>;

/** The operator's view of a withdrawal: whose it is. */
export const OpsWithdrawal = Type.Object({ ...WithdrawOrder.properties, userName: Type.String(), realName: Nullable(Type.String()) });
export type OpsWithdrawal = Static<typeof OpsWithdrawal>;

const member = 'member' as const;

export const payout = {
  getSysBank: endpoint({ method: 'POST', path: '/sys/sysbank/getSysBank', summary: 'The 15 supported banks with their icons', access: member, reply: Type.Object({ sysBankList: Type.Array(SysBank) }) }),
  bindBankCard: endpoint({ method: 'POST', path: '/userBankCard/bindBankCard', summary: 'Binds a bank card (holder name = real name; at most 10)', access: member, body: BindBankCardBody, reply: Type.Object({ userBankCard: UserBankCard }) }),
  queryUserBankCardList: endpoint({ method: 'POST', path: '/userBankCard/queryUserBankCardList', summary: "The member's bank cards, numbers masked", access: member, reply: Type.Object({ userBankCardList: Type.Array(UserBankCard) }) }),
  modifyBindBankCard: endpoint({ method: 'POST', path: '/userBankCard/modifyBindBankCard', summary: 'Changes one of the member\'s bank cards (same rules as binding)', access: member, body: ModifyBankCardBody, reply: Type.Object({ userBankCard: UserBankCard }) }),
  deleteBankCard: endpoint({ method: 'POST', path: '/userBankCard/deleteBankCard/:id', summary: 'Deletes a bank card, confirmed with the withdrawal password', access: member, params: AccountIdParams, body: DeleteAccountBody, reply: NoData }),
  bindUserBlockchain: endpoint({ method: 'POST', path: '/userBlockchain/bindUserBlockchain', summary: 'Binds a USDT address (TRC20 or ERC20)', access: member, body: BindBlockchainBody, reply: Type.Object({ userBlockchain: UserBlockchain }) }),
  queryUserBlockchainList: endpoint({ method: 'POST', path: '/userBlockchain/queryUserBlockchainList', summary: "The member's crypto accounts", access: member, reply: Type.Object({ userBlockchainList: Type.Array(UserBlockchain) }) }),
  modifyUserBlockchain: endpoint({ method: 'POST', path: '/userBlockchain/modifyUserBlockchain', summary: "Changes one of the member's crypto accounts", access: member, body: ModifyBlockchainBody, reply: Type.Object({ userBlockchain: UserBlockchain }) }),
  deleteUserBlockchain: endpoint({ method: 'POST', path: '/userBlockchain/deleteUserBlockchain/:id', summary: 'Deletes a crypto account, confirmed with the withdrawal password', access: member, params: AccountIdParams, body: DeleteAccountBody, reply: NoData }),
  bindThirdPartAccount: endpoint({ method: 'POST', path: '/userThirdPartAccount/bindThirdPartAccount', summary: 'Binds a KOI or EB e-wallet account', access: member, body: BindThirdPartBody, reply: Type.Object({ thirdPartAccount: UserThirdPartAccount }) }),
  queryThirdPartAccountList: endpoint({ method: 'POST', path: '/userThirdPartAccount/queryThirdPartAccountList', summary: "The member's e-wallet accounts (of one kind with q type)", access: member, querystring: ThirdPartQuery, reply: Type.Object({ thirdPartAccountList: Type.Array(UserThirdPartAccount) }) }),
  modifyThirdPartAccount: endpoint({ method: 'POST', path: '/userThirdPartAccount/modifyThirdPartAccount', summary: "Changes one of the member's e-wallet accounts", access: member, body: ModifyThirdPartBody, reply: Type.Object({ thirdPartAccount: UserThirdPartAccount }) }),
  deleteThirdPartAccount: endpoint({ method: 'POST', path: '/userThirdPartAccount/deleteThirdPartAccount/:id', summary: 'Deletes an e-wallet account, confirmed with the withdrawal password', access: member, params: AccountIdParams, body: DeleteAccountBody, reply: NoData }),
} as const;

export const withdrawal = {
  getWithdrawMethod: endpoint({ method: 'POST', path: '/withdraw/withdrawMethod/getWithdrawMethod', summary: 'Appointment (0-24 h, bonus 0.1 %-0.6 %) and instant withdrawal', access: member, reply: Type.Object({ withdrawMethodList: Type.Array(WithdrawMethodInfo) }) }),
  getWithdrawExtraRule: endpoint({ method: 'POST', path: '/withdraw/withdrawExtraRule/getWithdrawExtraRule', summary: "The appointment bonus's tiers by amount", access: member, reply: Type.Object({ withdrawExtraRuleList: Type.Array(WithdrawExtraRule) }) }),
  checkIsQuickWithdraw: endpoint({ method: 'POST', path: '/withdraw/checkIsQuickWithdraw', summary: 'The gating facts: profile, pending order, turnover owed, VIP daily count and limit, balance', access: member, reply: WithdrawFactsReply }),
  withdraw: endpoint({ method: 'POST', path: '/withdraw/withdraw', summary: 'Submits a withdrawal: the amount is held until the operator pays or rejects it', access: member, body: WithdrawBody, reply: Type.Object({ withdrawOrder: WithdrawOrder }), idempotent: true }),
  getWithdrawOrder: endpoint({ method: 'POST', path: '/withdraw/getWithdrawOrder/:id', summary: "One of the member's withdrawal orders", access: member, params: AccountIdParams, reply: Type.Object({ withdrawOrder: WithdrawOrder }) }),
} as const;

/** The operator's withdrawal desk (see ops.ts: only with OPERATOR_KEY set; Authorization: Bearer KEY). */
export const opsWithdrawals = {
  opsWithdrawals: endpoint({ method: 'GET', path: '/ops/withdrawals', summary: 'Withdrawals awaiting review (or all), by page', access: 'operator', roles: OPS_ROLES.anyOperator, querystring: OpsOrderQuery, reply: Type.Object({ page: RecordPage(OpsWithdrawal) }) }),
  opsApproveWithdrawal: endpoint({ method: 'POST', path: '/ops/withdrawals/:orderNo/approve', summary: 'Approves a withdrawal: paying, then paid by the payout service (with the appointment bonus when due) or failed (the held amount returns), exactly once', access: 'operator', roles: OPS_ROLES.money, params: OpsOrderParams, reply: Type.Object({ withdrawal: OpsWithdrawal }) }),
  opsRejectWithdrawal: endpoint({ method: 'POST', path: '/ops/withdrawals/:orderNo/reject', summary: 'Rejects a withdrawal with a reason, which the member reads: the held amount returns to the central wallet', access: 'operator', roles: OPS_ROLES.money, params: OpsOrderParams, body: OpsRejectBody, reply: Type.Object({ withdrawal: OpsWithdrawal }) }),
} as const;

/** Sandbox mode: the sandbox payout service's control (server/adapters/payouts.ts). */
export const sandboxPayouts = {
  sandboxFailNextPayout: endpoint({
    method: 'POST',
    path: '/sandbox/payouts/failNext',
    summary: 'The next withdrawal payout the sandbox payout service is asked for fails (the held amount returns to the member, who is told why)',
    access: 'sandbox',
    body: Type.Object({
      reason: Type.Optional(
        Type.Union(
          PAYOUT_FAILURE_REASONS.map((reason) => Type.Literal(reason)),
          { default: 'accountRejected' },
        ),
      ),
    }),
    reply: NoData,
  }),
} as const;
