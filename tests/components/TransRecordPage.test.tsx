import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as walletApi from '../../src/api/wallet';
import TransRecordPage from '../../src/features/records/TransRecordPage';
import { FIRST_OF_THREE_PAGES, SERVER_BUSY } from '../model/adapters/list';
import { renderWithSite, text } from './renderWithSite';

vi.mock('../../src/api/wallet', () => ({ getTransferRecords: vi.fn() }));

const getTransferRecords = vi.mocked(walletApi.getTransferRecords);
const page = (pageIndex: number) => ({ records: FIRST_OF_THREE_PAGES.items, total: 25, pageIndex, pageSize: 10 });
const lastQuery = () => getTransferRecords.mock.lastCall![0];
const button = (id: string) => screen.getByRole('button', { name: text(id) }) as HTMLButtonElement;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2025-03-31T12:00:00') });
  getTransferRecords.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('transfer records page on the list machine', () => {
  it('asks for the last 7 days to the end of today (not cut at the device clock), then pages through the 30-day window', async () => {
    getTransferRecords.mockImplementation(async (query) => page(query.pageIndex));
    const { user } = renderWithSite(<TransRecordPage />);
    await screen.findByText(text('records.page', { page: 1, pages: 3 }));
    expect(lastQuery()).toMatchObject({ startTime: new Date('2025-03-25T00:00:00').getTime(), pageIndex: 1, pageSize: 10 });
    // Up to now, not to the end of today.
    expect(lastQuery().endTime).toBe(new Date('2025-03-31T23:59:59.999').getTime());
    expect(button('records.previous').disabled).toBe(true);
    await user.click(button('records.next'));
    await screen.findByText(text('records.page', { page: 2, pages: 3 }));
    expect(lastQuery().pageIndex).toBe(2);
    expect(document.querySelector('.records-table tbody td')!.textContent).toBe('11');
  });

  it('a day before the window starts the range on the window’s first day, back on page 1', async () => {
    getTransferRecords.mockImplementation(async (query) => page(query.pageIndex));
    const { user } = renderWithSite(<TransRecordPage />);
    await screen.findByText(text('records.page', { page: 1, pages: 3 }));
    await user.click(button('records.next'));
    await screen.findByText(text('records.page', { page: 2, pages: 3 }));
    const from = screen.getByLabelText(text('records.from')) as HTMLInputElement;
    expect(from.min).toBe('2025-03-02');
    fireEvent.change(from, { target: { value: '2025-02-01' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ startTime: new Date('2025-03-02T00:00:00').getTime(), pageIndex: 1 }));
    expect(from.value).toBe('2025-03-02');
  });

  it('a refused load shows the failure in place with a retry, and the retry loads the page', async () => {
    getTransferRecords.mockRejectedValueOnce(SERVER_BUSY).mockImplementation(async (query) => page(query.pageIndex));
    const { user } = renderWithSite(<TransRecordPage />);
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('Server busy');
    expect(screen.queryByText(text('common.loading'))).toBeNull();
    await user.click(button('list.retry'));
    await screen.findByText(text('records.page', { page: 1, pages: 3 }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getTransferRecords).toHaveBeenCalledTimes(2);
  });

  it('a failure without a message says so in the page’s own words', async () => {
    getTransferRecords.mockRejectedValue(Object.assign(new Error('failed'), { code: -1 }));
    renderWithSite(<TransRecordPage />);
    expect((await screen.findByRole('alert')).textContent).toContain(text('list.failed'));
  });
});
