import type { ActorOptions, AnyActorLogic } from 'xstate';
import { inspectionRequested, type InspectEnv, type InspectLocation } from './inspectFlag';

/** What `createActor(logic, { inspect })` and `useMachine(logic, { inspect })` accept. */
export type InspectionObserver = NonNullable<ActorOptions<AnyActorLogic>['inspect']>;

/**
 * The Stately browser inspector's observer when inspection was asked for
 * (see `inspectionRequested`), otherwise undefined. `@statelyai/inspect` is
 * imported dynamically and only on request, so Vite puts it in its own chunk
 * and a normal visit never downloads it. The inspector opens stately.ai/inspect
 * in a new window; the site starts either way, also when the chunk fails to load.
 * Only this file may import './browserInspector', and only with `import()`.
 */
export async function loadInspector(
  location: InspectLocation = window.location,
  env: InspectEnv = import.meta.env,
): Promise<InspectionObserver | undefined> {
  if (!inspectionRequested(location, env)) return undefined;
  try {
    const { startBrowserInspector } = await import('./browserInspector');
    return startBrowserInspector();
  } catch (error) {
    console.warn('inspect: the Stately inspector could not be loaded; the site runs without it', error);
    return undefined;
  }
}
