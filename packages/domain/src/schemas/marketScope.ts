import * as v from 'valibot';
import { exchangeMarketNames, exchangeSportIds, isExchangeSportId } from '../marketTypes/exchangeMarkets.ts';
import { textSchema } from './primitives.ts';

/**
 * What a setting per sport and exchange market type is keyed by (the commission rates, ADR 0036, and the
 * bet limits, ADR 0037): a sport with exchange markets, and one of its market types by name, or null for
 * the sport's own.
 */

/** A market type by name, or null for the sport's own setting. */
export const marketTypeSchema = v.nullable(v.pipe(textSchema(100), v.trim(), v.nonEmpty()));

export const marketScopeEntries = {
  sportId: v.picklist(exchangeSportIds, 'sportId is not a sport with exchange markets'),
  marketType: marketTypeSchema,
};

export const marketTypeOfSportMessage = 'marketType is not a market type of this sport';

/** Whether the market type is the sport's own (null) or one of its exchange market types. */
export function isMarketTypeOfSport(scope: { sportId: number; marketType: string | null }): boolean {
  return (
    scope.marketType === null ||
    (isExchangeSportId(scope.sportId) && exchangeMarketNames(scope.sportId).includes(scope.marketType))
  );
}
