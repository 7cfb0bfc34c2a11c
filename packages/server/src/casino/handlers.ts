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
  roundProof,
  seedChains,
  setGameDisabled,
} from './service.ts';

/** The public fairness calls: anyone may ask, so each address asks at most this often. */
const publicRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** Spec 7, Casino: the lobby, the live rounds, the results, the public fairness calls and the Super Admin's switch. */
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
    handler(
      contract.casinoSeedChains,
      async ({ params: { code } }) => ok(await seedChains(context, code)),
      publicRateLimit,
    ),
    handler(
      contract.casinoRoundProof,
      async ({ params: { mid } }) => ok(await roundProof(context, mid)),
      publicRateLimit,
    ),
    handler(contract.updateCasinoGameStatus, async ({ body: { slug, isDisable } }) =>
      ok(await setGameDisabled(context, slug, isDisable), isDisable ? 'Game closed' : 'Game opened'),
    ),
  ];
}
