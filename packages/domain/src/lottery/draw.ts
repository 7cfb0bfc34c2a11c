import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { commitmentOf, fairStream, randomInt } from '../casino/fairness.ts';
import type { LotteryDraw } from '../schemas/lottery.ts';

/**
 * A lottery draw's provably fair scheme (docs/adr/0024-lottery-draws.md), the casino's commit-reveal
 * (`pf-shuffle-v1`'s seed, commitment and HMAC stream) with the players' ticket set as the public seed:
 * the server seed's SHA-256 is published when the draw opens; at close the sold tickets are fixed and
 * hashed; the winners are drawn from the HMAC stream keyed by the seed over `ticketSetHash:drawId:k`; the
 * seed is revealed. Pure and synchronous: the server that draws and the player's browser that checks run
 * this code.
 */
export const lotteryDrawAlgorithm = 'pf-lottery-v1';

/** The ticket set as hashed: the sold numbers, ascending, joined by commas ("3,7,12"). */
export const lotteryTicketSetText = (sold: readonly number[]): string =>
  [...sold].sort((a, b) => a - b).join(',');

/** The draw's public seed: SHA-256 of the ticket set's text, in hex. */
export const lotteryTicketSetHash = (sold: readonly number[]): string =>
  bytesToHex(sha256(utf8ToBytes(lotteryTicketSetText(sold))));

export interface LotteryDrawKey {
  readonly serverSeed: string;
  readonly drawId: string;
  /** Every ticket number sold, in any order. */
  readonly sold: readonly number[];
  /** How many prizes the draw has (1st, 2nd, ...). */
  readonly prizeCount: number;
}

/**
 * The winning tickets, 1st prize first: for each prize in turn, the ticket at `randomInt(remaining)` of
 * the sold tickets not yet drawn (ascending). A ticket wins at most once; with fewer tickets sold than
 * prizes, the lower prizes go undrawn.
 */
export function drawLotteryWinners({ serverSeed, drawId, sold, prizeCount }: LotteryDrawKey): number[] {
  const source = fairStream({ serverSeed, publicSeed: lotteryTicketSetHash(sold), roundId: drawId });
  const remaining = [...sold].sort((a, b) => a - b);
  const winners: number[] = [];
  while (winners.length < prizeCount && remaining.length > 0) {
    const [won] = remaining.splice(randomInt(source, remaining.length), 1);
    if (won !== undefined) winners.push(won);
  }
  return winners;
}

/** What a drawn draw publishes, so anyone can draw it again. */
export interface LotteryDrawProof extends LotteryDrawKey {
  /** Published when the draw opened. */
  readonly commitment: string;
  /** Published at the draw: the hash of `sold`. */
  readonly ticketSetHash: string;
  /** The winning tickets as the draw announced them, 1st prize first. */
  readonly winners: readonly number[];
}

export interface LotteryDrawCheck {
  /** SHA-256 of the revealed seed is the commitment published when the draw opened. */
  readonly commitmentMatches: boolean;
  /** The published ticket set hashes to the draw's public seed. */
  readonly ticketSetMatches: boolean;
  /** Drawn again from the seed and the tickets, the winners are the ones announced. */
  readonly winnersMatch: boolean;
}

/** Checks a drawn draw as a player's browser does: commitment, ticket set and winners. */
export function checkLotteryDraw(proof: LotteryDrawProof): LotteryDrawCheck {
  const drawn = drawLotteryWinners(proof);
  return {
    commitmentMatches: commitmentOf(proof.serverSeed) === proof.commitment,
    ticketSetMatches: lotteryTicketSetHash(proof.sold) === proof.ticketSetHash,
    winnersMatch:
      drawn.length === proof.winners.length &&
      drawn.every((number, index) => number === proof.winners[index]),
  };
}

/** Checks a draw as GET lottery-draw publishes it: its seed, the numbers sold and the winners announced. */
export function checkPublishedDraw({ item, taken, proof }: LotteryDraw): LotteryDrawCheck {
  return checkLotteryDraw({
    serverSeed: proof.serverSeed ?? '',
    drawId: item.id,
    sold: taken,
    prizeCount: item.prizes?.length ?? 0,
    commitment: proof.commitment,
    ticketSetHash: proof.ticketSetHash ?? '',
    winners: (item.winners ?? []).map((winner) => winner.number),
  });
}
