import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerRoutes } from '../http/routes.ts';
import { BetEngine, type BetEngineOptions } from './engine.ts';
import { betListRoutes } from './listRoutes.ts';
import { betManageRoutes } from './manageRoutes.ts';
import { betApiRoutes } from './routes.ts';

export { BetEngine, type BetEngineOptions } from './engine.ts';
export { recomputeExposure } from './exposure.ts';

/**
 * The bet routes (the bet API under /bet, the bet calls of the main API under /api) and the engine behind
 * them, started with the app (index of waiting bets, delayed bets left by a restart) and stopped with it.
 */
const engines = new WeakMap<FastifyInstance, BetEngine>();

/** The engine of an app (tests wait for its matcher with `idle()`). */
export function betEngineOf(app: FastifyInstance): BetEngine {
  const engine = engines.get(app);
  if (!engine) throw new Error('This app has no bet engine');
  return engine;
}

export function registerBets(
  app: FastifyInstance,
  context: AppContext,
  options: BetEngineOptions = {},
): BetEngine {
  const engine = new BetEngine(context, options);
  engines.set(app, engine);
  registerRoutes(app, context, '/bet', betApiRoutes(context, engine));
  registerRoutes(app, context, '/api', betListRoutes(context));
  registerRoutes(app, context, '/api', betManageRoutes(context, engine));
  app.addHook('onReady', () => engine.start());
  app.addHook('onClose', () => engine.stop());
  return engine;
}
