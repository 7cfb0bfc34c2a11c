import { describe, expect, it } from 'vitest';
import { decidedWinner, runnerChances, runnerNames, type WeightedOutcome } from './marketType.ts';
import {
  bothTeamsToScore,
  correctScore,
  halfTime,
  overUnderGoals,
  soccerMarketTypes,
  soccerMatchOdds,
  type Goals,
} from './soccer.ts';
import {
  gameHandicap,
  setBetting,
  tennisMarketTypes,
  tennisMatchOdds,
  tennisResult,
  totalGames,
} from './tennis.ts';

const winnerName = (type: typeof soccerMatchOdds, home: number, away: number) =>
  runnerNames(type, ['Arsenal', 'Chelsea'])[type.winner({ home, away })];

describe('the soccer market types', () => {
  it('name their runners for the match, in the order the page lists them', () => {
    expect(soccerMarketTypes.map((type) => type.name)).toEqual([
      'Match Odds',
      'Over/Under 0.5 Goals',
      'Over/Under 1.5 Goals',
      'Over/Under 2.5 Goals',
      'Over/Under 3.5 Goals',
      'Both Teams to Score',
      'Correct Score',
      'Half Time',
    ]);
    expect(runnerNames(soccerMatchOdds, ['Arsenal', 'Chelsea'])).toEqual(['Arsenal', 'Chelsea', 'The Draw']);
    expect(runnerNames(correctScore, ['Arsenal', 'Chelsea'])).toHaveLength(19);
  });

  it('settle Over/Under on the total goals: over the line is Over, at or under it Under', () => {
    const ou = overUnderGoals(2.5);
    expect(winnerName(ou, 2, 1)).toBe('Over 2.5 Goals');
    expect(winnerName(ou, 0, 3)).toBe('Over 2.5 Goals');
    expect(winnerName(ou, 1, 1)).toBe('Under 2.5 Goals');
    expect(winnerName(overUnderGoals(0.5), 0, 0)).toBe('Under 0.5 Goals');
    expect(winnerName(overUnderGoals(0.5), 0, 1)).toBe('Over 0.5 Goals');
    expect(winnerName(overUnderGoals(3.5), 2, 2)).toBe('Over 3.5 Goals');
  });

  it('settle Both Teams to Score Yes only when each side scored', () => {
    expect(winnerName(bothTeamsToScore, 1, 1)).toBe('Yes');
    expect(winnerName(bothTeamsToScore, 3, 0)).toBe('No');
    expect(winnerName(bothTeamsToScore, 0, 0)).toBe('No');
  });

  it('settle Correct Score on the score, and on Any Other for scores past 3 - 3', () => {
    expect(winnerName(correctScore, 0, 0)).toBe('0 - 0');
    expect(winnerName(correctScore, 2, 1)).toBe('2 - 1');
    expect(winnerName(correctScore, 1, 3)).toBe('1 - 3');
    expect(winnerName(correctScore, 3, 3)).toBe('3 - 3');
    expect(winnerName(correctScore, 4, 0)).toBe('Any Other Home Win');
    expect(winnerName(correctScore, 2, 5)).toBe('Any Other Away Win');
    expect(winnerName(correctScore, 4, 4)).toBe('Any Other Draw');
  });

  it('settle Match Odds and Half Time on the result of their period', () => {
    expect(winnerName(soccerMatchOdds, 2, 1)).toBe('Arsenal');
    expect(winnerName(soccerMatchOdds, 0, 1)).toBe('Chelsea');
    expect(winnerName(halfTime, 1, 1)).toBe('The Draw');
    expect(halfTime.period).toBe('firstHalf');
    expect(soccerMarketTypes.filter((type) => type.period === 'firstHalf')).toEqual([halfTime]);
  });
});

describe('the tennis market types', () => {
  const sides = ['Alcaraz', 'Sinner'] as const;
  const winnerOf = (type: typeof tennisMatchOdds, sets: [number, number], games: [number, number]) =>
    runnerNames(type, sides)[type.winner({ sets, games })];

  it("read a match's sets and games from its set scores", () => {
    expect(
      tennisResult([
        [6, 4],
        [3, 6],
        [7, 6],
      ]),
    ).toEqual({ sets: [2, 1], games: [16, 16] });
  });

  it('settle Match Odds and Set Betting on the sets', () => {
    expect(winnerOf(tennisMatchOdds, [1, 2], [15, 14])).toBe('Sinner');
    expect(winnerOf(setBetting, [2, 0], [12, 5])).toBe('Alcaraz 2-0');
    expect(winnerOf(setBetting, [2, 1], [16, 14])).toBe('Alcaraz 2-1');
    expect(winnerOf(setBetting, [1, 2], [15, 14])).toBe('Sinner 2-1');
    expect(winnerOf(setBetting, [0, 2], [4, 12])).toBe('Sinner 2-0');
  });

  it('settle the game handicaps on the games each player won over the match', () => {
    // Alcaraz gives 2.5 games: he must win three more than Sinner.
    const favourite = gameHandicap(2.5, 0);
    expect(runnerNames(favourite, sides)).toEqual(['Alcaraz -2.5', 'Sinner +2.5']);
    expect(winnerOf(favourite, [2, 0], [12, 9])).toBe('Alcaraz -2.5');
    expect(winnerOf(favourite, [2, 0], [12, 10])).toBe('Sinner +2.5');
    // Sinner gives 4.5: a match he loses on sets can still be his on games.
    const other = gameHandicap(4.5, 1);
    expect(runnerNames(other, sides)).toEqual(['Alcaraz +4.5', 'Sinner -4.5']);
    expect(winnerOf(other, [2, 1], [13, 18])).toBe('Sinner -4.5');
    expect(winnerOf(other, [0, 2], [8, 12])).toBe('Alcaraz +4.5');
  });

  it('settle total games over or under the line', () => {
    expect(winnerOf(totalGames(22.5), [2, 1], [12, 11])).toBe('Over 22.5 Games');
    expect(winnerOf(totalGames(22.5), [2, 0], [12, 10])).toBe('Under 22.5 Games');
    expect(tennisMarketTypes(0).map((type) => type.name)).toEqual([
      'Match Odds',
      'Set Betting',
      'Game Handicap 2.5',
      'Game Handicap 4.5',
      'Over/Under 22.5 Games',
    ]);
  });
});

describe('pricing from a settlement rule', () => {
  const outcomes: WeightedOutcome<Goals>[] = [
    { outcome: { home: 0, away: 0 }, probability: 0.2 },
    { outcome: { home: 1, away: 0 }, probability: 0.3 },
    { outcome: { home: 1, away: 1 }, probability: 0.3 },
    { outcome: { home: 2, away: 1 }, probability: 0.1 },
  ];

  it('gives each runner the share of the chances of the outcomes its rule gives it', () => {
    expect(runnerChances(soccerMatchOdds, outcomes).map((chance) => chance.toFixed(4))).toEqual([
      (0.4 / 0.9).toFixed(4),
      '0.0000',
      (0.5 / 0.9).toFixed(4),
    ]);
    const [under, over] = runnerChances(overUnderGoals(1.5), outcomes);
    expect((under ?? 0) + (over ?? 0)).toBeCloseTo(1, 12);
    expect(over).toBeCloseTo(0.4 / 0.9, 12);
  });

  it('knows a market decided when every outcome left gives one runner, and not before', () => {
    expect(decidedWinner(overUnderGoals(0.5), outcomes)).toBeUndefined();
    expect(decidedWinner(overUnderGoals(0.5), outcomes.slice(1))).toBe(1);
    expect(decidedWinner(bothTeamsToScore, outcomes.slice(2))).toBe(0);
  });
});
