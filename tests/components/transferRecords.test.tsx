import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as walletApi from '../../src/api/wallet';
import type { TransferRecord } from '../../src/api/wallet';
import TransRecordPage from '../../src/features/records/TransRecordPage';
import TransferPanel from '../../src/features/transfer/TransferPanel';
import { renderWithSite, text } from './renderWithSite';

vi.mock('../../src/api/wallet', () => ({ getTransferRecords: vi.fn() }));

const AT = new Date('2025-03-31T10:00:00').getTime();
const record = (id: number, convertType: number, convertMoney: string, venue: [string, string] | null): TransferRecord => ({
  id,
  orderNo: `TR${id}`,
  convertType,
  convertTypeName: text(`record.convertType.${convertType}`),
  convertMoney,
  platType: venue?.[0] ?? null,
  apiTitle: venue?.[1] ?? null,
  statusName: 'Success',
  createTime: AT - id * 60_000,
});
const RECORDS = [
  record(1, 1, '1200.00', ['gsport', 'Golden Sports']),
  record(2, 5, '0.00', null),
  record(3, 4, '35.50', ['rlive', 'Royal Live']),
];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2025-03-31T12:00:00') });
  vi.mocked(walletApi.getTransferRecords).mockResolvedValue({ records: RECORDS, total: 3, pageIndex: 1, pageSize: 10 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('transfer records say where the money went, and a mode switch is not a movement', () => {
  it('the records table names the venue and shows a mode switch without an amount', async () => {
    renderWithSite(<TransRecordPage />);
    await screen.findByText('TR1');
    const rows = screen.getAllByRole('row');
    const body = rows.filter((row) => row.closest('tbody'));
    expect(body).toHaveLength(3);
    expect(body[0].textContent).toContain('Golden Sports');
    expect(body[0].textContent).toContain('1,200.00');
    expect(body[2].textContent).toContain('Royal Live');
    const modeRow = body[1];
    expect(modeRow.getAttribute('data-kind')).toBe('mode');
    expect(modeRow.textContent).toContain(text('record.convertType.5'));
    expect(modeRow.textContent).not.toContain('0.00');
    expect(within(modeRow).getByText(text('records.modeChange'))).toBeTruthy();
  });

  it('the transfer page’s latest transfers name the venue, and a mode switch as a mode change with no amount', async () => {
    renderWithSite(<TransferPanel />);
    await screen.findByText('Golden Sports');
    const items = screen.getAllByRole('listitem').filter((item) => item.closest('.panel-records'));
    expect(items).toHaveLength(3);
    expect(items[0].textContent).toContain('Golden Sports');
    expect(items[0].textContent).toContain('1,200.00');
    expect(items[2].textContent).toContain('Royal Live');
    expect(items[1].textContent).toContain(text('record.convertType.5'));
    expect(items[1].textContent).not.toContain('0.00');
    expect(items[1].getAttribute('data-kind')).toBe('mode');
  });
});
