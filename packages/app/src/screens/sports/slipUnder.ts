import type { PriceSelection } from '@exchange/betting-widgets';
import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { useMatchSlice } from '../../sockets/liveMatches.ts';
import type { MatchLiveState } from '../../sockets/matchStore.ts';
import type { MatchStore } from '../../sockets/matchStore.ts';

/** The slip a phone opens under the runner whose price was tapped, and that runner. */
export interface SlipUnder {
  readonly selection: PriceSelection;
  readonly content: ReactNode;
}

/** Whether the page lists the market (match odds, bookmaker or session): only then has it a runner row. */
function listsMarket(state: MatchLiveState, marketId: string): boolean {
  return (
    state.loaded &&
    (state.matchOdds.includes(marketId) ||
      state.bookmaker.includes(marketId) ||
      state.fancy.some((market) => market.marketId === marketId))
  );
}

/**
 * The selection whose slip opens under its runner: on a page stacked in one column (a phone), where the
 * slip beside the markets would be below all of them, and while the page still lists its market. Else
 * undefined, and the slip stays in its card (a market gone from the page takes no slip with it).
 */
export function useSlipUnderRunner(
  store: MatchStore,
  selection: PriceSelection | undefined,
  oneColumn: boolean,
): PriceSelection | undefined {
  const marketId = selection?.marketId;
  const listed = useMatchSlice(
    store,
    useCallback(
      (state: MatchLiveState) => marketId !== undefined && listsMarket(state, marketId),
      [marketId],
    ),
  );
  return oneColumn && listed ? selection : undefined;
}
