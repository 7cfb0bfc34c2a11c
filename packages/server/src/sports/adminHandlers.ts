import { contract } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import { sportsAdminService } from './service.ts';

const activeMessage = (active: boolean) => (active ? 'Match activated' : 'Match deactivated');

/**
 * Spec 2 and 6 give admin and sadmin the sports screens; but the catalogue, the sport settings and the
 * markets' status are one for every white label, so managing them is the platform's (issue 14): the
 * Super Admin with Events (the contract's platformAccess). An Admin's own sports screen is its label's
 * messages (news). Results, voids and rollbacks are settlement's.
 */
export function sportsAdminHandlers(context: AppContext) {
  const service = sportsAdminService(context);
  return [
    handler(contract.saveMatch, async ({ body: { data, syncData } }) =>
      ok(
        await service.saveMatch(data.matchId, data.sportId, data.active, syncData),
        activeMessage(data.active),
      ),
    ),
    handler(contract.saveSportSettings, async ({ body }) =>
      ok(await service.saveSportSettings(body), 'Sport settings saved'),
    ),
    handler(contract.getActiveMatches, async ({ query }) => ok(await service.activeMatches(query))),
    handler(contract.updateMatchActive, async ({ body: { matchId, active } }) =>
      ok(await service.setMatchActive(matchId, active), activeMessage(active)),
    ),
    handler(contract.getActiveMarkets, async ({ query: { matchId }, request }) =>
      ok(await service.marketsOf(callerOf(request), matchId, ['matchOdds', 'bookmaker'])),
    ),
    handler(contract.getActiveFancies, async ({ query: { matchId }, request }) =>
      ok(await service.marketsOf(callerOf(request), matchId, ['fancy'])),
    ),
    handler(contract.updateMarketActive, async ({ body: { marketId, active } }) =>
      ok(await service.switchMarket(marketId, { active }), 'Market updated'),
    ),
    handler(contract.updateMarketSuspension, async ({ body: { marketId, suspended } }) =>
      ok(await service.switchMarket(marketId, { suspended }), 'Market updated'),
    ),
  ];
}
