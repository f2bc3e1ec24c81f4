/**
 * The live stream (GET /web/user/events) on both engines: the first events are the current balance and
 * unread count; a deposit approved, a transfer, a message reach the member's stream after their commit
 * and never on a rollback; another member's never do; a client coming back with Last-Event-ID gets the
 * values it missed, numbered on; a logout or a password change ends the streams of the sessions it ends.
 */
import { EventEmitter } from 'node:events';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, expectFailure, expectSuccess, memberPost, moneyPost, sandboxCredit } from './flows';
import { bankOrder, confirmOrder, depositHarnessConfig, opsCall, uploadProof } from './depositFlows';
import { openStream, type StreamReader } from './liveStreamClient';
import { creditOrder } from '../../server/features/deposit/credit';
import { hubOf, publishBalance } from '../../server/events/publish';
import { revokeSessions } from '../../server/features/profile/secrets';
import { issueToken } from '../../server/features/auth/tokens';
import type { MemberBalanceMap } from '../../contract/member';
import type { UnreadCount } from '../../contract/messages';

let h: Harness;
let base: string;
const open: StreamReader[] = [];
beforeAll(async () => {
  h = await startHarness(depositHarnessConfig);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await h.close();
});

let serial = 0;
const newMember = () => createMember(h, `live${String((serial += 1)).padStart(4, '0')}`);

async function stream(token: string | undefined, lastEventId?: string) {
  const reader = await openStream(base, token, lastEventId);
  open.push(reader);
  return reader;
}

/** Opens a member's stream and takes its first two events (the snapshot). */
async function opened(token: string) {
  const reader = await stream(token);
  const balance = await reader.next();
  const unread = await reader.next();
  return { reader, balance, unread };
}

async function pollBalance(token: string) {
  const response = await memberPost(h, token, '/user/getUserBalance');
  expectSuccess(response);
  return response.body.userBalanceMap as MemberBalanceMap;
}

async function confirmedOrder(token: string, amount: string) {
  const order = await bankOrder(h, token, amount);
  expectSuccess(await confirmOrder(h, token, order.id, [await uploadProof(h, token)]));
  return order;
}

describe('opening', () => {
  it('answers the current balance, as the balance call does, and the unread count, numbered 1 and 2', async () => {
    const m = await newMember();
    await sandboxCredit(h, m.userName, '12.50');
    const { reader, balance, unread } = await opened(m.token);
    expect(reader.status).toBe(200);
    expect({ id: balance.id, event: balance.event }).toEqual({ id: '1', event: 'balance' });
    expect(balance.json).toEqual(await pollBalance(m.token));
    expect((balance.json as MemberBalanceMap).availableBalance).toBe('12.50');
    expect({ id: unread.id, event: unread.event }).toEqual({ id: '2', event: 'unread' });
    expect((unread.json as UnreadCount).totalCount).toBe(0);
  });

  it('refuses a caller without a live session with the envelope', async () => {
    const response = await h.call({ method: 'GET', url: '/web/user/events', headers: { token: 'no-such-token' } });
    expectFailure(response, 401, 'error.unauthorized');
    const none = await h.call({ method: 'GET', url: '/web/user/events' });
    expectFailure(none, 401, 'error.unauthorized');
  });

  it('is in the OpenAPI document as an event stream of balance and unread events', async () => {
    const document = (await h.app.inject({ method: 'GET', url: '/web/openapi.json' })).json() as {
      paths: Record<string, { get?: { responses: Record<string, { content: Record<string, { schema: { anyOf?: Array<{ properties: { event: { enum?: string[]; const?: string } } }> } }> }> } }>;
    };
    const answer = document.paths['/web/user/events']?.get?.responses['200'];
    const schema = answer?.content['text/event-stream']?.schema;
    const names = schema?.anyOf?.map((variant) => variant.properties.event.const ?? variant.properties.event.enum?.[0]);
    expect(names).toEqual(['balance', 'unread']);
  });
});

describe('the connection', () => {
  it('answers an event stream that ends with its connection, with the headers of every member call', async () => {
    const m = await newMember();
    const { reader } = await opened(m.token);
    expect(reader.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'close',
      'x-content-type-options': 'nosniff',
    });
    expect(reader.headers['content-length']).toBeUndefined();
    expect(reader.headers['transfer-encoding']).toBeUndefined();
  });

  it('a heartbeat goes down every open stream', async () => {
    const [first, second] = [await newMember(), await newMember()];
    const streams = [(await opened(first.token)).reader, (await opened(second.token)).reader];
    const before = streams.map((reader) => reader.heartbeats());
    hubOf(h.db)!.heartbeat();
    for (const [index, reader] of streams.entries()) await expect.poll(() => reader.heartbeats()).toBeGreaterThan(before[index]);
  });

  it('a client that leaves takes its stream out of the hub; its other tab stays', async () => {
    const m = await newMember();
    const { reader: left } = await opened(m.token);
    const { reader: stays } = await opened(m.token);
    const streams = hubOf(h.db)!.streamCount;
    left.close();
    await expect.poll(() => hubOf(h.db)!.streamCount).toBe(streams - 1);
    await sandboxCredit(h, m.userName, '7.00');
    expect(((await stays.next('balance')).json as MemberBalanceMap).availableBalance).toBe('7.00');
    stays.close();
    await expect.poll(() => hubOf(h.db)!.holds(m.userId)).toBe(false);
  });

  it('a client that stops reading is let go once more than 64 KB wait unsent, rather than buffered without end', async () => {
    const m = await newMember();
    const session = await h.db.selectFrom('sessions').select('id').where('user_id', '=', m.userId).executeTakeFirstOrThrow();
    const written: string[] = [];
    // The socket of a client that has stopped reading: what is written waits in it (writableLength).
    const socket = Object.assign(new EventEmitter(), {
      writable: true,
      destroyed: false,
      writableLength: 0,
      write(text: string) {
        written.push(text);
        return true;
      },
      end() {
        socket.destroy();
      },
      destroy() {
        socket.writable = false;
        socket.destroyed = true;
        socket.emit('close');
      },
    });
    const hub = hubOf(h.db)!;
    await hub.open({ userId: m.userId, sessionId: Number(session.id), socket: socket as unknown as Socket, nextId: 1 });
    expect(written.map((text) => /^event: (\w+)$/m.exec(text)?.[1])).toEqual(['balance', 'unread']);
    socket.writableLength = 65_536;
    hub.heartbeat();
    expect(written.at(-1)).toBe(': ping\n\n');
    expect(socket.destroyed).toBe(false);
    socket.writableLength = 65_537;
    hub.heartbeat();
    expect(written).toHaveLength(3);
    expect(socket.destroyed).toBe(true);
    expect(hub.holds(m.userId)).toBe(false);
  });
});

describe('events after a commit', () => {
  it('an approved deposit: the new balance and the unread count reach the open stream', async () => {
    const m = await newMember();
    const order = await confirmedOrder(m.token, '300.00');
    const { reader } = await opened(m.token);
    expectSuccess(await opsCall(h, 'POST', `/deposits/${order.orderNo}/approve`));
    const balance = await reader.next('balance');
    expect((balance.json as MemberBalanceMap).availableBalance).toBe('300.00');
    const unread = await reader.next('unread');
    expect((unread.json as UnreadCount).tabCounts.money).toBe(1);
    expect(Number(unread.id)).toBeGreaterThan(2);
  });

  it('a rejected deposit: the message is counted', async () => {
    const m = await newMember();
    const order = await confirmedOrder(m.token, '100.00');
    const { reader } = await opened(m.token);
    expectSuccess(await opsCall(h, 'POST', `/deposits/${order.orderNo}/reject`, { payload: { reason: 'No payment found' } }));
    expect(((await reader.next('unread')).json as UnreadCount).totalCount).toBe(1);
  });

  it('a transfer of the member: the balance after it', async () => {
    const m = await newMember();
    await sandboxCredit(h, m.userName, '50.00');
    const { reader } = await opened(m.token);
    expectSuccess(await moneyPost(h, m.token, '/apiCode/convertMoney', { query: { from: 'central', to: 'gsport', amount: '20.00' } }));
    const balance = (await reader.next('balance')).json as MemberBalanceMap;
    expect({ available: balance.availableBalance, venues: balance.venueBalance }).toEqual({ available: '30.00', venues: '20.00' });
  });

  it('a private message and an announcement: the count grows by one each, in their tabs', async () => {
    const m = await newMember();
    const { reader } = await opened(m.token);
    expectSuccess(await opsCall(h, 'POST', '/messages', { payload: { kind: 'private', title: 'Hello', content: 'For you', userName: m.userName } }));
    expect(((await reader.next('unread')).json as UnreadCount).tabCounts.private).toBe(1);
    expectSuccess(await opsCall(h, 'POST', '/messages', { payload: { kind: 'announcement', title: 'News', content: 'For all' } }));
    const after = (await reader.next('unread')).json as UnreadCount;
    expect({ total: after.totalCount, announcement: after.tabCounts.announcement }).toEqual({ total: 2, announcement: 1 });
  });

  it('nothing on a rollback: a deposit credited in a transaction that then fails sends no event', async () => {
    const m = await newMember();
    const order = await confirmedOrder(m.token, '180.00');
    const { reader } = await opened(m.token);
    await expect(
      h.db.transaction().execute(async (trx) => {
        await creditOrder(trx, h.clock, order.orderNo);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await reader.quietFor(400);
    expect((await pollBalance(m.token)).availableBalance).toBe('0.00');
  });

  it('publishing from inside a transaction is refused: it could announce what a rollback undoes', async () => {
    const m = await newMember();
    await expect(h.db.transaction().execute(async (trx) => publishBalance(trx, m.userId))).rejects.toThrow(/after the transaction commits/);
  });

  it("another member's events never reach a stream", async () => {
    const [mine, theirs] = [await newMember(), await newMember()];
    const order = await confirmedOrder(theirs.token, '140.00');
    const { reader: mineReader } = await opened(mine.token);
    const { reader: theirReader } = await opened(theirs.token);
    expectSuccess(await opsCall(h, 'POST', `/deposits/${order.orderNo}/approve`));
    expect(((await theirReader.next('balance')).json as MemberBalanceMap).availableBalance).toBe('140.00');
    await mineReader.quietFor(400);
  });
});

describe('coming back', () => {
  it('with Last-Event-ID: the values missed meanwhile, numbered on from it', async () => {
    const m = await newMember();
    const order = await confirmedOrder(m.token, '120.00');
    const { reader, unread } = await opened(m.token);
    reader.close();
    expectSuccess(await opsCall(h, 'POST', `/deposits/${order.orderNo}/approve`));
    const again = await stream(m.token, unread.id!);
    const balance = await again.next();
    expect({ id: balance.id, event: balance.event, available: (balance.json as MemberBalanceMap).availableBalance }).toEqual({
      id: String(Number(unread.id) + 1),
      event: 'balance',
      available: '120.00',
    });
    const count = await again.next();
    expect({ id: count.id, total: (count.json as UnreadCount).totalCount }).toEqual({ id: String(Number(unread.id) + 2), total: 1 });
  });

  it('refuses a Last-Event-ID longer than an id can be (20 characters)', async () => {
    const m = await newMember();
    const refused = await h.call({ method: 'GET', url: '/web/user/events', headers: { token: m.token, 'last-event-id': '1'.repeat(21) } });
    expect({ status: refused.status, field: refused.body.field }).toEqual({ status: 400, field: 'last-event-id' });
    const longest = await stream(m.token, '1'.repeat(20));
    expect(longest.status).toBe(200);
  });
});

describe('sessions ending', () => {
  it('a logout ends the streams of its session, and the closed stream leaves the hub', async () => {
    const m = await newMember();
    const { reader } = await opened(m.token);
    expectSuccess(await memberPost(h, m.token, '/user/logout'));
    await reader.ended();
    await expect.poll(() => hubOf(h.db)!.holds(m.userId)).toBe(false);
  });

  it("a password change ends the member's other sessions' streams and keeps the one that changed it", async () => {
    const m = await newMember();
    const other = await issueToken(h.db, h.clock, m.userId);
    const { reader: kept } = await opened(m.token);
    const { reader: ended } = await opened(other);
    const session = await h.db.selectFrom('sessions').select('id').where('user_id', '=', m.userId).orderBy('id').executeTakeFirstOrThrow();
    await revokeSessions(h.db, h.clock, m.userId, Number(session.id));
    await ended.ended();
    await sandboxCredit(h, m.userName, '5.00');
    expect(((await kept.next('balance')).json as MemberBalanceMap).availableBalance).toBe('5.00');
  });
});
