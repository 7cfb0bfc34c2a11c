import { Refusal } from '@exchange/domain';
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import pLimit from 'p-limit';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP Password Storage Cheat Sheet (2025): scrypt with N = 2^17, r = 8, p = 1. It takes 128 MiB and a few
 * hundred ms per hash; Node runs at most UV_THREADPOOL_SIZE (4) hashes at once, so logins peak at 512 MiB.
 */
export const strongScryptParams: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/**
 * 1 MiB, about 3 ms. Used only when NODE_ENV is `test`, the one test-only setting: the node tests hash about
 * a thousand passwords a run, twice (PGlite, PostgreSQL), which at the cost before issue 14 (2^14, 16 MiB,
 * ~44 ms) was some 90 s of CPU. What they test of hashing (the format, verifying, rehashing, the queue) does
 * not depend on the cost; the overload test hashes at the strong cost. Every other value of NODE_ENV
 * (production, development, unset) hashes with the strong cost.
 */
export const testScryptParams: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

export function scryptParamsFor(nodeEnv: string | undefined): ScryptParams {
  return nodeEnv === 'test' ? testScryptParams : strongScryptParams;
}

/** The cost new hashes get in this process. */
export const currentScryptParams = scryptParamsFor(process.env['NODE_ENV']);

const keyLength = 32;

/**
 * Hashes run at once (issue 23): two of libuv's four threads, so file and DNS work keep theirs, and at
 * most 256 MiB of scrypt memory at the strong cost. Logins and transaction passwords cannot exhaust the
 * server: past `hashingQueueLimit` waiting, a hash is refused with server_busy (503, Retry-After) at once.
 */
export const hashingSlots = 2;
/**
 * A busy desk sends a burst: 20 operators deciding payment requests at once must all be checked (a wait
 * of ~32 strong hashes, well under the clients' patience), while a flood past it is refused at once.
 * HASH_QUEUE_LIMIT sets another (`limitHashingQueue`, at start).
 */
export const defaultHashingQueueLimit = 64;
let hashingQueueLimit = defaultHashingQueueLimit;
const hashing = pLimit(hashingSlots);

/**
 * Issue 38: a count alone let a queue of 64 strong hashes (~10 s on a busy 2-core machine) keep clients
 * waiting past their own time-outs, so the queue is also judged by the wait it promises: past this a hash
 * is refused at once, like the database's queue past its wait (http/loadShedding.ts). A client waits some
 * 5-10 s in all; the hash is one step of its call.
 */
export const defaultHashingWaitLimitMs = 2000;
let hashingWaitLimitMs = defaultHashingWaitLimitMs;

/** How many hashes may wait for a slot in this process before the next is refused (config.hashQueueLimit). */
export function limitHashingQueue(limit: number): void {
  hashingQueueLimit = limit;
}

/** How long a new hash may expect to wait for a slot before it is refused instead. */
export function limitHashingWait(ms: number): void {
  hashingWaitLimitMs = ms;
}

/** Hashes waiting for a slot, for GET health. */
export function hashesWaiting(): number {
  return hashing.pendingCount;
}

/** A moving mean of how long one hash takes, per cost (a test-cost hash says nothing of a strong one). */
const meanHashMs = new Map<string, number>();
const costKey = (options: ScryptParams) => `${options.N}:${options.r}:${options.p}`;

function recordHashTime(key: string, ms: number): void {
  const mean = meanHashMs.get(key);
  meanHashMs.set(key, mean === undefined ? ms : mean * 0.8 + ms * 0.2);
}

/** What a hash asked now would wait: the hashes ahead of it, run `hashingSlots` at a time. */
export function expectedHashingWaitMs(options: ScryptParams = currentScryptParams): number {
  const ahead = hashing.activeCount + hashing.pendingCount;
  return Math.floor(ahead / hashingSlots) * (meanHashMs.get(costKey(options)) ?? 0);
}

function scrypt(password: string, salt: Buffer, options: ScryptParams): Promise<Buffer> {
  if (hashing.pendingCount >= hashingQueueLimit || expectedHashingWaitMs(options) > hashingWaitLimitMs) {
    return Promise.reject(new Refusal('server_busy'));
  }
  // Node refuses a cost above maxmem; scrypt needs 128 * N * r bytes, so leave it room above that.
  const maxmem = 256 * options.N * options.r;
  const key = costKey(options);
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const started = performance.now();
        scryptCallback(password, salt, keyLength, { ...options, maxmem }, (error, derived) => {
          recordHashTime(key, performance.now() - started);
          if (error) reject(error);
          else resolve(derived);
        });
      }),
  );
}

/** A salted scrypt hash; the parameters travel in it (`scrypt$N$r$p$salt$key`), so verifying old ones keeps working. */
export async function hashPassword(
  password: string,
  params: ScryptParams = currentScryptParams,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function paramsOf(stored: string): (ScryptParams & { salt: string; key: string }) | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return null;
  return { N: Number(n), r: Number(r), p: Number(p), salt, key };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = paramsOf(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.key, 'base64');
  const actual = await scrypt(password, Buffer.from(parsed.salt, 'base64'), parsed);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Whether a stored hash is cheaper than `params` (so the next sign-in should hash the password again).
 * Only weaker, never merely different: a test-cost process must not lower a stronger hash.
 */
export function needsRehash(stored: string, params: ScryptParams = currentScryptParams): boolean {
  const parsed = paramsOf(stored);
  if (!parsed) return false;
  return parsed.N < params.N || parsed.r < params.r || parsed.p < params.p;
}

/** Verifying against this when the user does not exist keeps "no such user" as slow as "wrong password". */
export const decoyHash = await hashPassword(randomBytes(12).toString('hex'));
