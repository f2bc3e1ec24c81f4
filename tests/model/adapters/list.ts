import type { AnyMachineSnapshot } from 'xstate';
import type { ModelAdapter } from '../model';
import type { TransferRecord } from '../../../src/api/wallet';
import { RECORD_WINDOW_DAYS } from '../../../machines/rules/wallet';

/** The day the model's window ends; screen replays set the page's clock to it. */
export const LIST_TODAY = '2025-03-31';

const record = (id: number): TransferRecord => ({
  id,
  orderNo: `T${String(id).padStart(6, '0')}`,
  convertType: 1,
  convertTypeName: 'Central to venue',
  convertMoney: '10.00',
  platType: 'rlive',
  apiTitle: 'Royal Live',
  statusName: 'Done',
  createTime: Date.parse(`${LIST_TODAY}T09:00:00`) - id * 60_000,
});

/** The first of three pages of ten: 25 records in all. */
export const FIRST_OF_THREE_PAGES = { items: Array.from({ length: 10 }, (_, index) => record(index + 1)), total: 25 };
export const NO_RECORDS = { items: [], total: 0 };

/** What the API client rejects with: the envelope's code and message. */
export const SERVER_BUSY = Object.assign(new Error('API call failed with code 500'), { code: 500, msg: 'Server busy' });

export const listModel: ModelAdapter = {
  flowId: 'list',
  scenarios: [
    {
      name: 'transfer records over a 30-day window',
      input: {
        pageSize: 10,
        filters: { language: 'zh' },
        window: { days: RECORD_WINDOW_DAYS, today: LIST_TODAY, initialDays: 7 },
      },
    },
  ],
  events: [
    { type: 'SET_FILTER', name: 'language', value: 'hk' },
    // Before the window's first day (2025-03-02): the range starts on that day instead.
    { type: 'SET_RANGE', from: '2025-02-20' },
    { type: 'SET_RANGE', to: '2025-03-20' },
    { type: 'GO_TO_PAGE', page: 2 },
    { type: 'GO_TO_PAGE', page: 1 },
    { type: 'RETRY' },
    { type: 'RELOAD' },
    { type: 'xstate.done.actor.fetchPage', output: FIRST_OF_THREE_PAGES },
    { type: 'xstate.done.actor.fetchPage', output: NO_RECORDS },
    { type: 'xstate.error.actor.fetchPage', error: SERVER_BUSY },
  ],
  // Filters and ranges multiply simple paths; shortest and transition paths cover them.
  simplePathEvents: (event) => !/SET_FILTER|SET_RANGE|RELOAD/.test(event.type),
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context.query, snapshot.context.total]),
};
