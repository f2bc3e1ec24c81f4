import { useSyncExternalStore } from 'react';

/**
 * Hash routing as the spec's addresses use it: the query lives inside the
 * hash (#/help?type=kh), so the path is the hash up to its '?'.
 */
export function currentHashPath(): string {
  const path = window.location.hash.replace(/^#\/?/, '/').split('?')[0];
  return path === '' ? '/' : path;
}

export function navigateHash(to: string, options: { replace?: boolean } = {}): void {
  const target = `#${to.startsWith('/') ? to : `/${to}`}`;
  if (options.replace) {
    window.history.replaceState(window.history.state, '', target);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  } else {
    window.location.hash = target;
  }
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** A wouter location hook over the hash path. */
export function useHashPath(): [string, (to: string, options?: { replace?: boolean }) => void] {
  return [useSyncExternalStore(subscribe, currentHashPath), navigateHash];
}
