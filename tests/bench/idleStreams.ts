/**
 * `npm run bench:streams`: how many idle live streams (GET /web/user/events, issue 25) one server process
 * holds, and what they cost it. A server is started as `npm start` runs it (node dist-server/main.mjs, the
 * JavaScript server/bundle.mjs builds; SQLite, sandbox); STREAMS members (10,000 unless told), written straight into the database with a session each,
 * open one stream each from this process over plain sockets. Once every stream has its opening events,
 * the streams stay idle through at least one heartbeat (25 s), and the server's resident memory
 * (/proc/<pid>/status VmRSS) and CPU are read before the first stream and at the end. Every stream must still
 * be open and have had its heartbeat. Target: 10,000 streams with the server under 300 MB resident.
 * `--write` records the figures in docs/performance.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { issueToken } from '../../server/features/auth/tokens';
import { createClock } from '../../server/clock';
import { LIVE_HEARTBEAT_MS } from '../../machines/rules/liveStream';
import { ServerProcess } from '../server/serverProcess';
import { scratchDatabase, type ScratchDatabase } from '../server/scratchDatabase';
import { insertMember, memberRow } from '../server/memberRows';

const STREAMS = Number(process.env.STREAMS ?? 10_000);
const TARGET_STREAMS = 10_000;
const TARGET_RSS_MB = 300;
/** Streams opened at once: a burst, like a fleet of tabs coming back after a deploy. */
const OPENING_AT_ONCE = 200;
const PERFORMANCE_PAGE = 'docs/performance.md';
const FIGURES_START = '<!-- idle stream figures -->';
const FIGURES_END = '<!-- end of idle stream figures -->';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((each) => each.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1]) / 1024;
}

/** CPU time (user + system) the process has used, in seconds. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** STREAMS members with a session each, written in batches straight into the server's database. */
async function members(database: ScratchDatabase): Promise<string[]> {
  const db = database.open();
  const clock = createClock();
  const tokens: string[] = [];
    for (let start = 0; start < STREAMS; start += 500) {
      await db.transaction().execute(async (trx) => {
        for (let index = start; index < Math.min(start + 500, STREAMS); index++) {
          const userName = `idle${String(index).padStart(5, '0')}`;
          const id = await insertMember(trx, memberRow(userName, `6${String(index).padStart(10, '0')}`, clock.now()));
          tokens.push(await issueToken(trx, clock, id));
        }
      });
    }
  await sql`pragma wal_checkpoint(truncate)`.execute(db);
  return tokens;
}

interface Stream {
  socket: Socket;
  text: string;
  closed: boolean;
}

/** Opens one stream and answers once its opening events (balance and unread) have come. */
function openStream(port: number, token: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const stream: Stream = { socket, text: '', closed: false };
    const timer = setTimeout(() => reject(new Error(`a stream did not open: ${stream.text.slice(0, 200)}`)), 60_000);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      stream.text += chunk;
      if (stream.text.length > 4096) stream.text = stream.text.slice(-2048);
      if (/event: unread/.test(stream.text)) {
        clearTimeout(timer);
        resolve(stream);
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      stream.closed = true;
    });
    socket.write(`GET /web/user/events HTTP/1.1\r\nHost: 127.0.0.1\r\nToken: ${token}\r\nAccept: text/event-stream\r\n\r\n`);
  });
}

async function main(): Promise<void> {
  const database = await scratchDatabase('streams', null);
  const streams: Stream[] = [];
  let server: ServerProcess | null = null;
  try {
    server = await ServerProcess.start({ env: database.env });
    const tokens = await members(database);
    const pid = server.pid!;
    // The server as it stands before the first stream, after one member call has warmed its routes.
    await server.post('/user/getUserBalance', { token: tokens[0] });
    await pause(2_000);
    const before = { rss: residentMb(pid), cpu: cpuSeconds(pid) };
    const opening = Date.now();
    for (let start = 0; start < tokens.length; start += OPENING_AT_ONCE) {
      streams.push(...(await Promise.all(tokens.slice(start, start + OPENING_AT_ONCE).map((token) => openStream(server!.port, token)))));
    }
    const openSeconds = (Date.now() - opening) / 1000;
    const opened = { rss: residentMb(pid), cpu: cpuSeconds(pid) };
    for (const stream of streams) stream.text = '';
    // Idle through at least one heartbeat of every stream.
    await pause(LIVE_HEARTBEAT_MS + 5_000);
    const idle = { rss: residentMb(pid), cpu: cpuSeconds(pid) };
    const open = streams.filter((stream) => !stream.closed).length;
    const heard = streams.filter((stream) => stream.text.includes(':')).length;
    const idleSeconds = (LIVE_HEARTBEAT_MS + 5_000) / 1000;
    const idleCpuPercent = ((idle.cpu - opened.cpu) / idleSeconds) * 100;
    const perStreamKb = ((idle.rss - before.rss) * 1024) / streams.length;
    const held = open === STREAMS && heard === STREAMS;
    const meets = STREAMS >= TARGET_STREAMS && idle.rss < TARGET_RSS_MB && held;
    const load = loadavg().map((value) => value.toFixed(1)).join(' ');
    const lines = [
      `Idle live streams, one server process (SQLite, sandbox, \`node dist-server/main.mjs\` as \`npm start\` runs it), ${new Date().toISOString().slice(0, 10)}, load ${load}:`,
      '',
      '| streams | opened in | still open after a heartbeat | heard the heartbeat | resident before | resident with the streams idle | per stream | server CPU while idle |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      `| ${STREAMS.toLocaleString('en')} | ${openSeconds.toFixed(1)} s | ${open.toLocaleString('en')} | ${heard.toLocaleString('en')} | ${before.rss.toFixed(0)} MB | ${idle.rss.toFixed(0)} MB | ${perStreamKb.toFixed(1)} KB | ${idleCpuPercent.toFixed(1)} % of a core |`,
      '',
      `Target: ${TARGET_STREAMS.toLocaleString('en')} streams under ${TARGET_RSS_MB} MB resident: ${meets ? 'met' : 'NOT met'}.`,
    ];
    console.log(lines.join('\n'));
    if (process.argv.includes('--write')) {
      const page = readFileSync(PERFORMANCE_PAGE, 'utf8');
      const start = page.indexOf(FIGURES_START);
      const end = page.indexOf(FIGURES_END);
      if (start < 0 || end < 0) throw new Error(`${PERFORMANCE_PAGE} has no ${FIGURES_START} section`);
      writeFileSync(PERFORMANCE_PAGE, `${page.slice(0, start)}${FIGURES_START}\n${lines.join('\n')}\n${page.slice(end)}`);
    }
    process.exitCode = meets ? 0 : 1;
  } finally {
    for (const stream of streams) stream.socket.destroy();
    await server?.stop();
    await database.drop();
  }
}

await main();
