import { httpProviderAdapter, type CasinoProviderAdapter, type ProviderGame } from './adapter.ts';
import type { CasinoProvider } from './providers.ts';

/** How long a provider's games list is reused: the lobby is read far more often than games change. */
const gamesCacheMs = 60_000;

/** The configured providers with their adapters, and their games lists cached for a minute. */
export interface ProviderRegistry {
  readonly providers: readonly CasinoProvider[];
  /** A configured provider by key (enabled or not), or undefined. */
  find(key: string): CasinoProvider | undefined;
  adapterOf(provider: CasinoProvider): CasinoProviderAdapter;
  /** The provider's games (cached); throws ProviderUnavailableError when it does not answer. */
  gamesOf(provider: CasinoProvider): Promise<ProviderGame[]>;
}

export function providerRegistry(
  providers: readonly CasinoProvider[],
  now: () => Date,
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
    adapterOf,
    gamesOf(provider) {
      const cached = cache.get(provider.key);
      const at = now().getTime();
      if (cached && at - cached.at < gamesCacheMs) return cached.games;
      const games = adapterOf(provider).listGames();
      cache.set(provider.key, { at, games });
      // A failure is not kept: the next lobby asks again.
      games.catch(() => cache.delete(provider.key));
      return games;
    },
  };
}
