import { Type, type Static } from 'typebox';
import { Amount, endpoint, EpochMs, NoData } from './envelope';
import { DepositRecord, DepositRecordPage, RechargeTypeValue, RecordPage, RecordQuery, WithdrawRecord } from './wallet';
import { PAGE_SIZE_MAX } from '../machines/rules/paging';
import { OPS_ROLES, OpsOrderParams, OpsPage, OpsRejectBody } from './ops';
import { CryptoConversion, UsdtRate } from './cryptoRate';
import {
  CRYPTO_PROTOCOLS,
  PAY_MODES,
  PAYMENT_PROVIDERS,
  VOUCHER_MAX,
  type PaymentProvider,
} from '../machines/rules/deposit';

/**
 * Deposits (finance calls of spec section 7): payment methods, the receiving account, recharge orders
 * (create, confirm with vouchers, cancel), one createOrder per payment provider, the providers' signed
 * notifications, the sandbox cashier, the deposit records and the operator's deposit desk.
 */

export { RechargeTypeValue };
export const PayModeValue = Type.Union([Type.Literal(PAY_MODES[0]), Type.Literal(PAY_MODES[1])]);
export const ProtocolValue = Type.Union([Type.Literal(CRYPTO_PROTOCOLS[0]), Type.Literal(CRYPTO_PROTOCOLS[1])]);
const RowId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** One way into a method: a provider's cashier (online) or a crypto network (offline). */
export const PaymentChannel = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: "In the caller's language" }),
  providerCode: Nullable(Type.String({ description: 'The provider whose /web/{provider}/createOrder serves it; null offline' })),
  protocol: Nullable(ProtocolValue),
  minAmount: Amount,
  maxAmount: Amount,
});
export type PaymentChannel = Static<typeof PaymentChannel>;

export const PaymentMethod = Type.Object({
  id: Type.Integer({ description: 'paymentMethodId' }),
  rechargeType: RechargeTypeValue,
  rechargeTypeName: Type.String({ description: "In the caller's language" }),
  payMode: PayModeValue,
  minAmount: Amount,
  maxAmount: Amount,
  quickAmounts: Type.Array(Amount),
  iconUrl: Type.String(),
  channels: Type.Array(PaymentChannel),
  usdtRate: Nullable(UsdtRate),
});
export type PaymentMethod = Static<typeof PaymentMethod>;

export const PaymentMethodByTypeQuery = Type.Object({ rechargeType: RechargeTypeValue });

export const RechargeAccountQuery = Type.Object({
  paymentMethodId: RowId,
  protocol: Type.Optional(ProtocolValue),
});

/** Where an offline deposit goes: our bank account, or our address on a crypto network. */
export const RechargeAccount = Type.Object({
  paymentMethodId: Type.Integer(),
  rechargeType: RechargeTypeValue,
  bankName: Nullable(Type.String()),
  accountName: Nullable(Type.String()),
  accountNo: Nullable(Type.String({ description: 'Bank account number, or the crypto address' })),
  branch: Nullable(Type.String()),
  virtualCurrencyType: Nullable(Type.Literal('USDT')),
  protocol: Nullable(ProtocolValue),
  address: Nullable(Type.String()),
});
export type RechargeAccount = Static<typeof RechargeAccount>;

export const RechargeBody = Type.Object({
  paymentMethodId: RowId,
  amount: Type.String({ maxLength: 64, description: 'Two decimals at most, e.g. "100.00": CNY, or USDT for the USDT method (its limits are USDT)' }),
  depositorName: Type.Optional(Type.String({ maxLength: 200, description: 'Required for bank transfer' })),
  protocol: Type.Optional(Type.Union([ProtocolValue, Type.Literal('')], { description: 'Required for USDT' })),
  channelId: Type.Optional(RowId),
});
export type RechargeBody = Static<typeof RechargeBody>;

export const RechargeOrder = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  paymentMethodId: Type.Integer(),
  rechargeType: RechargeTypeValue,
  rechargeTypeName: Type.String(),
  payMode: PayModeValue,
  // CNY: what the order credits (a crypto order: its USDT at its rate, rounded down; machines/rules/cryptoRate.ts).
  amount: Amount,
  ...CryptoConversion,
  depositorName: Nullable(Type.String()),
  virtualCurrencyType: Nullable(Type.Literal('USDT')),
  protocol: Nullable(ProtocolValue),
  providerCode: Nullable(Type.String({ description: 'Online: call /web/{providerCode}/createOrder with {id} for the payUrl' })),
  orderAccount: Nullable(RechargeAccount),
  remarkCode: Nullable(Type.String({ description: 'Bank transfer: the member writes it in the transfer remark' })),
  voucherUrls: Type.Array(Type.String()),
  status: Type.Integer({ description: 'machines/rules/deposit.ts RECHARGE_STATUS' }),
  statusName: Type.String(),
  cancelReason: Nullable(Type.String()),
  rejectReason: Nullable(Type.String()),
  expireTime: Nullable(EpochMs),
  createTime: EpochMs,
  confirmTime: Nullable(EpochMs),
  creditTime: Nullable(EpochMs),
});
export type RechargeOrder = Static<typeof RechargeOrder>;

export const ConfirmRechargeBody = Type.Object({
  id: RowId,
  voucherUrls: Type.Array(Type.String({ maxLength: 512 }), { maxItems: VOUCHER_MAX }),
});
export type ConfirmRechargeBody = Static<typeof ConfirmRechargeBody>;

export const OrderIdParams = Type.Object({ id: RowId });

export const CancelRechargeBody = Type.Object({
  reason: Type.Optional(Type.String({ maxLength: 64, description: 'One of machines/rules/deposit.ts CANCEL_REASONS' })),
});
export type CancelRechargeBody = Static<typeof CancelRechargeBody>;

export const CreateOrderBody = Type.Object({ id: RowId });
export const CreateOrderReply = Type.Object({ payUrl: Type.String(), rechargeOrder: RechargeOrder });

export { DepositRecord, DepositRecordPage };

/** The transaction-record list: deposits now, withdrawals when they exist. */
export const TransactionRecordQuery = Type.Object({
  transType: Type.Optional(RecordQuery.properties.transType),
  startTime: Type.Optional(EpochMs),
  endTime: Type.Optional(EpochMs),
  pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: 10 })),
});

/** A record's detail: the deposit order it stands for (a withdrawal record's is /withdraw/getWithdrawOrder/{id}). */
export const TransDetail = Type.Object({ transType: Type.Literal('recharge'), rechargeOrder: RechargeOrder });

/** The notification body every provider signs (HMAC-SHA256 of `${X-Pay-Timestamp}.${raw body}`). */
export const PayNotification = Type.Object({
  eventId: Type.String({ minLength: 1, maxLength: 128 }),
  orderNo: Type.String({ minLength: 1, maxLength: 64 }),
  amount: Type.String({ maxLength: 64 }),
  status: Type.Union([Type.Literal('paid'), Type.Literal('failed')]),
});
export type PayNotification = Static<typeof PayNotification>;
export const PAY_SIGNATURE_HEADER = 'x-pay-signature';
export const PAY_TIMESTAMP_HEADER = 'x-pay-timestamp';
/** A notification older than this (by its timestamp) is refused. */
export const PAY_NOTIFICATION_MAX_AGE_MS = 5 * 60 * 1000;

export const ProviderParams = Type.Object({ provider: Type.String({ maxLength: 32 }) });
export const CashierParams = Type.Object({ orderNo: Type.String({ maxLength: 64 }) });
/** The sandbox cashier's control: `lost` takes the payment into the provider's books and sends no notification (for reconciliation). */
export const CashierActionQuery = Type.Object({ notify: Type.Optional(Type.Union([Type.Literal('sent'), Type.Literal('lost')], { default: 'sent' })) });

/** The operator's view of an order: whose it is, with its proofs, and for a payment held for review what was captured and why. */
export const OpsDeposit = Type.Object({
  ...RechargeOrder.properties,
  userName: Type.String(),
  paidAmount: Nullable(Amount),
  reviewReason: Nullable(Type.Union([Type.Literal('late'), Type.Literal('amount')], { description: 'late: paid after the order closed; amount: another amount than ordered' })),
});
export type OpsDeposit = Static<typeof OpsDeposit>;

/** One createOrder endpoint per provider (spec section 7), all the same shape. */
const createOrderOf = (provider: PaymentProvider) =>
  endpoint({
    method: 'POST',
    path: `/${provider}/createOrder`,
    summary: `${provider}: opens the provider's cashier for an online order; answers its payUrl`,
    access: 'member',
    body: CreateOrderBody,
    reply: CreateOrderReply,
    idempotent: true,
  });
export const createOrders = Object.fromEntries(
  PAYMENT_PROVIDERS.map((provider) => [`createOrder_${provider}`, createOrderOf(provider)]),
) as Record<`createOrder_${PaymentProvider}`, ReturnType<typeof createOrderOf>>;

export const deposit = {
  getPaymentMethod: endpoint({
    method: 'POST',
    path: '/pay/paymentMethod/getPaymentMethod',
    summary: 'Every deposit method with its channels, limits and quick amounts',
    access: 'member',
    reply: Type.Object({ paymentMethodList: Type.Array(PaymentMethod) }),
  }),
  getPaymentMethodByType: endpoint({
    method: 'POST',
    path: '/pay/paymentMethod/getPaymentMethodByType',
    summary: 'The deposit methods of one kind',
    access: 'member',
    querystring: PaymentMethodByTypeQuery,
    reply: Type.Object({ paymentMethodList: Type.Array(PaymentMethod) }),
  }),
  getRechargeAccountInfo: endpoint({
    method: 'POST',
    path: '/recharge/getRechargeAccountInfo',
    summary: "The operator's receiving bank account or crypto address for an offline method",
    access: 'member',
    querystring: RechargeAccountQuery,
    reply: Type.Object({ rechargeAccount: RechargeAccount }),
  }),
  recharge: endpoint({
    method: 'POST',
    path: '/recharge/recharge',
    summary: 'Creates a deposit order',
    access: 'member',
    body: RechargeBody,
    reply: Type.Object({ rechargeOrder: RechargeOrder }),
    idempotent: true,
  }),
  getRechargeOrder: endpoint({
    method: 'POST',
    path: '/recharge/getRechargeOrder/:id',
    summary: "One of the member's deposit orders (the waiting step polls it)",
    access: 'member',
    params: OrderIdParams,
    reply: Type.Object({ rechargeOrder: RechargeOrder }),
  }),
  confirmRechargeOrder: endpoint({
    method: 'POST',
    path: '/recharge/confirmRechargeOrder',
    summary: 'The member says they have paid an offline order, with voucher images',
    access: 'member',
    body: ConfirmRechargeBody,
    reply: Type.Object({ rechargeOrder: RechargeOrder }),
    idempotent: true,
  }),
  cancelRechargeOrder: endpoint({
    method: 'POST',
    path: '/recharge/cancelRechargeOrder/:id',
    summary: 'Cancels an unpaid order with a reason (at most 2 per day)',
    access: 'member',
    params: OrderIdParams,
    body: CancelRechargeBody,
    reply: Type.Object({ rechargeOrder: RechargeOrder }),
    idempotent: true,
  }),
  queryTransactionRecordList: endpoint({
    method: 'POST',
    path: '/transactionRecord/queryTransactionRecordList',
    summary: "The member's deposit records (transType recharge, the default) or withdrawal records (withdraw), newest first, by page (30 days at most)",
    access: 'member',
    querystring: TransactionRecordQuery,
    reply: Type.Object({ page: RecordPage(Type.Union([DepositRecord, WithdrawRecord])) }),
  }),
  getUserTransDetail: endpoint({
    method: 'POST',
    path: '/user/getUserTransDetail/:id',
    summary: 'A deposit record in full (id of a deposit record)',
    access: 'member',
    params: OrderIdParams,
    reply: TransDetail,
  }),
  ...createOrders,
  payNotify: endpoint({
    method: 'POST',
    path: '/pay/notify/:provider',
    summary: "A provider's signed payment notification (headers x-pay-timestamp, x-pay-signature)",
    access: 'provider',
    params: ProviderParams,
    body: PayNotification,
    reply: NoData,
  }),
  cashier: endpoint({
    method: 'GET',
    path: '/sandbox/cashier/:orderNo',
    summary: "The sandbox provider's cashier page for an online order",
    access: 'sandbox',
    params: CashierParams,
    querystring: Type.Object({ lang: Type.Optional(Type.String({ maxLength: 8 })) }),
    reply: null,
    produces: 'text/html',
  }),
  cashierAsset: endpoint({
    method: 'GET',
    path: '/sandbox/cashier-page/:asset',
    summary: "The sandbox cashier page's style, script and provider logos",
    access: 'sandbox',
    params: Type.Object({ asset: Type.String({ maxLength: 64, description: 'page.css, page.js or logo-{provider}.svg' }) }),
    reply: null,
    produces: 'text/css, text/javascript, image/svg+xml',
  }),
  cashierPay: endpoint({
    method: 'POST',
    path: '/sandbox/cashier/:orderNo/pay',
    summary: 'The sandbox cashier pays: the provider sends its signed notification (notify=lost: it takes the money, but the notification never arrives)',
    access: 'sandbox',
    params: CashierParams,
    querystring: CashierActionQuery,
    reply: Type.Object({ status: Type.Integer(), statusName: Type.String() }),
  }),
  cashierFail: endpoint({
    method: 'POST',
    path: '/sandbox/cashier/:orderNo/fail',
    summary: 'The sandbox cashier fails: the provider notifies a failed payment (notify=lost: the notification never arrives)',
    access: 'sandbox',
    params: CashierParams,
    querystring: CashierActionQuery,
    reply: Type.Object({ status: Type.Integer(), statusName: Type.String() }),
  }),
} as const;

/** The deposit desk's lists: offline orders the members confirmed, payments held for review, or every order. */
export const OpsDepositQuery = Type.Object({
  status: Type.Optional(
    Type.Union([Type.Literal('pending'), Type.Literal('review'), Type.Literal('all')], {
      default: 'pending',
      description: 'pending: confirmed offline orders, oldest first; review: payments held for review (late or another amount), oldest first; all: newest first',
    }),
  ),
  ...OpsPage,
});
export type OpsDepositQuery = Static<typeof OpsDepositQuery>;

/** The operator's deposit desk (see ops.ts: only with OPERATOR_KEY set; Authorization: Bearer KEY). */
export const ops = {
  opsDeposits: endpoint({
    method: 'GET',
    path: '/ops/deposits',
    summary: 'Offline deposit orders awaiting confirmation, payments held for review (status=review), or all, by page',
    access: 'operator',
    roles: OPS_ROLES.anyOperator,
    querystring: OpsDepositQuery,
    reply: Type.Object({ page: RecordPage(OpsDeposit) }),
  }),
  opsApproveDeposit: endpoint({
    method: 'POST',
    path: '/ops/deposits/:orderNo/approve',
    summary: 'Credits an offline deposit the member confirmed, or a payment held for review (what was captured), exactly once',
    access: 'operator',
    roles: OPS_ROLES.money,
    params: OpsOrderParams,
    reply: Type.Object({ deposit: OpsDeposit }),
  }),
  opsRejectDeposit: endpoint({
    method: 'POST',
    path: '/ops/deposits/:orderNo/reject',
    summary: 'Rejects an open offline deposit, or a payment held for review, with a reason, which the member reads on the order',
    access: 'operator',
    roles: OPS_ROLES.money,
    params: OpsOrderParams,
    body: OpsRejectBody,
    reply: Type.Object({ deposit: OpsDeposit }),
  }),
} as const;
