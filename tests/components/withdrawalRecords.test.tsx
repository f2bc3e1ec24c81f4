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
    accountKind: 'bankCard', accountName: 'Bank of China', accountNo: '6222***********3445', bonusAmount: '36.00', cryptoAmount: null, cryptoRate: null, cryptoRateTime: null, 
    status: 0, statusName: 'Under review', createTime: AT,
  },
  {
    id: 2, orderNo: 'WD2', withdrawMethod: 'instant', withdrawMethodName: 'Instant withdrawal', withdrawAmount: '150.00',
    accountKind: 'blockchain', accountName: 'My TRC (USDT-TRC20)', accountNo: 'TA1A**************A1A1', bonusAmount: '0.00',
    // 150.00 CNY paid out as 21.12 USDT at 7.10.
    cryptoAmount: '21.12', cryptoRate: '7.1000', cryptoRateTime: AT - 3_600_000,
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

  it('show a crypto withdrawal’s USDT and rate under the CNY it took; none under a card’s', async () => {
    renderWithSite(<WithdrawalRecords />);
    await screen.findByText('WD1');
    const rows = screen.getAllByRole('row').filter((row) => row.closest('tbody'));
    expect(rows[1].querySelector('.crypto-note')!.textContent).toBe(text('withdrawal.crypto.note', { usdt: '21.12', rate: '7.10' }));
    expect(rows[1].textContent).toContain('150.00');
    expect(rows[0].querySelector('.crypto-note')).toBeNull();
  });
});
