import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { resolveToken } from '../features/auth/tokens';
import { unauthorized } from '../errors';
import { requestLanguage } from './envelope';

/**
 * Guards every route of the plugin it is installed in: the token header must name a live session.
 * It runs on arrival, before the body is read or the parameters are checked, so a caller without a
 * session learns nothing about parameters, and a parameter refused is told in the member's language.
 */
export function requireMember(app: FastifyInstance, { db, clock }: AppContext) {
  app.addHook('onRequest', async (request) => {
    const header = request.headers.token;
    const member = typeof header === 'string' ? await resolveToken(db, clock, header) : null;
    if (!member) throw unauthorized();
    request.member = member;
    request.language = requestLanguage(request);
  });
}
