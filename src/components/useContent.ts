import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { sessionData } from '../store/session';

/**
 * Content for a page from one guest call, loaded again when the language or a
 * key changes; a null key means there is nothing to load yet. A failed call
 * was already reported by the API client.
 */
export function useContent<T>(load: () => Promise<T>, key: string | null = ''): T | null {
  const { locale } = useSnapshot(sessionData);
  const [loaded, setLoaded] = useState<{ value: T; for: string } | null>(null);
  const current = `${locale}:${key}`;
  useEffect(() => {
    if (key === null) return;
    let live = true;
    load().then(
      (value) => live && setLoaded({ value, for: current }),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // The loader is a new function each render; the language and key say when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);
  return loaded?.value ?? null;
}
