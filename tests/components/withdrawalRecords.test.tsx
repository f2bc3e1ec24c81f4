import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import * as withdrawalApi from '../../src/api/withdrawal';
import type { WithdrawRecord } from '../../src/api/withdrawal';
import { WithdrawalRecords } from '../../src/features/records/WithdrawalRecords';
import { renderWithSite, text } from './renderWithSite';

vi.mock('../../src/api/withdrawal', () => ({ getWithdrawRecords: vi.fn() }));

const AT = new Date('2025-03-31T10:00:00').getTime();
const RECORDS: WithdrawRecord[] = [
  {
    id: 1, orderNo: 'WD1', withdrawMethod: 'appointment', withdrawMethodName: 'Appointment withdrawal', withdrawAmount: '12000.00',
    accountKind: 'bankCard', accountName: 'Bank of China', accountNo: '6222***********3445', bonusAmount: '36.00',
    status: 0, statusName: 'Under review', createTime: AT,
  },
  {
    id: 2, orderNo: 'WD2', withdrawMethod: 'instant', withdrawMethodName: 'Instant withdrawal', withdrawAmount: '150.00',
    accountKind: 'blockchain', accountName: 'My TRC (USDT-TRC20)', accountNo: 'TA1A**************A1A1', bonusAmount: '0.00',
    status: 1, statusName: 'Paid', createTime: AT - 60_000,
  },
];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2025-03-31T12:00:00') });
  vi.mocked(withdrawalApi.getWithdrawRecords).mockResolvedValue({ records: RECORDS, total: 2, pageIndex: 1, pageSize: 10 });
});
afterEach(() => vi.useRealTimers());

describe('withdrawal records', () => {
  it('show the account each withdrawal went to, masked, and the bonus it earned', async () => {
    renderWithSite(<WithdrawalRecords />);
    await screen.findByText('WD1');
    expect(screen.getByRole('columnheader', { name: text('withdrawal.records.account') })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: text('withdrawal.records.bonus') })).toBeTruthy();
    const rows = screen.getAllByRole('row').filter((row) => row.closest('tbody'));
    expect(rows[0].textContent).toContain('Bank of China');
    expect(rows[0].textContent).toContain('6222***********3445');
    expect(rows[0].textContent).toContain('12,000.00');
    expect(rows[0].textContent).toContain('+36.00');
    expect(rows[1].textContent).toContain('TA1A**************A1A1');
    expect(rows[1].textContent).not.toContain('+0.00');
  });
});
