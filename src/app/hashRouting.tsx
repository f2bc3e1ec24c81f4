import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { ROUTE } from './paths';

/**
 * wouter's hash location, with the query kept inside the hash as the spec's
 * addresses have it (`#/help?type=kh`): wouter's own hook would match routes
 * against "/help?type=kh" and its navigate would move the query before the
 * hash. Routes match the part before '?', `useSearch` reads the part after it.
 */

const splitAddress = (address: string) => {
  const at = address.indexOf('?');
  return at === -1 ? [address, ''] : [address.slice(0, at), address.slice(at + 1)];
};

/** Goes to a site address (`paths.*`), inside or outside React (the session actor's goHome). */
export function navigateTo(address: string, options: { replace?: boolean } = {}): void {
  const target = `#${address.startsWith('/') ? address : `/${address}`}`;
  if (window.location.hash === target) return;
  window.history[options.replace ? 'replaceState' : 'pushState'](window.history.state, '', target);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

/** The current path (no query) and how to navigate, as wouter's `hook` option takes them. */
export function useSitePath(): [string, typeof navigateTo] {
  const [address] = useHashLocation();
  return [splitAddress(address)[0] || ROUTE.home, navigateTo];
}

/** The query of the current address, as wouter's `searchHook` option takes it. */
export function useSiteSearch(): string {
  return splitAddress(useHashLocation()[0])[1];
}

/** The current path outside React. */
export const currentPath = () => splitAddress(window.location.hash.replace(/^#\/?/, '/'))[0] || ROUTE.home;

/** A link's href: the address inside the hash. */
const hashHref = (address: string) => `#${address}`;

/** The site's router: every `<Route>`, `<Link>`, `useLocation` and `useSearch` below it works on the hash. */
export function SiteRouter({ children }: { children: ReactNode }) {
  return (
    <Router hook={useSitePath} searchHook={useSiteSearch} hrefs={hashHref}>
      {children}
    </Router>
  );
}
