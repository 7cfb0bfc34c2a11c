import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';
import { Outbox } from './outbox.ts';
import { telegramFor } from './telegram.ts';

/**
 * GET /api/dev/outbox: the last Telegram messages of the offline outbox (codes included), newest first.
 * Public, so the app registers it ONLY for the demo (src/startPlan.ts); with a real bot there is no outbox,
 * and in production no route even if asked (the codes would open anyone's second step).
 */
export function devOutboxRoutes(context: AppContext): RouteDefinition[] {
  if (context.config.telegramBotToken || context.config.production) return [];
  return [
    {
      method: 'GET',
      path: 'dev/outbox',
      access: { kind: 'public' },
      // The client is looked up per call: tests swap in their own outbox after the app is built.
      handler: async () => {
        const telegram = telegramFor(context);
        return ok(telegram instanceof Outbox ? telegram.recent() : []);
      },
    },
  ];
}
