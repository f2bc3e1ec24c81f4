import { chunkRetries } from '../components/ChunkBoundary';
import { createElement, lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

/** Spec section 9: a script chunk that has not arrived after 120000 ms has failed (ChunkBoundary says so). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** The chunk a loader imports, read from its own text (`import("./Page-hash.js")` once built), or the page's address. */
function addressOf(load: () => unknown): string {
  const path = /import\(\s*["'`]([^"'`]+)/.exec(String(load))?.[1];
  return path ? new URL(path, import.meta.url).pathname : location.hash;
}

/**
 * `load`, failing with a time-out error (which names the chunk) when it has not settled after `ms`. The error's
 * words are the ones ChunkBoundary's describeChunkFailure reads.
 */
export function withinChunkTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chunk load timeout after ${ms} ms: ${addressOf(load)}`)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * React's lazy, loading again after a failure: lazy keeps a failed load for good, so once ChunkBoundary's retry
 * has been pressed since the failure, the next render takes a fresh lazy and the chunk loads anew. Not before:
 * React renders once more by itself after an error, and that render must show the failure, not load again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's lazy takes any component type
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  let failedBefore: number | null = null;
  const fresh = (): LazyExoticComponent<T> =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedBefore = chunkRetries();
        throw error;
      }),
    );
  let current = fresh();
  return (props) => {
    if (failedBefore !== null && chunkRetries() > failedBefore) {
      failedBefore = null;
      current = fresh();
    }
    return createElement(current, props);
  };
}

/** A lazy page with the chunk time-out, loading again after ChunkBoundary's retry. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's lazy takes any component type
export const lazyPage = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>) => retryableLazy(() => withinChunkTimeout(load));
