import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useSignedIn } from '../session/useSignedIn';
import { canEnter, type GuardedRoute as Guarded } from './routeGuard';
import { paths } from '../config/paths';

/** The one guard wrapper every routed page passes: shown when `canEnter` allows, else the address becomes /. */
export function GuardedRoute({ route, children }: { route: Guarded; children: ReactNode }) {
  const signedIn = useSignedIn();
  return canEnter(route, signedIn) ? children : <Redirect to={paths.home()} replace />;
}
