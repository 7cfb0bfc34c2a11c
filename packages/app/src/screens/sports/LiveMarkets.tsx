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
import { Suspense } from 'react';
import type { MatchLiveState, MatchStore } from '../../sockets/matchStore.ts';
import { useMatchSlice } from '../../sockets/liveMatches.ts';
import { positionOf, useLiveMarket, useShape } from './liveMarket.ts';
import { marketOrder, useMarketFolds, type ListedMarket, type MarketFold } from './marketFolds.tsx';
import { resultText, useMatchResult } from './MatchState.tsx';
import { LazyPriceLadder, MarketViewSwitch, useMarketView, type LadderBetting } from './LadderView.tsx';
import type { SlipUnder } from './slipUnder.ts';

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
  /** A phone's slip, shown under the runner whose price was tapped. */
  slipUnder?: SlipUnder | undefined;
  /** The names of the markets the player pinned: listed first, and open. */
  pinned?: readonly string[] | undefined;
  /** Given, each market has a pin in its header. */
  onPinChange?: ((name: string, pinned: boolean) => void) | undefined;
  /** Given, the match's first market (Match Odds, a race's Win) can be shown as a price ladder. */
  ladder?: LadderBetting | undefined;
}

/**
 * What the market widgets share: the position from the bets, the slip's bet, the limits, the click, and a
 * phone's slip under its runner.
 */
function useMarketProps(props: LiveMarketsProps, marketId: string) {
  const shape = useShape(props.store.feed, marketId);
  const under = props.slipUnder?.selection.marketId === marketId ? props.slipUnder : undefined;
  return {
    titleAs: 'h2' as const,
    book: shape && positionOf(shape, props.bets),
    pendingBet: props.pendingBet?.marketId === marketId ? props.pendingBet : undefined,
    limits: props.limits,
    onSelectPrice: props.onSelectPrice,
    afterRunner: under && { selectionId: under.selection.selectionId, content: under.content },
  };
}

type ListedProps = LiveMarketsProps & { marketId: string; fold: MarketFold };

/**
 * A match odds market, priced cell by cell from the feed; with `ladder`, its header switches it between the
 * runner grid and the price ladder (issue 41), the grid first.
 */
function LiveMarket({ marketId, fold, ladder, ...props }: ListedProps) {
  const marketProps = useMarketProps(props, marketId);
  const { view, switched, setView } = useMarketView();
  const name = props.store.market(marketId)?.marketName ?? 'Match Odds';
  const actions = ladder && (
    <>
      <MarketViewSwitch marketName={name} view={view} onViewChange={setView} focusChosen={switched} />
      {fold.actions}
    </>
  );
  const grid = (
    <MarketBook
      feed={props.store.feed}
      marketId={marketId}
      {...marketProps}
      {...fold}
      {...(actions && { actions })}
    />
  );
  if (!ladder || view === 'grid') return grid;
  // The ladder shows the user's waiting bets at their prices, not the position a grid shows per runner.
  const { book: _book, pendingBet: _pendingBet, ...shared } = marketProps;
  return (
    // The ladder's code loads the first time a player asks for it; the grid stays until it has.
    <Suspense fallback={grid}>
      <LazyPriceLadder
        feed={props.store.feed}
        marketId={marketId}
        {...shared}
        {...fold}
        actions={actions}
        bets={props.bets}
        stake={ladder.stake}
        onPlaceBet={ladder.onPlaceBet}
        onCancelBet={ladder.onCancelBet}
      />
    </Suspense>
  );
}

/** A bookmaker market: one price a side that moves rarely, so the market re-renders when it is pushed. */
function LiveBookmaker({ marketId, fold, ...props }: ListedProps) {
  const market = useLiveMarket(props.store, marketId);
  const shared = useMarketProps(props, marketId);
  return market ? <BookmakerMarket market={market} {...shared} {...fold} /> : null;
}

/** The match's sessions (fancy), live: their lines move ball by ball, so only this list re-renders then. */
export function LiveSessions({
  store,
  onSelectPrice,
  slipUnder,
}: Pick<LiveMarketsProps, 'store' | 'onSelectPrice' | 'slipUnder'>) {
  const fancy = useMatchSlice(store, pickFancy);
  if (fancy.length === 0) return null;
  return (
    <FancyMarket
      title="Sessions"
      titleAs="h2"
      markets={fancy}
      onSelectPrice={onSelectPrice}
      afterSession={slipUnder && { marketId: slipUnder.selection.marketId, content: slipUnder.content }}
    />
  );
}

/**
 * The match's exchange markets (Match Odds first, then the others the match has: goals lines, correct
 * score ...), then its bookmaker markets, priced from the match room, the player's pinned markets first.
 * Each folds to its header; a price move re-renders its cell only, and this list re-renders only when the
 * markets shown, the pins or a fold change.
 */
export function LiveMarkets(props: LiveMarketsProps) {
  const matchOdds = useMatchSlice(props.store, pickMatchOdds);
  const bookmaker = useMatchSlice(props.store, pickBookmaker);
  const loaded = useMatchSlice(props.store, pickLoaded);
  const finished = useMatchSlice(props.store, pickFinished);
  const result = useMatchResult(props.store);
  const pinned = props.pinned ?? noPins;
  const listed = [
    ...matchOdds.map((marketId) => listedMarket(props.store, marketId, 'runners')),
    ...bookmaker.map((marketId) => listedMarket(props.store, marketId, 'bookmaker')),
  ];
  const folds = useMarketFolds(listed, pinned, props.onPinChange);
  // A market holding a phone's slip under its runner stays open until the slip closes: folded, it would
  // hide the slip too.
  const foldOf = (market: ListedMarket) => {
    const fold = folds(market);
    const holdsSlip = props.slipUnder?.selection.marketId === market.marketId;
    return holdsSlip ? { ...fold, open: true, onOpenChange: () => undefined } : fold;
  };
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
      {marketOrder(listed, pinned).map((market) =>
        market.kind === 'runners' ? (
          <LiveMarket
            key={market.marketId}
            {...props}
            marketId={market.marketId}
            fold={foldOf(market)}
            ladder={market.marketId === matchOdds[0] ? props.ladder : undefined}
          />
        ) : (
          <LiveBookmaker key={market.marketId} {...props} marketId={market.marketId} fold={foldOf(market)} />
        ),
      )}
    </>
  );
}

const noPins: readonly string[] = [];

const listedMarket = (store: MatchStore, marketId: string, kind: ListedMarket['kind']): ListedMarket => ({
  marketId,
  name: store.market(marketId)?.marketName ?? '',
  kind,
});
