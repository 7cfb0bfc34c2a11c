/// <reference types="node" />
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitmentOf } from '../casino/fairness.ts';
import type { LotteryDraw } from '../schemas/lottery.ts';
import {
  checkLotteryDraw,
  checkPublishedDraw,
  drawLotteryWinners,
  lotteryTicketSetHash,
  lotteryTicketSetText,
} from './draw.ts';
import { ordinal } from './ordinal.ts';

const serverSeed = 'cd'.repeat(32);
const drawId = '00000000-0000-4000-8000-000000000001';
const sold = [12, 3, 7, 40, 21, 8];

describe('a lottery draw (pf-lottery-v1)', () => {
  it('hashes the ticket set as any SHA-256 tool does the ascending numbers joined by commas', () => {
    expect(lotteryTicketSetText(sold)).toBe('3,7,8,12,21,40');
    expect(lotteryTicketSetHash(sold)).toBe(createHash('sha256').update('3,7,8,12,21,40').digest('hex'));
  });

  it('draws the same distinct sold tickets again from the same seed, whatever order the tickets come in', () => {
    const winners = drawLotteryWinners({ serverSeed, drawId, sold, prizeCount: 3 });
    expect(winners).toHaveLength(3);
    expect(new Set(winners).size).toBe(3);
    for (const number of winners) expect(sold).toContain(number);
    expect(drawLotteryWinners({ serverSeed, drawId, sold: [...sold].reverse(), prizeCount: 3 })).toEqual(
      winners,
    );
  });

  it('draws otherwise when the seed, the draw or the ticket set changes', () => {
    const draws = new Set(
      [
        { serverSeed, drawId, sold },
        { serverSeed: 'ce'.repeat(32), drawId, sold },
        { serverSeed, drawId: '00000000-0000-4000-8000-000000000002', sold },
        { serverSeed, drawId, sold: [...sold, 41] },
      ].map((key) => drawLotteryWinners({ ...key, prizeCount: 4 }).join(',')),
    );
    expect(draws.size).toBe(4);
  });

  it('leaves the lower prizes undrawn when fewer tickets were sold than there are prizes', () => {
    expect(drawLotteryWinners({ serverSeed, drawId, sold: [5, 9], prizeCount: 3 }).sort()).toEqual([5, 9]);
    expect(drawLotteryWinners({ serverSeed, drawId, sold: [], prizeCount: 3 })).toEqual([]);
  });

  it('gives every sold ticket its fair share of first prizes over many seeds', () => {
    const counts = new Map<number, number>();
    const runs = 3000;
    for (let run = 0; run < runs; run += 1) {
      const [first] = drawLotteryWinners({
        serverSeed: createHash('sha256').update(String(run)).digest('hex'),
        drawId,
        sold: [1, 2, 3],
        prizeCount: 1,
      });
      counts.set(first ?? 0, (counts.get(first ?? 0) ?? 0) + 1);
    }
    // Each of three tickets expects 1,000 wins; 850 is more than 5 standard deviations below.
    for (const number of [1, 2, 3]) expect(counts.get(number)).toBeGreaterThan(850);
  });

  it('verifies a true draw and catches a changed seed, ticket set or winner', () => {
    const winners = drawLotteryWinners({ serverSeed, drawId, sold, prizeCount: 2 });
    const proof = {
      serverSeed,
      drawId,
      sold,
      prizeCount: 2,
      commitment: commitmentOf(serverSeed),
      ticketSetHash: lotteryTicketSetHash(sold),
      winners,
    };
    const allTrue = { commitmentMatches: true, ticketSetMatches: true, winnersMatch: true };
    expect(checkLotteryDraw(proof)).toEqual(allTrue);
    expect(checkLotteryDraw({ ...proof, commitment: commitmentOf('ef'.repeat(32)) }).commitmentMatches).toBe(
      false,
    );
    expect(checkLotteryDraw({ ...proof, sold: [...sold, 99] }).ticketSetMatches).toBe(false);
    expect(checkLotteryDraw({ ...proof, winners: [...winners].reverse() }).winnersMatch).toBe(false);
  });
});

describe('a draw as GET lottery-draw publishes it', () => {
  const winners = drawLotteryWinners({ serverSeed, drawId, sold, prizeCount: 2 });
  const published: LotteryDraw = {
    item: {
      id: drawId,
      image: '',
      status: 'drawn',
      date: '2026-12-05',
      title: 'Weekend Jackpot',
      price: 100,
      prizes: [1000, 500],
      winners: winners.map((number, index) => ({
        rank: index + 1,
        number,
        prize: index === 0 ? 1000 : 500,
        mine: false,
      })),
    },
    taken: [...sold].sort((a, b) => a - b),
    proof: {
      algorithm: 'pf-lottery-v1',
      commitment: commitmentOf(serverSeed),
      serverSeed,
      ticketSetHash: lotteryTicketSetHash(sold),
      drawnAt: '2026-12-05T12:30:00.000Z',
    },
  };

  it('checks out, and fails on a winner announced other than drawn', () => {
    expect(checkPublishedDraw(published)).toEqual({
      commitmentMatches: true,
      ticketSetMatches: true,
      winnersMatch: true,
    });
    const swapped = { ...published.item, winners: [...(published.item.winners ?? [])].reverse() };
    expect(checkPublishedDraw({ ...published, item: swapped }).winnersMatch).toBe(false);
  });

  it('before the draw (no seed revealed, no ticket set) matches nothing', () => {
    const open = { ...published.proof, serverSeed: null, ticketSetHash: null, drawnAt: null };
    expect(checkPublishedDraw({ ...published, proof: open })).toMatchObject({
      commitmentMatches: false,
      ticketSetMatches: false,
    });
  });
});

describe('a prize place', () => {
  it('reads as English ordinals, teens included', () => {
    expect([1, 2, 3, 4, 10, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '10th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });
});
