import { contract, Refusal } from '@exchange/domain';
import { checkedImage } from '../cashier/files.ts';
import { imageHeaders } from '../cashier/files.ts';
import type { AppContext } from '../context.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import { internationalGames } from './games.ts';
import { playUrl } from './launch.ts';
import { siteHostnameOf } from './reachedFrom.ts';
import { buyLotteryTickets } from '../lottery/buy.ts';
import { lotteryDraw } from '../lottery/draws.ts';
import { addLotteryItem, closeLotteryItem, editLotteryItem, lotteryImage, lotteryList } from './lottery.ts';
import type { ProviderRegistry } from './registry.ts';

/** Spec 7's international casino calls and the lottery list (issue 19) with its draws (issue 39). */
export function casinoProviderHandlers(context: AppContext, registry: ProviderRegistry) {
  const { db } = context;
  return [
    handler(contract.getCasinoIntGames, async ({ query, request }) =>
      ok(await internationalGames(registry, query, request.log, siteHostnameOf(request.headers.host))),
    ),
    handler(contract.getCasCasinoPlayUrl, async ({ body, request }) => {
      const site = siteHostnameOf(request.headers.host);
      return ok({ url: await playUrl(context, registry, callerOf(request), body, site, request.log) });
    }),
    handler(contract.lotteryList, async ({ request }) =>
      ok(await lotteryList(db, callerOf(request).userId, context.now())),
    ),
    handler(contract.lotteryDraw, async ({ params, request }) =>
      ok(await lotteryDraw(db, params.id, callerOf(request).userId, context.now())),
    ),
    handler(contract.buyLotteryTickets, async ({ body, request }) => {
      const bought = await buyLotteryTickets(context, callerOf(request), body);
      const count = bought.numbers.length;
      return ok(bought, `${count} ${count === 1 ? 'ticket' : 'tickets'} bought`);
    }),
    handler(contract.lotteryImage, async ({ params, reply }) => {
      const image = await lotteryImage(db, params.id);
      if (!image) throw new Refusal('not_found');
      void reply.headers(imageHeaders({ id: image.id, kind: 'lottery', contentType: image.contentType }));
      return image.bytes;
    }),
    handler(contract.addLotteryItem, async ({ body, file, request }) => {
      if (!file) throw new Refusal('image_required');
      const item = await addLotteryItem(context, callerOf(request).userId, body, await checkedImage(file));
      return ok(item, 'Lottery item added');
    }),
    handler(contract.editLotteryItem, async ({ body, file }) => {
      const image = file ? await checkedImage(file) : null;
      return ok(await editLotteryItem(context, body, image), 'Lottery item saved');
    }),
    handler(contract.closeLotteryItem, async ({ body }) =>
      ok(await closeLotteryItem(context, body.id), 'Lottery item closed'),
    ),
  ];
}
