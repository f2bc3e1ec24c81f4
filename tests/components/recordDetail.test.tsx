import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as walletApi from '../../src/api/wallet';
import * as withdrawalApi from '../../src/api/withdrawal';
import * as recordsApi from '../../src/api/records';
import type { TransferRecord } from '../../src/api/wallet';
import type { WithdrawRecord } from '../../src/api/withdrawal';
import type { TransactionRecordInfo } from '../../src/api/records';
import { TransferRecords } from '../../src/features/records/TransferRecords';
import { WithdrawalRecords } from '../../src/features/records/WithdrawalRecords';
import { SERVER_BUSY } from '../model/adapters/list';
import { renderWithSite, text } from './renderWithSite';

vi.mock('../../src/api/wallet', () => ({ getTransferRecords: vi.fn() }));
vi.mock('../../src/api/withdrawal', () => ({ getWithdrawRecords: vi.fn() }));
vi.mock('../../src/api/records', () => ({ getTransactionRecordInfo: vi.fn() }));

const AT = new Date('2025-03-31T10:00:00').getTime();
const transfer = (id: number, convertType: number, convertMoney: string, venue: string | null): TransferRecord => ({
  id,
  orderNo: `TR${Math.abs(id)}`,
  convertType,
  convertTypeName: text(`record.convertType.${convertType}`),
  convertMoney,
  platType: venue && 'rlive',
  apiTitle: venue,
  statusName: 'Success',
  createTime: AT,
});
const TRANSFERS = [transfer(7, 1, '1200.00', 'Royal Live'), transfer(-3, 5, '0.00', null)];
const DETAIL: Record<number, TransactionRecordInfo> = {
  7: { transType: 'transfer', transferRecord: { ...TRANSFERS[0], fromWallet: 'Central wallet', toWallet: 'Royal Live' } },
  [-3]: { transType: 'transfer', transferRecord: { ...TRANSFERS[1], fromWallet: null, toWallet: null } },
};
const WITHDRAWAL: WithdrawRecord = {
  id: 11, orderNo: 'WD11', withdrawMethod: 'appointment', withdrawMethodName: 'Appointment withdrawal', withdrawAmount: '500.00',
  accountKind: 'bankCard', accountName: 'Bank of China', accountNo: '6222***********3445', bonusAmount: '1.50', cryptoAmount: null, cryptoRate: null, cryptoRateTime: null,
  status: 2, statusName: 'Rejected', createTime: AT,
};

const getInfo = vi.mocked(recordsApi.getTransactionRecordInfo);
const detailsOf = (row: HTMLElement) => within(row).getByRole('button', { name: text('deposit.records.details') });
const bodyRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2025-03-31T12:00:00') });
  vi.mocked(walletApi.getTransferRecords).mockResolvedValue({ records: TRANSFERS, total: 2, pageIndex: 1, pageSize: 10 });
  vi.mocked(withdrawalApi.getWithdrawRecords).mockResolvedValue({ records: [WITHDRAWAL], total: 1, pageIndex: 1, pageSize: 10 });
  getInfo.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('a transaction record opened from its row (getTransactionRecordInfo)', () => {
  it("a transfer's detail names the wallets it moved between; a mode switch's says it moved no money", async () => {
    getInfo.mockImplementation(async (_kind, id) => DETAIL[id]);
    const { user } = renderWithSite(<TransferRecords />);
    await screen.findByText('TR7');
    await user.click(detailsOf(bodyRows()[0]));
    const dialog = await screen.findByRole('dialog', { name: text('deposit.records.transferDetailTitle') });
    await within(dialog).findByTestId('record-detail');
    expect(getInfo).toHaveBeenLastCalledWith('transfer', 7, { handles: 'all' });
    expect(within(dialog).getByTestId('transfer-detail-from').textContent).toBe('Central wallet');
    expect(within(dialog).getByTestId('transfer-detail-to').textContent).toBe('Royal Live');
    expect(dialog.textContent).toContain('1,200.00');
    await user.click(within(dialog).getByRole('button', { name: text('common.close') }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(detailsOf(bodyRows()[1]));
    const modeDialog = await screen.findByRole('dialog');
    await within(modeDialog).findByTestId('record-detail');
    expect(getInfo).toHaveBeenLastCalledWith('transfer', -3, { handles: 'all' });
    expect(modeDialog.textContent).toContain(text('records.modeChange'));
    expect(within(modeDialog).queryByTestId('transfer-detail-from')).toBeNull();
    expect(modeDialog.textContent).not.toContain('0.00');
  });

  it("a withdrawal's detail shows the account, bonus, reason and review time; a failed load offers a retry", async () => {
    getInfo.mockRejectedValueOnce(SERVER_BUSY).mockResolvedValue({
      transType: 'withdraw',
      withdrawOrder: {
        id: 11, orderNo: 'WD11', accountKind: 'bankCard', accountId: 4, accountName: 'Bank of China', accountNo: '6222***********3445',
        method: 'appointment', withdrawMethodName: 'Appointment withdrawal', withdrawAmount: '500.00', bonusAmount: '1.50',
        cryptoAmount: null, cryptoRate: null, cryptoRateTime: null, status: 2, statusName: 'Rejected', rejectReason: 'Name does not match',
        createTime: AT, reviewTime: AT + 60_000,
      },
    });
    const { user } = renderWithSite(<WithdrawalRecords />);
    await screen.findByText('WD11');
    await user.click(detailsOf(bodyRows()[0]));
    const dialog = await screen.findByRole('dialog', { name: text('deposit.records.withdrawDetailTitle') });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Server busy');
    await user.click(within(dialog).getByRole('button', { name: text('list.retry') }));
    const fields = await within(dialog).findByTestId('record-detail');
    expect(getInfo).toHaveBeenCalledTimes(2);
    expect(getInfo).toHaveBeenLastCalledWith('withdraw', 11, { handles: 'all' });
    for (const shown of ['WD11', 'Bank of China', '6222***********3445', '500.00', '+1.50', 'Rejected', 'Name does not match', text('deposit.records.reviewed')]) {
      expect(fields.textContent).toContain(shown);
    }
  });
});
