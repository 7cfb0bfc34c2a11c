import type { MarketType } from './marketType.ts';

/** How a best-of-three tennis match ended: sets won and games won (over every set) by each player. */
export interface TennisResult {
  readonly sets: readonly [number, number];
  readonly games: readonly [number, number];
}

/** How a match ended from its sets' games (each set's winner has more games in it). */
export function tennisResult(sets: readonly (readonly [number, number])[]): TennisResult {
  const won = (player: 0 | 1) => sets.filter((set) => set[player] > set[player === 0 ? 1 : 0]).length;
  const games = (player: 0 | 1) => sets.reduce((sum, set) => sum + set[player], 0);
  return { sets: [won(0), won(1)], games: [games(0), games(1)] };
}

export const tennisMatchOdds: MarketType<TennisResult> = {
  name: 'Match Odds',
  period: 'match',
  runners: ['{0}', '{1}'],
  winner: ({ sets }) => (sets[0] > sets[1] ? 0 : 1),
};

/** The final sets of a best-of-three match, the first player's wins first. */
export const setBetting: MarketType<TennisResult> = {
  name: 'Set Betting',
  period: 'match',
  runners: ['{0} 2-0', '{0} 2-1', '{1} 2-1', '{1} 2-0'],
  winner: ({ sets: [first, second] }) => (first > second ? (second === 0 ? 0 : 1) : first === 0 ? 3 : 2),
};

/**
 * The games handicap: the player giving `line` games (the favourite when the match is made) wins it if
 * they win more than `line` games more than the other over the match; otherwise the other player does.
 */
export function gameHandicap(line: 2.5 | 4.5, giver: 0 | 1): MarketType<TennisResult> {
  const taker = giver === 0 ? 1 : 0;
  const runners = giver === 0 ? [`{0} -${line}`, `{1} +${line}`] : [`{0} +${line}`, `{1} -${line}`];
  return {
    name: `Game Handicap ${line}`,
    period: 'match',
    runners,
    winner: ({ games }) => (games[giver] - games[taker] > line ? giver : taker),
  };
}

/** Total games in the match over or under `line`. */
export function totalGames(line: 22.5): MarketType<TennisResult> {
  return {
    name: `Over/Under ${line} Games`,
    period: 'match',
    runners: [`Under ${line} Games`, `Over ${line} Games`],
    winner: ({ games }) => (games[0] + games[1] > line ? 1 : 0),
  };
}

/** A tennis match's markets in the order the odds page lists them; `giver` gives the handicaps. */
export function tennisMarketTypes(giver: 0 | 1): MarketType<TennisResult>[] {
  return [tennisMatchOdds, setBetting, gameHandicap(2.5, giver), gameHandicap(4.5, giver), totalGames(22.5)];
}
