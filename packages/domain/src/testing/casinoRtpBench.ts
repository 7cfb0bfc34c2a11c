import { casinoGameDefinitions } from '../casino/games/index.ts';
import { rtpBets, trioWithNo } from './casinoRtpBets.ts';
import { rtpReadings } from './casinoSimulation.ts';

/**
 * `npm run bench -- casino-rtp` runs this (scripts/bench/casino-rtp.mjs): CASINO.md 4's million seeded
 * rounds of every game, on the bets its tests check (casinoRtpBets.ts), one JSON line per game. The
 * tests prove the RTPs exactly where they can and simulate only as many rounds as catch a one-point error.
 */
const rounds = Number(process.env['CASINO_RTP_ROUNDS'] ?? 1_000_000);
const only = process.env['CASINO_RTP_GAMES']?.split(',');

for (const game of casinoGameDefinitions) {
  const bets = (rtpBets as Record<string, (typeof rtpBets)[keyof typeof rtpBets] | undefined>)[game.code];
  if (!bets || (only && !only.includes(game.code))) continue;
  const started = performance.now();
  const readings = rtpReadings(game.code === 'trio' ? trioWithNo : game, bets, rounds);
  const seconds = (performance.now() - started) / 1000;
  console.log(JSON.stringify({ game: game.code, name: game.name, rounds, seconds, readings }));
}
