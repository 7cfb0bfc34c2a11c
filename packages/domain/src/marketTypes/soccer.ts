import type { MarketType } from './marketType.ts';

/** Goals of each side over the period a market settles on (the whole match, or the first half). */
export interface Goals {
  readonly home: number;
  readonly away: number;
}

/** Home win, away win or the draw: runner 0, 1 or 2. */
const result = ({ home, away }: Goals) => (home > away ? 0 : home < away ? 1 : 2);

export const soccerMatchOdds: MarketType<Goals> = {
  name: 'Match Odds',
  period: 'match',
  runners: ['{0}', '{1}', 'The Draw'],
  winner: result,
};

/** Over/Under `line` goals in the match; the line is always a half, so there is no push. */
export function overUnderGoals(line: 0.5 | 1.5 | 2.5 | 3.5): MarketType<Goals> {
  return {
    name: `Over/Under ${line} Goals`,
    period: 'match',
    runners: [`Under ${line} Goals`, `Over ${line} Goals`],
    winner: ({ home, away }) => (home + away > line ? 1 : 0),
  };
}

export const bothTeamsToScore: MarketType<Goals> = {
  name: 'Both Teams to Score',
  period: 'match',
  runners: ['Yes', 'No'],
  winner: ({ home, away }) => (home > 0 && away > 0 ? 0 : 1),
};

/** The scores the correct score market lists, home goals first: 0 - 0 to 3 - 3. */
const listedGoals = 3;
const listedScores = Array.from({ length: (listedGoals + 1) ** 2 }, (_, index) => ({
  home: Math.floor(index / (listedGoals + 1)),
  away: index % (listedGoals + 1),
}));

/** Every score from 0 - 0 to 3 - 3, then one runner for each result past them ("Any Other Home Win" ...). */
export const correctScore: MarketType<Goals> = {
  name: 'Correct Score',
  period: 'match',
  runners: [
    ...listedScores.map(({ home, away }) => `${home} - ${away}`),
    'Any Other Home Win',
    'Any Other Away Win',
    'Any Other Draw',
  ],
  winner: (goals) =>
    goals.home <= listedGoals && goals.away <= listedGoals
      ? goals.home * (listedGoals + 1) + goals.away
      : listedScores.length + result(goals),
};

/** The result at half time, settled at the break. */
export const halfTime: MarketType<Goals> = {
  name: 'Half Time',
  period: 'firstHalf',
  runners: ['{0}', '{1}', 'The Draw'],
  winner: result,
};

/** A soccer match's markets in the order the odds page lists them. */
export const soccerMarketTypes: readonly MarketType<Goals>[] = [
  soccerMatchOdds,
  overUnderGoals(0.5),
  overUnderGoals(1.5),
  overUnderGoals(2.5),
  overUnderGoals(3.5),
  bothTeamsToScore,
  correctScore,
  halfTime,
];
