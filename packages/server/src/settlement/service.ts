import type { AppContext } from '../context.ts';
import { rollbackMarket } from './rollback.ts';
import { settleMarket, voidMarket } from './settle.ts';

/**
 * Results by hand: an admin's declare, void and rollback, over the settlement of the feed's results
 * (settle.ts, rollback.ts). A market an admin settled or voided takes no more bets on the board either.
 */

/** A market an admin closed takes no more bets on the board either (the feed may still show it open). */
function closeOnBoard(context: AppContext, marketId: string): void {
  const live = context.board.market(marketId);
  if (live && live.status !== 'CLOSED') context.board.putMarket({ ...live, status: 'CLOSED' });
}

export async function declareResult(
  context: AppContext,
  input: { marketId: string; result: number; createdBy: string },
) {
  const done = await settleMarket(context, input);
  closeOnBoard(context, input.marketId);
  return done;
}

export async function voidMarketByHand(context: AppContext, input: { marketId: string }) {
  const done = await voidMarket(context, input);
  closeOnBoard(context, input.marketId);
  return done;
}

export function rollBackResult(context: AppContext, input: { marketId: string; createdBy: string }) {
  return rollbackMarket(context, input);
}
