import { commissionRatesResponseSchema, saveCommissionRateRequestSchema } from '../../schemas/commission.ts';
import {
  declareResultRequestSchema,
  rollbackResponseSchema,
  settlementMarketRequestSchema,
  settlementResponseSchema,
} from '../../schemas/settlement.ts';
import { platformAccess } from '../access.ts';
import { endpoint } from '../endpoint.ts';

/**
 * Results by hand (issue 5): a market's result settles the bets of every white label, so each call is the
 * platform's act (the Super Admin, or its login account holding Events).
 */
export const settlementEndpoints = {
  declareResult: endpoint({
    api: 'main',
    method: 'POST',
    path: 'declare-result',
    summary:
      "Declares a market's result (the winning selection id, or a session's run total) and settles its bets",
    access: platformAccess,
    body: declareResultRequestSchema,
    response: settlementResponseSchema,
    refusals: [
      'market_not_found',
      'casino_market_by_round',
      'result_not_a_runner',
      'result_run_total_invalid',
      'market_voided',
      'market_settled_with_other_result',
    ],
  }),
  voidMarket: endpoint({
    api: 'main',
    method: 'POST',
    path: 'void-market',
    summary: 'Voids a market: its matched bets are void, its unmatched ones cancelled, exposure given back',
    access: platformAccess,
    body: settlementMarketRequestSchema,
    response: settlementResponseSchema,
    refusals: ['market_not_found', 'casino_market_by_round', 'market_settled'],
  }),
  rollbackResult: endpoint({
    api: 'main',
    method: 'POST',
    path: 'rollback-result',
    summary: "Rolls a market's result (or void) back: its bets are open again and the money undone",
    access: platformAccess,
    body: settlementMarketRequestSchema,
    response: rollbackResponseSchema,
    refusals: ['market_not_found', 'casino_market_by_round', 'nothing_to_roll_back', 'winnings_spent'],
  }),
  // Issue 41: the exchange's commission on net winnings per market (docs/adr/0036-exchange-commission.md),
  // one rate for every white label, so the platform's like results.
  commissionRates: endpoint({
    api: 'main',
    method: 'GET',
    path: 'commission-rates',
    summary:
      "The commission rates set, in basis points of a player's net winnings on a market, by sport and market type",
    access: platformAccess,
    response: commissionRatesResponseSchema,
    refusals: [],
  }),
  saveCommissionRate: endpoint({
    api: 'main',
    method: 'POST',
    path: 'save-commission-rate',
    summary:
      "Sets a sport's commission rate or one of its market types' (basisPoints null removes it); answers every rate",
    access: platformAccess,
    body: saveCommissionRateRequestSchema,
    response: commissionRatesResponseSchema,
    refusals: [],
  }),
};
