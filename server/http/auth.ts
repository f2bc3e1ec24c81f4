import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from './context';
import { resolveToken, resolveTokenNow, type AuthenticatedMember } from '../features/auth/tokens';
import { unauthorized } from '../errors';
import { requestLanguage } from './envelope';

/**
 * Guards every route of the plugin it is installed in: the token header must name a live session.
 * It runs on arrival, before the body is read or the parameters are checked, so a caller without a
 * session learns nothing about parameters, and a parameter refused is told in the member's language.
 */
export function requireMember(app: FastifyInstance, { db, clock }: AppContext) {
  const admit = (request: FastifyRequest, member: AuthenticatedMember | null): Error | undefined => {
    if (!member) return unauthorized();
    request.member = member;
    request.language = requestLanguage(request);
    return undefined;
  };
  // A callback hook: with the session read at once (nearly always) the call goes on with no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.token;
    if (typeof header !== 'string') return done(unauthorized());
    const member = resolveTokenNow(db, clock, header);
    if (member !== undefined) return done(admit(request, member));
    resolveToken(db, clock, header)
      .then((waited) => admit(request, waited))
      .then(done, done);
  });
}
