import { ROUTE } from '../config/paths';

/**
 * Moving between the site's addresses outside React (the session actor, a banner click). The spec's
 * addresses carry their query inside the hash (`#/help?type=kh`); src/app/hashRouting.tsx gives the
 * router the same reading.
 */

export const splitAddress = (address: string) => {
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

/** The current path outside React. */
export const currentPath = () => splitAddress(window.location.hash.replace(/^#\/?/, '/'))[0] || ROUTE.home;
