import type { AppContext } from '../context.ts';
import type { BoardChange } from '../exchange/board.ts';
import { settleMarket, voidMarket } from './settle.ts';

export interface BoardSettlement {
  /** Stops listening to the board. */
  stop(): void;
  /** Resolves once every settlement the board has asked for so far is done. */
  idle(): Promise<void>;
}

function settlementOf(context: AppContext, change: BoardChange): Promise<unknown> | null {
  if (change.type === 'result')
    return settleMarket(context, { marketId: change.marketId, result: change.result });
  if (change.type === 'void') return voidMarket(context, { marketId: change.marketId });
  return null;
}

/**
 * Settles what the feed ends: a result or a void announced on the live board settles the market at once.
 * A refusal (a market an admin already settled with another result, one missing from the catalog) is the
 * feed disagreeing with a person: it is logged and left for them, never retried over their decision.
 */
export function settleFromBoard(
  context: AppContext,
  log: (message: string, error: unknown) => void,
): BoardSettlement {
  const inFlight = new Set<Promise<unknown>>();
  const unsubscribe = context.board.subscribe((change) => {
    const work = settlementOf(context, change)?.catch((error: unknown) => {
      log(`Settlement of market ${'marketId' in change ? change.marketId : ''} failed`, error);
    });
    if (!work) return;
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  });
  return {
    stop: unsubscribe,
    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
