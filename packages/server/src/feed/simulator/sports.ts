import { soccerMarketTypes, sportIdsByName, tennisMarketTypes, type SportId } from '@exchange/domain';
import { CricketModel } from './cricket.ts';
import { CricketMarkets } from './cricketMarkets.ts';
import type { EventMarkets } from './event.ts';
import type { SportModel } from './model.ts';
import {
  cricketCompetitions,
  greyhoundCompetitions,
  horseRacingCompetitions,
  soccerCompetitions,
  tennisCompetitions,
  type SimulatedCompetition,
} from './names.ts';
import { RaceModel } from './racing.ts';
import type { Random } from './random.ts';
import { SoccerModel } from './soccer.ts';
import { TennisModel } from './tennis.ts';
import { TypedMarkets } from './typedMarkets.ts';

const horseRaceTicks = 30;
const greyhoundRaceTicks = 15;

export interface SimulatedFixture {
  name: string;
  model: SportModel;
  /** The event's markets beside match odds. */
  markets?: (eventId: number, nextId: () => number) => EventMarkets;
}

/** How the simulator makes one sport's events. */
export interface SportPlan {
  sportId: SportId;
  competitions: readonly SimulatedCompetition[];
  /** Ticks from announcing an upcoming event to its start. */
  startDelay: readonly [min: number, max: number];
  /** About how many ticks a game lasts: events already in play at launch start somewhere inside it. */
  typicalTicks: number;
  fixture(competition: SimulatedCompetition, openDate: Date, random: Random): SimulatedFixture;
}

export interface SportPlanOptions {
  cricketOvers: number;
}

function headToHead(competition: SimulatedCompetition, random: Random): [string, string] {
  const [home = 'Home', away = 'Away'] = random.sample(competition.entrants, 2);
  return [home, away];
}

/** '14:30 Ascot': races are named by their off time (UTC) and venue. */
function raceName(competition: SimulatedCompetition, openDate: Date): string {
  const time = openDate.toISOString().slice(11, 16);
  return `${time} ${competition.name.replace(/ \(.*\)$/, '')}`;
}

export function sportPlans(options: SportPlanOptions): SportPlan[] {
  return [
    {
      sportId: sportIdsByName.soccer,
      competitions: soccerCompetitions,
      startDelay: [40, 180],
      typicalTicks: 200,
      fixture: (competition, _openDate, random) => {
        const [home, away] = headToHead(competition, random);
        const model = new SoccerModel(home, away, random);
        return {
          name: `${home} v ${away}`,
          model,
          // Match odds are the event's own market; the types after it are the others.
          markets: (eventId, nextId) =>
            new TypedMarkets(soccerMarketTypes.slice(1), model, { eventId, sides: [home, away], nextId }),
        };
      },
    },
    {
      sportId: sportIdsByName.tennis,
      competitions: tennisCompetitions,
      startDelay: [40, 180],
      typicalTicks: 150,
      fixture: (competition, _openDate, random) => {
        const [first, second] = headToHead(competition, random);
        const model = new TennisModel(first, second, random);
        return {
          name: `${first} v ${second}`,
          model,
          markets: (eventId, nextId) =>
            new TypedMarkets(tennisMarketTypes(model.favourite).slice(1), model, {
              eventId,
              sides: [first, second],
              nextId,
            }),
        };
      },
    },
    {
      sportId: sportIdsByName.cricket,
      competitions: cricketCompetitions,
      startDelay: [40, 180],
      // Two innings of two ticks a ball.
      typicalTicks: options.cricketOvers * 6 * 2 * 2,
      fixture: (competition, _openDate, random) => {
        const [first, second] = headToHead(competition, random);
        const model = new CricketModel(first, second, options.cricketOvers, random);
        return {
          name: `${first} v ${second}`,
          model,
          markets: (eventId, nextId) => new CricketMarkets(model, eventId, nextId),
        };
      },
    },
    {
      sportId: sportIdsByName.horseRacing,
      competitions: horseRacingCompetitions,
      startDelay: [30, 120],
      typicalTicks: horseRaceTicks,
      fixture: (competition, openDate, random) => ({
        name: raceName(competition, openDate),
        model: new RaceModel(random.sample(competition.entrants, 8), horseRaceTicks, random),
      }),
    },
    {
      sportId: sportIdsByName.greyhoundRacing,
      competitions: greyhoundCompetitions,
      startDelay: [20, 90],
      typicalTicks: greyhoundRaceTicks,
      fixture: (competition, openDate, random) => ({
        name: raceName(competition, openDate),
        model: new RaceModel(
          random.sample(competition.entrants, 6).map((dog, index) => `${index + 1}. ${dog}`),
          greyhoundRaceTicks,
          random,
        ),
      }),
    },
  ];
}
