import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Keeps keyboard focus inside a modal while it is open (WAI-ARIA dialog pattern): focus moves
 * into it on opening, Tab and Shift+Tab wrap around its controls, and focus goes back to where it
 * was when the modal closes. `active` is whether the modal is open; `onEscape`, when given,
 * runs on the Escape key.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, { active = true, onEscape }: { active?: boolean; onEscape?: () => void } = {}) {
  // The latest handler, read at key time: callers pass a new closure on every render, and
  // re-running the trap's effect would move focus back to the first control each time.
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden], [inert]'));
    if (!root.contains(document.activeElement)) (focusables()[0] ?? root).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && escape.current) {
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const inside = focusables();
      if (inside.length === 0) {
        event.preventDefault();
        return;
      }
      const first = inside[0];
      const last = inside[inside.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (before?.isConnected) before.focus();
    };
  }, [container, active]);
}
