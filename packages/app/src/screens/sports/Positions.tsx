import { PositionBook } from '@exchange/betting-widgets';
import { bookmakerOddsType, isSuspended, type Bet, type PlacedBet } from '@exchange/domain';
import type { MatchLiveState, MatchStore } from '../../sockets/matchStore.ts';
import { useMatchSlice } from '../../sockets/liveMatches.ts';
import { cashOutBet, hasDraw, positionOf, usePricedRunners, useShape } from './liveMarket.ts';

const pickMarkets = (state: MatchLiveState) => state.matchOdds;
const pickBookmaker = (state: MatchLiveState) => state.bookmaker;

interface PositionsProps {
  store: MatchStore;
  bets: readonly PlacedBet[];
  /** Places the cash out's hedge bet; a rejection's message shows on the position. */
  onCashOut: (bet: Bet) => Promise<unknown>;
}

function MarketPosition({ store, bets, onCashOut, marketId }: PositionsProps & { marketId: string }) {
  const shape = useShape(store.feed, marketId);
  const runners = usePricedRunners(store, marketId);
  const book = shape && positionOf(shape, bets);
  if (!shape || !book) return null;
  return (
    <PositionBook
      title={`Your position: ${shape.marketName}`}
      runners={runners}
      book={book}
      rule={shape.oddsType === bookmakerOddsType ? 'bookmakerOdds' : 'decimalOdds'}
      excludeDraw={hasDraw(shape.runners)}
      // A closed market (its match over) takes no cash out either.
      suspended={isSuspended(shape.status) || shape.status === 'CLOSED'}
      onCashOut={(hedge) => onCashOut(cashOutBet(shape, hedge))}
    />
  );
}

/** The player's position on each market of the match where it holds matched bets, each with its cash out. */
export function Positions(props: PositionsProps) {
  const matchOdds = useMatchSlice(props.store, pickMarkets);
  const bookmaker = useMatchSlice(props.store, pickBookmaker);
  return (
    <>
      {[...matchOdds, ...bookmaker].map((marketId) => (
        <MarketPosition key={marketId} {...props} marketId={marketId} />
      ))}
    </>
  );
}
