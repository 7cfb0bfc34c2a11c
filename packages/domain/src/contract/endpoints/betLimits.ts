import { privilege } from '../../constants/privileges.ts';
import {
  betLimitsQuerySchema,
  betLimitsResponseSchema,
  saveBetLimitsRequestSchema,
} from '../../schemas/betLimits.ts';
import type { Access } from '../access.ts';
import { endpoint } from '../endpoint.ts';

/**
 * Limits on betting are Bet Lock's, the privilege of the other controls an operator has over its
 * downline's bets; the Super Admin holds it, and a login account acts for its operator with it.
 */
const betLimitsAccess = { kind: 'operator', privilege: privilege.betLock } as const satisfies Access;

/** Issue 41, market and sport limits (docs/adr/0037-market-and-sport-limits.md). */
export const betLimitEndpoints = {
  betLimits: endpoint({
    api: 'main',
    method: 'GET',
    path: 'bet-limits',
    summary:
      'The market and sport limits a user of the subtree (or the caller) set, and the tightest set above it',
    access: betLimitsAccess,
    query: betLimitsQuerySchema,
    response: betLimitsResponseSchema,
    refusals: ['not_found', 'not_in_subtree'],
  }),
  saveBetLimits: endpoint({
    api: 'main',
    method: 'POST',
    path: 'save-bet-limits',
    summary:
      "Sets the caller's limits for its subtree on a sport or one of its market types (all null removes them); they may only narrow those set above",
    access: betLimitsAccess,
    body: saveBetLimitsRequestSchema,
    response: betLimitsResponseSchema,
    refusals: ['bet_limit_wider_than_above', 'bet_limits_contradict'],
  }),
};
