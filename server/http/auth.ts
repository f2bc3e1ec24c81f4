import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AppContext } from './context';
import { memberSession, type SessionReader } from '../features/auth/tokens';
import { unauthorized } from '../errors';
import { requestLanguage } from './envelope';
import { isPostgres } from '../db/dialect';

interface Arrival<T> {
  request: FastifyRequest;
  reply: FastifyReply;
  token: string;
  done: (error?: Error) => void;
  session: T | null | undefined;
  failure: Error | null;
}

/** The hooks that read a member's session on arrival (sessionCheck's, and so sessionAnswer's): see installMemberAccess. */
const sessionHooks = new WeakSet<(...args: never[]) => unknown>();

/**
 * An onRequest hook that lets a call in only with the token header of a live session, read by `reader`;
 * `admit` keeps what the call needs of it (the member is set here, and the language follows the member's).
 *
 * On SQLite the calls that arrive in one turn of the event loop are checked together when the turn's
 * I/O is done (setImmediate): first every session read, back to back, then each call let in or refused,
 * in the order they arrived. Done in the socket's read callback, each check and everything it starts
 * (the answer of the balance poll, a transfer's step and its write to the socket) interleaved with the
 * reading of the next request; done together, the same work took a half (the poll: 85 → 47 µs of the main
 * thread per call) to four fifths (a transfer: 164 → 133 µs) of the time (docs/performance.md). The
 * reads are as fresh as before: each starts after its call arrived. A callback hook: a read the
 * connection can answer at once (nearly always) goes on with no promise. On PostgreSQL every read waits
 * anyway, and those of one turn go together as one query (coalescedRead).
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
  const postgres = isPostgres(db);
  const wait = (request: FastifyRequest, reply: FastifyReply, token: string, done: (error?: Error) => void): void => {
    reader
      .read(db, clock, token)
      .then((waited) => enter(request, reply, waited, done))
      .catch((error: Error) => done(error));
  };
  /** The calls of this turn, with their session once read (undefined: it must wait for read). */
  let arrivals: Arrival<T>[] = [];
  const checkArrivals = () => {
    const turn = arrivals;
    arrivals = [];
    // Nothing writes between the reads of one turn, so a token read once answers every call of the turn
    // that brings it (a member's open tabs, a client's parallel calls).
    const read = new Map<string, Arrival<T>>();
    for (const arrival of turn) {
      const same = read.get(arrival.token);
      if (same !== undefined) {
        arrival.session = same.session;
        arrival.failure = same.failure;
        continue;
      }
      try {
        arrival.session = reader.now(db, clock, arrival.token);
      } catch (error) {
        arrival.failure = error as Error;
      }
      read.set(arrival.token, arrival);
    }
    for (const { request, reply, token, done, session, failure } of turn) {
      if (failure) done(failure);
      else if (session === undefined) wait(request, reply, token, done);
      else enter(request, reply, session, done);
    }
  };
  const check: onRequestHookHandler = (request, reply, done) => {
    const token = request.headers.token;
    if (typeof token !== 'string') return done(unauthorized());
    if (postgres) return wait(request, reply, token, done);
    if (arrivals.length === 0) setImmediate(checkArrivals);
    arrivals.push({ request, reply, token, done, session: undefined, failure: null });
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
