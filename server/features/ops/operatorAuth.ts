import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../errors';

/**
 * The operator's key check for every route of the plugin it is installed in: Authorization: Bearer KEY,
 * compared in constant time (both sides hashed first, so their lengths never differ), 401 otherwise,
 * before the body is read.
 */
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export function operatorKeyMatches(expected: string, header: string | undefined): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return timingSafeEqual(digest(expected), digest(match ? match[1] : '')) && match !== null;
}

export function requireOperator(app: FastifyInstance, operatorKey: string) {
  app.addHook('onRequest', async (request) => {
    if (!operatorKeyMatches(operatorKey, request.headers.authorization)) throw unauthorized();
  });
}
