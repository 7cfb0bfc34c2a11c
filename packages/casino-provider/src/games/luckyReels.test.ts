import { describe, expect, it } from 'vitest';
import { seededRandomInt } from '../testing/seededRandom.ts';
import {
  lineMultiplier,
  luckyReelsRtp,
  reelStrips,
  settleStops,
  slotStakesCents,
  spinLuckyReels,
  windowAt,
} from './luckyReels.ts';

const stake = 500;

/** Every stop combination of the strips, once: the exact distribution of a spin. */
function* everyStops(): Generator<number[]> {
  const [a = [], b = [], c = []] = reelStrips;
  for (let i = 0; i < a.length; i += 1)
    for (let j = 0; j < b.length; j += 1) for (let k = 0; k < c.length; k += 1) yield [i, j, k];
}

function exactMoments() {
  let combinations = 0;
  let totalWin = 0;
  let totalSquares = 0;
  for (const stops of everyStops()) {
    const { winCents } = settleStops(stops, stake);
    combinations += 1;
    totalWin += winCents;
    totalSquares += (winCents / stake) ** 2;
  }
  const rtp = totalWin / stake / combinations;
  return { combinations, totalWin, rtp, sigma: Math.sqrt(totalSquares / combinations - rtp ** 2) };
}

describe('Lucky Reels', () => {
  it('has three strips of 32 stops', () => {
    expect(reelStrips.map((strip) => strip.length)).toEqual([32, 32, 32]);
  });

  it('pays a line by its best rule only', () => {
    expect(lineMultiplier(['seven', 'seven', 'seven'])).toBe(100);
    expect(lineMultiplier(['bar', 'bar', 'bar'])).toBe(50);
    expect(lineMultiplier(['cherry', 'cherry', 'cherry'])).toBe(6);
    expect(lineMultiplier(['cherry', 'cherry', 'bell'])).toBe(4);
    expect(lineMultiplier(['cherry', 'bell', 'cherry'])).toBe(1);
    expect(lineMultiplier(['bell', 'cherry', 'cherry'])).toBe(0);
    expect(lineMultiplier(['seven', 'seven', 'bar'])).toBe(0);
  });

  it('reads the window from the stops, wrapping round the strip', () => {
    expect(windowAt([31, 0, 0])[0]).toEqual(['cherry', 'lemon', 'cherry']);
  });

  it('pays each payline a fifth of the stake times its multiplier', () => {
    // Reel 1 stop 13, reel 2 stop 16, reel 3 stop 17: the three sevens on the top row.
    const spin = settleStops([13, 16, 17], 1000);
    expect(spin.window.map((reel) => reel[0])).toEqual(['seven', 'seven', 'seven']);
    expect(spin.lineWins).toContainEqual({
      line: 1,
      symbols: ['seven', 'seven', 'seven'],
      multiplier: 100,
      winCents: 20000,
    });
    expect(spin.winCents).toBe(spin.lineWins.reduce((sum, win) => sum + win.winCents, 0));
  });

  it('refuses a stake that is not on the list', () => {
    expect(() => spinLuckyReels(() => 0, 333)).toThrow(RangeError);
    expect(slotStakesCents.every((cents) => cents % 5 === 0)).toBe(true);
  });

  it('returns exactly 31420/32768 of the stake (the stated 95.89%), counted over every stop', () => {
    const { combinations, totalWin, rtp } = exactMoments();
    expect(combinations).toBe(32 ** 3);
    expect(totalWin).toBe(31420 * stake);
    expect(rtp).toBeCloseTo(luckyReelsRtp, 4);
  });

  // The RTP is proven over every stop above; these spins only show that the seeded reels and the
  // settlement compose (a million of them moved to `npm run bench -- casino-rtp`).
  it('returns its RTP over 20,000 seeded spins, within 3 sigma', () => {
    const { rtp, sigma } = exactMoments();
    const spins = 20_000;
    const random = seededRandomInt(19);
    let returned = 0;
    for (let spin = 0; spin < spins; spin += 1) returned += spinLuckyReels(random, stake).winCents;
    const measured = returned / stake / spins;
    console.info(
      `Lucky Reels: measured RTP ${measured.toFixed(5)}, exact ${rtp.toFixed(5)}, sigma ${sigma.toFixed(4)}`,
    );
    expect(Math.abs(measured - rtp)).toBeLessThanOrEqual((3 * sigma) / Math.sqrt(spins));
  });
});
