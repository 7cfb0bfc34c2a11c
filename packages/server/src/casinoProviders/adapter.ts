import * as v from 'valibot';
import type { CasinoProvider } from './providers.ts';
import { signedHeaders } from './signature.ts';

/** A provider's game as its games list gives it (docs/adr/0012-casino-providers.md, "Games list"). */
export interface ProviderGame {
  gameCode: string;
  name: string;
  /** A display category ("Slots", "Table Games"). */
  category: string;
  /** An absolute URL (a path on the provider is made absolute). */
  image: string;
  type: 'slot' | 'table';
}

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

const gamesSchema = v.object({
  games: v.pipe(
    v.array(
      v.object({
        gameCode: v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/, 'gameCode must be letters, digits, - or _')),
        name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
        category: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
        image: v.pipe(v.string(), v.maxLength(2048)),
        type: v.picklist(['slot', 'table']),
      }),
    ),
    v.maxLength(5000),
  ),
});

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
        response = await fetch(`${provider.baseUrl}/games`, {
          headers: { ...signedHeaders(provider.secret, '', now()), accept: 'application/json' },
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
      const parsed = v.safeParse(gamesSchema, await response.json().catch(() => null));
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
