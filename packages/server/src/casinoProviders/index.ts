import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerHandlers } from '../http/handlers.ts';
import { casinoProviderHandlers } from './handlers.ts';
import type { CasinoProvider } from './providers.ts';
import { providerRegistry, type ProviderRegistry } from './registry.ts';
import { registerWalletRoutes } from './walletRoutes.ts';

/**
 * The international casino (issue 19, docs/adr/0012-casino-providers.md): the lobby and launch calls, the
 * lottery list, and the providers' seamless wallet, for the providers configured (providers.ts).
 */
export async function registerCasinoProviders(
  app: FastifyInstance,
  context: AppContext,
  providers: readonly CasinoProvider[],
): Promise<ProviderRegistry> {
  const registry = providerRegistry(providers, context.now, { loopbackHttp: !context.config.production });
  registerHandlers(app, context, casinoProviderHandlers(context, registry));
  // The wallet belongs with the main API: a process serving only the data or bet API leaves it out.
  if (!context.config.apis.includes('main')) return registry;
  await registerWalletRoutes(app, context, registry, async (provider, gameCode) => {
    try {
      return (await registry.gamesOf(provider)).find((game) => game.gameCode === gameCode)?.name ?? gameCode;
    } catch {
      return gameCode;
    }
  });
  return registry;
}
