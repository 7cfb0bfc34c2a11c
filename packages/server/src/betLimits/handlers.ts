import { contract } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import { readBetLimits, saveBetLimits } from './service.ts';

/** Issue 41: the operators' market and sport limits, which the bet engine enforces (bets/checks.ts). */
export function betLimitHandlers(context: AppContext) {
  return [
    handler(contract.betLimits, async ({ query, request }) =>
      ok(await readBetLimits(context, callerOf(request), query.username)),
    ),
    handler(contract.saveBetLimits, async ({ body, request }) =>
      ok(await saveBetLimits(context, callerOf(request), body), 'Limits saved'),
    ),
  ];
}
