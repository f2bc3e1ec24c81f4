import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import type { ServerConfig } from '../config';
import type { SmsGateway } from '../adapters/sms';
import type { GameVenues } from '../adapters/venues';
import type { AuthenticatedMember } from '../features/auth/tokens';
import type { LanguageCode } from '../../machines/rules/language';
import type { Access } from '../../contract/envelope';
import type { LogStream } from './accessLog';

/** What every route module receives from the app factory. */
export interface AppContext {
  db: Kysely<Database>;
  clock: Clock;
  config: ServerConfig;
  sms: SmsGateway;
  venues: GameVenues;
  /** This server's scheduled jobs (server/jobs/), when it runs them: the sandbox clock's advance runs the slots it passed over. */
  jobs?: { runDue(): Promise<void> };
  /** Where the log goes when config.logger is on; stdout unless given (tests read it). */
  logStream?: LogStream;
}

/**
 * `request.member` as a route sees it, from the access its config carries (set by routeOptions from the
 * contract endpoint, server/http/route.ts): the member on a member's route (the session check let the
 * call in, server/http/auth.ts), null on any other route's, and either in code that serves every route
 * (a hook, the error handler).
 */
export type MemberOfRoute<ContextConfig> = ContextConfig extends { access: 'member' }
  ? AuthenticatedMember
  : ContextConfig extends { access: Access }
    ? null
    : AuthenticatedMember | null;

declare module 'fastify' {
  // The type parameters are Fastify's own, by name (an augmentation repeats them); only ContextConfig is read.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface FastifyRequest<RouteGeneric, RawServer, RawRequest, SchemaCompiler, TypeProvider, ContextConfig, Logger, RequestType> {
    language: LanguageCode;
    member: MemberOfRoute<ContextConfig>;
  }
}
