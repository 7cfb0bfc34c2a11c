import {
  casinoBetEndpoints,
  casinoEndpoints,
  betRecordFromWire,
  type BetRecord,
  type CasinoBetReportStatus,
  type CasinoResult,
  type DateRange,
} from '@exchange/domain';
import type { Api } from './api.ts';
import { callEndpoint } from './contractClient.ts';
import type { Page } from './pages.ts';

/** The casino calls of spec 7 the player's lobby, results and casino reports make. */

// The lobby's games are part of the entry: the home page's loader asks for them (firstPageCalls.ts).
export { casinoGames } from './firstPageCalls.ts';

export interface ResultFilter {
  /** A UTC day, YYYY-MM-DD; every day when empty. */
  readonly date: string;
  /** Round ids starting with this (a round of the casino report). */
  readonly roundId?: string;
}

/** GET done-results/{matchid}?filter_date&roundId&page: a game's results, newest first, with their proofs. */
export async function doneResults(
  api: Api,
  matchId: number,
  page: number,
  filter: ResultFilter,
): Promise<Page<CasinoResult>> {
  const query = { page: String(page), filter_date: filter.date || undefined, roundId: filter.roundId };
  return (
    await callEndpoint(api, casinoEndpoints.doneResults, { params: { matchid: String(matchId) }, query })
  ).data;
}

/** "result by market id (slug, mid)": the result detail's HTML, sanitised by the server (see ResultHtml). */
export const resultHtml = async (api: Api, slug: string, mid: string) =>
  (await callEndpoint(api, casinoEndpoints.casinoResultByMarket, { query: { slug, mid } })).data.html;

/** GET casino-seed-chains/{code} (public): a table's newest seed chains, newest first. */
export const casinoSeedChains = async (api: Api, code: string) =>
  (await callEndpoint(api, casinoEndpoints.casinoSeedChains, { params: { code } })).data;

/** GET casino-round-proof/{mid} (public): a finished round's result and proof with its seed chain. */
export const casinoRoundProof = async (api: Api, mid: string) =>
  (await callEndpoint(api, casinoEndpoints.casinoRoundProof, { params: { mid } })).data;

export interface CasinoBetsFilter {
  readonly status: CasinoBetReportStatus;
  readonly startDate: string;
  /** A game's match id, or spec 9's 50001 for every game. */
  readonly reportType: number;
}

export interface CasinoBetsPage extends Page<BetRecord> {
  /** The stake of every bet the filter lists (spec 7: `bettotal[0]`). */
  readonly totalStake: number;
}

/** POST casino-bets: "takes page, status, betType, reportType (default 50001), startDate". */
export async function casinoBets(api: Api, page: number, filter: CasinoBetsFilter): Promise<CasinoBetsPage> {
  const { data } = await callEndpoint(api, casinoBetEndpoints.casinoBets, { body: { ...filter, page } });
  return {
    items: data.bets.docs.map(betRecordFromWire),
    page: data.bets.page,
    totalPages: data.bets.totalPages,
    totalDocs: data.bets.totalDocs,
    totalStake: data.bettotal[0]?.total ?? 0,
  };
}

/** POST casino-report?page: the player's settled rounds in a period, of one game when a match id is given. */
export async function casinoReport(api: Api, page: number, range: DateRange, matchId: number | undefined) {
  const body = { ...range, ...(matchId !== undefined && { matchId }) };
  return (await callEndpoint(api, casinoBetEndpoints.casinoReport, { query: { page }, body })).data;
}
