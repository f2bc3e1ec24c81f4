import { Type, type Static } from 'typebox';
import { endpoint } from './envelope';
import { RecordQuery, TransferRecord } from './wallet';
import { RechargeOrder } from './deposit';
import { WithdrawOrder } from './withdrawal';

/**
 * One record of the transaction record in full (spec section 7 /transactionRecord/getTransactionRecordInfo),
 * whatever its kind: the record tables open it from a row. A member reaches only their own records: another
 * member's id answers as an id that does not exist.
 */

export const TransactionRecordInfoQuery = Type.Object({
  transType: RecordQuery.properties.transType,
  id: Type.Integer({
    minimum: -2_147_483_647,
    maximum: 2_147_483_647,
    description: "The record's id as its list gives it (a transfer-free mode switch's is negative)",
  }),
});
export type TransactionRecordInfoQuery = Static<typeof TransactionRecordInfoQuery>;

/** A transfer record with the wallets it moved between (a mode switch moves no money: both null). */
export const TransferDetail = Type.Object({
  ...TransferRecord.properties,
  fromWallet: Type.Union([Type.String(), Type.Null()]),
  toWallet: Type.Union([Type.String(), Type.Null()]),
});
export type TransferDetail = Static<typeof TransferDetail>;

/** The record in full by kind: a deposit's order, a withdrawal's order, a transfer's movement. */
export const TransactionRecordInfo = Type.Union([
  Type.Object({ transType: Type.Literal('recharge'), rechargeOrder: RechargeOrder }),
  Type.Object({ transType: Type.Literal('withdraw'), withdrawOrder: WithdrawOrder }),
  Type.Object({ transType: Type.Literal('transfer'), transferRecord: TransferDetail }),
]);
export type TransactionRecordInfo = Static<typeof TransactionRecordInfo>;

export const transactionRecord = {
  getTransactionRecordInfo: endpoint({
    method: 'POST',
    path: '/transactionRecord/getTransactionRecordInfo',
    summary: "One of the member's transaction records in full (deposit, withdrawal or transfer), by its list's transType and id",
    access: 'member',
    querystring: TransactionRecordInfoQuery,
    reply: Type.Object({ record: TransactionRecordInfo }),
  }),
} as const;
