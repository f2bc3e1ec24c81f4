import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
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
  admit: (request: FastifyRequest, session: T, reply: FastifyReply) => boolean | void = () => {},
): onRequestHookHandler {
  /** Lets the call in (done), refuses it, or leaves it answered by `admit` (which returned true). */
  const enter = (request: FastifyRequest, reply: FastifyReply, session: T | null, done: (error?: Error) => void): void => {
    if (!session) return done(unauthorized());
    request.member = session.member;
    request.language = requestLanguage(request);
    if (admit(request, session, reply) !== true) done();
  };
  return (request, reply, done) => {
    const header = request.headers.token;
    if (typeof header !== 'string') return done(unauthorized());
    const session = reader.now(db, clock, header);
    if (session !== undefined) return enter(request, reply, session, done);
    reader
      .read(db, clock, header)
      .then((waited) => enter(request, reply, waited, done))
      .catch((error: Error) => done(error));
  };
}

/**
 * An onRequest hook that answers the call itself from the session read (sessionCheck's rules): the
 * envelope of `answer` goes out at once, and the route's later stages (body, validation, handler) never
 * run. For a call that takes no input and needs nothing but what the session read brings (the balance
 * poll, the site's busiest call), those stages are work for nothing. A call without a live session is
 * refused as sessionCheck refuses it.
 */
export function sessionAnswer<T extends { member: NonNullable<FastifyRequest['member']> }>(
  reader: SessionReader<T>,
  ctx: AppContext,
  answer: (request: FastifyRequest, session: T) => object,
): onRequestHookHandler {
  return sessionCheck(reader, ctx, (request, session, reply) => {
    reply.send(answer(request, session));
    return true;
  });
}

/**
 * Guards every route of the plugin it is installed in: the token header must name a live session.
 * It runs on arrival, before the body is read or the parameters are checked, so a caller without a
 * session learns nothing about parameters, and a parameter refused is told in the member's language.
 */
export function requireMember(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onRequest', sessionCheck(memberSession, ctx));
}
