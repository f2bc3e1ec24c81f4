import { call, type CallOptions } from './client';
import { transactionRecord, type TransactionRecordInfo } from '../../contract/transactionRecord';
import type { TransType } from '../../contract/wallet';

/** The transaction record's detail call (finance calls of spec section 7). */

export type { TransactionRecordInfo, TransferDetail } from '../../contract/transactionRecord';

/** One of the member's records in full: the kind its list is of and the id its row carries. */
export async function getTransactionRecordInfo(transType: TransType, id: number, options?: CallOptions): Promise<TransactionRecordInfo> {
  return (await call(transactionRecord.getTransactionRecordInfo, { query: { transType, id } }, options)).record;
}
