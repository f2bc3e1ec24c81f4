import { assign, fromPromise, setup } from 'xstate';
import { callFailureOf, type CallFailure } from './rules/callFailure';
import { changeRange, lastDays, type DayRange, type DayWindow } from './rules/dayRange';

/**
 * A list loaded from the server, page by page (records, messages, feedback,
 * content lists): loading, loaded, empty, or failed with a retry — never
 * "loading" for ever. Filters (a tab, the language) and a date range inside a
 * window (30 or 90 days, spec section 9) reload it from page 1; RELOAD loads the
 * same page again when its rows changed elsewhere. The fetch is
 * the `fetchPage` actor, supplied with `provide()`.
 */

export interface ListQuery {
  /** 1-based. */
  page: number;
  /** Rows a page; null for a list that comes whole. */
  pageSize: number | null;
  filters: Readonly<Record<string, string>>;
  /** The chosen days, for a list with a date window. */
  range: DayRange | null;
}

export interface ListPage<Item = unknown> {
  items: Item[];
  /** Rows in the whole list, every page together. */
  total: number;
}

export interface ListInput {
  pageSize?: number | null;
  filters?: Record<string, string>;
  /** A date window, and how many of its last days the list shows first. */
  window?: DayWindow & { initialDays: number };
}

export interface ListContext {
  query: ListQuery;
  window: DayWindow | null;
  items: unknown[];
  total: number;
  failure: CallFailure | null;
}

export type ListEvent =
  | { type: 'SET_FILTER'; name: string; value: string }
  | { type: 'SET_RANGE'; from?: string; to?: string }
  | { type: 'GO_TO_PAGE'; page: number }
  | { type: 'RETRY' }
  /** The rows changed elsewhere (an order submitted, an account saved): load the same page again. */
  | { type: 'RELOAD' };

/** How many pages the list has (at least one, so an empty list still reads "page 1 of 1"). */
export function pageCountOf(context: Pick<ListContext, 'query' | 'total'>): number {
  const { pageSize } = context.query;
  return pageSize ? Math.max(1, Math.ceil(context.total / pageSize)) : 1;
}

const rangeAfter = (context: ListContext, change: Partial<DayRange>) =>
  context.window && context.query.range ? changeRange(context.query.range, change, context.window) : null;

export const listMachine = setup({
  types: {
    context: {} as ListContext,
    events: {} as ListEvent,
    input: {} as ListInput,
  },
  actors: {
    fetchPage: fromPromise<ListPage, ListQuery>(() => {
      throw new Error('list: fetchPage was not provided');
    }),
  },
  actions: {
    setFilter: assign({
      query: ({ context }, params: { name: string; value: string }) => ({
        ...context.query,
        page: 1,
        filters: { ...context.query.filters, [params.name]: params.value },
      }),
    }),
    setRange: assign({
      query: ({ context }, params: Partial<DayRange>) => ({ ...context.query, page: 1, range: rangeAfter(context, params) }),
    }),
    setPage: assign({ query: ({ context }, params: { page: number }) => ({ ...context.query, page: params.page }) }),
    storePage: assign({
      items: (_, params: ListPage) => params.items,
      total: (_, params: ListPage) => params.total,
      failure: null,
    }),
    storeFailure: assign({ failure: (_, params: { error: unknown }) => callFailureOf(params.error) }),
  },
  guards: {
    filterChanges: ({ context }, params: { name: string; value: string }) => context.query.filters[params.name] !== params.value,
    rangeChanges: ({ context }, params: Partial<DayRange>) => {
      const next = rangeAfter(context, params);
      return next !== null && (next.from !== context.query.range?.from || next.to !== context.query.range?.to);
    },
    isOtherPage: ({ context }, params: { page: number }) =>
      Number.isInteger(params.page) && params.page >= 1 && params.page <= pageCountOf(context) && params.page !== context.query.page,
    isEmpty: (_, params: ListPage) => params.items.length === 0,
  },
}).createMachine({
  id: 'list',
  context: ({ input }) => ({
    query: {
      page: 1,
      pageSize: input.pageSize ?? null,
      filters: { ...input.filters },
      range: input.window ? lastDays(input.window, input.window.initialDays) : null,
    },
    window: input.window ? { days: input.window.days, today: input.window.today } : null,
    items: [],
    total: 0,
    failure: null,
  }),
  initial: 'loading',
  // A new filter or range starts again from page 1, even while a page is still on its way.
  on: {
    SET_FILTER: {
      guard: { type: 'filterChanges', params: ({ event }) => ({ name: event.name, value: event.value }) },
      target: '.loading',
      reenter: true,
      actions: { type: 'setFilter', params: ({ event }) => ({ name: event.name, value: event.value }) },
    },
    SET_RANGE: {
      guard: { type: 'rangeChanges', params: ({ event }) => ({ from: event.from, to: event.to }) },
      target: '.loading',
      reenter: true,
      actions: { type: 'setRange', params: ({ event }) => ({ from: event.from, to: event.to }) },
    },
    // Also while a page is on its way: that answer may predate the change.
    RELOAD: { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => context.query,
        onDone: [
          {
            guard: { type: 'isEmpty', params: ({ event }) => event.output },
            target: 'empty',
            actions: { type: 'storePage', params: ({ event }) => event.output },
          },
          { target: 'loaded', actions: { type: 'storePage', params: ({ event }) => event.output } },
        ],
        // The API client may also have shown a toast; the list says so in place and offers a retry.
        onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: {
      tags: ['loaded'],
      on: {
        GO_TO_PAGE: {
          guard: { type: 'isOtherPage', params: ({ event }) => ({ page: event.page }) },
          target: 'loading',
          actions: { type: 'setPage', params: ({ event }) => ({ page: event.page }) },
        },
      },
    },
    empty: {
      tags: ['empty'],
    },
    failed: {
      tags: ['failed'],
      on: { RETRY: 'loading' },
    },
  },
});
