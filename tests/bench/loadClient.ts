import { connect, type Socket } from 'node:net';

/**
 * The bench's load: HTTP/1.1 over one keep-alive socket per connection, as wrk and autocannon send it,
 * one request at a time (no pipelining: each waits for the answer before the next goes out). node's own
 * client (http.request with an Agent) costs this machine's 2 cores 70-130 µs of CPU per request, more than
 * the server's bare route itself, and the bench runs beside the server; this one writes a ready-made
 * request and reads the answer's status line, Content-Length and body, about a fifth of that. The server
 * sees the same bytes either way (tests/unit/loadClient.test.ts holds it to that).
 */

export interface Answer {
  status: number;
  text: string;
}

const HEADER_END = Buffer.from('\r\n\r\n');

export class LoadConnection {
  readonly #socket: Socket;
  readonly #host: string;
  #received: Buffer = Buffer.alloc(0);
  #waiting: { resolve: (answer: Answer) => void; reject: (error: Error) => void } | null = null;
  #failure: Error | null = null;

  constructor(host: string, port: number) {
    this.#host = `${host}:${port}`;
    this.#socket = connect({ host, port, noDelay: true });
    this.#socket.on('data', (chunk: Buffer) => this.#read(chunk));
    this.#socket.on('error', (error) => this.#fail(error));
    this.#socket.on('close', () => this.#fail(new Error('the server closed the connection')));
  }

  send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#waiting) return Promise.reject(new Error('one request at a time on a load connection'));
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.#host}\r\n`;
    for (const name in headers) head += `${name}: ${headers[name]}\r\n`;
    if (body !== undefined) head += `content-length: ${Buffer.byteLength(body)}\r\n`;
    this.#socket.write(body === undefined ? `${head}\r\n` : `${head}\r\n${body}`);
    return new Promise((resolve, reject) => (this.#waiting = { resolve, reject }));
  }

  close(): void {
    this.#waiting = null;
    this.#socket.destroy();
  }

  #read(chunk: Buffer): void {
    this.#received = this.#received.length === 0 ? chunk : Buffer.concat([this.#received, chunk]);
    const headerEnd = this.#received.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = this.#received.toString('latin1', 0, headerEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) return this.#fail(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
    const bodyStart = headerEnd + HEADER_END.length;
    const bodyEnd = bodyStart + Number(length[1]);
    if (this.#received.length < bodyEnd) return;
    const answer = { status: Number(head.slice(9, 12)), text: this.#received.toString('utf8', bodyStart, bodyEnd) };
    this.#received = this.#received.subarray(bodyEnd);
    const waiting = this.#waiting;
    this.#waiting = null;
    waiting?.resolve(answer);
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    const waiting = this.#waiting;
    this.#waiting = null;
    waiting?.reject(error);
  }
}
