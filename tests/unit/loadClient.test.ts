import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoadConnection } from '../bench/loadClient';

/**
 * The bench's load connection (tests/bench/loadClient.ts) against node's own HTTP server: the server
 * must read what the bench meant to send, and the bench must read each answer whole, however the
 * bytes arrive, one request after another on one socket.
 */
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let port: number;
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const text = request.url === '/split' ? '{"code":0,"name":"龍虎 dragon"}' : JSON.stringify({ code: request.url === '/refused' ? 401 : 0, echo: body });
      const bytes = Buffer.from(text);
      response.writeHead(request.url === '/refused' ? 401 : 200, { 'content-type': 'application/json', 'content-length': bytes.length });
      if (request.url !== '/split') return response.end(bytes);
      // The answer in pieces, cutting a character of three bytes in two.
      response.write(bytes.subarray(0, 11));
      setTimeout(() => response.end(bytes.subarray(11)), 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the bench load connection', () => {
  it('sends the method, path, headers and body the bench names, and reads the status and body back', async () => {
    const connection = new LoadConnection('127.0.0.1', port);
    const answer = await connection.send('POST', '/web/round?x=1', { token: 'abc', 'content-type': 'application/json' }, '{"stake":"0.01","名":"张"}');
    connection.close();
    expect(answer).toEqual({ status: 200, text: JSON.stringify({ code: 0, echo: '{"stake":"0.01","名":"张"}' }) });
    const last = seen.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.url).toBe('/web/round?x=1');
    expect(last.headers.token).toBe('abc');
    expect(last.headers['content-length']).toBe(String(Buffer.byteLength('{"stake":"0.01","名":"张"}')));
    expect(last.headers.connection).toBeUndefined();
  });

  it('keeps one socket for request after request, with and without a body, and reads refusals too', async () => {
    const connection = new LoadConnection('127.0.0.1', port);
    const sockets = new Set<string>();
    const count = (socket: { remotePort?: number }) => sockets.add(`${socket.remotePort}`);
    server.on('connection', count);
    const before = seen.length;
    const answers = [];
    for (let index = 0; index < 20; index++) answers.push(await connection.send(index % 2 ? 'GET' : 'POST', index === 7 ? '/refused' : `/n${index}`, {}, index % 2 ? undefined : `body ${index}`));
    connection.close();
    server.off('connection', count);
    expect(seen.length - before).toBe(20);
    expect(sockets.size).toBe(1);
    expect(answers[7].status).toBe(401);
    expect(answers[8]).toEqual({ status: 200, text: JSON.stringify({ code: 0, echo: 'body 8' }) });
    expect(answers[9]).toEqual({ status: 200, text: JSON.stringify({ code: 0, echo: '' }) });
  });

  it('reads an answer that arrives in pieces, split inside a character', async () => {
    const connection = new LoadConnection('127.0.0.1', port);
    const answer = await connection.send('GET', '/split');
    expect(answer.text).toBe('{"code":0,"name":"龍虎 dragon"}');
    expect((await connection.send('GET', '/after')).status).toBe(200);
    connection.close();
  });

  it('refuses a second request before the first is answered, and fails when the server is gone', async () => {
    const connection = new LoadConnection('127.0.0.1', port);
    const first = connection.send('GET', '/split');
    await expect(connection.send('GET', '/n1')).rejects.toThrow('one request at a time');
    await first;
    connection.close();
    const nowhere = new LoadConnection('127.0.0.1', 1);
    await expect(nowhere.send('GET', '/')).rejects.toThrow();
  });
});
