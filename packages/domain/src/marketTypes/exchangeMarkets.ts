import { sportIdsByName, type SportId } from '../constants/sports.ts';
import { soccerMarketTypes } from './soccer.ts';
import { tennisMarketTypes } from './tennis.ts';

/**
 * The sports with exchange markets (players back and lay each other; the casino has games instead), and
 * each sport's exchange market types by name, the name every match gives them (ADR 0025): what a
 * commission rate can be set for (ADR 0036). Cricket's and racing's feeds offer one exchange market each.
 */
export const exchangeSportIds = [
  sportIdsByName.soccer,
  sportIdsByName.tennis,
  sportIdsByName.cricket,
  sportIdsByName.horseRacing,
  sportIdsByName.greyhoundRacing,
] as const satisfies readonly SportId[];

export type ExchangeSportId = (typeof exchangeSportIds)[number];

export function isExchangeSportId(value: number): value is ExchangeSportId {
  return (exchangeSportIds as readonly number[]).includes(value);
}

/** The exchange market types of a sport, by name, in the order its odds page lists them. */
export function exchangeMarketNames(sportId: ExchangeSportId): readonly string[] {
  switch (sportId) {
    case sportIdsByName.soccer:
      return soccerMarketTypes.map((type) => type.name);
    case sportIdsByName.tennis:
      // Which player gives the handicap changes the runners, not the market's name.
      return tennisMarketTypes(0).map((type) => type.name);
    case sportIdsByName.cricket:
      return ['Match Odds'];
    case sportIdsByName.horseRacing:
    case sportIdsByName.greyhoundRacing:
      return ['Win'];
  }
}
