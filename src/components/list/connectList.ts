import type { SnapshotFrom } from 'xstate';
import { pageCountOf, type listMachine, type ListEvent } from '../../../machines/list';
import { earliestDay, type DayRange } from '../../../machines/rules/dayRange';

/** A list machine's state as a view shows it; `Item` is what the page's fetch returns. */
export function connectList<Item>(state: SnapshotFrom<typeof listMachine>, send: (event: ListEvent) => void) {
  const { query, window, failure } = state.context;
  return {
    items: state.context.items as Item[],
    loading: state.hasTag('loading'),
    loaded: state.hasTag('loaded'),
    empty: state.hasTag('empty'),
    failed: state.hasTag('failed'),
    /** The server's message for the failed load, when it gave one (the view falls back to its own words). */
    failureMessage: failure?.msg ?? null,
    filters: query.filters,
    range: query.range,
    /** The first and last day the date inputs may take. */
    window: window ? { earliest: earliestDay(window), latest: window.today } : null,
    page: query.page,
    pages: pageCountOf(state.context),
    /** The position of an item of this page in the whole list, from 1. */
    position: (index: number) => (query.page - 1) * (query.pageSize ?? 0) + index + 1,
    canGoBack: state.hasTag('loaded') && query.page > 1,
    canGoOn: state.hasTag('loaded') && query.page < pageCountOf(state.context),
    setFilter: (name: string, value: string) => send({ type: 'SET_FILTER', name, value }),
    setRange: (change: Partial<DayRange>) => send({ type: 'SET_RANGE', ...change }),
    goToPage: (page: number) => send({ type: 'GO_TO_PAGE', page }),
    previous: () => send({ type: 'GO_TO_PAGE', page: query.page - 1 }),
    next: () => send({ type: 'GO_TO_PAGE', page: query.page + 1 }),
    retry: () => send({ type: 'RETRY' }),
    reload: () => send({ type: 'RELOAD' }),
  };
}

export type ConnectedList<Item> = ReturnType<typeof connectList<Item>>;

