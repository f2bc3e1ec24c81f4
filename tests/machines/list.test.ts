import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { listMachine, pageCountOf, type ListInput, type ListPage, type ListQuery } from '../../machines/list';
import { callFailureOf } from '../../machines/rules/callFailure';
import { changeRange, earliestDay, lastDays } from '../../machines/rules/dayRange';
import { RECORD_WINDOW_DAYS, WELFARE_WINDOW_DAYS } from '../../machines/rules/wallet';
import { deferred, flush } from './deferred';

const TODAY = '2025-03-31';
const page = (count: number, total: number): ListPage => ({ items: Array.from({ length: count }, (_, index) => ({ id: index })), total });

/** A list whose every fetch waits until the test settles it. */
function startList(input: ListInput) {
  const calls: Array<{ query: ListQuery; outcome: ReturnType<typeof deferred<ListPage>> }> = [];
  const fetchPage = vi.fn((query: ListQuery) => {
    const outcome = deferred<ListPage>();
    calls.push({ query, outcome });
    return outcome.promise;
  });
  const actor = createActor(listMachine.provide({ actors: { fetchPage: fromPromise(({ input: query }) => fetchPage(query)) } }), {
    input,
  }).start();
  const last = () => calls.at(-1)!;
  return { actor, calls, last, tags: () => [...actor.getSnapshot().tags].sort() };
}

const records = { pageSize: 10, filters: { tab: 'transfer' }, window: { days: RECORD_WINDOW_DAYS, today: TODAY, initialDays: 7 } };

describe('list machine', () => {
  it('loads page 1 of the last 7 days at once, then shows the rows it got', async () => {
    const list = startList(records);
    expect(list.tags()).toEqual(['loading']);
    expect(list.last().query).toEqual({ page: 1, pageSize: 10, filters: { tab: 'transfer' }, range: { from: '2025-03-25', to: TODAY } });
    list.last().outcome.resolve(page(10, 25));
    await flush();
    expect(list.tags()).toEqual(['loaded']);
    expect(list.actor.getSnapshot().context.items).toHaveLength(10);
    expect(pageCountOf(list.actor.getSnapshot().context)).toBe(3);
  });

  it('RELOAD loads the same page again, from any state, and an answer already on its way is dropped', async () => {
    const list = startList(records);
    list.last().outcome.resolve(page(10, 25));
    await flush();
    list.actor.send({ type: 'GO_TO_PAGE', page: 2 });
    list.last().outcome.resolve(page(10, 25));
    await flush();
    list.actor.send({ type: 'RELOAD' });
    expect(list.tags()).toEqual(['loading']);
    expect(list.calls).toHaveLength(3);
    expect(list.last().query).toEqual(list.calls[1].query);
    // Reloaded again while that page is on its way: the earlier answer predates the change and is not shown.
    const stale = list.last().outcome;
    list.actor.send({ type: 'RELOAD' });
    expect(list.calls).toHaveLength(4);
    stale.resolve(page(1, 25));
    await flush();
    expect(list.tags()).toEqual(['loading']);
    list.last().outcome.resolve(page(0, 0));
    await flush();
    expect(list.tags()).toEqual(['empty']);
    list.actor.send({ type: 'RELOAD' });
    expect(list.calls).toHaveLength(5);
    list.last().outcome.reject(new Error('down'));
    await flush();
    list.actor.send({ type: 'RELOAD' });
    expect(list.tags()).toEqual(['loading']);
    expect(list.calls).toHaveLength(6);
    expect(list.last().query.page).toBe(2);
  });

  it('says the list is empty when a page brings no rows', async () => {
    const list = startList(records);
    list.last().outcome.resolve(page(0, 0));
    await flush();
    expect(list.tags()).toEqual(['empty']);
    expect(pageCountOf(list.actor.getSnapshot().context)).toBe(1);
  });

  it('a failed load shows the failure with the server’s code and message, and a retry loads again', async () => {
    const list = startList(records);
    list.last().outcome.reject(Object.assign(new Error('failed'), { code: 7001, msg: 'Withdrawal password wrong', field: 'password' }));
    await flush();
    expect(list.tags()).toEqual(['failed']);
    expect(list.actor.getSnapshot().context.failure).toEqual({ code: 7001, msg: 'Withdrawal password wrong', field: 'password' });
    list.actor.send({ type: 'RETRY' });
    expect(list.tags()).toEqual(['loading']);
    expect(list.calls).toHaveLength(2);
    list.last().outcome.resolve(page(3, 3));
    await flush();
    expect(list.tags()).toEqual(['loaded']);
    expect(list.actor.getSnapshot().context.failure).toBeNull();
  });

  it('moves only to pages the list has', async () => {
    const list = startList(records);
    list.last().outcome.resolve(page(10, 25));
    await flush();
    for (const refused of [0, 1, 4, 1.5]) {
      list.actor.send({ type: 'GO_TO_PAGE', page: refused });
      expect(list.calls, `page ${refused}`).toHaveLength(1);
    }
    list.actor.send({ type: 'GO_TO_PAGE', page: 3 });
    expect(list.last().query.page).toBe(3);
    expect(list.last().query.range).toEqual({ from: '2025-03-25', to: TODAY });
  });

  it('a new tab reloads from page 1 and drops the page still on its way; the same tab again loads nothing', async () => {
    const list = startList(records);
    list.last().outcome.resolve(page(10, 25));
    await flush();
    list.actor.send({ type: 'GO_TO_PAGE', page: 2 });
    const stale = list.last();
    list.actor.send({ type: 'SET_FILTER', name: 'tab', value: 'withdraw' });
    expect(list.last().query).toMatchObject({ page: 1, filters: { tab: 'withdraw' } });
    stale.outcome.resolve(page(10, 25));
    await flush();
    expect(list.tags()).toEqual(['loading']);
    list.actor.send({ type: 'SET_FILTER', name: 'tab', value: 'withdraw' });
    expect(list.calls).toHaveLength(3);
  });

  it('keeps a chosen range inside the 30-day window and reloads from page 1', async () => {
    const list = startList(records);
    list.last().outcome.resolve(page(10, 25));
    await flush();
    list.actor.send({ type: 'GO_TO_PAGE', page: 2 });
    list.last().outcome.resolve(page(10, 25));
    await flush();
    list.actor.send({ type: 'SET_RANGE', from: '2025-01-01' });
    expect(list.last().query).toMatchObject({ page: 1, range: { from: '2025-03-02', to: TODAY } });
    list.actor.send({ type: 'SET_RANGE', to: '' });
    list.actor.send({ type: 'SET_RANGE', from: 'not a day' });
    expect(list.calls).toHaveLength(3);
  });

  it('a list without a window or paging comes whole and ignores ranges and pages', async () => {
    const list = startList({});
    expect(list.last().query).toEqual({ page: 1, pageSize: null, filters: {}, range: null });
    list.last().outcome.resolve(page(4, 4));
    await flush();
    list.actor.send({ type: 'SET_RANGE', from: '2025-03-30' });
    list.actor.send({ type: 'GO_TO_PAGE', page: 2 });
    expect(list.calls).toHaveLength(1);
    expect(list.tags()).toEqual(['loaded']);
  });
});

describe('list machine: start, page 1 and the end of a range', () => {
  it('shows no rows before the first page arrives', () => {
    const list = startList(records);
    expect(list.actor.getSnapshot().context).toMatchObject({ items: [], total: 0, failure: null });
  });

  it('goes back to page 1 from page 2', async () => {
    const list = startList(records);
    list.last().outcome.resolve(page(10, 25));
    await flush();
    list.actor.send({ type: 'GO_TO_PAGE', page: 2 });
    list.last().outcome.resolve(page(10, 25));
    await flush();
    list.actor.send({ type: 'GO_TO_PAGE', page: 1 });
    expect(list.calls).toHaveLength(3);
    expect(list.last().query.page).toBe(1);
  });

  it('reloads when only the end of the range moves', async () => {
    const list = startList(records);
    list.last().outcome.resolve(page(10, 25));
    await flush();
    list.actor.send({ type: 'SET_RANGE', to: '2025-03-30' });
    expect(list.calls).toHaveLength(2);
    expect(list.last().query.range).toEqual({ from: '2025-03-25', to: '2025-03-30' });
  });
});

describe('list machine: an empty page after a full one', () => {
  it('shows no rows when a new tab brings none', async () => {
    const list = startList(records);
    list.last().outcome.resolve(page(10, 25));
    await flush();
    list.actor.send({ type: 'SET_FILTER', name: 'tab', value: 'withdraw' });
    list.last().outcome.resolve(page(0, 0));
    await flush();
    expect(list.tags()).toEqual(['empty']);
    expect(list.actor.getSnapshot().context).toMatchObject({ items: [], total: 0 });
  });
});

describe('record windows (spec section 9)', () => {
  it('bet and transaction records reach back 30 days, today included', () => {
    expect(RECORD_WINDOW_DAYS).toBe(30);
    expect(earliestDay({ days: RECORD_WINDOW_DAYS, today: TODAY })).toBe('2025-03-02');
  });

  it('welfare records reach back 90 days, today included', () => {
    expect(WELFARE_WINDOW_DAYS).toBe(90);
    expect(earliestDay({ days: WELFARE_WINDOW_DAYS, today: TODAY })).toBe('2025-01-01');
  });

  it('a range never leaves its window, and an end moved past the other brings it along', () => {
    const window = { days: 30, today: TODAY };
    const week = lastDays(window, 7);
    expect(week).toEqual({ from: '2025-03-25', to: TODAY });
    expect(lastDays(window, 45)).toEqual({ from: '2025-03-02', to: TODAY });
    expect(changeRange(week, { to: '2025-04-02' }, window)).toEqual(week);
    expect(changeRange(week, { to: '2025-03-10' }, window)).toEqual({ from: '2025-03-10', to: '2025-03-10' });
    expect(changeRange({ from: '2025-03-05', to: '2025-03-10' }, { from: '2025-03-20' }, window)).toEqual({ from: '2025-03-20', to: '2025-03-20' });
    expect(changeRange(week, { from: '2025-02-30' }, window)).toEqual(week);
  });
});

describe('call failures as machines read them', () => {
  it('reads code, message and field from what the API client rejects with', () => {
    expect(callFailureOf(Object.assign(new Error('x'), { code: 1001, msg: 'Wrong password', field: 'password' }))).toEqual({
      code: 1001,
      msg: 'Wrong password',
      field: 'password',
    });
  });

  it('a failure with only a code, or no code at all, still reads: no answer is code -1', () => {
    expect(callFailureOf(Object.assign(new Error('x'), { code: 500 }))).toEqual({ code: 500, msg: null, field: null });
    expect(callFailureOf(new Error('offline'))).toEqual({ code: -1, msg: null, field: null });
    expect(callFailureOf(undefined)).toEqual({ code: -1, msg: null, field: null });
  });
});
