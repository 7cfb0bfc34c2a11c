import { checkSeedChainLink, commitmentOf, type SeedChainProof } from '@exchange/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chainSeed, chainTerminalHash, hashedTimes, newChainStart, sha256Hex } from './chainHashes.ts';

/**
 * The seed chain as the server builds it (Node's SHA-256), checked by the verifier players run (the
 * domain's check on Web Crypto): two implementations of one rule, over any start and any length.
 */

const start = fc.stringMatching(/^[0-9a-f]{64}$/);
/** A chain and a link of it (short chains: every link of each is hashed). */
const chainAndLink = fc
  .record({ start, links: fc.integer({ min: 1, max: 40 }) })
  .chain(({ start, links }) =>
    fc.record({ start: fc.constant(start), links: fc.constant(links), link: fc.nat(links - 1) }),
  );

const seedsOf = (start: string, links: number) =>
  Array.from({ length: links }, (_, link) => chainSeed(start, links, link));

function proofOf(start: string, links: number, link: number, previousLink: number | null): SeedChainProof {
  return {
    chainId: 1,
    link,
    links,
    terminalHash: chainTerminalHash(start, links),
    previous:
      previousLink === null
        ? null
        : { mid: `r${previousLink}`, link: previousLink, serverSeed: chainSeed(start, links, previousLink) },
  };
}

describe('the seed chain (docs/adr/0019-casino-seed-chain.md)', () => {
  it('hashes each link to the one dealt before it, and the first link to the terminal hash', () => {
    fc.assert(
      fc.property(start, fc.integer({ min: 1, max: 60 }), (start, links) => {
        const seeds = seedsOf(start, links);
        expect(sha256Hex(seeds[0] ?? '')).toBe(chainTerminalHash(start, links));
        for (let link = 1; link < links; link += 1) {
          expect(sha256Hex(seeds[link] ?? '')).toBe(seeds[link - 1]);
        }
        // The link rule is the commitment rule: a round's commitment is the seed revealed before it.
        expect(commitmentOf(seeds[0] ?? '')).toBe(chainTerminalHash(start, links));
      }),
    );
  });

  it('never deals a seed twice when its links are used in order', () => {
    fc.assert(
      fc.property(start, fc.integer({ min: 1, max: 60 }), (start, links) => {
        const seeds = seedsOf(start, links);
        expect(new Set(seeds).size).toBe(links);
        expect(seeds).not.toContain(chainTerminalHash(start, links));
        for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
      }),
    );
  });

  it("passes the player's check for every link, against its previous round or, across links never dealt, an earlier one", async () => {
    await fc.assert(
      fc.asyncProperty(chainAndLink, fc.nat(), async ({ start, links, link }, skip) => {
        const seed = chainSeed(start, links, link);
        const previousLink = link === 0 ? null : link - 1 - (skip % link);
        const check = await checkSeedChainLink(seed, proofOf(start, links, link, previousLink));
        expect(check).toEqual({
          linkMatches: true,
          against: previousLink === null ? 'terminalHash' : 'previous',
          hashes: link - (previousLink ?? -1),
        });
      }),
      { numRuns: 60 },
    );
  });

  it("fails the player's check for a tampered seed", async () => {
    await fc.assert(
      fc.asyncProperty(chainAndLink, fc.nat(63), fc.nat(15), async ({ start, links, link }, at, digit) => {
        const seed = chainSeed(start, links, link);
        const changed =
          digit.toString(16) === seed[at] ? ((digit + 1) % 16).toString(16) : digit.toString(16);
        const tampered = `${seed.slice(0, at)}${changed}${seed.slice(at + 1)}`;
        const previousLink = link === 0 ? null : link - 1;
        const check = await checkSeedChainLink(tampered, proofOf(start, links, link, previousLink));
        expect(check.linkMatches).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it('fails a fresh seed the chain never held, and the seed of another link', async () => {
    const chain = newChainStart();
    const fresh = newChainStart();
    expect((await checkSeedChainLink(fresh, proofOf(chain, 10, 4, 3))).linkMatches).toBe(false);
    expect((await checkSeedChainLink(chainSeed(chain, 10, 5), proofOf(chain, 10, 4, 3))).linkMatches).toBe(
      false,
    );
    expect((await checkSeedChainLink(chainSeed(chain, 10, 3), proofOf(chain, 10, 4, 3))).linkMatches).toBe(
      false,
    );
  });

  it('is SHA-256 of the hex string, as any SHA-256 tool computes it', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashedTimes('abc', 2)).toBe(sha256Hex(sha256Hex('abc')));
    expect(hashedTimes('abc', 0)).toBe('abc');
  });

  it('has no link outside the chain', () => {
    const chain = newChainStart();
    expect(() => chainSeed(chain, 10, 10)).toThrow(RangeError);
    expect(() => chainSeed(chain, 10, -1)).toThrow(RangeError);
    expect(() => chainSeed(chain, 10, 1.5)).toThrow(RangeError);
    expect(chainSeed(chain, 10, 9)).toBe(chain);
  });
});
