import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AppContext } from './context';
import { memberSession, type SessionReader } from '../features/auth/tokens';
import { unauthorized } from '../errors';
import { requestLanguage } from './envelope';

/**
 * An onRequest hook that lets a call in only with the token header of a live session, read by `reader`;
 * `admit` keeps what the call needs of it (the member is set here, and the language follows the member's).
 * A callback hook: with the session read at once (nearly always on SQLite) the call goes on with no promise.
 */
export function sessionCheck<T extends { member: NonNullable<FastifyRequest['member']> }>(
  reader: SessionReader<T>,
  { db, clock }: AppContext,
  admit: (request: FastifyRequest, session: T) => void = () => {},
): onRequestHookHandler {
  const enter = (request: FastifyRequest, session: T | null): Error | undefined => {
    if (!session) return unauthorized();
    request.member = session.member;
    request.language = requestLanguage(request);
    admit(request, session);
    return undefined;
  };
  return (request, _reply, done) => {
    const header = request.headers.token;
    if (typeof header !== 'string') return done(unauthorized());
    const session = reader.now(db, clock, header);
    if (session !== undefined) return done(enter(request, session));
    reader
      .read(db, clock, header)
      .then((waited) => enter(request, waited))
      .then(done, done);
  };
}

/**
 * Guards every route of the plugin it is installed in: the token header must name a live session.
 * It runs on arrival, before the body is read or the parameters are checked, so a caller without a
 * session learns nothing about parameters, and a parameter refused is told in the member's language.
 */
export function requireMember(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onRequest', sessionCheck(memberSession, ctx));
}
