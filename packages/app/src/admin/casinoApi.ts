import { contract, type DateRange } from '@exchange/domain';
import type { Api } from '../api/api.ts';
import { callEndpoint } from '../api/contractClient.ts';

/** The casino calls the panel's casino pages make (spec 7, Casino; the casino book and game reports). */

/** GET get-casino-data-by-id/{id}: the game's current round as players see it. */
export const casinoRound = async (api: Api, matchId: number) =>
  (await callEndpoint(api, contract.getCasinoDataById, { params: { id: String(matchId) } })).data;

/** GET get-casino-book?matchId: the downline's book on the game's open round, at the operator's share. */
export const casinoBook = async (api: Api, matchId: number) =>
  (await callEndpoint(api, contract.getCasinoBook, { query: { matchId: String(matchId) } })).data;

/** POST update-casino-game-status: the Super Admin opens or closes a game; answers the server's message. */
export const setCasinoGameClosed = async (api: Api, slug: string, isDisable: boolean) =>
  (await callEndpoint(api, contract.updateCasinoGameStatus, { body: { slug, isDisable } })).message;

/** POST game-reports: the downline's casino results by game in the period. */
export const gameReports = async (api: Api, range: DateRange) =>
  (await callEndpoint(api, contract.gameReports, { body: range })).data;
