import {
  betEndpoints,
  casinoEndpoints,
  hierarchyEndpoints,
  messages,
  moneyEndpoints,
  placedBetFromWire,
  sessionEndpoints,
  sportsEndpoints,
} from '@exchange/domain';
import type { ApiConfig } from '../config.ts';
import type { TokenPair } from '../session/accessToken.ts';
import type { SessionStorage } from '../session/storage.ts';
import { ApiError, createApi, type Api } from './api.ts';
import { callEndpoint } from './contractClient.ts';

/**
 * The calls the first pages' loaders make (router.tsx), which are part of the entry: a module the entry
 * imports comes into it whole, with every call other screens take from it and the contract's features
 * those name. So these calls live here, not beside the rest of their features' calls (calls.ts,
 * betting.ts, casino.ts, which re-export them), and name their endpoints by feature, not through
 * `contract` (which holds every feature: the admin's, the cashier's, the casino providers').
 */

/** Spec 4: "User info fetch works only if a refresh token exists, otherwise it fails with 'Token not exist'." */
export async function userInfo(api: Api, storage: SessionStorage) {
  if (!storage.refreshToken()) throw new ApiError(messages.tokenNotExist, 401, null, 'no_auth_token');
  return (await callEndpoint(api, sessionEndpoints.userInfo)).data;
}

/**
 * POST refresh-token, on an API of its own without the app's hooks: it must not wait on the token it is
 * fetching, nor log out or toast on its own failure (the token source then sends the old token, whose
 * refusal does that). Part of the entry: services.ts makes it.
 */
export function tokenRefresher(config: ApiConfig): (refreshToken: string) => Promise<TokenPair> {
  const api = createApi(config, {
    accessToken: async () => null,
    onErrorResponse: () => undefined,
    onBetLoading: () => undefined,
  });
  return async (refreshToken) =>
    (await callEndpoint(api, sessionEndpoints.refreshToken, { body: { token: refreshToken } })).data;
}

export const userBalance = async (api: Api) => (await callEndpoint(api, moneyEndpoints.getUserBalance)).data;

/** GET get-sport-list: the sports shown, with their stake limits and in-play delay. */
export const sportList = async (api: Api) => (await callEndpoint(api, sportsEndpoints.getSportList)).data;

/** GET get-match-list?sportId&status&limit. */
export async function matchList(api: Api, sportId: number, status: 'in-play' | 'all', limit = 50) {
  const query = { sportId: String(sportId), status, limit: String(limit) };
  return (await callEndpoint(api, sportsEndpoints.getMatchList, { query })).data;
}

export const matchById = async (api: Api, matchId: number) =>
  (await callEndpoint(api, sportsEndpoints.getMatchById, { query: { matchId: String(matchId) } })).data;

/** Data API GET match-snapshot?MatchID: the match's whole live state, as its socket room's snapshot. */
export const matchSnapshot = async (api: Api, matchId: number) =>
  (await callEndpoint(api, sportsEndpoints.matchSnapshot, { query: { MatchID: String(matchId) } })).data;

/** Bet API GET bets?matchId: the player's open bets (matched and unmatched) on a match. */
export const openBets = async (api: Api, matchId: number) =>
  (await callEndpoint(api, betEndpoints.bets, { query: { matchId: String(matchId) } })).data.map(
    placedBetFromWire,
  );

/** The player's stake settings: the quick-stake buttons (major units; empty until saved) and price choices. */
export const userStakeSettings = async (api: Api) =>
  (await callEndpoint(api, hierarchyEndpoints.getUserStake)).data;

/** GET get-casino-games: the in-house games in lobby order (a closed one carries match id -1). */
export const casinoGames = async (api: Api) => (await callEndpoint(api, casinoEndpoints.getCasinoGames)).data;
