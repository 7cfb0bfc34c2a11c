import {
  adminMarketListResponseSchema,
  adminMarketResponseSchema,
  adminMatchListResponseSchema,
  adminMatchResponseSchema,
  contract,
  dataMatchesResponseSchema,
  dataSeriesResponseSchema,
  fancyListResponseSchema,
  marketListResponseSchema,
  sportSettingsListResponseSchema,
  sportSettingsResponseSchema,
  type Match,
  type SportSettings,
} from '@exchange/domain';
import type { Api } from '../api/api.ts';
import { callEndpoint } from '../api/contractClient.ts';

/**
 * The sports administration calls (spec 7, Sports and Data API; the settlement and news routes named in
 * docs/decisions.md), each answer checked by its schema. Actions resolve with the server's message.
 */

const post = (json: unknown) => ({ method: 'post' as const, json });

/** The statuses get-active-matches filters by (the screen's matchType). */
export type ActiveMatchFilter = 'open' | 'in-play' | 'upcoming' | 'closed';

export const sportList = async (api: Api) =>
  (await api.main('get-sport-list', sportSettingsListResponseSchema)).data;

export const saveSportSettings = async (api: Api, settings: SportSettings) =>
  (
    await api.main(
      'save-sport-settings',
      sportSettingsResponseSchema,
      post({
        sportId: settings.sportId,
        minBet: settings.minBet,
        maxBet: settings.maxBet,
        delay: settings.delay,
        active: settings.active,
      }),
    )
  ).message;

/** Data API GET get-series: the feed's competitions of a sport. */
export const feedSeries = async (api: Api, sportId: number) =>
  (await api.data('get-series', dataSeriesResponseSchema, { searchParams: { EventTypeID: sportId } })).data;

/** Data API GET get-matches: the feed's open events of one competition. */
export const feedMatches = async (api: Api, sportId: number, seriesId: number) =>
  (
    await api.data('get-matches', dataMatchesResponseSchema, {
      searchParams: { EventTypeID: sportId, CompetitionID: seriesId },
    })
  ).data;

/** POST save-match: shows a feed event to players (or hides it); syncData sets its markets the same. */
export const saveMatch = async (api: Api, match: Match, active: boolean, syncData: boolean) =>
  (await api.main('save-match', adminMatchResponseSchema, post({ data: { ...match, active }, syncData })))
    .message;

export const activeMatches = async (api: Api, sportId: number, status: ActiveMatchFilter) =>
  (await api.main('get-active-matches', adminMatchListResponseSchema, { searchParams: { sportId, status } }))
    .data;

export const setMatchActive = async (api: Api, matchId: number, active: boolean) =>
  (await api.main('update-match-active', adminMatchResponseSchema, post({ matchId, active }))).message;

/** GET get-active-markets (match odds, bookmaker) or get-active-fancies of a match. */
export const adminMarkets = async (api: Api, matchId: number, kind: 'markets' | 'fancies') =>
  (
    await api.main(
      kind === 'markets' ? 'get-active-markets' : 'get-active-fancies',
      adminMarketListResponseSchema,
      { searchParams: { matchId } },
    )
  ).data;

/** GET get-market-list: the runners a result is declared from (admins see every market of the match). */
export const marketBooks = async (api: Api, matchId: number) =>
  (await api.main('get-market-list', marketListResponseSchema, { searchParams: { matchId } })).data;

/** GET get-fancy-list: each session's current No and Yes lines. */
export const fancyLines = async (api: Api, matchId: number) =>
  (await api.main('get-fancy-list', fancyListResponseSchema, { searchParams: { matchId } })).data;

export const setMarketActive = async (api: Api, marketId: string, active: boolean) =>
  (await api.main('update-market-active', adminMarketResponseSchema, post({ marketId, active }))).message;

export const setMarketSuspended = async (api: Api, marketId: string, suspended: boolean) =>
  (await api.main('update-market-suspension', adminMarketResponseSchema, post({ marketId, suspended })))
    .message;

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
