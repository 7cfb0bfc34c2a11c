import { safeUrl, type SafeUrlOptions } from '@exchange/domain';
import {
  httpProviderAdapter,
  type CasinoProviderAdapter,
  type LaunchRequest,
  type ProviderGame,
} from './adapter.ts';
import type { CasinoProvider } from './providers.ts';
import { asReachedFrom } from './reachedFrom.ts';

/** How long a provider's games list is reused: the lobby is read far more often than games change. */
const gamesCacheMs = 60_000;

/** The configured providers with their adapters, and their games lists cached for a minute. */
export interface ProviderRegistry {
  readonly providers: readonly CasinoProvider[];
  /** A configured provider by key (enabled or not), or undefined. */
  find(key: string): CasinoProvider | undefined;
  /**
   * The provider's games (cached); throws ProviderUnavailableError when it does not answer. A game whose
   * image is not a safe URL (safeUrl) is kept with none, so the lobby shows its initials.
   */
  gamesOf(provider: CasinoProvider): Promise<ProviderGame[]>;
  /**
   * The provider's URL that opens a game for a player, or undefined when it is not a safe URL (safeUrl); a
   * provider on this machine as the player reaches it from `siteHostname`, the site's name (asReachedFrom).
   */
  launchUrl(provider: CasinoProvider, launch: LaunchRequest, siteHostname?: string): string | undefined;
}

/**
 * `urls` is what a provider's URLs must be (ASVS 1.2.2): https, or outside production also plain http to
 * this machine, where the built-in provider runs beside `npm start` (BUILTIN_PROVIDER_URL) and the tests.
 */
export function providerRegistry(
  providers: readonly CasinoProvider[],
  now: () => Date,
  urls: SafeUrlOptions,
  makeAdapter: (provider: CasinoProvider) => CasinoProviderAdapter = (provider) =>
    httpProviderAdapter(provider, now),
): ProviderRegistry {
  const adapters = new Map(providers.map((provider) => [provider.key, makeAdapter(provider)]));
  const cache = new Map<string, { at: number; games: Promise<ProviderGame[]> }>();
  const adapterOf = (provider: CasinoProvider) => {
    const adapter = adapters.get(provider.key);
    if (!adapter) throw new Error(`No adapter for ${provider.key}`);
    return adapter;
  };
  return {
    providers,
    find: (key) => providers.find((provider) => provider.key === key),
    gamesOf(provider) {
      const cached = cache.get(provider.key);
      const at = now().getTime();
      if (cached && at - cached.at < gamesCacheMs) return cached.games;
      const games = adapterOf(provider)
        .listGames()
        .then((listed) => listed.map((game) => ({ ...game, image: safeUrl(game.image, urls) ?? '' })));
      cache.set(provider.key, { at, games });
      // A failure is not kept: the next lobby asks again.
      games.catch(() => cache.delete(provider.key));
      return games;
    },
    launchUrl(provider, launch, siteHostname) {
      // Checked as configured (https, or http to this machine outside production), then renamed.
      const url = safeUrl(adapterOf(provider).launchUrl(launch), urls);
      return url && asReachedFrom(url, siteHostname);
    },
  };
}
