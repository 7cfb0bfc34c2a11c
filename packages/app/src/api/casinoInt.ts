import { casinoProviderEndpoints, plainHttpFor, refusalCatalog, safeUrl } from '@exchange/domain';
import type { Api } from './api.ts';
import { callEndpoint } from './contractClient.ts';

/** The international casino's and the lottery's calls (issue 19). */

/** GET get-casino-int-games?provider: a configured provider's games, every provider and its categories. */
export const internationalGames = async (api: Api, provider: string | undefined) =>
  (await callEndpoint(api, casinoProviderEndpoints.getCasinoIntGames, { query: { provider } })).data;

export interface LaunchRequest {
  /** `{providerKey}:{providerGameCode}`. */
  readonly gameCode: string;
  /** Where the provider's own lobby button leads: back to this lobby. */
  readonly lobbyUrl: string;
  readonly isMobile: boolean;
}

/**
 * POST get-cas-casino-play-url: the game's one-time play URL. The server takes the player's address from
 * the request itself (the spec's public IP lookup is not made: a third party would learn every player's
 * visit), so `ipAddress` is sent empty. Only a URL with a safe scheme is framed (ASVS 1.2.2): https, or
 * plain http to this machine while the lobby is on it too, or to the lobby's own host while the lobby is
 * plain http itself (the demo's built-in provider, opened from this machine or another); any other
 * rejects with the refusal's message, so no frame opens.
 */
export async function casinoPlayUrl(api: Api, launch: LaunchRequest): Promise<string> {
  const body = {
    gameCode: launch.gameCode,
    lobby_url: launch.lobbyUrl,
    ipAddress: '',
    isMobile: launch.isMobile,
  };
  const { url } = (await callEndpoint(api, casinoProviderEndpoints.getCasCasinoPlayUrl, { body })).data;
  const framed = safeUrl(url, plainHttpFor(new URL(launch.lobbyUrl)));
  if (framed === undefined) throw new Error(refusalCatalog.casino_launch_url_unsafe);
  return framed;
}

/** GET lottery-list: the draws, open ones first. */
export const lotteryList = async (api: Api) =>
  (await callEndpoint(api, casinoProviderEndpoints.lotteryList)).data;

/**
 * GET lottery-image/:id: a draw's image. The route is not public, so an `<img src>` cannot load it; it is
 * fetched with the session's token and shown from an object URL.
 */
export const lotteryImage = async (api: Api, id: string) =>
  new Blob([
    new Uint8Array(await callEndpoint(api, casinoProviderEndpoints.lotteryImage, { params: { id } })),
  ]);

/** GET lottery-draw/:id: a draw, the ticket numbers taken and its fairness proof (issue 39). */
export const lotteryDraw = async (api: Api, id: string) =>
  (await callEndpoint(api, casinoProviderEndpoints.lotteryDraw, { params: { id } })).data;

/** What a player buys: how many tickets (the lowest free numbers), or the numbers picked. */
export type LotteryPurchase = { readonly count: number } | { readonly numbers: readonly number[] };

/** POST buy-lottery-tickets: answers the message to show ("2 tickets bought"). */
export async function buyLotteryTickets(api: Api, id: string, purchase: LotteryPurchase, key: string) {
  const body = {
    id,
    idempotencyKey: key,
    ...('count' in purchase ? { count: purchase.count } : { numbers: [...purchase.numbers] }),
  };
  return (await callEndpoint(api, casinoProviderEndpoints.buyLotteryTickets, { body })).message;
}
