import {
  casinoDefaultStakeLimits,
  lost,
  pushed,
  winIf,
  type RegisteredCasinoGame,
  type CasinoMarketQuote,
} from '../definition.ts';
import { shuffled } from '../fairness.ts';
import { floor2 } from '../prices.ts';
import { fixedSlots, suspendedRunner } from '../rules/inPlay.ts';
import { backRunner, market } from '../runners.ts';
import { rowTable, type CasinoGamePresentation } from '../presentation.ts';

/**
 * Lucky 15 (CASINO.md 7, lucky15): 15 balls shuffled at the start of the round and played one at a time.
 * Before each ball the player backs its outcome at floor2(0.95 x balls left / balls of that outcome left);
 * each ball is a step with its own market (`ball1`, `ball2`, ...), betting reopening before the next. The
 * round ends when one ball is left or the balls left are all alike: no bet on a forced ball.
 */
const outcomes = ['0 Runs', '1 Runs', '2 Runs', '4 Runs', '6 Runs', 'Wicket'] as const;
const runsOf = [0, 1, 2, 4, 6, 0] as const;
const wicket = 5;
/** 3 x 0 runs, 3 x 1 run, 3 x 2 runs, 2 x 4, 2 x 6, 2 x wicket, in that (canonical) order. */
const ballsOfOutcome = [3, 3, 3, 2, 2, 2] as const;
const balls = ballsOfOutcome.flatMap((count, outcome) => Array.from({ length: count }, () => outcome));
/** At most every ball but the last is played. */
const longestRound = balls.length - 1;

export interface Lucky15Deal {
  /** The 15 balls in shuffled order, as indexes into the outcomes. */
  readonly balls: readonly number[];
  /** How many are played before one is left or the rest are all alike. */
  readonly played: number;
}

/** Selection ids are unique within the game: ball n's outcomes are 10n + 1 (0 Runs) to 10n + 6 (Wicket). */
const selectionOf = (ball: number, outcome: number) => ball * 10 + outcome + 1;

/** Ball `ball`'s market, priced from the balls before it (all shown by then). */
function ballMarket(deal: Lucky15Deal, ball: number, suspended: boolean): CasinoMarketQuote {
  const before = deal.balls.slice(0, ball - 1);
  const left = balls.length - before.length;
  const runners = outcomes.map((name, outcome) => {
    const count = (ballsOfOutcome[outcome] ?? 0) - before.filter((seen) => seen === outcome).length;
    return count === 0
      ? suspendedRunner(selectionOf(ball, outcome), name)
      : backRunner(selectionOf(ball, outcome), name, floor2((0.95 * left) / count));
  });
  return market(`ball${ball}`, `Ball ${ball}`, 'oneWinner', runners, { suspended });
}

function ballNumber(suffix: string): number {
  return suffix.startsWith('ball') ? Number(suffix.slice('ball'.length)) : Number.NaN;
}

const presentation: CasinoGamePresentation = {
  rules: [
    'Fifteen balls: three each of 0, 1 and 2 runs, two each of 4, 6 and a wicket. Bet on the next ball.',
    'An outcome with no ball left is suspended; the round ends when the rest are all alike.',
  ],
  table: { ...rowTable('Balls'), paddedToLongest: true },
  art: { glyph: 'balls' },
  group: 'sport-casino',
};

export const lucky15: RegisteredCasinoGame<Lucky15Deal> = {
  code: 'lucky15',
  name: 'Lucky 15',
  category: 27,
  matchId: 5012,
  presentation,
  stakeLimits: casinoDefaultStakeLimits,
  timing: { bettingSeconds: 25, stepSeconds: 5, resultSeconds: 5, reopenSeconds: 8 },
  deal: (random) => {
    const order = shuffled(random, balls);
    const last = order[order.length - 1];
    // Balls after the last one unlike the final ball are all alike: they are not played.
    let played = order.length - 1;
    while (order[played - 1] === last) played -= 1;
    return { balls: order, played };
  },
  steps: (deal) => deal.played,
  reopensAfter: (deal, shown) => shown < deal.played,
  table: (deal, shown) =>
    fixedSlots(
      deal.balls.slice(0, deal.played).map((outcome) => outcomes[outcome] ?? ''),
      longestRound,
      shown,
    ),
  markets: (deal, shown) => {
    // The balls played so far keep their (closed) markets; the next one is open while the round runs.
    const listed = Math.min(shown + 1, deal.played);
    return Array.from({ length: listed }, (_, index) => ballMarket(deal, index + 1, index < shown));
  },
  settle: (deal, suffix, selectionId) => {
    const ball = ballNumber(suffix);
    if (!Number.isInteger(ball) || ball < 1) return lost;
    // A ball the round never played took no bet; should one exist, it is void.
    if (ball > deal.played) return pushed;
    return winIf(selectionId === selectionOf(ball, deal.balls[ball - 1] ?? -1));
  },
  result: (deal) => {
    const playedBalls = deal.balls.slice(0, deal.played);
    const runs = playedBalls.reduce((total, outcome) => total + (runsOf[outcome] ?? 0), 0);
    const wickets = playedBalls.filter((outcome) => outcome === wicket).length;
    const rest = deal.balls.slice(deal.played);
    return {
      winnerName: `${runs}/${wickets}`,
      rows: [
        ...playedBalls.map((outcome, index) => ({
          label: `Ball ${index + 1}`,
          value: outcomes[outcome] ?? '',
        })),
        { label: 'Not played', value: `${outcomes[rest[0] ?? 0] ?? ''} x ${rest.length}` },
      ],
    };
  },
};
