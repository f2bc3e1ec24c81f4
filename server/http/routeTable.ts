import type { FastifyInstance, RouteOptions } from 'fastify';

/** Every route as registered (method, url, schema, config), collected by an onRoute hook for the checks in tests. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
  config: RouteOptions['config'];
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

export function collectRoutes(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, schema: route.schema, config: route.config });
    }
  });
}
