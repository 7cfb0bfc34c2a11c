import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerHandlers } from '../http/handlers.ts';
import { casinoProviderHandlers } from './handlers.ts';
import { loadCasinoProviders, type CasinoProvider } from './providers.ts';
import { providerRegistry, type ProviderRegistry } from './registry.ts';
import { registerWalletRoutes } from './walletRoutes.ts';

/**
 * The international casino (issue 19, docs/adr/0012-casino-providers.md): the lobby and launch calls, the
 * lottery list, and the providers' seamless wallet. `providers` replaces the configured ones (tests).
 */
export async function registerCasinoProviders(
  app: FastifyInstance,
  context: AppContext,
  providers: readonly CasinoProvider[] = loadCasinoProviders(context.config.casinoProviders),
): Promise<ProviderRegistry> {
  const registry = providerRegistry(providers, context.now);
  registerHandlers(app, context, casinoProviderHandlers(context, registry));
  await registerWalletRoutes(app, context, registry, async (provider, gameCode) => {
    try {
      return (await registry.gamesOf(provider)).find((game) => game.gameCode === gameCode)?.name ?? gameCode;
    } catch {
      return gameCode;
    }
  });
  return registry;
}
