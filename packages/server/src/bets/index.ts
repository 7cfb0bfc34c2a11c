import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerHandlers } from '../http/handlers.ts';
import { BetEngine, type BetEngineOptions } from './engine.ts';
import { betHandlers } from './handlers.ts';

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
  registerHandlers(app, context, betHandlers(context, engine));
  app.addHook('onReady', () => engine.start());
  app.addHook('onClose', () => engine.stop());
  return engine;
}
