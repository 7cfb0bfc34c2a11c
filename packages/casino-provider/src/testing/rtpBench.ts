import { betLabel, betReturnCents, pockets, spinRoulette, type RouletteBet } from '../games/roulette.ts';
import { luckyReelsRtp, reelStrips, settleStops, spinLuckyReels } from '../games/luckyReels.ts';
import { seededRandomInt } from './seededRandom.ts';

/**
 * The provider's half of `npm run bench -- casino-rtp` (scripts/bench/casino-rtp.mjs): a million seeded
 * spins of roulette and of Lucky Reels against their exact RTPs, one JSON line per game. Their tests
 * prove the RTPs over every pocket and every stop, and spin only enough to show that the parts compose.
 */
const spins = Number(process.env['CASINO_RTP_ROUNDS'] ?? 1_000_000);
const stake = 500;

interface Moments {
  readonly mean: number;
  readonly sigma: number;
}

function momentsOf(returns: readonly number[]): Moments {
  const mean = returns.reduce((sum, x) => sum + x, 0) / returns.length;
  const square = returns.reduce((sum, x) => sum + x * x, 0) / returns.length;
  return { mean, sigma: Math.sqrt(square - mean ** 2) };
}

function reading(name: string, exact: Moments, measured: number) {
  const band = (3 * exact.sigma) / Math.sqrt(spins);
  return {
    name,
    rtp: exact.mean,
    sigma: exact.sigma,
    mean: measured,
    band,
    inside: Math.abs(measured - exact.mean) <= band,
  };
}

function roulette() {
  const bets: RouletteBet[] = [
    { kind: 'straight', number: 17 },
    { kind: 'red' },
    { kind: 'even' },
    { kind: 'high' },
    { kind: 'dozen', which: 2 },
    { kind: 'column', which: 3 },
  ];
  const random = seededRandomInt(37);
  const returned = bets.map(() => 0);
  for (let spin = 0; spin < spins; spin += 1) {
    const { pocket } = spinRoulette(random, []);
    bets.forEach((bet, index) => (returned[index] = (returned[index] ?? 0) + betReturnCents(bet, 1, pocket)));
  }
  return bets.map((bet, index) => {
    const exact = momentsOf(Array.from({ length: pockets }, (_, pocket) => betReturnCents(bet, 1, pocket)));
    return reading(betLabel(bet), exact, (returned[index] ?? 0) / spins);
  });
}

function luckyReels() {
  const wins: number[] = [];
  const [a = [], b = [], c = []] = reelStrips;
  for (let i = 0; i < a.length; i += 1)
    for (let j = 0; j < b.length; j += 1)
      for (let k = 0; k < c.length; k += 1) wins.push(settleStops([i, j, k], stake).winCents / stake);
  const random = seededRandomInt(19);
  let returned = 0;
  for (let spin = 0; spin < spins; spin += 1) returned += spinLuckyReels(random, stake).winCents;
  const exact = momentsOf(wins);
  if (Math.abs(exact.mean - luckyReelsRtp) > 1e-4) throw new Error(`Lucky Reels: exact RTP ${exact.mean}`);
  return [reading('Spin', exact, returned / stake / spins)];
}

for (const [game, run] of [
  ['roulette (provider)', roulette],
  ['Lucky Reels (provider)', luckyReels],
] as const) {
  const started = performance.now();
  const readings = run();
  const seconds = (performance.now() - started) / 1000;
  console.log(JSON.stringify({ game, rounds: spins, seconds, readings }));
}
