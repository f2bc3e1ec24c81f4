import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { DomainError } from '../../errors';
import { Semaphore } from './semaphore';

/** scrypt with N=2^17, r=8, p=1: about 128 MiB and a few hundred milliseconds per hash. */
export const PASSWORD_HASH_COST = 2 ** 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * Hashes running at once, and hashes waiting for a turn, at most. Each hash holds 128 MiB and one of
 * libuv's four threads: unbounded, a burst of logins would take every thread (and the memory) and
 * keep a real member waiting past the site's 5 s time-out. Past the queue a login is refused at once
 * ("busy, try again") rather than queued for longer than it would wait anyway.
 */
export const CONCURRENT_HASHES = 2;
export const QUEUED_HASHES = 16;
const hashing = new Semaphore(CONCURRENT_HASHES, QUEUED_HASHES);

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return hashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
    () => new DomainError(503, 'error.busy'),
  );
}

/** The cost of new hashes: always PASSWORD_HASH_COST in the server (see useCheapHashesInTests). */
let newHashCost = PASSWORD_HASH_COST;

/**
 * Test-only hook, called by the server tests' harness (tests/server/harness.ts) and by nothing in the
 * server: new hashes cost 2^10 instead of 2^17 until it is called with false. A hash at full cost takes
 * half a second of CPU, and the server suites register and log in members hundreds of times on each
 * engine. Verification reads the cost stored in each hash, so hashes of either cost verify as before;
 * tests/server/passwordCost.test.ts pins the full cost.
 */
export function useCheapHashesInTests(cheap: boolean): void {
  newHashCost = cheap ? 2 ** 10 : PASSWORD_HASH_COST;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: newHashCost, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', newHashCost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | null = null;
let decoyReady = false;

/**
 * Builds the decoy hash; the app awaits it at start, so the first unknown account after a restart
 * costs one hash like every other login, not two (which would tell it apart from a known one).
 */
export function prepareDecoy(): Promise<string> {
  decoy ??= hashPassword('decoy-password').then((hash) => {
    decoyReady = true;
    return hash;
  }, (error: unknown) => {
    decoy = null; // built again by the next caller
    throw error;
  });
  return decoy;
}

/** Whether the decoy hash is built (so an unknown account costs one hash). */
export const isDecoyReady = (): boolean => decoyReady;

/** Spends the same work on an unknown account as on a known one, so timing reveals nothing. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  await verifyPassword(password, await prepareDecoy());
  return false;
}
