// `npm run bench -- casino-rtp`: CASINO.md 4's million seeded rounds of every in-house casino game, on
// the bets its tests check (packages/domain/src/testing/casinoRtpBets.ts), and a million spins of the
// provider's roulette and Lucky Reels. The tests prove the RTPs exactly where they can and simulate only
// as many rounds as catch a one-point error, so these runs live here rather than in CI.
// CASINO_RTP_ROUNDS shortens a run; CASINO_RTP_GAMES (comma-separated codes) picks the in-house games.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const runners = [
  'packages/domain/src/testing/casinoRtpBench.ts',
  'packages/casino-provider/src/testing/rtpBench.ts',
];

/** Runs a TypeScript runner through tsx and reads its JSON lines, one game each. */
function gamesOf(runner) {
  const run = spawnSync(process.execPath, ['--conditions=@exchange/source', '--import', 'tsx', runner], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 2 ** 20,
  });
  if (run.status !== 0) throw new Error(`${runner} exited with ${run.status}`);
  return run.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
}

const betName = (reading) =>
  reading.name ??
  `${reading.bet.suffix}/${reading.bet.selectionId}${reading.bet.odds ? ` @${reading.bet.odds}` : ''}`;

function rowsOf(game) {
  return game.readings.map((reading, index) => {
    const rtp = reading.rtp ?? reading.bet.rtp;
    const cells = [
      index === 0 ? `${game.game} (${game.seconds.toFixed(1)} s)` : '',
      betName(reading),
      reading.mean.toFixed(5),
      rtp.toFixed(5),
      `±${reading.band.toFixed(5)}`,
      reading.inside ? 'inside' : '**outside**',
    ];
    return `| ${cells.join(' | ')} |`;
  });
}

export async function run() {
  const games = runners.flatMap(gamesOf);
  const outside = games.flatMap((game) => game.readings).filter((reading) => !reading.inside).length;
  const seconds = games.reduce((sum, game) => sum + game.seconds, 0);
  return [
    '## Casino RTP: a million seeded rounds per game',
    '',
    `Every in-house game's tested bets over ${games[0]?.rounds.toLocaleString('en')} rounds of its real deal`,
    '(seeded xoroshiro128+, the fairness shuffle), and the provider games over as many spins: the mean return',
    'per unit against the theoretical RTP, inside or outside its 3-sigma band (a market outside is rerun with',
    'two more seeds, and its worse rerun shown). The game tests prove these RTPs exactly where they can and',
    'simulate only as many rounds as catch a one-point error; this is the long run CI no longer makes.',
    '',
    '| game (seconds) | bet | mean | RTP | 3 sigma | |',
    '| --- | --- | ---: | ---: | ---: | --- |',
    ...games.flatMap(rowsOf),
    '',
    `${games.length} games, ${seconds.toFixed(0)} s in all; ${outside === 0 ? 'every bet inside its band' : `${outside} bet(s) outside their band`}.`,
  ].join('\n');
}
