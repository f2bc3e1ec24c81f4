import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { ConnectedList } from './connectList';
import { ListStatus } from './ListStatus';
import './RecordTable.css';

/** One column of a records table: its heading (a locale key) and what each row shows in it. */
export interface RecordColumn<Item> {
  title: string;
  /** Numbers align right, codes (order numbers) are set in figures of one width. */
  kind?: 'number' | 'code';
  cell(record: Item, index: number): ReactNode;
  /** A class of the row's cell besides its kind's (a win, a status). */
  cellClass?(record: Item): string;
}

interface RecordTableProps<Item extends { id: number | string }> {
  list: ConnectedList<Item>;
  columns: RecordColumn<Item>[];
  /** A class of the table's own, besides records-table. */
  className?: string;
  /** Data attributes of a row (its status or type, for styles and tests). */
  rowData?(record: Item): Record<`data-${string}`, string | number>;
  /** Opens a record (its detail) when its row is clicked; a cell should offer the same as a button for the keyboard. */
  onRowClick?(record: Item): void;
  /** A footer row (totals), shown with the rows. */
  footer?: ReactNode;
  testId?: string;
  /** The page's own "nothing here" message (records.empty by default). */
  emptyKey?: string;
}

const kindClass = { number: 'is-number', code: 'is-code' } as const;

/** A record's time as every records table shows it: date, hour and minute in the member's language. */
export function RecordTime({ value }: { value: number }) {
  return <FormattedDate value={value} year="numeric" month="2-digit" day="2-digit" hour="2-digit" minute="2-digit" />;
}

/** The records tables' serial number column: the row's place in the whole list, not the page. */
export function serialColumn<Item>(list: ConnectedList<Item>): RecordColumn<Item> {
  return { title: 'records.serial', cell: (_record, index) => list.position(index) };
}

/** Previous and next page, with "page N of M" between. */
export function ListPager({ list, className = 'records-page__pager' }: { list: ConnectedList<unknown>; className?: string }) {
  return (
    <nav className={className}>
      <button type="button" className="button button--outline" disabled={!list.canGoBack} onClick={list.previous}>
        <FormattedMessage id="records.previous" />
      </button>
      <span>
        <FormattedMessage id="records.page" values={{ page: list.page, pages: list.pages }} />
      </span>
      <button type="button" className="button button--outline" disabled={!list.canGoOn} onClick={list.next}>
        <FormattedMessage id="records.next" />
      </button>
    </nav>
  );
}

/** A page of records on the list machine: the table, what shows instead of rows (loading, empty, failed), the pager. */
export function RecordTable<Item extends { id: number | string }>({
  list,
  columns,
  className,
  rowData,
  onRowClick,
  footer,
  testId,
  emptyKey,
}: RecordTableProps<Item>) {
  const classOf = (column: RecordColumn<Item>, record?: Item) =>
    [column.kind && kindClass[column.kind], record && column.cellClass?.(record)].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <table className={className ? `records-table ${className}` : 'records-table'} aria-busy={list.loading} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.title} className={column.kind === 'number' ? kindClass.number : undefined}>
                <FormattedMessage id={column.title} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.loaded &&
            list.items.map((record, index) => (
              <tr
                key={record.id}
                {...rowData?.(record)}
                className={onRowClick ? 'is-openable' : undefined}
                onClick={onRowClick && (() => onRowClick(record))}
              >
                {columns.map((column) => (
                  <td key={column.title} className={classOf(column, record)}>
                    {column.cell(record, index)}
                  </td>
                ))}
              </tr>
            ))}
        </tbody>
        {list.loaded && footer}
      </table>
      <ListStatus list={list as ConnectedList<unknown>} emptyKey={emptyKey} />
      <ListPager list={list as ConnectedList<unknown>} />
    </>
  );
}
