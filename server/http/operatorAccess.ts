import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest, RouteOptions, RawServerDefault, RouteGenericInterface } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { OperatorEndpoint, ReplyOf } from '../../contract/envelope';
import type { OperatorRole } from '../../machines/rules/operators';
import { DomainError } from '../errors';
import { ok } from './envelope';
import { routeOptions } from './route';

/**
 * The operator's access check, declared on the route by the contract: every operator endpoint names the
 * roles that may call it (contract/ops.ts OPS_ROLES), `serve` registers the endpoint with those roles in
 * its route config, and one onRequest hook over the whole desk reads them. On arrival, before the body is
 * read: no key or an unknown one (or a disabled operator's) answers 401; a role the route does not name
 * answers 403 saying which roles may, and so does a route in the desk that declares none. The handler
 * receives the operator the check let in as a typed `request.operator`.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The roles an operator route admits (set by `serve` from the endpoint's declaration). */
    operatorRoles?: readonly OperatorRole[];
  }
}

/** Who the check let in; the features' own shape (server/features/ops/operators.ts) fits it. */
export interface AdmittedOperator {
  id: number;
  name: string;
  role: OperatorRole;
}

type RouteSchema<E extends OperatorEndpoint> = ReturnType<typeof routeOptions<E>>['schema'];

/** An operator route's request: its input typed from the contract, and the operator the check admitted. */
export type OperatorRequest<E extends OperatorEndpoint, O extends AdmittedOperator> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  RouteSchema<E>,
  TypeBoxTypeProvider
> & { readonly operator: O };

export const unknownOperatorKey = () => new DomainError(401, 'error.operatorKey');
const roleRefused = (role: OperatorRole, roles: readonly OperatorRole[]) => new DomainError(403, 'error.operatorRole', { role, roles: roles.join(', ') });

/**
 * Installs the check on `instance` (a plugin: the desk) and answers the way to serve endpoints behind it.
 * `operatorOf` says who an Authorization header is, or null.
 */
export function operatorDesk<O extends AdmittedOperator>(instance: FastifyInstance, operatorOf: (header: string | undefined) => Promise<O | null>) {
  const admitted = new WeakMap<FastifyRequest, O>();
  instance.addHook('onRequest', async (request) => {
    const operator = await operatorOf(request.headers.authorization);
    if (!operator) throw unknownOperatorKey();
    const roles = request.routeOptions.config.operatorRoles ?? [];
    if (!roles.includes(operator.role)) throw roleRefused(operator.role, roles);
    admitted.set(request, operator);
  });
  return {
    /** Serves an operator endpoint: the handler answers the contract's data keys, and the envelope is added here. */
    serve<const E extends OperatorEndpoint>(endpoint: E, handler: (request: OperatorRequest<E, O>) => Promise<ReplyOf<E>>) {
      const options = routeOptions(endpoint);
      // Registered untyped: `serve`'s own signature carries the types (input from the schema, reply from the contract).
      const route: RouteOptions = {
        method: endpoint.method,
        url: endpoint.path,
        ...options,
        schema: { ...options.schema, description: `Operator roles: ${endpoint.roles.join(', ')}` },
        config: { ...options.config, operatorRoles: endpoint.roles },
        handler: async (request) => {
          // The hook above let this request in, or the handler would not run.
          const operator = admitted.get(request)!;
          return ok(request, await handler(Object.assign(request, { operator }) as unknown as OperatorRequest<E, O>));
        },
      };
      instance.route(route);
    },
  };
}
