import { saveMatchRequestSchema, saveSportSettingsRequestSchema } from '../../schemas/sports.ts';
import {
  activeMarketsQuerySchema,
  activeMatchesQuerySchema,
  adminMarketListResponseSchema,
  adminMarketResponseSchema,
  adminMatchListResponseSchema,
  adminMatchResponseSchema,
  marketActiveRequestSchema,
  marketSuspensionRequestSchema,
  matchActiveRequestSchema,
  sportSettingsResponseSchema,
} from '../../schemas/sportsAdmin.ts';
import { platformAccess } from '../access.ts';
import { endpoint } from '../endpoint.ts';

/** A switch on a market that is still open. */
const marketSwitchRefusals = ['market_not_found', 'market_finished'] as const;

/**
 * The catalogue's management (platform-wide, so the Super Admin's with Events): activating matches from
 * the feed, sport settings, and the active matches, markets and fancies with their switches. Results,
 * voids and rollbacks are settlement's.
 */
export const sportsAdminEndpoints = {
  saveMatch: endpoint({
    api: 'main',
    method: 'POST',
    path: 'save-match',
    summary: "Shows a feed's match to players or hides it; with syncData its markets follow",
    access: platformAccess,
    body: saveMatchRequestSchema,
    response: adminMatchResponseSchema,
    refusals: ['match_not_in_feed', 'match_sport_mismatch', 'closed_match_activation', 'match_not_found'],
  }),
  saveSportSettings: endpoint({
    api: 'main',
    method: 'POST',
    path: 'save-sport-settings',
    summary: "A sport's stake limits, in-play delay and whether players see it",
    access: platformAccess,
    body: saveSportSettingsRequestSchema,
    response: sportSettingsResponseSchema,
    refusals: [],
  }),
  getActiveMatches: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-active-matches',
    summary: "A sport's active matches by status (open by default), with their live score lines",
    access: platformAccess,
    query: activeMatchesQuerySchema,
    response: adminMatchListResponseSchema,
    refusals: [],
  }),
  updateMatchActive: endpoint({
    api: 'main',
    method: 'POST',
    path: 'update-match-active',
    summary: 'Shows a match to players or hides it (its markets keep their own switches)',
    access: platformAccess,
    body: matchActiveRequestSchema,
    response: adminMatchResponseSchema,
    refusals: ['match_not_in_feed', 'closed_match_activation', 'match_not_found'],
  }),
  getActiveMarkets: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-active-markets',
    summary: "A match's match odds and bookmaker markets with their switches and results",
    access: platformAccess,
    query: activeMarketsQuerySchema,
    response: adminMarketListResponseSchema,
    refusals: ['match_not_found'],
  }),
  getActiveFancies: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-active-fancies',
    summary: "A match's fancy markets with their switches and results",
    access: platformAccess,
    query: activeMarketsQuerySchema,
    response: adminMarketListResponseSchema,
    refusals: ['match_not_found'],
  }),
  updateMarketActive: endpoint({
    api: 'main',
    method: 'POST',
    path: 'update-market-active',
    summary: 'Enables a market (shown and open for bets) or disables it',
    access: platformAccess,
    body: marketActiveRequestSchema,
    response: adminMarketResponseSchema,
    refusals: marketSwitchRefusals,
  }),
  updateMarketSuspension: endpoint({
    api: 'main',
    method: 'POST',
    path: 'update-market-suspension',
    summary: 'Suspends a market until resumed, or resumes it',
    access: platformAccess,
    body: marketSuspensionRequestSchema,
    response: adminMarketResponseSchema,
    refusals: marketSwitchRefusals,
  }),
};
