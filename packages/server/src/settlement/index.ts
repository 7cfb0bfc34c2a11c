import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerHandlers } from '../http/handlers.ts';
import { settleFromBoard, type BoardSettlement } from './feed.ts';
import { settlementHandlers } from './handlers.ts';

const listeners = new WeakMap<FastifyInstance, BoardSettlement>();

/** What the board's results have set going in an app (tests wait for it with `idle()`). */
export function boardSettlementOf(app: FastifyInstance): BoardSettlement {
  const listener = listeners.get(app);
  if (!listener) throw new Error('This app does not settle from the board');
  return listener;
}

/**
 * The settlement handlers (results by hand), and settlement of the feed's results from the live board while the
 * app runs (from ready until close, which waits for settlements in flight).
 */
export function registerSettlement(app: FastifyInstance, context: AppContext): void {
  registerHandlers(app, context, settlementHandlers(context));
  app.addHook('onReady', async () => {
    listeners.set(
      app,
      settleFromBoard(context, (message, error) => app.log.error({ err: error }, message)),
    );
  });
  app.addHook('onClose', async () => {
    const listener = listeners.get(app);
    listener?.stop();
    await listener?.idle();
  });
}
