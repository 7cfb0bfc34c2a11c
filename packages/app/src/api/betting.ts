import {
  betEndpoints,
  hierarchyEndpoints,
  moneyEndpoints,
  reportEndpoints,
  betRecordFromWire,
  betToWire,
  placedBetFromWire,
  bookFromWire,
  type Bet,
  type BetListFilter,
  type DateRange,
  type PriceMoveChoice,
} from '@exchange/domain';
import type { Api } from './api.ts';
import { callEndpoint } from './contractClient.ts';
import { userStakeSettings } from './firstPageCalls.ts';
import type { Page } from './pages.ts';

/** The sports calls of spec 7 the player's betting screens make, each answer checked by the domain's schema. */

// Those the first pages' loaders make are part of the entry (firstPageCalls.ts).
export { matchById, matchList, openBets, sportList, userStakeSettings } from './firstPageCalls.ts';

/**
 * Bet API POST placebet. The idempotency key makes a retried request (a timeout whose bet did land) give
 * back the first bet rather than place a second; the price-move choice says what the in-play delay does
 * with a moved price (docs/adr/0026-in-play-price-moves.md).
 */
export async function placeBet(api: Api, bet: Bet, idempotencyKey: string, priceMove?: PriceMoveChoice) {
  const { data } = await callEndpoint(api, betEndpoints.placebet, {
    body: { ...betToWire(bet), ...priceMove, idempotencyKey },
  });
  return { exposure: data.exposer, book: bookFromWire(data.profitlist), bet: placedBetFromWire(data.bet) };
}

/** DELETE delete-current-bet/{id}: cancels the player's own unmatched bet. */
export const cancelBet = async (api: Api, betId: string) =>
  (await callEndpoint(api, betEndpoints.deleteCurrentBet, { params: { id: betId } })).message;

/** Bet API POST edit-bet-price: moves the player's waiting bet to a new price; answers the bet in its stead. */
export async function editBetPrice(api: Api, betId: string, odds: number) {
  const { data } = await callEndpoint(api, betEndpoints.editBetPrice, { body: { betId, odds } });
  return placedBetFromWire(data.bet);
}

/** Bet API POST cancel-bets: the player's waiting bets on a market, or on all; answers the ids cancelled. */
export const cancelBets = async (api: Api, marketId?: string) =>
  (await callEndpoint(api, betEndpoints.cancelBets, { body: marketId === undefined ? {} : { marketId } }))
    .data.betIds;

/** The player's quick-stake buttons (major units); empty until saved. */
export const userStakes = async (api: Api) => (await userStakeSettings(api)).stakes;

/** Saves the in-play price choices alone (the stake buttons stay as saved); answers them as saved. */
export async function savePriceMove(api: Api, choice: Required<PriceMoveChoice>) {
  const { data } = await callEndpoint(api, hierarchyEndpoints.saveUserStake, { body: { ...choice } });
  return { acceptBetterPrice: data.acceptBetterPrice, waitIfPriceWorse: data.waitIfPriceWorse };
}

export const saveUserStakes = async (api: Api, stakes: readonly number[]) =>
  (await callEndpoint(api, hierarchyEndpoints.saveUserStake, { body: { stakes: [...stakes] } })).data.stakes;

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
  const endpoint = report === 'unsettled-bets' ? reportEndpoints.unsettledBets : reportEndpoints.betHistory;
  const { data } = await callEndpoint(api, endpoint, { query: { page }, body: filter });
  return {
    items: data.docs.map(betRecordFromWire),
    page: data.page,
    totalPages: data.totalPages,
    totalDocs: data.totalDocs,
  };
}

export const profitLoss = async (api: Api, page: number, range: DateRange) =>
  (await callEndpoint(api, moneyEndpoints.profitLoss, { query: { page }, body: range })).data;
