import type { Log } from '../log.ts';
import type { ProviderGame } from './adapter.ts';
import { asReachedFrom } from './reachedFrom.ts';
import type { ProviderRegistry } from './registry.ts';

/** A display category's id in the lobby's tabs (`?category=`): "Table Games" is `table-games`. */
export function categoryId(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A game's code as the lobby and the launch call know it: `{providerKey}:{providerGameCode}`. */
export const lobbyGameCode = (providerKey: string, gameCode: string) => `${providerKey}:${gameCode}`;

/**
 * GET get-casino-int-games: the games of the enabled providers (of one, when `provider` names it), of one
 * type when `type` names one ("slot", "table"; "all" or none is every type), with the providers and the
 * categories of the games listed. A provider that does not answer is left out and logged: the lobby shows
 * the others.
 */
export async function internationalGames(
  registry: ProviderRegistry,
  query: { provider?: string | undefined; type?: string | undefined },
  log: Pick<Log, 'warn'>,
  siteHostname?: string,
) {
  const enabled = registry.providers.filter((provider) => provider.enabled);
  const asked = enabled.filter((provider) => !query.provider || provider.key === query.provider);
  const type = query.type && query.type !== 'all' ? query.type : undefined;
  const lists = await Promise.all(
    asked.map(async (provider) => {
      try {
        return { provider, games: await registry.gamesOf(provider) };
      } catch (error) {
        log.warn({ err: error, provider: provider.key }, 'A casino provider games list failed');
        return { provider, games: [] as ProviderGame[] };
      }
    }),
  );
  const result = lists.flatMap(({ provider, games }) =>
    games
      .filter((game) => type === undefined || game.type === type)
      .map((game) => ({
        gameCode: lobbyGameCode(provider.key, game.gameCode),
        gameName: game.name,
        // A provider on this machine serves its art where the player's browser reaches it.
        image: asReachedFrom(game.image, siteHostname),
        provider: provider.key,
        category: categoryId(game.category),
      })),
  );
  const categories = new Map<string, string>();
  for (const { games } of lists) {
    for (const game of games) {
      if (type === undefined || game.type === type) categories.set(categoryId(game.category), game.category);
    }
  }
  return {
    result,
    providers: enabled.map((provider) => ({ key: provider.key, name: provider.name })),
    category: [...categories].map(([id, name]) => ({ id, name })),
  };
}
