/**
 * The route guard of spec section 5: a route flagged open lets anyone in,
 * any other route needs a stored token; everything else goes to /.
 * A guest-only route (login, register) sends a member home (issue 27).
 */
export interface GuardedRoute {
  path: string;
  open: boolean;
  guestOnly?: boolean;
}

export function canEnter(route: GuardedRoute | undefined, hasToken: boolean): boolean {
  if (route === undefined || (route.guestOnly && hasToken)) return false;
  return route.open || hasToken;
}
