import { Type } from 'typebox';
import type { Access, Endpoint } from '../../contract/envelope';
import { FailureEnvelope, withEnvelope } from '../../contract/envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Money-moving: see ./idempotency.ts. */
    idempotent?: boolean;
    /**
     * Who may call the route, as its contract endpoint says: a member's routes get the session check
     * (./auth.ts) and a typed `request.member` (./context.ts).
     */
    access?: Access;
  }
}

/** A reply that is not JSON (a picture, a page) is text of the endpoint's content type. */
const NotJson = Type.String();

type Reply<E extends Endpoint> = E['reply'] extends null
  ? { 200: typeof NotJson; default: typeof FailureEnvelope }
  : { 200: ReturnType<typeof withEnvelope<NonNullable<E['reply']>['properties']>>; default: typeof FailureEnvelope };

/**
 * The Fastify options of a route serving a contract endpoint: its schemas (so Fastify validates the
 * input and serialises the reply from them, and the OpenAPI document lists them) and its config, which
 * carries the endpoint's access: on a member endpoint's route the session check is installed from it
 * (./auth.ts, installMemberAccess) and the handler's `request.member` is the member, not null
 * (./context.ts). A route declares no check of its own.
 */
export function routeOptions<const E extends Endpoint>(endpoint: E) {
  const response = (endpoint.reply === null
    ? { 200: NotJson, default: FailureEnvelope }
    : { 200: withEnvelope(endpoint.reply), default: FailureEnvelope }) as Reply<E>;
  return {
    schema: definedOnly({
      summary: endpoint.summary,
      tags: [endpoint.access],
      ...(endpoint.access === 'member' ? { security: [{ token: [] }] } : {}),
      ...(endpoint.produces ? { produces: [endpoint.produces] } : {}),
      querystring: endpoint.querystring as E['querystring'],
      body: endpoint.body as E['body'],
      params: endpoint.params as E['params'],
      response,
    }),
    config: { idempotent: endpoint.idempotent === true, access: endpoint.access as E['access'] },
  };
}

/** The same object less its undefined parts: Fastify warns of a schema part set to undefined. */
function definedOnly<T extends object>(schema: T): T {
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined)) as T;
}
