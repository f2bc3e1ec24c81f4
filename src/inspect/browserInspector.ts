import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionObserver } from './loadInspector';

/**
 * Imported only by `loadInspector`, dynamically, so this module and
 * `@statelyai/inspect` form their own chunk (js/browserInspector-[hash].js).
 * The inspector opens https://stately.ai/inspect in a window named
 * "xstateinspector" and posts every inspection event to it.
 */
export function startBrowserInspector(): InspectionObserver {
  return createBrowserInspector().inspect;
}
