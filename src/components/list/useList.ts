import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useSnapshot } from 'valtio';
import { listMachine, type ListInput, type ListPage, type ListQuery } from '../../../machines/list';
import { useSiteActors } from '../../session/SiteActorsContext';
import { sessionData } from '../../store/session';
import { connectList } from './connectList';

/** The filter every list carries: its rows are written in the interface language, so a new language reloads it. */
export const LANGUAGE_FILTER = 'language';

export interface ListOptions<Item> extends Omit<ListInput, 'filters'> {
  /** The page's call; read once, when the list starts. */
  fetchPage: (query: ListQuery) => Promise<ListPage<Item>>;
  filters?: Record<string, string>;
  /** Changes when the list's rows changed elsewhere (say a new order was submitted): the list loads its page again. */
  reloadKey?: string;
}

/** A list machine with the page's fetch, reloaded when the language changes. */
export function useList<Item>({ fetchPage, reloadKey, ...input }: ListOptions<Item>) {
  const { inspect } = useSiteActors();
  const { locale } = useSnapshot(sessionData);
  const [logic] = useState(() => listMachine.provide({ actors: { fetchPage: fromPromise(({ input: query }) => fetchPage(query)) } }));
  const [state, send] = useMachine(logic, { inspect, input: { ...input, filters: { ...input.filters, [LANGUAGE_FILTER]: locale } } });
  // The machine ignores a filter that did not change, so the first run loads nothing twice.
  useEffect(() => send({ type: 'SET_FILTER', name: LANGUAGE_FILTER, value: locale }), [send, locale]);
  // The first load read the rows as of the key the list started with; each later key loads them again.
  const loadedKey = useRef(reloadKey);
  useEffect(() => {
    if (reloadKey === loadedKey.current) return;
    loadedKey.current = reloadKey;
    send({ type: 'RELOAD' });
  }, [send, reloadKey]);
  return connectList<Item>(state, send);
}
