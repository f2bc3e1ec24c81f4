import { useEffect, useRef } from 'react';
import { useHashLocation } from 'wouter/use-hash-location';

/**
 * Where the page is scrolled, per history entry (issue 27). A new address (a link, a redirect, the session
 * going home, an address typed into the bar) starts at the top of its page; back, forward and a reload bring
 * the member back to where they were on that entry. The position lives in the entry's own `history.state`,
 * which the browser keeps per entry and across reloads; a lazily loaded page is waited for until it is tall
 * enough (at most 2 s).
 */

type Entry = { scrollY?: number } | null;

const entryY = () => Number((window.history.state as Entry)?.scrollY ?? 0);
const keepY = (y: number) => window.history.replaceState({ ...(window.history.state as Entry), scrollY: y }, '');

function scrollWhenTall(y: number, stillWanted: () => boolean) {
  const until = performance.now() + 2000;
  const attempt = () => {
    if (!stillWanted()) return;
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) > 1 && performance.now() < until) requestAnimationFrame(attempt);
  };
  attempt();
}

export function ScrollRestoration() {
  const [address] = useHashLocation();
  const travelled = useRef(true); // the first address is a load or a reload: its place is restored
  const shown = useRef(address);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let timer = 0;
    const keep = () => keepY(Math.round(window.scrollY));
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(keep, 150);
    };
    const onPop = () => (travelled.current = true);
    window.addEventListener('popstate', onPop);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', keep);
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    shown.current = address;
    if (travelled.current) {
      travelled.current = false;
      scrollWhenTall(entryY(), () => shown.current === address);
      return;
    }
    // A new entry may carry the state of the one it was pushed from: it starts at the top.
    keepY(0);
    window.scrollTo(0, 0);
  }, [address]);

  return null;
}
