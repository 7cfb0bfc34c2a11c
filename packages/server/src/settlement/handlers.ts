import { contract } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import { listCommissionRates, saveCommissionRate } from './commissionRates.ts';
import { declareResult, rollBackResult, voidMarketByHand } from './service.ts';

/**
 * Results by hand: declare one, void a market, roll a wrong result (or void) back; and the commission
 * rates settlement charges (ADR 0036).
 */
export function settlementHandlers(context: AppContext) {
  return [
    handler(contract.declareResult, async ({ body, request }) => {
      const data = await declareResult(context, { ...body, createdBy: callerOf(request).userId });
      return ok(data, data.status === 'unchanged' ? 'Result already declared' : 'Result declared');
    }),
    handler(contract.voidMarket, async ({ body }) => {
      const data = await voidMarketByHand(context, body);
      return ok(data, data.status === 'unchanged' ? 'Market already void' : 'Market voided');
    }),
    handler(contract.rollbackResult, async ({ body, request }) => {
      const data = await rollBackResult(context, { ...body, createdBy: callerOf(request).userId });
      return ok(data, data.undone === 'void' ? 'Void rolled back' : 'Result rolled back');
    }),
    handler(contract.commissionRates, async () => ok(await listCommissionRates(context.db))),
    handler(contract.saveCommissionRate, async ({ body, request }) => {
      const by = { updatedBy: callerOf(request).userId, updatedAt: context.now() };
      const data = await saveCommissionRate(context.db, body, by);
      return ok(data, body.basisPoints === null ? 'Commission rate removed' : 'Commission rate saved');
    }),
  ];
}
