import * as v from 'valibot';
import { maxCommissionBasisPoints } from '../money/commission.ts';
import { envelopeSchema } from './envelope.ts';
import { isMarketTypeOfSport, marketScopeEntries, marketTypeOfSportMessage } from './marketScope.ts';

/**
 * Commission rates (issue 41, docs/adr/0036-exchange-commission.md): per sport and exchange market type,
 * with a sport-wide rate for the types that have none of their own. None set is no commission.
 */

const basisPointsSchema = v.pipe(
  v.number(),
  v.safeInteger('The rate must be a whole number of basis points'),
  v.minValue(0, 'The rate must not be negative'),
  v.maxValue(maxCommissionBasisPoints, `The rate must be at most ${maxCommissionBasisPoints} basis points`),
);

/** One rate set: basis points of a player's net winnings on a market (200 is 2%). */
export const commissionRateSchema = v.object({ ...marketScopeEntries, basisPoints: basisPointsSchema });
export type CommissionRate = v.InferOutput<typeof commissionRateSchema>;

/** GET commission-rates: every rate set, by sport, the sport's own rate first, then its types by name. */
export const commissionRatesResponseSchema = envelopeSchema(v.array(commissionRateSchema));

/**
 * POST save-commission-rate: sets one rate, or with `basisPoints: null` removes it (the market type pays
 * its sport's rate again; a sport without one pays none). The market type must be one of the sport's.
 */
export const saveCommissionRateRequestSchema = v.pipe(
  v.object({ ...marketScopeEntries, basisPoints: v.nullable(basisPointsSchema) }),
  v.forward(
    v.check((scope) => isMarketTypeOfSport(scope), marketTypeOfSportMessage),
    ['marketType'],
  ),
);
