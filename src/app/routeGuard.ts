/**
 * The route guard of spec section 5: a route flagged open lets anyone in,
 * any other route needs a stored token; everything else goes to /.
 */
export interface GuardedRoute {
  path: string;
  open: boolean;
}

export function canEnter(route: GuardedRoute | undefined, hasToken: boolean): boolean {
  return route !== undefined && (route.open || hasToken);
}
