import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The provably fair scheme of CASINO.md section 3 (`pf-shuffle-v1`): a per-round server seed, published
 * first as its SHA-256 commitment and revealed after the result; a byte stream of HMAC-SHA256 blocks keyed
 * by the seed over `publicSeed:roundId:k`; unbiased integers by rejection; a Fisher-Yates shuffle. Pure
 * and synchronous, so the server that deals, the app's verifier and the tests run the same code.
 */
export const fairnessAlgorithm = 'pf-shuffle-v1';

/** Where a game's randomness comes from: the round's HMAC stream, or a seeded PRNG in simulations. */
export interface RandomSource {
  /** The next 4 bytes of the stream as a big-endian unsigned integer. */
  nextUint32(): number;
}

/** A fresh server seed: 32 bytes from the platform's CSPRNG as 64 lowercase hex characters. */
export function newServerSeed(): string {
  return bytesToHex(randomBytes(32));
}

/** The commitment published while betting is open: SHA-256 of the seed's hex string, in hex. */
export function commitmentOf(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

export interface FairRoundKey {
  readonly serverSeed: string;
  readonly publicSeed: string;
  readonly roundId: string;
}

/** The round's byte stream: block k = HMAC-SHA256(serverSeed, `${publicSeed}:${roundId}:${k}`). */
export function fairStream({ serverSeed, publicSeed, roundId }: FairRoundKey): RandomSource {
  const keyed = hmac.create(sha256, utf8ToBytes(serverSeed));
  let block = new Uint8Array(0);
  let offset = 0;
  let counter = 0;
  return {
    nextUint32() {
      if (offset + 4 > block.length) {
        // The keyed state is cloned per block, so the key is hashed once per round, not once per block.
        block = keyed
          .clone()
          .update(utf8ToBytes(`${publicSeed}:${roundId}:${counter}`))
          .digest();
        counter += 1;
        offset = 0;
      }
      const value =
        ((block[offset] ?? 0) * 0x1000000 +
          ((block[offset + 1] ?? 0) << 16) +
          ((block[offset + 2] ?? 0) << 8) +
          (block[offset + 3] ?? 0)) >>>
        0;
      offset += 4;
      return value;
    },
  };
}

const twoTo32 = 0x100000000;

/** A uniform integer in [0, m): 4 bytes at a time, rejecting the top remainder so there is no modulo bias. */
export function randomInt(source: RandomSource, m: number): number {
  if (!Number.isSafeInteger(m) || m < 1 || m > twoTo32) throw new RangeError(`Not a range: ${m}`);
  return uniformBelow(source, m);
}

// randomInt without the range check: the shuffle's ranges are known good, and it draws a million
// times a second in the statistical tests.
function uniformBelow(source: RandomSource, m: number): number {
  const limit = twoTo32 - (twoTo32 % m);
  for (;;) {
    const x = source.nextUint32();
    if (x < limit) {
      const quotient = Math.floor(x / m);
      return x - quotient * m;
    }
  }
}

/** Fisher-Yates from the last index down (CASINO.md 3.6); returns a shuffled copy. */
export function shuffled<T>(source: RandomSource, items: readonly T[]): T[] {
  const deck = items.slice();
  for (let i = deck.length - 1; i >= 1; i -= 1) {
    const j = uniformBelow(source, i + 1);
    const swap = deck[i] as T;
    deck[i] = deck[j] as T;
    deck[j] = swap;
  }
  return deck;
}

/** Maps randomInt(1000) through a game's per-mille table: the first entry whose running total exceeds it. */
export function perMilleDraw<T>(source: RandomSource, table: readonly (readonly [T, number])[]): T {
  const total = table.reduce((sum, [, weight]) => sum + weight, 0);
  if (total !== 1000) throw new RangeError(`A per-mille table must add up to 1000, not ${total}`);
  let draw = randomInt(source, 1000);
  for (const [value, weight] of table) {
    if (draw < weight) return value;
    draw -= weight;
  }
  /* c8 ignore next */
  throw new Error('unreachable: the table adds up to 1000');
}
