import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { withinChunkTimeout } from './lazyPage';

/**
 * A component whose chunk loads the first time it mounts, shown by a state update rather than by Suspense:
 * React reveals suspended content after a throttle timer, and a page whose timers are held (the model tests pause
 * the clock to step the 5 ms unload window) would never see it. Once loaded it renders at once. A failed load
 * (missing, timed out) is thrown in render for a ChunkBoundary, and the next mount tries again.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (pending ??= withinChunkTimeout(load).then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return function Deferred(props: P) {
    const [component, setComponent] = useState(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (component) return;
      let live = true;
      start().then(
        (next) => live && setComponent(() => next),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [component]);
    if (failure) throw failure.error;
    return component ? createElement(component, props) : fallback;
  };
}
