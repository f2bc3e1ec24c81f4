import { useEffect, useRef } from 'react';
import { useHashLocation } from 'wouter/use-hash-location';

/**
 * Where the page is scrolled, per history entry (issue 27). A new address — a link, a redirect, the session
 * going home, an address typed into the bar — starts at the top of its page; back and forward bring the member
 * back to where they were on that entry. Each entry gets a key of its own in `history.state`; the position of
 * the entry being shown is recorded as the member scrolls (in sessionStorage, so a reload keeps them).
 *
 * The site's navigation copies the current entry's state into the entry it pushes, so a key seen on a new
 * entry is not trusted: whatever did not arrive by `popstate` (back, forward) is a new place and gets a new key.
 */

const STORE = 'ScrollPositions';
/** Keys kept in storage: enough for any session's back and forward, small enough to stay cheap. */
const KEPT = 100;
/** How long a restore waits for a lazily loaded page to grow tall enough. */
const RESTORE_WINDOW_MS = 2000;

type Positions = Array<[string, number]>;

function readPositions(): Map<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORE) ?? '[]') as Positions;
    return new Map(Array.isArray(stored) ? stored : []);
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>) {
  try {
    sessionStorage.setItem(STORE, JSON.stringify([...positions].slice(-KEPT)));
  } catch {
    // Storage full or refused: the positions of this page's life still work from memory.
  }
}

const keyOfEntry = (): string | null => {
  const state: unknown = window.history.state;
  return state !== null && typeof state === 'object' && typeof (state as { scrollKey?: unknown }).scrollKey === 'string'
    ? (state as { scrollKey: string }).scrollKey
    : null;
};

/** Gives the current entry a new key, keeping whatever else its state holds. */
function stampEntry(): string {
  const key = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const state: unknown = window.history.state;
  window.history.replaceState({ ...(state !== null && typeof state === 'object' ? state : {}), scrollKey: key }, '');
  return key;
}

/** Scrolls to `y`, trying again on each frame while the page is still too short (a lazy page arriving). */
function restore(y: number, stillWanted: () => boolean) {
  const started = performance.now();
  const attempt = () => {
    if (!stillWanted()) return;
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) <= 1 || performance.now() - started > RESTORE_WINDOW_MS) return;
    requestAnimationFrame(attempt);
  };
  attempt();
}

export function ScrollRestoration() {
  const [address] = useHashLocation();
  const positions = useRef<Map<string, number> | null>(null);
  /** The entry shown and its address, once this component has taken it in. */
  const shown = useRef<{ key: string; hash: string } | null>(null);
  const popped = useRef(false);

  useEffect(() => {
    positions.current ??= readPositions();
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const onPop = () => {
      popped.current = true;
    };
    let saving = 0;
    const onScroll = () => {
      const current = shown.current;
      // Between a navigation and this component taking it in, the old entry's key may sit on the new one.
      if (!current || keyOfEntry() !== current.key || window.location.hash !== current.hash) return;
      positions.current!.delete(current.key);
      positions.current!.set(current.key, Math.round(window.scrollY));
      window.clearTimeout(saving);
      saving = window.setTimeout(() => writePositions(positions.current!), 200);
    };
    const onHide = () => writePositions(positions.current!);
    window.addEventListener('popstate', onPop);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
      window.clearTimeout(saving);
    };
  }, []);

  useEffect(() => {
    positions.current ??= readPositions();
    const first = shown.current === null;
    const cameBack = popped.current;
    popped.current = false;
    const known = keyOfEntry();
    if ((first || cameBack) && known !== null) {
      // A reload, back or forward: the place this entry was left at, if any.
      shown.current = { key: known, hash: window.location.hash };
      const y = positions.current.get(known) ?? 0;
      const here = shown.current;
      restore(y, () => shown.current === here);
      return;
    }
    shown.current = { key: stampEntry(), hash: window.location.hash };
    if (!first) window.scrollTo(0, 0);
  }, [address]);

  return null;
}
