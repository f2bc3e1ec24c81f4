/**
 * The session checks of one turn (server/http/auth.ts sessionCheck): on SQLite the calls that arrive
 * together have their sessions read back to back once the turn's I/O is done, and are then let in or
 * refused one by one in arrival order; a read that fails refuses its own call only, and a session the
 * connection cannot read at once is waited for. On PostgreSQL every call waits for its read (coalesced).
 * The reader here is a stand-in that logs what is asked of it, so the order is seen, not inferred; the
 * database handle only tells the engine apart. The real readers are walked in access.test.ts, and the
 * calls of one turn over real sockets below.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { PostgresAdapter, SqliteAdapter, type Kysely } from 'kysely';
import type { AddressInfo } from 'node:net';
import type { Database } from '../../server/db/schema';
import type { SessionReader } from '../../server/features/auth/tokens';
import { sessionCheck } from '../../server/http/auth';
import { installEnvelope } from '../../server/http/envelope';
import type { AppContext } from '../../server/http/context';
import { LoadConnection } from '../bench/loadClient';
import { startHarness, type Harness } from './harness';
import { createMember, sandboxCredit, expectSuccess, memberPost } from './flows';

type Session = { member: { sessionId: number; userId: number; userName: string; languageType: number | null } };

/** Tokens the stand-in reader knows: `member-N` is member N, `slow-N` is member N read only by waiting, `broken` throws. */
function standInReader(log: string[]): SessionReader<Session> {
  const sessionOf = (token: string): Session | null => {
    const id = Number(/-(\d+)$/.exec(token)?.[1]);
    return Number.isInteger(id) ? { member: { sessionId: id, userId: id, userName: `m${id}`, languageType: null } } : null;
  };
  return {
    now(_db, _clock, token) {
      log.push(`read ${token}`);
      if (token === 'broken') throw new Error('disk I/O error');
      return token.startsWith('slow-') ? undefined : sessionOf(token);
    },
    async read(_db, _clock, token) {
      log.push(`wait ${token}`);
      return sessionOf(token);
    },
  };
}

const engine = (adapter: SqliteAdapter | PostgresAdapter) => ({ getExecutor: () => ({ adapter }) }) as unknown as Kysely<Database>;

async function appWith(adapter: SqliteAdapter | PostgresAdapter, log: string[]): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorateRequest('language', 'zh');
  app.decorateRequest('member', null);
  installEnvelope(app);
  const ctx = { db: engine(adapter), clock: { now: () => 0 } } as unknown as AppContext;
  app.post('/web/who', { onRequest: sessionCheck(standInReader(log), ctx) }, async (request) => {
    const member = request.member as Session['member'] | null;
    log.push(`in ${member?.userName}`);
    return { code: 0, msg: 'ok', userName: member?.userName };
  });
  await app.ready();
  return app;
}

describe('the session checks of one turn', () => {
  it('on SQLite reads every session of the turn first, then lets each call in or refuses it, in arrival order', async () => {
    const log: string[] = [];
    const app = await appWith(new SqliteAdapter(), log);
    const tokens = ['member-1', 'nobody', 'member-2', 'slow-3', 'broken', 'member-4'];
    const answers = await Promise.all(tokens.map((token) => app.inject({ method: 'POST', url: '/web/who', headers: { token } })));
    await app.close();

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 200, 200, 500, 200]);
    expect(answers.map((answer) => (answer.json() as { userName?: string }).userName)).toEqual(['m1', undefined, 'm2', 'm3', undefined, 'm4']);
    const reads = log.filter((entry) => entry.startsWith('read '));
    expect(reads).toEqual(tokens.map((token) => `read ${token}`));
    // Every read of the turn before any call goes in: the reads run back to back.
    const lastRead = log.lastIndexOf(reads.at(-1)!);
    expect(log.slice(0, lastRead + 1).every((entry) => entry.startsWith('read '))).toBe(true);
    // The one the connection could not answer at once waited for its read; the broken read refused only its own call.
    expect(log).toContain('wait slow-3');
    expect(log.filter((entry) => entry.startsWith('in ')).sort()).toEqual(['in m1', 'in m2', 'in m3', 'in m4']);
  });

  it('on SQLite reads a token brought by several calls of the turn once, and answers each of them from it', async () => {
    const log: string[] = [];
    const app = await appWith(new SqliteAdapter(), log);
    const tokens = ['member-1', 'member-1', 'nobody', 'member-2', 'member-1', 'nobody', 'broken', 'broken'];
    const answers = await Promise.all(tokens.map((token) => app.inject({ method: 'POST', url: '/web/who', headers: { token } })));
    await app.close();

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 200, 200, 401, 500, 500]);
    expect(answers.map((answer) => (answer.json() as { userName?: string }).userName)).toEqual(['m1', 'm1', undefined, 'm2', 'm1', undefined, undefined, undefined]);
    expect(log.filter((entry) => entry.startsWith('read '))).toEqual(['read member-1', 'read nobody', 'read member-2', 'read broken']);
    expect(log.filter((entry) => entry.startsWith('in '))).toEqual(['in m1', 'in m1', 'in m2', 'in m1']);
  });

  it('on SQLite refuses a call without a token at once, reading nothing', async () => {
    const log: string[] = [];
    const app = await appWith(new SqliteAdapter(), log);
    const answer = await app.inject({ method: 'POST', url: '/web/who' });
    await app.close();
    expect(answer.statusCode).toBe(401);
    expect(log).toEqual([]);
  });

  it('on PostgreSQL waits for every read (the reads of a turn go as one query there)', async () => {
    const log: string[] = [];
    const app = await appWith(new PostgresAdapter(), log);
    const answers = await Promise.all(['member-1', 'member-2'].map((token) => app.inject({ method: 'POST', url: '/web/who', headers: { token } })));
    await app.close();
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(log.filter((entry) => !entry.startsWith('in ')).sort()).toEqual(['wait member-1', 'wait member-2']);
  });
});

describe('the calls of one turn over sockets, on the running app', () => {
  let h: Harness;
  let port: number;

  beforeAll(async () => {
    h = await startHarness();
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    port = (h.app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await h.close();
  });

  it("answers each member's balance poll with their own balances, and refuses the logged-out one, when they arrive together", async () => {
    const members: Awaited<ReturnType<typeof createMember>>[] = [];
    for (let index = 0; index < 6; index++) {
      const member = await createMember(h, `turn${index}${Date.now() % 100000}`);
      await sandboxCredit(h, member.userName, `${index + 1}.00`);
      members.push(member);
    }
    const loggedOut = members[5];
    expectSuccess(await memberPost(h, loggedOut.token, '/user/logout'));
    const connections = members.map(() => new LoadConnection('127.0.0.1', port));
    try {
      for (let round = 0; round < 5; round++) {
        const answers = await Promise.all(connections.map((connection, index) => connection.send('POST', '/web/user/getUserBalance', { token: members[index].token })));
        for (const [index, answer] of answers.entries()) {
          if (members[index] === loggedOut) {
            expect(answer.status).toBe(401);
            continue;
          }
          expect(answer.status).toBe(200);
          expect((JSON.parse(answer.text) as { userBalanceMap: { totalBalance: string } }).userBalanceMap.totalBalance).toBe(`${index + 1}.00`);
        }
      }
    } finally {
      for (const connection of connections) connection.close();
    }
  });
});
