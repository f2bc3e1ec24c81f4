/**
 * Access from the contract (issue 22): every endpoint the app serves is walked from the contract, so a
 * new route is picked up by itself. A member endpoint refuses a call without a token, or with a token
 * that names no live session, with the 401 envelope in the caller's language, before anything else of
 * the call is looked at; with a live session it reads that session exactly once. A guest endpoint (and a
 * sandbox, provider or operator one) never asks for a member's session, and reads none when given a token.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { startHarness, type Harness } from './harness';
import { createMember, expectFailure, expectSuccess, type Lang } from './flows';
import { allEndpoints } from '../../contract';
import type { Endpoint } from '../../contract/envelope';
import { memberSession } from '../../server/features/auth/tokens';
import { sessionBalances } from '../../server/features/wallet/balanceQuery';
import { languageIdOf } from '../../machines/rules/language';
import { installMemberAccess, sessionCheck } from '../../server/http/auth';
import { installEnvelope } from '../../server/http/envelope';
import { routeOptions } from '../../server/http/route';
import type { AppContext } from '../../server/http/context';
import { member as memberCalls } from '../../contract/member';
import { vip } from '../../contract/vip';

const OPERATOR_KEY = 'access-test-operator-key';

const routeKey = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** The endpoint's address with every path parameter filled in (the checks here run before the parameters are). */
const urlOf = (endpoint: Endpoint, query = '') => `/web${endpoint.path.replace(/:\w+/g, '1')}${query}`;

/**
 * A password in the query string is refused before validation and the handler (server/http/secretQuery.ts)
 * and after the session check: a call carrying one goes through the arrival hooks and stops there, so
 * every endpoint can be called with nothing changed by it.
 */
const STOP_BEFORE_HANDLER = '?password=x';

/** The balance poll is answered by its session read on arrival (server/features/wallet/balanceQuery.ts). */
const ANSWERED_ON_ARRIVAL = new Set(['POST /user/getUserBalance']);

const memberEndpoints = allEndpoints().filter((endpoint) => endpoint.access === 'member');
const otherEndpoints = allEndpoints().filter((endpoint) => endpoint.access !== 'member');

describe('access from the contract', () => {
  let h: Harness;
  let token: string;
  /**
   * Reads of a session that reached the database: on SQLite a read at once (`now`, which answers undefined only
   * when the call must wait), on PostgreSQL, or for a call that must wait, `read`.
   */
  const sessionReads = () =>
    [memberSession, sessionBalances].reduce(
      (sum, reader) =>
        sum + vi.mocked(reader.now).mock.results.filter((result) => result.value !== undefined).length + vi.mocked(reader.read).mock.calls.length,
      0,
    );
  const call = (endpoint: Endpoint, headers: Record<string, string>, query = '', method: InjectOptions['method'] = endpoint.method) =>
    h.call({ method, url: urlOf(endpoint, query), headers });

  beforeAll(async () => {
    h = await startHarness({ sandbox: true, operatorKey: OPERATOR_KEY });
    const member = await createMember(h, 'access01');
    token = member.token;
    // The member reads English whatever the header says: a refusal after the session check is in English.
    await h.db.updateTable('users').set({ language_type: languageIdOf('en') }).where('id', '=', member.userId).execute();
    for (const reader of [memberSession, sessionBalances]) {
      vi.spyOn(reader, 'now');
      vi.spyOn(reader, 'read');
    }
  });
  afterEach(() => {
    for (const reader of [memberSession, sessionBalances]) {
      vi.mocked(reader.now).mockClear();
      vi.mocked(reader.read).mockClear();
    }
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await h.close();
  });

  it('walks every endpoint the app serves, members and the others', () => {
    const served = new Set(h.app.registeredRoutes.map((route) => `${route.method} ${route.url}`));
    expect(allEndpoints().filter((endpoint) => !served.has(`${endpoint.method} /web${endpoint.path}`)).map(routeKey)).toEqual([]);
    expect(memberEndpoints.length).toBeGreaterThan(50);
    expect(otherEndpoints.map((endpoint) => endpoint.access)).toEqual(expect.arrayContaining(['guest', 'sandbox', 'provider', 'operator']));
  });

  it.each(memberEndpoints.map((endpoint) => [routeKey(endpoint), endpoint] as const))(
    'member %s refuses a call without a token or with a bad one, in the caller’s language',
    async (_, endpoint) => {
      const refusals: [Record<string, string>, Lang][] = [
        [{ lang: 'en' }, 'en'],
        [{ lang: 'hk', token: 'no-such-token' }, 'hk'],
        [{ token: 'f'.repeat(64) }, 'zh'],
        [{ lang: 'en', token: '' }, 'en'],
      ];
      for (const [headers, lang] of refusals) {
        // Refused on arrival: a password in the query string (a later refusal) is not what the call hears.
        const response = await call(endpoint, headers, STOP_BEFORE_HANDLER);
        expectFailure(response, 401, 'error.unauthorized', lang);
        expect(Object.keys(response.body).sort()).toEqual(['code', 'msg']);
      }
      if (endpoint.method === 'GET') {
        const head = await h.app.inject({ method: 'HEAD', url: urlOf(endpoint) });
        expect(head.statusCode).toBe(401);
      }
      // Each token given was looked up once (the call without one needs no look-up).
      expect(sessionReads()).toBe(refusals.length - 1);
    },
  );

  it.each(memberEndpoints.map((endpoint) => [routeKey(endpoint), endpoint] as const))(
    'member %s lets a live session in, read once, in the member’s language',
    async (key, endpoint) => {
      const response = await call(endpoint, { token, lang: 'zh' }, STOP_BEFORE_HANDLER);
      if (ANSWERED_ON_ARRIVAL.has(key)) expectSuccess(response);
      else expectFailure(response, 400, 'error.passwordInQuery', 'en', { name: 'password' });
      expect(sessionReads()).toBe(1);
    },
  );

  it.each(otherEndpoints.map((endpoint) => [`${endpoint.access} ${routeKey(endpoint)}`, endpoint] as const))(
    '%s asks for no member’s session and reads none',
    async (_, endpoint) => {
      for (const headers of [{ lang: 'en' }, { lang: 'en', token }, { lang: 'en', token: 'no-such-token' }] as Record<string, string>[]) {
        const response = await call(endpoint, headers, STOP_BEFORE_HANDLER);
        // An operator's call is refused by the operator's own check (no key here); every other call goes on to its next stage.
        if (endpoint.access === 'operator') expectFailure(response, 401, 'error.operatorKey', 'en');
        else expectFailure(response, 400, 'error.passwordInQuery', 'en', { name: 'password' });
      }
      expect(sessionReads()).toBe(0);
    },
  );

  describe('as routes are declared (server/http/auth.ts installMemberAccess)', () => {
    /** An app of one route, with the member access installed as the app installs it. */
    const appOf = async (declare: (app: FastifyInstance, ctx: AppContext) => void) => {
      const app = Fastify();
      app.decorateRequest('language', 'zh');
      app.decorateRequest('member', null);
      installEnvelope(app);
      const ctx = { db: h.db, clock: h.clock } as AppContext;
      installMemberAccess(app, ctx);
      declare(app, ctx);
      await app.ready();
      return app;
    };

    it("checks the session before a member route's own arrival hooks", async () => {
      const seen: number[] = [];
      const app = await appOf((instance) =>
        instance.post(
          memberCalls.getUserInfo.path,
          {
            ...routeOptions(memberCalls.getUserInfo),
            onRequest: [
              (request, _reply, done) => {
                seen.push(request.member.userId);
                done();
              },
            ],
          },
          async (request) => ({ code: 0, msg: 'ok', userInfo: request.member.userName }),
        ),
      );
      const refused = await app.inject({ method: 'POST', url: memberCalls.getUserInfo.path, headers: { lang: 'en' } });
      expect(refused.statusCode).toBe(401);
      expect(seen).toEqual([]);
      const admitted = await app.inject({ method: 'POST', url: memberCalls.getUserInfo.path, headers: { token } });
      expect(admitted.statusCode, admitted.body).not.toBe(401);
      expect(seen).toEqual([expect.any(Number)]);
      expect(sessionReads()).toBe(1);
      await app.close();
    });

    it('refuses a route that reads a session where its endpoint is not a member’s', async () => {
      await expect(
        appOf((instance, ctx) => instance.post(vip.getVipInfo.path, { ...routeOptions(vip.getVipInfo), onRequest: sessionCheck(memberSession, ctx) }, () => ({}))),
      ).rejects.toThrow(/reads a member's session, but its endpoint's access is guest/);
    });
  });
});
