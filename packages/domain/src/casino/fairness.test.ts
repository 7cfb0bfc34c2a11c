/// <reference types="node" />
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalDeck, casinoCardCode } from './cards.ts';
import {
  commitmentOf,
  fairStream,
  newServerSeed,
  perMilleDraw,
  randomInt,
  shuffled,
  type RandomSource,
} from './fairness.ts';

const key = { serverSeed: 'ab'.repeat(32), publicSeed: 'table-salt', roundId: '5001261126031500' };

/** The stream as CASINO.md 3.4 words it, computed with Node's own HMAC: an independent reference. */
function referenceWords(count: number): number[] {
  const words: number[] = [];
  for (let block = 0; words.length < count; block += 1) {
    const bytes = createHmac('sha256', key.serverSeed)
      .update(`${key.publicSeed}:${key.roundId}:${block}`)
      .digest();
    for (let offset = 0; offset < 32; offset += 4) words.push(bytes.readUInt32BE(offset));
  }
  return words.slice(0, count);
}

const fixed = (values: number[]): RandomSource => {
  let index = 0;
  return { nextUint32: () => values[index++] ?? 0 };
};

describe('the provably fair stream (CASINO.md 3)', () => {
  it('commits to the SHA-256 of the seed string, as any SHA-256 tool computes it', () => {
    expect(commitmentOf(key.serverSeed)).toBe(createHash('sha256').update(key.serverSeed).digest('hex'));
  });

  it('draws fresh 64-hex-character seeds that never repeat', () => {
    const seeds = new Set(Array.from({ length: 200 }, newServerSeed));
    expect(seeds.size).toBe(200);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is the HMAC-SHA256 counter stream over publicSeed:roundId:k, block after block', () => {
    const stream = fairStream(key);
    const words = Array.from({ length: 20 }, () => stream.nextUint32());
    expect(words).toEqual(referenceWords(20));
  });

  it('deals the same deck again from the same seeds, and another from any changed seed', () => {
    const deck = canonicalDeck({ copies: 1 });
    const deal = (changes: Partial<typeof key>) =>
      shuffled(fairStream({ ...key, ...changes }), deck)
        .map(casinoCardCode)
        .join(' ');
    expect(deal({})).toBe(deal({}));
    expect(deal({ serverSeed: 'ac'.repeat(32) })).not.toBe(deal({}));
    expect(deal({ publicSeed: 'other' })).not.toBe(deal({}));
    expect(deal({ roundId: '5001261126031530' })).not.toBe(deal({}));
  });

  it('rejects the top remainder instead of folding it in (no modulo bias)', () => {
    // m = 3: limit = floor(2^32 / 3) * 3 = 4294967295, so 4294967295 itself is rejected.
    expect(randomInt(fixed([4294967295, 7]), 3)).toBe(1);
    expect(randomInt(fixed([4294967294]), 3)).toBe(4294967294 % 3);
    expect(() => randomInt(fixed([1]), 0)).toThrow(RangeError);
  });

  it('shuffles with Fisher-Yates from the last card down: j = randInt(i + 1) for i = N-1 .. 1', () => {
    // Every draw 0: each step swaps deck[i] with deck[0], which rotates [a, b, c, d] to [b, c, d, a].
    expect(shuffled(fixed([0, 0, 0]), ['a', 'b', 'c', 'd'])).toEqual(['b', 'c', 'd', 'a']);
    const deck = canonicalDeck({ copies: 8 });
    const result = shuffled(fairStream(key), deck);
    expect(result.map(casinoCardCode).sort()).toEqual(deck.map(casinoCardCode).sort());
  });

  it('spreads draws evenly: each of 13 values within 4 sigma of its share over 130,000 draws', () => {
    const stream = fairStream(key);
    const counts = new Array<number>(13).fill(0);
    for (let i = 0; i < 130_000; i += 1) {
      const value = randomInt(stream, 13);
      counts[value] = (counts[value] ?? 0) + 1;
    }
    const expected = 10_000;
    for (const count of counts) expect(Math.abs(count - expected)).toBeLessThan(4 * Math.sqrt(expected));
  });

  it('maps a per-mille draw through its table and refuses a table that is not 1000', () => {
    const table = [
      ['a', 300],
      ['b', 700],
    ] as const;
    expect(perMilleDraw(fixed([299]), table)).toBe('a');
    expect(perMilleDraw(fixed([300]), table)).toBe('b');
    expect(() => perMilleDraw(fixed([1]), [['a', 999]])).toThrow(RangeError);
  });
});
