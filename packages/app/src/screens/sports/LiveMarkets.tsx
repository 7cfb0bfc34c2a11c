import {
  BookmakerMarket,
  FancyMarket,
  MarketBook,
  Scoreboard,
  type PriceSelection,
  type StakeLimits,
} from '@exchange/betting-widgets';
import { EmptyState } from '@exchange/design-system';
import type { PlacedBet, RunnerBet } from '@exchange/domain';
import type { MatchLiveState, MatchStore } from '../../sockets/matchStore.ts';
import { useMatchSlice } from '../../sockets/liveMatches.ts';
import { positionOf, useLiveMarket, useShape } from './liveMarket.ts';
import { resultText, useMatchResult } from './MatchState.tsx';

const pickScore = (state: MatchLiveState) => state.score;
const pickLoaded = (state: MatchLiveState) => state.loaded;
const pickMatchOdds = (state: MatchLiveState) => state.matchOdds;
const pickBookmaker = (state: MatchLiveState) => state.bookmaker;
const pickFancy = (state: MatchLiveState) => state.fancy;
const pickFinished = (state: MatchLiveState) => state.status === 'closed';

/** The live score alone: a run or a goal re-renders the scoreboard, not the markets. Final once over. */
export function LiveScore({ store }: { store: MatchStore }) {
  const score = useMatchSlice(store, pickScore);
  const loaded = useMatchSlice(store, pickLoaded);
  const finished = useMatchSlice(store, pickFinished);
  return (
    <Scoreboard
      score={score}
      status={loaded ? 'ready' : 'loading'}
      {...(finished && { title: 'Final score' })}
    />
  );
}

export interface LiveMarketsProps {
  store: MatchStore;
  bets: readonly PlacedBet[];
  /** The bet in the slip, so the markets show each runner's position after it. */
  pendingBet: (RunnerBet & { marketId: string }) | undefined;
  limits: StakeLimits | undefined;
  onSelectPrice: (selection: PriceSelection) => void;
}

/** What the market widgets share: the position from the bets, the slip's bet, the limits, the click. */
function useMarketProps(props: LiveMarketsProps, marketId: string) {
  const shape = useShape(props.store.feed, marketId);
  return {
    titleAs: 'h2' as const,
    book: shape && positionOf(shape, props.bets),
    pendingBet: props.pendingBet?.marketId === marketId ? props.pendingBet : undefined,
    limits: props.limits,
    onSelectPrice: props.onSelectPrice,
  };
}

/** A match odds market, priced cell by cell from the feed. */
function LiveMarket({ marketId, ...props }: LiveMarketsProps & { marketId: string }) {
  return <MarketBook feed={props.store.feed} marketId={marketId} {...useMarketProps(props, marketId)} />;
}

/** A bookmaker market: one price a side that moves rarely, so the market re-renders when it is pushed. */
function LiveBookmaker({ marketId, ...props }: LiveMarketsProps & { marketId: string }) {
  const market = useLiveMarket(props.store, marketId);
  const shared = useMarketProps(props, marketId);
  return market ? <BookmakerMarket market={market} {...shared} /> : null;
}

/** The match's sessions (fancy), live: their lines move ball by ball, so only this list re-renders then. */
export function LiveSessions({ store, onSelectPrice }: Pick<LiveMarketsProps, 'store' | 'onSelectPrice'>) {
  const fancy = useMatchSlice(store, pickFancy);
  if (fancy.length === 0) return null;
  return <FancyMarket title="Sessions" titleAs="h2" markets={fancy} onSelectPrice={onSelectPrice} />;
}

/**
 * The match odds markets, then the bookmaker markets, priced from the match room: a match odds price move
 * re-renders its cell only, and this list re-renders only when the markets shown change.
 */
export function LiveMarkets(props: LiveMarketsProps) {
  const matchOdds = useMatchSlice(props.store, pickMatchOdds);
  const bookmaker = useMatchSlice(props.store, pickBookmaker);
  const loaded = useMatchSlice(props.store, pickLoaded);
  const finished = useMatchSlice(props.store, pickFinished);
  const result = useMatchResult(props.store);
  // Until the room's snapshot arrives: the market's skeleton (a feed without the market reads as loading).
  if (!loaded) return <MarketBook feed={props.store.feed} marketId="" titleAs="h2" loading />;
  if (matchOdds.length === 0 && bookmaker.length === 0) {
    if (finished) {
      return <EmptyState titleAs="h2" title="This match has finished" description={resultText(result)} />;
    }
    return (
      <EmptyState
        titleAs="h2"
        title="No markets open"
        description="This match has no market to bet on now. Markets open here as soon as the feed lists them."
      />
    );
  }
  return (
    <>
      {matchOdds.map((marketId) => (
        <LiveMarket key={marketId} {...props} marketId={marketId} />
      ))}
      {bookmaker.map((marketId) => (
        <LiveBookmaker key={marketId} {...props} marketId={marketId} />
      ))}
    </>
  );
}
