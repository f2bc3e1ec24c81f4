import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import type { ServerConfig } from '../config';
import type { SmsGateway } from '../adapters/sms';
import type { GameVenues } from '../adapters/venues';
import type { AuthenticatedMember } from '../features/auth/tokens';
import type { LanguageCode } from '../../machines/rules/language';
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

declare module 'fastify' {
  interface FastifyRequest {
    language: LanguageCode;
    member: AuthenticatedMember | null;
  }
}
