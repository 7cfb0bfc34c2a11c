import {
  contract,
  betRecordFromWire,
  betRecordsResponseSchema,
  betsResponseSchema,
  betToWire,
  emptyResponseSchema,
  placeBetResponseSchema,
  placedBetFromWire,
  bookFromWire,
  profitLossResponseSchema,
  userStakesResponseSchema,
  type Bet,
  type BetListFilter,
  type DateRange,
} from '@exchange/domain';
import type { Api } from './api.ts';
import { callEndpoint } from './contractClient.ts';
import type { Page } from './pages.ts';

/** The sports calls of spec 7 the player's betting screens make, each answer checked by the domain's schema. */

const post = (json: unknown) => ({ method: 'post' as const, json });

/** GET get-sport-list: the sports shown, with their stake limits and in-play delay. */
export const sportList = async (api: Api) => (await callEndpoint(api, contract.getSportList)).data;

/** GET get-match-list?sportId&status&limit. */
export async function matchList(api: Api, sportId: number, status: 'in-play' | 'all', limit = 50) {
  const query = { sportId: String(sportId), status, limit: String(limit) };
  return (await callEndpoint(api, contract.getMatchList, { query })).data;
}

export const matchById = async (api: Api, matchId: number) =>
  (await callEndpoint(api, contract.getMatchById, { query: { matchId: String(matchId) } })).data;

/** Bet API GET bets?matchId: the player's open bets (matched and unmatched) on a match. */
export const openBets = async (api: Api, matchId: number) =>
  (await api.bet(`bets?matchId=${matchId}`, betsResponseSchema)).data.map(placedBetFromWire);

/**
 * Bet API POST placebet. The idempotency key makes a retried request (a timeout whose bet did land) give
 * back the first bet rather than place a second.
 */
export async function placeBet(api: Api, bet: Bet, idempotencyKey: string) {
  const { data } = await api.bet(
    'placebet',
    placeBetResponseSchema,
    post({ ...betToWire(bet), idempotencyKey }),
  );
  return { exposure: data.exposer, book: bookFromWire(data.profitlist), bet: placedBetFromWire(data.bet) };
}

/** DELETE delete-current-bet/{id}: cancels the player's own unmatched bet. */
export const cancelBet = async (api: Api, betId: string) =>
  (
    await api.main(`delete-current-bet/${encodeURIComponent(betId)}`, emptyResponseSchema, {
      method: 'delete',
    })
  ).message;

/** The player's quick-stake buttons (major units); empty until saved. */
export const userStakes = async (api: Api) =>
  (await api.main('get-user-stake', userStakesResponseSchema)).data.stakes;

export const saveUserStakes = async (api: Api, stakes: readonly number[]) =>
  (await api.main('save-user-stake', userStakesResponseSchema, post({ stakes }))).data.stakes;

export interface BetReportFilter extends DateRange {
  readonly betType: BetListFilter;
}

/** POST unsettled-bets?page or bet-history?page: a page of the player's bets in the period. */
export async function betReport(
  api: Api,
  report: 'unsettled-bets' | 'bet-history',
  page: number,
  filter: BetReportFilter,
): Promise<Page<ReturnType<typeof betRecordFromWire>>> {
  const { data } = await api.main(`${report}?page=${page}`, betRecordsResponseSchema, post(filter));
  return {
    items: data.docs.map(betRecordFromWire),
    page: data.page,
    totalPages: data.totalPages,
    totalDocs: data.totalDocs,
  };
}

export const profitLoss = async (api: Api, page: number, range: DateRange) =>
  (await api.main(`profit-loss?page=${page}`, profitLossResponseSchema, post(range))).data;
