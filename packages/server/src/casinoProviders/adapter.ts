import { gamesListCall, signedHeaders, type ProviderGame } from '@exchange/wallet-protocol';
import * as v from 'valibot';
import type { CasinoProvider } from './providers.ts';

/**
 * A provider's game as its games list gives it (docs/adr/0012-casino-providers.md, "Games list"), its
 * image made an absolute URL.
 */
export type { ProviderGame };

/** What a launch needs from the operator: the token made for it and where the game returns to. */
export interface LaunchRequest {
  gameCode: string;
  token: string;
  lobbyUrl: string;
  currency: string;
  isMobile: boolean;
  brand: string;
}

/** One provider as the operator uses it: its games, and the URL that opens one of them for a player. */
export interface CasinoProviderAdapter {
  listGames(): Promise<ProviderGame[]>;
  launchUrl(launch: LaunchRequest): string;
}

export class ProviderUnavailableError extends Error {}

/** How long a games list may take before the lobby goes on without that provider. */
const listTimeoutMs = 5_000;

/**
 * The adapter of any provider speaking the protocol over HTTP: `GET {baseUrl}/games`, signed like the
 * wallet calls (the body is empty), and `{baseUrl}/play/{gameCode}?token&lobby&currency&mobile&brand`.
 */
export function httpProviderAdapter(provider: CasinoProvider, now: () => Date): CasinoProviderAdapter {
  return {
    async listGames() {
      let response: Response;
      try {
        response = await fetch(`${provider.baseUrl}/${gamesListCall.path}`, {
          headers: { ...signedHeaders(provider.secret, '', now().getTime()), accept: 'application/json' },
          signal: AbortSignal.timeout(listTimeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        throw new ProviderUnavailableError(`${provider.key}: the games list did not answer`, {
          cause: error,
        });
      }
      if (!response.ok) {
        throw new ProviderUnavailableError(`${provider.key}: the games list answered ${response.status}`);
      }
      const parsed = v.safeParse(gamesListCall.answer, await response.json().catch(() => null));
      if (!parsed.success) {
        throw new ProviderUnavailableError(`${provider.key}: the games list is not the protocol's`);
      }
      return parsed.output.games.map((game) => ({
        ...game,
        image: new URL(game.image, `${provider.baseUrl}/`).toString(),
      }));
    },
    launchUrl(launch) {
      const url = new URL(`${provider.baseUrl}/play/${encodeURIComponent(launch.gameCode)}`);
      url.searchParams.set('token', launch.token);
      url.searchParams.set('lobby', launch.lobbyUrl);
      url.searchParams.set('currency', launch.currency);
      url.searchParams.set('mobile', launch.isMobile ? '1' : '0');
      url.searchParams.set('brand', launch.brand);
      return url.toString();
    },
  };
}
