import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { ROUTE } from '../config/paths';
import { navigateTo, splitAddress } from '../session/navigation';

/**
 * wouter's hash location, with the query kept inside the hash as the spec's
 * addresses have it (`#/help?type=kh`): wouter's own hook would match routes
 * against "/help?type=kh" and its navigate would move the query before the
 * hash. Routes match the part before '?', `useSearch` reads the part after it.
 */

/** The current path (no query) and how to navigate, as wouter's `hook` option takes them. */
export function useSitePath(): [string, typeof navigateTo] {
  const [address] = useHashLocation();
  return [splitAddress(address)[0] || ROUTE.home, navigateTo];
}

/** The query of the current address, as wouter's `searchHook` option takes it. */
export function useSiteSearch(): string {
  return splitAddress(useHashLocation()[0])[1];
}

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
