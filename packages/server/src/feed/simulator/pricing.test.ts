import {
  bothTeamsToScore,
  correctScore,
  halfTime,
  overUnderGoals,
  runnerChances,
  setBetting,
  soccerMarketTypes,
  soccerMatchOdds,
  tennisMatchOdds,
  totalGames,
  type Goals,
  type TennisResult,
} from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { Random } from './random.ts';
import { SoccerModel } from './soccer.ts';
import { TennisModel } from './tennis.ts';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Plays a model to its end. */
function playOut(model: SoccerModel | TennisModel, random: Random): void {
  model.start();
  while (!model.finished) model.advance(random);
}

/** Within four standard errors of `games` draws: a model priced on another idea of the game fails. */
const closeTo = (played: number, priced: number, games: number) =>
  Math.abs(played - priced) <= 4 * Math.sqrt((priced * (1 - priced)) / games) + 1e-9;

describe('soccer prices', () => {
  const fresh = () => new SoccerModel('Arsenal', 'Chelsea', new Random(1));

  it('give every market a book of chances that sums to one, from the same score chances', () => {
    const model = fresh();
    for (const type of soccerMarketTypes) {
      const chances = runnerChances(type, model.outcomes(type.period));
      expect(sum(chances), type.name).toBeCloseTo(1, 9);
      expect(chances.every((chance) => chance >= 0)).toBe(true);
    }
    const match = model.outcomes('match');
    const [draw00] = runnerChances(correctScore, match);
    const [under05] = runnerChances(overUnderGoals(0.5), match);
    // No goal is the one way to be under 0.5, and the one correct score of 0 - 0.
    expect(under05).toBeCloseTo(draw00 ?? NaN, 12);
    expect(model.probabilities()).toEqual(runnerChances(soccerMatchOdds, match));
  });

  it('make more goals less likely the higher the line, and a drawn first half likelier than a drawn match', () => {
    const model = fresh();
    const overs = ([0.5, 1.5, 2.5, 3.5] as const).map(
      (line) => runnerChances(overUnderGoals(line), model.outcomes('match'))[1] ?? 0,
    );
    expect([...overs].sort((a, b) => b - a)).toEqual(overs);
    expect(overs[0]).toBeGreaterThan(0.85);
    expect(overs[2]).toBeGreaterThan(0.35);
    expect(overs[2]).toBeLessThan(0.65);
    const halfDraw = runnerChances(halfTime, model.outcomes('firstHalf'))[2] ?? 0;
    const matchDraw = runnerChances(soccerMatchOdds, model.outcomes('match'))[2] ?? 0;
    expect(halfDraw).toBeGreaterThan(matchDraw);
  });

  it('match how often Over 2.5 Goals and Both Teams to Score come in over played-out matches', () => {
    const games = 3000;
    const make = (random: Random) => new SoccerModel('Arsenal', 'Chelsea', random);
    const goals = (model: SoccerModel): Goals => model.ended('match') ?? { home: -1, away: -1 };
    for (const type of [overUnderGoals(2.5), bothTeamsToScore, halfTime]) {
      // Each match is priced at kick-off; the teams' strengths differ match by match, so the comparison
      // is with the average of what each was priced at.
      const random = new Random(11);
      let priced = 0;
      let won = 0;
      for (let game = 0; game < games; game += 1) {
        const model = make(random);
        priced += runnerChances(type, model.outcomes(type.period))[0] ?? 0;
        playOut(model, random);
        const settledOn = model.ended(type.period) ?? goals(model);
        if (type.winner(settledOn) === 0) won += 1;
      }
      expect(
        closeTo(won / games, priced / games, games),
        `${type.name}: ${won / games} vs ${priced / games}`,
      ).toBe(true);
    }
  });
});

describe('tennis prices', () => {
  const settledResult = (model: TennisModel): TennisResult =>
    model.ended('match') ?? { sets: [0, 0], games: [0, 0] };

  it('give Set Betting and Match Odds the same chance of each player winning', () => {
    const model = new TennisModel('Alcaraz', 'Sinner', new Random(3));
    const outcomes = model.outcomes('match');
    expect(sum(outcomes.map((outcome) => outcome.probability))).toBeCloseTo(1, 9);
    const [first = 0] = runnerChances(tennisMatchOdds, outcomes);
    const [twoNil = 0, twoOne = 0] = runnerChances(setBetting, outcomes);
    expect(twoNil + twoOne).toBeCloseTo(first, 12);
  });

  it('match how often the favourite wins, and how often the games go over 22.5, over played-out matches', () => {
    const games = 1500;
    for (const type of [tennisMatchOdds, totalGames(22.5)]) {
      const random = new Random(5);
      let priced = 0;
      let won = 0;
      for (let game = 0; game < games; game += 1) {
        const model = new TennisModel('Alcaraz', 'Sinner', random);
        priced += runnerChances(type, model.outcomes('match'))[0] ?? 0;
        playOut(model, random);
        if (type.winner(settledResult(model)) === 0) won += 1;
      }
      expect(
        closeTo(won / games, priced / games, games),
        `${type.name}: ${won / games} vs ${priced / games}`,
      ).toBe(true);
    }
  });

  it('moves the price with the play: the winner of the first set is the likelier to take the match', () => {
    const random = new Random(9);
    const model = new TennisModel('Alcaraz', 'Sinner', random);
    model.start();
    const setsPlayed = () => {
      const detail = model.detail();
      return detail.kind === 'tennis' ? detail.sets.length : 0;
    };
    while (setsPlayed() < 2) model.advance(random);
    const detail = model.detail();
    const [first = 0, second = 0] = detail.kind === 'tennis' ? (detail.sets[0] ?? []) : [];
    const chances = model.probabilities();
    expect(sum(chances)).toBeCloseTo(1, 9);
    expect(chances[first > second ? 0 : 1]).toBeGreaterThan(0.6);
  });
});
