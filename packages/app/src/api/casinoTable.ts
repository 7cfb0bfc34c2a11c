import { casinoEndpoints } from '@exchange/domain';
import type { Api } from './api.ts';
import { callEndpoint } from './contractClient.ts';

/** The casino calls of spec 7 a game table makes, each answer checked by the domain's schema. */

/** GET get-casino-games: the in-house games in lobby order (a closed one shows match id -1). */
export const casinoGames = async (api: Api) => (await callEndpoint(api, casinoEndpoints.getCasinoGames)).data;

/** Data API GET api/get-casino-market/{matchId}: the game's current round. */
export const casinoMarket = async (api: Api, matchId: number) =>
  (await callEndpoint(api, casinoEndpoints.getCasinoMarket, { params: { id: String(matchId) } })).data;

/** GET done-results/{matchId}: the game's newest results (10), each with its fairness proof. */
export const casinoResults = async (api: Api, matchId: number) =>
  (await callEndpoint(api, casinoEndpoints.doneResults, { params: { matchid: String(matchId) } })).data.items;
