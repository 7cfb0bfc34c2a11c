import { contract } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import {
  answerRealityCheck,
  enableRealityCheck,
  ownState,
  playerState,
  reactivate,
  selfExclude,
  setCoolOff,
  setDepositLimits,
} from './service.ts';

/** Issue 21: the player's responsible-gaming tools and its operators' view and acts. */
export function responsibleGamingHandlers(context: AppContext) {
  return [
    handler(contract.getResponsibleGaming, async ({ request }) =>
      ok(await ownState(context, callerOf(request))),
    ),
    handler(contract.setDepositLimits, async ({ body, request }) =>
      ok(await setDepositLimits(context, callerOf(request), body), 'Deposit limits saved'),
    ),
    handler(contract.selfExclude, async ({ body, request }) =>
      ok(await selfExclude(context, callerOf(request), body, request.ip), 'Your account is self-excluded'),
    ),
    handler(contract.answerRealityCheck, async ({ body, request }) =>
      ok(await answerRealityCheck(context, callerOf(request), body.action)),
    ),
    handler(contract.getPlayerResponsibleGaming, async ({ params, request }) =>
      ok(await playerState(context, callerOf(request), params.userId)),
    ),
    handler(contract.setPlayerCoolOff, async ({ params, body, request }) =>
      ok(await setCoolOff(context, callerOf(request), params.userId, body.period), 'Cool-off started'),
    ),
    handler(contract.reactivatePlayer, async ({ params, request }) =>
      ok(await reactivate(context, callerOf(request), params.userId), 'Account reactivated'),
    ),
    handler(contract.enablePlayerRealityCheck, async ({ params, request }) =>
      ok(await enableRealityCheck(context, callerOf(request), params.userId), 'Reality check enabled'),
    ),
  ];
}
