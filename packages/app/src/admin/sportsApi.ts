import { contract, type Match, type SportSettings } from '@exchange/domain';
import type { Api } from '../api/api.ts';
import { callEndpoint } from '../api/contractClient.ts';

/**
 * The sports administration calls (spec 7, Sports and Data API; the settlement and news routes named in
 * docs/features/settlement-and-reports.md and agent-panel-sports.md), typed from the contract's
 * declarations. Actions resolve with the server's message.
 */

/** The statuses get-active-matches filters by (the screen's matchType). */
export type ActiveMatchFilter = 'open' | 'in-play' | 'upcoming' | 'closed';

/** Which series-with-market call lists a sport's series: every open match, or in play or within a day. */
export type SeriesMarketsWindow = 'open' | 'soon';

export const sportList = async (api: Api) => (await callEndpoint(api, contract.getSportList)).data;

export const saveSportSettings = async (api: Api, settings: SportSettings) =>
  (
    await callEndpoint(api, contract.saveSportSettings, {
      body: {
        sportId: settings.sportId,
        minBet: settings.minBet,
        maxBet: settings.maxBet,
        delay: settings.delay,
        active: settings.active,
      },
    })
  ).message;

/** Data API GET get-series: the feed's competitions of a sport. */
export const feedSeries = async (api: Api, sportId: number) =>
  (await callEndpoint(api, contract.getSeries, { query: { EventTypeID: String(sportId) } })).data;

/** Data API GET get-matches: the feed's open events of one competition. */
export const feedMatches = async (api: Api, sportId: number, seriesId: number) =>
  (
    await callEndpoint(api, contract.getMatches, {
      query: { EventTypeID: String(sportId), CompetitionID: String(seriesId) },
    })
  ).data;

/** POST save-match: shows a feed event to players (or hides it); syncData sets its markets the same. */
export const saveMatch = async (api: Api, match: Match, active: boolean, syncData: boolean) =>
  (await callEndpoint(api, contract.saveMatch, { body: { data: { ...match, active }, syncData } })).message;

export const activeMatches = async (api: Api, sportId: number, status: ActiveMatchFilter) =>
  (await callEndpoint(api, contract.getActiveMatches, { query: { sportId: String(sportId), status } })).data;

export const setMatchActive = async (api: Api, matchId: number, active: boolean) =>
  (await callEndpoint(api, contract.updateMatchActive, { body: { matchId, active } })).message;

/** GET get-active-markets (match odds, bookmaker) or get-active-fancies of a match. */
export const adminMarkets = async (api: Api, matchId: number, kind: 'markets' | 'fancies') =>
  (
    await callEndpoint(api, kind === 'markets' ? contract.getActiveMarkets : contract.getActiveFancies, {
      query: { matchId: String(matchId) },
    })
  ).data;

/** GET get-market-list: the runners a result is declared from (admins see every market of the match). */
export const marketBooks = async (api: Api, matchId: number) =>
  (await callEndpoint(api, contract.getMarketList, { query: { matchId: String(matchId) } })).data;

/** GET get-fancy-list: each session's current No and Yes lines. */
export const fancyLines = async (api: Api, matchId: number) =>
  (await callEndpoint(api, contract.getFancyList, { query: { matchId: String(matchId) } })).data;

export const setMarketActive = async (api: Api, marketId: string, active: boolean) =>
  (await callEndpoint(api, contract.updateMarketActive, { body: { marketId, active } })).message;

export const setMarketSuspended = async (api: Api, marketId: string, suspended: boolean) =>
  (await callEndpoint(api, contract.updateMarketSuspension, { body: { marketId, suspended } })).message;

// Settlement's and news's calls, their bodies typed by the domain's request schemas until their own
// contract entries replace them.

/** POST declare-result: the winning selection id, or a session's runs. */
export const declareResult = async (api: Api, marketId: string, result: number) =>
  (await callEndpoint(api, contract.declareResult, { body: { marketId, result } })).message;

export const voidMarket = async (api: Api, marketId: string) =>
  (await callEndpoint(api, contract.voidMarket, { body: { marketId } })).message;

export const rollbackResult = async (api: Api, marketId: string) =>
  (await callEndpoint(api, contract.rollbackResult, { body: { marketId } })).message;

/** POST save-news: the caller's own line ('' takes it off); answers the server's message. */
export const saveNews = async (api: Api, text: string) =>
  (await callEndpoint(api, contract.saveNews, { body: { text } })).message;

/** get-series-with-market (every open match) or get-series-with-market-with-date (in play or within a day). */
export async function seriesWithMarkets(api: Api, sportId: number, window: SeriesMarketsWindow) {
  const endpoint = window === 'soon' ? contract.getSeriesWithMarketWithDate : contract.getSeriesWithMarket;
  return (await callEndpoint(api, endpoint, { query: { EventTypeID: String(sportId) } })).data;
}
