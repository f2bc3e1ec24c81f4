import { useSelector } from '@xstate/react';
import { isSignedIn } from '../../machines/session';
import { useSiteActors } from './SiteActorsContext';

/** Whether the visitor is logged in, as the session actor knows it (the only place that does). */
export function useSignedIn(): boolean {
  return useSelector(useSiteActors().session, isSignedIn);
}
