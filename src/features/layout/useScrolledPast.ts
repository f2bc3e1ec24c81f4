import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/** True once the page has scrolled further than the given number of pixels. */
export function useScrolledPast(pixels: number): boolean {
  return useSyncExternalStore(subscribe, () => window.scrollY > pixels);
}
