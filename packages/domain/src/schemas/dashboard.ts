import * as v from 'valibot';
import { envelopeSchema, pageQuerySchema } from './envelope.ts';
import { moneySchema, numericIdSchema, numericQuerySchema, sportIdSchema } from './primitives.ts';
import { matchStatuses } from './sportsAdmin.ts';

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/**
 * GET get-dashboard-summary: the operator's overview (`dashbaord`, privilege 1). Its own account; its
 * downline's totals (every account below it: chips held, exposure at stake, and the direct clients' credit
 * references); and each open match with open bets in the downline.
 */
export const dashboardSummarySchema = v.object({
  account: v.object({
    balance: moneySchema,
    exposer: moneySchema,
    available: moneySchema,
    creditRefrences: moneySchema,
  }),
  downline: v.object({
    /** Direct clients (children). */
    clients: count,
    /** Everyone below the operator, players included (logins of an operator are not users). */
    users: count,
    players: count,
    lockedUsers: count,
    balance: moneySchema,
    exposer: moneySchema,
    available: moneySchema,
    creditRefrences: moneySchema,
  }),
  matches: v.array(
    v.object({
      matchId: numericIdSchema,
      matchName: v.string(),
      sportId: sportIdSchema,
      status: v.picklist(matchStatuses),
      openDate: v.string(),
      /** Open bets (matched, unmatched, waiting) and their total stake. */
      bets: count,
      stake: moneySchema,
    }),
  ),
});
export type DashboardSummary = v.InferOutput<typeof dashboardSummarySchema>;
export const dashboardSummaryResponseSchema = envelopeSchema(dashboardSummarySchema);

/** GET get-match-bets?matchId&page: the open bets of the operator's downline on one match. */
export const matchBetsQuerySchema = v.object({
  matchId: numericQuerySchema,
  page: pageQuerySchema.entries.page,
});
