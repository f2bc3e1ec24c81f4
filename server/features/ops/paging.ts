import type { RecordPage } from '../../../contract/wallet';
import { OPS_PAGE_SIZE_DEFAULT } from '../../../contract/ops';

/** One page of a desk list: the page asked for (the contract's defaults where none was), where it starts. */
export function pageOf(query: { pageIndex?: number; pageSize?: number }) {
  const pageIndex = query.pageIndex ?? 1;
  const pageSize = query.pageSize ?? OPS_PAGE_SIZE_DEFAULT;
  return { pageIndex, pageSize, offset: (pageIndex - 1) * pageSize };
}

export const pageAnswer = <T>(records: T[], total: number | string | bigint, page: { pageIndex: number; pageSize: number }): RecordPage<T> => ({
  records,
  total: Number(total),
  pageIndex: page.pageIndex,
  pageSize: page.pageSize,
});
