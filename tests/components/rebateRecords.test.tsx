import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as welfareApi from '../../src/api/welfare';
import type { WelfareRecord } from '../../src/api/welfare';
import TransRecordPage from '../../src/features/records/TransRecordPage';
import { paths } from '../../src/config/paths';
import { recordsChanged } from '../../src/store/recordRevisions';
import { renderWithSite, text } from './renderWithSite';

vi.mock('../../src/api/welfare', () => ({ getWelfareRecords: vi.fn() }));

const AT = new Date('2026-11-25T10:00:00').getTime();
const rebate = (id: number, amount: string): WelfareRecord => ({ id, orderNo: `WF${id}`, kind: 'rebate', amount, requiredTurnover: amount, createTime: AT - id * 3_600_000 });

beforeEach(() => {
  window.location.hash = `#${paths.transRecord('rebate')}`;
  vi.mocked(welfareApi.getWelfareRecords).mockResolvedValue({ records: [rebate(1, '50.00'), rebate(2, '1234.56')], total: 2, pageIndex: 1, pageSize: 10 });
});
afterEach(() => {
  vi.resetAllMocks();
  window.location.hash = '';
});

// Whole pages on the site's catalogues: a busy machine can take longer than the default 5 s to render the first.
describe('the rebate tab of the transaction records', { timeout: 20_000 }, () => {
  it('lists the claimed rebates, asking the server for rebates only, and points to the welfare centre for the rest', async () => {
    renderWithSite(<TransRecordPage />);
    await screen.findByText('WF1');
    expect(welfareApi.getWelfareRecords).toHaveBeenCalledWith({ kind: 'rebate', pageIndex: 1, pageSize: 10 }, { handles: 'all' });
    const rows = within(screen.getByTestId('rebate-records')).getAllByRole('row').filter((row) => row.closest('tbody'));
    expect(rows).toHaveLength(2);
    expect(rows[1].textContent).toContain('1,234.56');
    expect(rows[1].textContent).toContain(text('welfare.records.turnover', { required: '1,234.56' }));
    expect(screen.getByRole('link', { name: text('welfare.rebates.toClaim') }).getAttribute('href')).toContain(paths.welfare());
    expect(screen.getByRole('link', { name: text('deposit.records.tab.rebate') }).getAttribute('aria-current')).toBe('page');
  });

  it('loads again when a welfare claim moved the records', async () => {
    renderWithSite(<TransRecordPage />);
    await screen.findByText('WF1');
    vi.mocked(welfareApi.getWelfareRecords).mockResolvedValue({ records: [rebate(3, '7.00')], total: 1, pageIndex: 1, pageSize: 10 });
    recordsChanged('welfare');
    expect(await screen.findByText('WF3')).toBeTruthy();
  });

  it('an empty tab says there are no records yet', async () => {
    vi.mocked(welfareApi.getWelfareRecords).mockResolvedValue({ records: [], total: 0, pageIndex: 1, pageSize: 10 });
    renderWithSite(<TransRecordPage />);
    expect(await screen.findByText(text('records.empty'))).toBeTruthy();
  });
});
