import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

const hashQuery = () => window.location.hash.split('?')[1] ?? '';

/** A query parameter of the hash address (#/help?type=kh). */
export function useHashQuery(name: string): string | null {
  return new URLSearchParams(useSyncExternalStore(subscribe, hashQuery)).get(name);
}
