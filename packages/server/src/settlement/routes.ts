import {
  declareResultRequestSchema,
  rollbackResponseSchema,
  settlementMarketRequestSchema,
  settlementResponseSchema,
} from '@exchange/domain';
import type { AppContext } from '../context.ts';
import type * as v from 'valibot';
import { callerOf, platformAccess, type Caller } from '../http/access.ts';
import { ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';
import { rollbackMarket } from './rollback.ts';
import { settleMarket, voidMarket } from './settle.ts';

/**
 * A route of this module: a market's result settles the bets of every white label, so it is the
 * platform's act (the Super Admin with Events); the body parsed; `act` answers data and message.
 */
function resultRoute<TSchema extends v.GenericSchema>(
  path: string,
  body: TSchema,
  response: v.GenericSchema,
  act: (input: v.InferOutput<TSchema>, caller: Caller) => Promise<{ data: unknown; message: string }>,
): RouteDefinition {
  return {
    method: 'POST',
    path,
    response,
    access: platformAccess,
    handler: async (request) => {
      const { data, message } = await act(parse(body, request.body), callerOf(request));
      return ok(data, message);
    },
  };
}

/** Results by hand: declare one, void a market, roll a wrong result (or void) back. */
export function settlementRoutes(context: AppContext): RouteDefinition[] {
  /** A market an admin closed takes no more bets on the board either (the feed may still show it open). */
  function closeOnBoard(marketId: string): void {
    const live = context.board.market(marketId);
    if (live && live.status !== 'CLOSED') context.board.putMarket({ ...live, status: 'CLOSED' });
  }

  return [
    resultRoute(
      'declare-result',
      declareResultRequestSchema,
      settlementResponseSchema,
      async (input, caller) => {
        const data = await settleMarket(context, { ...input, createdBy: caller.userId });
        closeOnBoard(input.marketId);
        return { data, message: data.status === 'unchanged' ? 'Result already declared' : 'Result declared' };
      },
    ),
    resultRoute('void-market', settlementMarketRequestSchema, settlementResponseSchema, async (input) => {
      const data = await voidMarket(context, input);
      closeOnBoard(input.marketId);
      return { data, message: data.status === 'unchanged' ? 'Market already void' : 'Market voided' };
    }),
    resultRoute(
      'rollback-result',
      settlementMarketRequestSchema,
      rollbackResponseSchema,
      async (input, caller) => {
        const data = await rollbackMarket(context, { ...input, createdBy: caller.userId });
        return { data, message: data.undone === 'void' ? 'Void rolled back' : 'Result rolled back' };
      },
    ),
  ];
}
