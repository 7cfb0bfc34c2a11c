import { contract } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import {
  casinoGames,
  currentRound,
  doneResults,
  isGameDisabled,
  resultDetailHtml,
  roundCardsHtml,
  setGameDisabled,
} from './service.ts';

/** Spec 7, Casino: the lobby, the live rounds, the results and the Super Admin's switch. */
export function casinoHandlers(context: AppContext) {
  return [
    handler(contract.getCasinoGames, async () => ok(await casinoGames(context.db))),
    handler(contract.getCasinoDataById, async ({ params: { id } }) => ok(await currentRound(context, id))),
    handler(contract.getCasinoMarket, async ({ params: { id } }) => ok(await currentRound(context, id))),
    handler(contract.htmlCards, async ({ params: { a, b }, query: { ismobile } }) =>
      ok({ html: await roundCardsHtml(context, a, b, ismobile === 'true') }),
    ),
    handler(contract.doneResults, async ({ params: { matchid }, query }) =>
      ok(await doneResults(context, matchid, query)),
    ),
    handler(contract.casinoResultByMarket, async ({ query: { slug, mid } }) =>
      ok({ html: await resultDetailHtml(context, slug, mid) }),
    ),
    handler(contract.disableCasinoGames, async ({ query: { matchId } }) =>
      ok({ isDisable: await isGameDisabled(context, matchId) }),
    ),
    handler(contract.updateCasinoGameStatus, async ({ body: { slug, isDisable } }) =>
      ok(await setGameDisabled(context, slug, isDisable), isDisable ? 'Game closed' : 'Game opened'),
    ),
  ];
}
