import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { timeOrderedUuid } from '../../machines/rules/ids';
import { ApiFailure, call, connectApi, http, isGuestCall, post, REQUEST_TIMEOUT_MS, type Failure } from '../../src/api/client';
import { wallet } from '../../contract/wallet';
import { member } from '../../contract/member';
import { games } from '../../contract/games';
import { upload } from '../../contract/upload';

/** A scripted /web endpoint on loopback, so the real axios client runs end to end. */
let server: Server;
/** delays: the answer delay of each coming request in turn, then delayMs. */
let reply: { status: number; body: string; delayMs?: number; delays?: number[] };
let seen: { url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    request.resume();
    setTimeout(() => {
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(reply.body);
    }, reply.delays?.shift() ?? reply.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // In the browser the base is the relative /web; here it must name the loopback server.
  http.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/web`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const hooks = {
  token: vi.fn<() => string | null>(() => 'secret-token'),
  language: vi.fn(() => 'en' as const),
  unauthorized: vi.fn(),
  forbidden: vi.fn<(ip: string | null) => void>(),
  failed: vi.fn<(failure: Failure) => void>(),
};

beforeEach(() => {
  seen = [];
  vi.clearAllMocks();
  connectApi(hooks);
});

describe('api client', () => {
  it('uses base /web and a 5000 ms time-out', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(5000);
    expect(http.defaults.timeout).toBe(5000);
  });

  it('knows guest calls by their path', () => {
    expect(isGuestCall('/guest/user/login')).toBe(true);
    expect(isGuestCall('/common/sysDictionary/getSysDictionary')).toBe(true);
    expect(isGuestCall('/user/getUserInfo')).toBe(false);
  });
});

describe('api client against a server', () => {
  beforeEach(() => {
    reply = { status: 200, body: JSON.stringify({ code: 0, msg: 'ok', userInfo: { userName: 'demo01' } }) };
  });

  it('sends the token and language on member calls and returns the envelope', async () => {
    const body = await post<{ userInfo: { userName: string } }>('/user/getUserInfo', { query: { a: 1 } });
    expect(body.userInfo.userName).toBe('demo01');
    expect(seen[0].url).toBe('/web/user/getUserInfo?a=1');
    expect(seen[0].headers.token).toBe('secret-token');
    expect(seen[0].headers.lang).toBe('en');
  });

  it('never sends the token on guest calls', async () => {
    await post('/guest/user/getRegisterItem');
    expect(seen[0].headers.token).toBeUndefined();
  });

  it('turns code 401 into the unauthorized signal and yields nothing', async () => {
    reply = { status: 401, body: JSON.stringify({ code: 401, msg: 'expired' }) };
    await expect(post('/user/getUserInfo')).rejects.toBeInstanceOf(ApiFailure);
    expect(hooks.unauthorized).toHaveBeenCalledTimes(1);
    expect(hooks.failed).not.toHaveBeenCalled();
  });

  it('turns code 403 into the forbidden signal with the reported IP', async () => {
    reply = { status: 403, body: JSON.stringify({ code: 403, msg: 'barred', ip: '198.51.100.7' }) };
    await expect(post('/guest/restrict/getRestrict')).rejects.toBeInstanceOf(ApiFailure);
    expect(hooks.forbidden).toHaveBeenCalledWith('198.51.100.7');
  });

  it('reports any other code with the server’s message', async () => {
    reply = { status: 400, body: JSON.stringify({ code: 400, msg: 'Wrong account or password.' }) };
    await expect(post('/guest/user/login')).rejects.toMatchObject({ code: 400, msg: 'Wrong account or password.' });
    expect(hooks.failed).toHaveBeenCalledWith({ msg: 'Wrong account or password.' });
  });

  it('rejects with a typed failure carrying the code, the message and the field at fault', async () => {
    reply = { status: 400, body: JSON.stringify({ code: 400, msg: 'Invalid parameter: amount', field: 'amount' }) };
    const failure: unknown = await post('/apiCode/convertMoney').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: 400, msg: 'Invalid parameter: amount', field: 'amount' });
    reply = { status: 409, body: JSON.stringify({ code: 409, msg: 'taken' }) };
    const unnamed = (await post('/guest/user/register').catch((error: unknown) => error)) as ApiFailure;
    expect(unnamed.field).toBeUndefined();
    expect('field' in unnamed).toBe(false);
  });

  it('skips the toast for the codes the calling machine handles, and still rejects', async () => {
    reply = { status: 400, body: JSON.stringify({ code: 400, msg: 'The balance is not enough.' }) };
    await expect(post('/apiCode/convertMoney', { handles: [400] })).rejects.toMatchObject({ code: 400, msg: 'The balance is not enough.' });
    expect(hooks.failed).not.toHaveBeenCalled();
    // A code the machine does not handle is toasted as usual.
    reply = { status: 409, body: JSON.stringify({ code: 409, msg: 'Conflict.' }) };
    await expect(post('/apiCode/convertMoney', { handles: [400] })).rejects.toMatchObject({ code: 409 });
    expect(hooks.failed).toHaveBeenCalledWith({ msg: 'Conflict.' });
  });

  it("shows no toast at all for a call that handles 'all' (a list showing its failure in place)", async () => {
    reply = { status: 409, body: JSON.stringify({ code: 409, msg: 'Conflict.' }) };
    await expect(post('/user/getUserTransInfo', { handles: 'all' })).rejects.toMatchObject({ code: 409, msg: 'Conflict.' });
    reply = { status: 502, body: '<html>bad gateway</html>' };
    await expect(post('/user/getUserTransInfo', { handles: 'all' })).rejects.toMatchObject({ code: -1 });
    expect(hooks.failed).not.toHaveBeenCalled();
    // The session still hears of an expired token.
    reply = { status: 401, body: JSON.stringify({ code: 401, msg: 'expired' }) };
    await expect(post('/user/getUserTransInfo', { handles: 'all' })).rejects.toMatchObject({ code: 401 });
    expect(hooks.unauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the session signals for 401 and 403 even when the call handles them', async () => {
    reply = { status: 401, body: JSON.stringify({ code: 401, msg: 'expired' }) };
    await expect(post('/user/getUserInfo', { handles: [401] })).rejects.toMatchObject({ code: 401, msg: 'expired' });
    expect(hooks.unauthorized).toHaveBeenCalledTimes(1);
    expect(hooks.failed).not.toHaveBeenCalled();
  });

  it('reports a body that is not an envelope as a server fault, code -1', async () => {
    reply = { status: 502, body: '<html>bad gateway</html>' };
    await expect(post('/user/getUserInfo')).rejects.toMatchObject({ code: -1, msg: 'call.internal' });
    expect(hooks.failed).toHaveBeenCalledWith({ messageKey: 'call.internal' });
  });

  it('takes path, method and Idempotency-Key of a contract call from the contract', async () => {
    reply = { status: 200, body: JSON.stringify({ code: 0, msg: 'ok', userBalanceMap: {}, wallet: {} }) };
    await call(wallet.convertMoney, { query: { from: 'central', to: 'rlive', amount: '1.00' } });
    await call(member.getUserBalance, {});
    expect(seen[0].url).toBe('/web/apiCode/convertMoney?from=central&to=rlive&amount=1.00');
    expect(seen[0].headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1].url).toBe('/web/user/getUserBalance');
    expect(seen[1].headers['idempotency-key']).toBeUndefined();
  });

  it('fills an endpoint\'s path parameters, encoded, and refuses a call missing one', async () => {
    reply = { status: 200, body: JSON.stringify({ code: 0, msg: 'ok' }) };
    await call(games.deleteCollect, { params: { id: 42 } });
    expect(seen[0].url).toBe('/web/gameCollect/delete/42');
    expect(() => call(games.deleteCollect, { params: {} as { id: number } })).toThrow('path parameter id is missing');
  });

  it('sends a FormData upload as multipart with the language and token headers, and a 401 reaches the session', async () => {
    reply = { status: 200, body: JSON.stringify({ code: 0, msg: 'ok', data: ['/web/upload/files/a.png'] }) };
    const form = new FormData();
    form.append('files', new Blob(['png'], { type: 'image/png' }), 'a.png');
    const answer = await call(upload.uploadFile, { query: { purpose: 'avatar' }, body: form });
    expect(answer.data).toEqual(['/web/upload/files/a.png']);
    expect(seen[0].url).toBe('/web/upload/uploadFile?purpose=avatar');
    expect(seen[0].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect([seen[0].headers.lang, seen[0].headers.token]).toEqual(['en', 'secret-token']);
    reply = { status: 200, body: JSON.stringify({ code: 401, msg: 'Please log in' }) };
    await expect(call(upload.uploadFile, { query: { purpose: 'avatar' }, body: form }, { handles: 'all' })).rejects.toBeInstanceOf(ApiFailure);
    expect(hooks.unauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure', async () => {
    const base = http.defaults.baseURL;
    http.defaults.baseURL = 'http://127.0.0.1:1/web';
    await expect(post('/user/getUserInfo')).rejects.toMatchObject({ code: -1, msg: 'call.network' });
    http.defaults.baseURL = base;
    expect(hooks.failed).toHaveBeenCalledWith({ messageKey: 'call.network' });
  });

  it('reports a time-out apart from other network failures', async () => {
    reply = { ...reply, delayMs: 200 };
    http.defaults.timeout = 50;
    await expect(post('/user/getUserInfo')).rejects.toMatchObject({ code: -1, msg: 'call.timeout' });
    http.defaults.timeout = REQUEST_TIMEOUT_MS;
    expect(hooks.failed).toHaveBeenCalledWith({ messageKey: 'call.timeout' });
  });

  it('sends a fresh time-ordered Idempotency-Key with each money-moving call, and none with others', async () => {
    await post('/user/getUserInfo');
    await post('/apiCode/convertMoney', { idempotent: true });
    await post('/apiCode/convertMoney', { idempotent: true });
    const [plain, first, second] = seen.map((request) => request.headers['idempotency-key']);
    expect(plain).toBeUndefined();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
    expect(String(second) >= String(first).slice(0, 13)).toBe(true);
  });

  it('tries a money-moving call once more after a time-out, with the same key', async () => {
    reply = { ...reply, delays: [200, 0] };
    http.defaults.timeout = 100;
    try {
      const body = await post<{ userInfo: { userName: string } }>('/apiCode/convertMoney', { idempotent: true });
      expect(body.userInfo.userName).toBe('demo01');
    } finally {
      http.defaults.timeout = REQUEST_TIMEOUT_MS;
    }
    expect(seen).toHaveLength(2);
    expect(seen[1].headers['idempotency-key']).toBe(seen[0].headers['idempotency-key']);
  });

  it('does not retry other calls after a time-out', async () => {
    reply = { ...reply, delays: [200, 0] };
    http.defaults.timeout = 100;
    try {
      await expect(post('/user/getUserInfo')).rejects.toBeInstanceOf(ApiFailure);
    } finally {
      http.defaults.timeout = REQUEST_TIMEOUT_MS;
    }
    expect(seen).toHaveLength(1);
  });
});

describe('ids', () => {
  it('time-ordered ids carry their millisecond in front, so later ids sort later', () => {
    const early = timeOrderedUuid(Date.UTC(2026, 10, 21, 12, 0, 0, 1));
    const late = timeOrderedUuid(Date.UTC(2026, 10, 21, 12, 0, 0, 2));
    expect(early.slice(0, 13)).toBe('01a1fdfa-4601');
    expect(late.slice(0, 13)).toBe('01a1fdfa-4602');
    expect(late > early).toBe(true);
    expect(timeOrderedUuid(0).slice(0, 14)).toBe('00000000-0000-');
  });
});
