import type { FastifyRequest } from 'fastify';
import { redactUrl } from './redact';

/** Where log lines go: stdout unless the context names another stream (a test that reads them). */
export interface LogStream {
  write(line: string): void;
}

/**
 * The server's logger options. A request is logged by its method, its address with every secret query
 * value as *** (passwords are refused in the query anyway: ./secretQuery.ts) and the caller's address;
 * headers and bodies, where tokens and passwords travel, are never logged.
 */
export function loggerOptions(enabled: boolean, stream: LogStream | undefined) {
  if (!enabled) return false;
  return {
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
