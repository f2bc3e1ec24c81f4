import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AppContext } from './context';
import { memberSession, type SessionReader } from '../features/auth/tokens';
import { unauthorized } from '../errors';
import { requestLanguage } from './envelope';

/** The hooks that read a member's session on arrival (sessionCheck's, and so sessionAnswer's): see installMemberAccess. */
const sessionHooks = new WeakSet<(...args: never[]) => unknown>();

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
  const check: onRequestHookHandler = (request, reply, done) => {
    const header = request.headers.token;
    if (typeof header !== 'string') return done(unauthorized());
    const session = reader.now(db, clock, header);
    if (session !== undefined) return enter(request, reply, session, done);
    reader
      .read(db, clock, header)
      .then((waited) => enter(request, reply, waited, done))
      .catch((error: Error) => done(error));
  };
  sessionHooks.add(check);
  return check;
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
 * The member's access, declared by the contract: every route whose endpoint says `access: 'member'`
 * (routeOptions puts it in the route's config, ./route.ts) gets the session check as its own onRequest
 * hook, the first of the route's own. A route that reads the session itself on arrival (sessionAnswer:
 * the balance poll) keeps its hook and gets no second one, so a member call reads its session once. A
 * route of any other access gets none, and one that brings a session hook anyway is refused when declared.
 * Installed on the app before any route: the check runs after the app's own arrival hooks (language,
 * security headers, region gate) and, like every arrival hook, before the body is read or the parameters
 * are checked, so a caller without a session learns nothing about parameters, and a parameter refused is
 * told in the member's language.
 */
export function installMemberAccess(app: FastifyInstance, ctx: AppContext) {
  const check = sessionCheck(memberSession, ctx);
  app.addHook('onRoute', (route) => {
    const own = [route.onRequest ?? []].flat();
    const readsSession = own.some((hook) => sessionHooks.has(hook));
    if (route.config?.access === 'member') {
      if (!readsSession) route.onRequest = [check, ...own];
    } else if (readsSession) {
      throw new Error(`${route.method} ${route.url} reads a member's session, but its endpoint's access is ${route.config?.access ?? 'not declared'}`);
    }
  });
}
