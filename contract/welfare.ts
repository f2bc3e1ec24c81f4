import { Type, type Static } from 'typebox';
import { Amount, endpoint, EpochMs } from './envelope';
import { RecordPage } from './wallet';
import { PAGE_SIZE_MAX } from '../machines/rules/paging';

/**
 * The welfare centre (spec sections 7 and 9): the member's welfare items (upgrade and birthday gifts,
 * weekly and exclusive red packets, rebates) with their windows, their totals, claiming one (a rebate
 * through /user/doUserBackwater/{id}, the others through /welfareCenter/receiveWelfare/{id}) and the
 * records of claims over 90 days. A member reaches only their own items: another member's id answers as
 * an id that does not exist. A claim credits the central wallet once; a second is refused and writes nothing.
 */

const RowId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const WelfareKindValue = Type.Union(
  [Type.Literal('upgrade'), Type.Literal('birthday'), Type.Literal('weekly'), Type.Literal('exclusive'), Type.Literal('rebate')],
  { description: 'upgrade gift, birthday gift, weekly red packet, exclusive red packet (VIP6-10), rebate' },
);
export const WelfareStatusValue = Type.Union([Type.Literal('upcoming'), Type.Literal('claimable'), Type.Literal('claimed'), Type.Literal('expired')]);

export const WelfareItem = Type.Object({
  id: Type.Integer(),
  kind: WelfareKindValue,
  vipLevel: Type.Integer({ minimum: 0, maximum: 10 }),
  amount: Amount,
  turnoverMultiple: Type.Integer({ minimum: 1, maximum: 3 }),
  requiredTurnover: Amount,
  availableFrom: EpochMs,
  expiresAt: Type.Integer({ description: 'Epoch ms from which it can no longer be claimed (its last moment is 1 ms before)' }),
  claimedAt: Type.Union([EpochMs, Type.Null()]),
  status: WelfareStatusValue,
});
export type WelfareItem = Static<typeof WelfareItem>;

export const WelfareListQuery = Type.Object({
  status: Type.Optional(WelfareStatusValue),
  pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: 10 })),
});
export type WelfareListQuery = Static<typeof WelfareListQuery>;

export const WelfareTotal = Type.Object({
  claimableCount: Type.Integer({ minimum: 0 }),
  claimableAmount: Amount,
  claimedAmount: Amount,
  /** The next moment something becomes claimable (a red packet opening), for the countdown; null when nothing waits. */
  nextAvailableAt: Type.Union([EpochMs, Type.Null()]),
});
export type WelfareTotal = Static<typeof WelfareTotal>;

/** Welfare record (spec section 3): order, bonus type, amount, info. */
export const WelfareRecord = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  kind: WelfareKindValue,
  amount: Amount,
  requiredTurnover: Amount,
  createTime: EpochMs,
});
export type WelfareRecord = Static<typeof WelfareRecord>;

const ItemParams = Type.Object({ id: RowId });
const Claimed = Type.Object({ item: WelfareItem, record: WelfareRecord });

export const welfare = {
  queryWelfareCenterList: endpoint({
    method: 'POST',
    path: '/welfareCenter/queryWelfareCenterList',
    summary: "A page of the member's welfare items, soonest to expire first, of one status or all",
    access: 'member',
    querystring: WelfareListQuery,
    reply: Type.Object({ page: RecordPage(WelfareItem) }),
  }),
  queryWelfareCenterTotal: endpoint({
    method: 'POST',
    path: '/welfareCenter/queryWelfareCenterTotal',
    summary: 'How many items are claimable and for how much, what was claimed, and when the next opens',
    access: 'member',
    reply: Type.Object({ total: WelfareTotal }),
  }),
  receiveWelfare: endpoint({
    method: 'POST',
    path: '/welfareCenter/receiveWelfare/:id',
    summary: 'Claims a gift or red packet into the central wallet, once; its turnover requirement applies to withdrawals',
    access: 'member',
    params: ItemParams,
    reply: Claimed,
  }),
  doUserBackwater: endpoint({
    method: 'POST',
    path: '/user/doUserBackwater/:id',
    summary: 'Claims a rebate into the central wallet, once, within its 30 days; its turnover requirement applies to withdrawals',
    access: 'member',
    params: ItemParams,
    reply: Claimed,
  }),
  queryWelfareRecordList: endpoint({
    method: 'POST',
    path: '/welfareCenter/queryWelfareRecordList',
    summary: "A page of the member's welfare records (claims) of the last 90 days, newest first, of one kind or all (the transaction records' rebate tab asks for rebates)",
    access: 'member',
    querystring: Type.Object({
      kind: Type.Optional(WelfareKindValue),
      pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
      pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: 10 })),
    }),
    reply: Type.Object({ page: RecordPage(WelfareRecord) }),
  }),
} as const;
