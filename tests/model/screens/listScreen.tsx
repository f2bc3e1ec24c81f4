import { act, fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import TransRecordPage from '../../../src/features/records/TransRecordPage';
import type { ListContext, ListPage } from '../../../machines/list';
import type { RecordPage, TransferRecord } from '../../../src/api/wallet';
import { sessionData } from '../../../src/store/session';
import { recordsChanged } from '../../../src/store/recordRevisions';
import { deferred, renderWithSite, text } from '../../components/renderWithSite';
import { LIST_TODAY } from '../adapters/list';
import type { ApiMocks, ScreenAdapter } from '../screen';

/** The list machine on the transfer records page; the records call waits until the replay settles it. */
type Ui = ReturnType<typeof renderWithSite> & { fetching: ReturnType<typeof deferred<RecordPage<TransferRecord>>> | null };

const dateInput = (label: string) => screen.getByLabelText(text(label)) as HTMLInputElement;
const pagerButton = (label: string) => screen.getByRole('button', { name: text(label) }) as HTMLButtonElement;
const rows = () => document.querySelectorAll('.records-table tbody tr');
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ListContext;

/** What every state shows alike: the chosen days and the page number. */
function seeQuery(expected: AnyMachineSnapshot) {
  const { query, total } = contextOf(expected);
  expect(dateInput('records.from').value).toBe(query.range!.from);
  expect(dateInput('records.to').value).toBe(query.range!.to);
  const pages = Math.max(1, Math.ceil(total / query.pageSize!));
  expect(screen.getByText(text('records.page', { page: query.page, pages }))).toBeTruthy();
}

export function listScreen({ getTransferRecords }: Pick<ApiMocks, 'getTransferRecords'>): ScreenAdapter<Ui> {
  return {
    flowId: 'list',
    mount() {
      vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(`${LIST_TODAY}T12:00:00`) });
      const ui = { fetching: null } as unknown as Ui;
      getTransferRecords.mockImplementation(() => {
        ui.fetching = deferred<RecordPage<TransferRecord>>();
        return ui.fetching.promise;
      });
      return Object.assign(ui, renderWithSite(<TransRecordPage />));
    },
    unmount() {
      vi.useRealTimers();
      sessionData.locale = 'zh';
    },
    events: {
      async SET_FILTER(_, event) {
        expect(event.name).toBe('language');
        await act(async () => {
          sessionData.locale = event.value as typeof sessionData.locale;
        });
      },
      async SET_RANGE(_, event) {
        if (event.from !== undefined) fireEvent.change(dateInput('records.from'), { target: { value: event.from } });
        if (event.to !== undefined) fireEvent.change(dateInput('records.to'), { target: { value: event.to } });
      },
      async GO_TO_PAGE(ui, event) {
        const shown = Number(/\d+/.exec(screen.getByText(/^Page \d+ of \d+$/).textContent!)![0]);
        await ui.user.click(pagerButton(Number(event.page) > shown ? 'records.next' : 'records.previous'));
      },
      async RELOAD() {
        // A transfer made elsewhere on the site: the records table loads its page again.
        act(() => recordsChanged('transfers'));
      },
      async RETRY(ui) {
        await ui.user.click(screen.getByRole('button', { name: text('list.retry') }));
      },
      async 'xstate.done.actor.fetchPage'(ui, event) {
        const { items, total } = event.output as ListPage<TransferRecord>;
        await act(async () => ui.fetching!.resolve({ records: items, total, pageIndex: 1, pageSize: 10 }));
      },
      async 'xstate.error.actor.fetchPage'(ui, event) {
        await act(async () => ui.fetching!.reject(event.error));
      },
    },
    states: {
      'list.loading': (_, expected) => {
        seeQuery(expected);
        expect(screen.getByRole('status').textContent).toBe(text('common.loading'));
        // The call asks for the page and days the list shows, the last day no later than now.
        const { query } = contextOf(expected);
        const asked = getTransferRecords.mock.lastCall![0] as { startTime: number; endTime: number; pageIndex: number; pageSize: number };
        expect(asked).toMatchObject({ pageIndex: query.page, pageSize: 10, startTime: new Date(`${query.range!.from}T00:00:00`).getTime() });
        expect(asked.endTime).toBe(Math.min(new Date(`${query.range!.to}T23:59:59.999`).getTime(), asked.endTime));
        expect(pagerButton('records.next').disabled).toBe(true);
      },
      'list.loaded': (_, expected) => {
        seeQuery(expected);
        const { items, query } = contextOf(expected);
        expect(rows()).toHaveLength(items.length);
        expect(rows()[0].textContent).toContain((items[0] as TransferRecord).orderNo);
        expect(rows()[0].firstElementChild!.textContent).toBe(String((query.page - 1) * 10 + 1));
        expect(screen.queryByRole('status')).toBeNull();
      },
      'list.empty': (_, expected) => {
        seeQuery(expected);
        expect(rows()).toHaveLength(0);
        expect(screen.getByText(text('records.empty'))).toBeTruthy();
      },
      'list.failed': (_, expected) => {
        seeQuery(expected);
        const alert = screen.getByRole('alert');
        expect(alert.textContent).toContain(contextOf(expected).failure!.msg);
        expect(screen.getByRole('button', { name: text('list.retry') })).toBeTruthy();
        expect(screen.queryByText(text('common.loading'))).toBeNull();
      },
    },
  };
}
