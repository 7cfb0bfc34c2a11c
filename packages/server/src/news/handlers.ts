import { contract } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import { newsFor, saveNews } from './service.ts';

/** The news ticker: GET get-news (every signed-in user), POST save-news (admin and sadmin, with Events). */
export function newsHandlers(context: AppContext) {
  return [
    handler(contract.getNews, async ({ request }) => ok(await newsFor(context, callerOf(request).userId))),
    handler(contract.saveNews, async ({ body: { text }, request }) => {
      const caller = callerOf(request);
      await saveNews(context, caller, text);
      return ok(await newsFor(context, caller.userId), text === '' ? 'Message removed' : 'Message saved');
    }),
  ];
}
