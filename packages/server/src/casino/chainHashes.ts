import { hash, randomBytes } from 'node:crypto';

/**
 * A seed chain's values from its secret start, by Node's own SHA-256 (docs/adr/0019-casino-seed-chain.md):
 * x(i+1) = SHA-256 of x(i)'s hex string, as hex, the same rule the round's commitment follows. Link 0 (the
 * chain's first round) is x(links-1) and the terminal hash x(links), so each link hashes to the one before
 * it. Only the start is stored; a link is recomputed when its round opens.
 */

/** SHA-256 of the text's UTF-8 bytes, in lowercase hex. */
export const sha256Hex = (text: string): string => hash('sha256', text, 'hex');

/** A chain's secret start: 32 bytes from the CSPRNG as 64 lowercase hex characters, like any server seed. */
export const newChainStart = (): string => randomBytes(32).toString('hex');

/** A chain's salt (the public seed of its rounds), drawn once its terminal hash is out. */
export const newChainSalt = (): string => randomBytes(16).toString('hex');

/** The value hashed `times` times. */
export function hashedTimes(value: string, times: number): string {
  let hashed = value;
  for (let step = 0; step < times; step += 1) hashed = sha256Hex(hashed);
  return hashed;
}

/** The seed of a chain's link (0 is its first round): its start hashed `links - 1 - link` times. */
export function chainSeed(start: string, links: number, link: number): string {
  if (!Number.isSafeInteger(link) || link < 0 || link >= links) {
    throw new RangeError(`No link ${link} in a chain of ${links}`);
  }
  return hashedTimes(start, links - 1 - link);
}

/** What the chain's first seed hashes to, published before the chain deals: its start hashed `links` times. */
export const chainTerminalHash = (start: string, links: number): string => hashedTimes(start, links);
