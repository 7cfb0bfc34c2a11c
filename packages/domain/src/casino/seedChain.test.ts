/// <reference types="node" />
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commitmentOf } from './fairness.ts';
import { checkSeedChainLink, seedChainLinks, webSha256Hex, type SeedChainProof } from './seedChain.ts';

/** Node's SHA-256: an independent reference for the Web Crypto one. */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A chain of `links` seeds built as the server builds it, and what its first link hashes to. */
function chain(start: string, links: number) {
  const values = [start];
  for (let step = 0; step < links; step += 1) values.push(sha256(values.at(-1) ?? ''));
  const terminalHash = values.pop() ?? '';
  return { seeds: values.reverse(), terminalHash };
}

const { seeds, terminalHash } = chain('ab'.repeat(32), 8);
const seed = (link: number) => seeds[link] ?? '';
const proof = (link: number, previousLink: number | null, changes: Partial<SeedChainProof> = {}) => ({
  chainId: 7,
  link,
  links: seeds.length,
  terminalHash,
  previous:
    previousLink === null
      ? null
      : { mid: `r${previousLink}`, link: previousLink, serverSeed: seed(previousLink) },
  ...changes,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the seed chain check (docs/adr/0019-casino-seed-chain.md)', () => {
  it('hashes with Web Crypto exactly as SHA-256 of the hex string, the commitment rule', async () => {
    expect(await webSha256Hex(seed(3))).toBe(sha256(seed(3)));
    expect(await webSha256Hex(seed(3))).toBe(commitmentOf(seed(3)));
    expect(await webSha256Hex('')).toBe(sha256(''));
  });

  it('says so where the page has no Web Crypto (a browser gives it only to secure pages)', async () => {
    vi.stubGlobal('crypto', undefined);
    await expect(webSha256Hex('abc')).rejects.toThrow('Web Crypto needs a secure (https) page');
  });

  it("checks the chain's first round against the terminal hash, and a later one against the previous", async () => {
    expect(await checkSeedChainLink(seed(0), proof(0, null))).toEqual({
      linkMatches: true,
      against: 'terminalHash',
      hashes: 1,
    });
    expect(await checkSeedChainLink(seed(5), proof(5, 4))).toEqual({
      linkMatches: true,
      against: 'previous',
      hashes: 1,
    });
  });

  it('hashes across links never dealt, to the nearest earlier revealed one or the terminal hash', async () => {
    expect(await checkSeedChainLink(seed(6), proof(6, 2))).toEqual({
      linkMatches: true,
      against: 'previous',
      hashes: 4,
    });
    expect((await checkSeedChainLink(seed(3), proof(3, null))).hashes).toBe(4);
    expect((await checkSeedChainLink(seed(3), proof(3, null))).linkMatches).toBe(true);
  });

  it('fails a seed that does not hash to the earlier value', async () => {
    expect((await checkSeedChainLink(seed(4), proof(5, 4))).linkMatches).toBe(false);
    expect((await checkSeedChainLink(seed(1), proof(0, null))).linkMatches).toBe(false);
    expect((await checkSeedChainLink(`${seed(5).slice(0, 63)}0`, proof(5, 4))).linkMatches).toBe(false);
  });

  it('refuses without hashing a record whose link numbers cannot be', async () => {
    const refused = { linkMatches: false, against: 'previous', hashes: 0 };
    // Not after the previous link, or not in the chain.
    expect(await checkSeedChainLink(seed(4), proof(4, 4))).toEqual(refused);
    expect(await checkSeedChainLink(seed(4), proof(3, 4))).toEqual(refused);
    expect(await checkSeedChainLink(seed(4), proof(8, 4))).toEqual(refused);
    expect(await checkSeedChainLink(seed(4), proof(4.5, 4))).toEqual(refused);
    // A chain far longer than any the casino makes: a hostile record asking for minutes of hashing.
    const endless = proof(10_000_000, 4, { links: 10_000_001 });
    expect(await checkSeedChainLink(seed(4), endless)).toEqual(refused);
    expect(await checkSeedChainLink(seed(4), proof(4, 3, { links: 100 * seedChainLinks + 1 }))).toEqual(
      refused,
    );
  });
});
