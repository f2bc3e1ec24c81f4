import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Clock } from '../../server/clock';
import { readConfig } from '../../server/config';
import { createSandboxSms } from '../../server/adapters/sms';
import { sandboxVenues } from '../../server/adapters/venues';
import { GUEST_RATE_LIMITS } from '../../server/http/rateLimits';
import { countHit } from '../../server/http/sharedRateLimitStore';
import { auth } from '../../contract/auth';
import { sharedDatabase, type Shared } from './sharedDatabase';

/**
 * Per-address limits shared by the servers on one database (issue 22): two apps on one database (two
 * connection pools on PostgreSQL) count one address's calls together, so two servers do not double a limit.
 */

const LOGIN = `/web${auth.login.path}`;
const REGISTER = `/web${auth.register.path}`;

let database: Shared;
let clock: Clock;
let servers: FastifyInstance[];

beforeAll(async () => {
  database = await sharedDatabase();
  let offset = 0;
  const start = Date.now();
  // One clock for both, standing still until advanced (a window must not end on its own in the middle of a test).
  clock = { now: () => start + offset, advance: (ms) => void (offset += ms) };
  const config = { ...readConfig({}), staticDir: null, logger: false, guestRateLimits: true };
  servers = await Promise.all(
    [database.first, database.second].map((db) => buildApp({ db, clock, config, sms: createSandboxSms(db, clock), venues: sandboxVenues })),
  );
});

afterAll(async () => {
  for (const server of servers) await server.close();
  await database.drop();
});

const login = (server: FastifyInstance, remoteAddress: string) => server.inject({ method: 'POST', url: LOGIN, remoteAddress, headers: { lang: 'en' } });

describe('per-address limits across two servers on one database', () => {
  it('logins from one address are limited to 30 a minute whichever server they reach; another address is not', async () => {
    expect(GUEST_RATE_LIMITS[LOGIN]).toEqual({ max: 30, timeWindow: 60_000 });
    for (let i = 0; i < 30; i += 1) expect((await login(servers[i % 2], '10.9.0.1')).statusCode).toBe(400);
    for (const server of servers) {
      const refused = await login(server, '10.9.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 429, msg: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds?\.$/) });
    }
    expect((await login(servers[1], '10.9.0.2')).statusCode).toBe(400);
  });

  it('a route counts apart from the others, and the window ends on the server clock', async () => {
    const address = '10.9.0.3';
    for (let i = 0; i < 30; i += 1) await login(servers[i % 2], address);
    expect((await login(servers[0], address)).statusCode).toBe(429);
    // Registration has its own count (10 a minute) for the same address.
    expect((await servers[1].inject({ method: 'POST', url: REGISTER, remoteAddress: address })).statusCode).toBe(400);
    clock.advance(59_999);
    expect((await login(servers[1], address)).statusCode).toBe(429);
    clock.advance(1);
    expect((await login(servers[0], address)).statusCode).toBe(400);
  });

  it('calls at once from one address on both servers get no more than the limit between them', async () => {
    const address = '10.9.0.4';
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(servers[i % 2], address)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('a count answers the hits of its window and the time left, and stops one past the limit', async () => {
    const db = database.first;
    const now = clock.now();
    expect(await countHit(db, 'rate:test:a', now, 1000, 2)).toEqual({ current: 1, ttl: 1000 });
    expect(await countHit(db, 'rate:test:a', now + 400, 1000, 2)).toEqual({ current: 2, ttl: 600 });
    expect(await countHit(db, 'rate:test:a', now + 500, 1000, 2)).toEqual({ current: 3, ttl: 500 });
    expect(await countHit(db, 'rate:test:a', now + 600, 1000, 2)).toEqual({ current: 3, ttl: 400 });
    expect(await countHit(db, 'rate:test:a', now + 1000, 1000, 2)).toEqual({ current: 1, ttl: 1000 });
  });
});
