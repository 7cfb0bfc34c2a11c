/**
 * The seed chain of a casino table (docs/adr/0019-casino-seed-chain.md): the server seeds of a table's
 * rounds are one hash chain, fixed in full before its first round. From a secret start x0 the server hashes
 * forward, x(i+1) = SHA-256(x(i)) as hex of the hex string, and publishes the terminal hash SHA-256(x(L-1))
 * before any round is dealt; rounds then use the chain backwards, x(L-1) first. So each revealed seed
 * hashes to the seed revealed before it, the first to the terminal hash, and the operator cannot pick a
 * round's seed: the whole sequence is fixed by the hash it published first.
 *
 * The hashing is Web Crypto's (browsers, and Node's `globalThis.crypto`), so the player's browser checks a
 * link without our code hashing anything of its own.
 */

/** How many rounds a chain deals; the next chain is published while its last round runs. */
export const seedChainLinks = 1000;

/** The longest chain a verifier hashes along: a record claiming more is refused rather than hashed for minutes. */
const longestCheckedChain = 100 * seedChainLinks;

/** Where a round's seed sits in its table's chain, and the nearest earlier public value to check it by. */
export interface SeedChainProof {
  readonly chainId: number;
  /** The round's place in the chain's order of use: 0 is the chain's first round. */
  readonly link: number;
  /** How many links the chain has. */
  readonly links: number;
  /** Published before the chain's first round: what its first seed hashes to. */
  readonly terminalHash: string;
  /** The chain's nearest earlier round whose seed is revealed; null when there is none (check the terminal hash). */
  readonly previous: { readonly mid: string; readonly link: number; readonly serverSeed: string } | null;
}

export interface SeedChainCheck {
  /** Hashing the seed `hashes` times gives the earlier value exactly. */
  readonly linkMatches: boolean;
  /** What the seed was checked against. */
  readonly against: 'previous' | 'terminalHash';
  /** How many times the seed was hashed: 1 unless a link between the two was never dealt. */
  readonly hashes: number;
}

/** The part of Web Crypto the check uses, typed here because the domain is built without DOM types. */
interface WebCrypto {
  readonly subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> };
}

const encoder = new TextEncoder();

/** SHA-256 of the text's UTF-8 bytes, in lowercase hex, by the platform's Web Crypto. */
export async function webSha256Hex(text: string): Promise<string> {
  const { crypto } = globalThis as unknown as { crypto?: Partial<WebCrypto> };
  // Browsers give Web Crypto only to secure pages (https, localhost).
  if (!crypto?.subtle) throw new Error('This page cannot hash: Web Crypto needs a secure (https) page.');
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Checks a revealed seed's place in its chain: hashed once per link between them, it must give the seed
 * of the chain's nearest earlier revealed round, or, for the chain's first round, the terminal hash. A
 * link never dealt (none is skipped today, but a verifier must not depend on that) is one more hash. The
 * link numbers are checked before any hashing, so a hostile record cannot make the browser hash for long.
 */
export async function checkSeedChainLink(serverSeed: string, proof: SeedChainProof): Promise<SeedChainCheck> {
  const { previous } = proof;
  const against = previous ? 'previous' : 'terminalHash';
  const expected = previous ? previous.serverSeed : proof.terminalHash;
  const hashes = proof.link - (previous ? previous.link : -1);
  const plausible =
    Number.isSafeInteger(hashes) &&
    hashes >= 1 &&
    proof.link < proof.links &&
    proof.links <= longestCheckedChain;
  if (!plausible) return { linkMatches: false, against, hashes: 0 };
  let value = serverSeed;
  for (let step = 0; step < hashes; step += 1) value = await webSha256Hex(value);
  return { linkMatches: value === expected, against, hashes };
}
