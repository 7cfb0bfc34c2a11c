import type { Book, MarketBook as MarketBookData, RunnerBet } from '@exchange/domain';
import { forwardRef, useCallback, useSyncExternalStore, type HTMLAttributes } from 'react';
import type { AfterRunner, PriceSelection } from '../../internal/market.ts';
import type { MarketFeedStore, MarketShape } from '../../internal/marketFeedStore.ts';
import { MarketFrame, type MarketFrameProps, type StakeLimits } from '../../internal/MarketFrame.tsx';
import { marketStateOf } from '../../internal/marketState.ts';
import { RunnerMarket } from '../../internal/RunnerMarket.tsx';
import { useOffScreen } from '../../internal/useOffScreen.ts';

interface MarketBookBaseProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The user's position: what they win or lose if each runner wins (the wire's `profitlist`). */
  book?: Book | undefined;
  /** The bet in the slip, so each runner shows its position after it too. */
  pendingBet?: RunnerBet | undefined;
  limits?: StakeLimits | undefined;
  loading?: boolean | undefined;
  titleAs?: MarketFrameProps['titleAs'];
  onSelectPrice?: ((selection: PriceSelection) => void) | undefined;
  /** Given, the player may fold the market to its header (the title is the toggle). */
  onOpenChange?: MarketFrameProps['onOpenChange'];
  open?: MarketFrameProps['open'];
  /** The host's own controls in the header (a pin, say). */
  actions?: MarketFrameProps['actions'];
  /** What the host shows right under one runner's row: a phone's bet slip, under the price tapped. */
  afterRunner?: AfterRunner | undefined;
}

/** Either a snapshot of the market, or a live feed and the market's id in it. */
export type MarketBookProps = MarketBookBaseProps &
  (
    | { market: MarketBookData; feed?: undefined; marketId?: undefined }
    | { feed: MarketFeedStore; marketId: string; market?: undefined }
  );

const noSubscription = () => () => {};

/** The market's runners and statuses: the snapshot's, or the feed's (re-rendering only when they change). */
function useMarketShape(props: MarketBookProps): MarketShape | undefined {
  const { feed, marketId } = props;
  const subscribe = useCallback(
    (listener: () => void) => (feed ? feed.subscribeShape(marketId, listener) : noSubscription()),
    [feed, marketId],
  );
  const getShape = useCallback(() => (feed ? feed.getShape(marketId) : undefined), [feed, marketId]);
  const live = useSyncExternalStore(subscribe, getShape, getShape);
  return props.feed ? live : props.market;
}

/**
 * A match odds market: each runner with three back and three lay levels (price and money available), the
 * best prices strongest, moved prices flashing, SUSPENDED or CLOSED over what cannot be bet, and the user's
 * position under each runner. Prices are buttons; a click hands the host a `PriceSelection`. Fed live, a
 * market far off the screen leaves its prices alone until it comes near.
 */
export const MarketBook = forwardRef<HTMLElement, MarketBookProps>(function MarketBook(props, ref) {
  const {
    market: _market,
    feed,
    marketId: _marketId,
    book,
    pendingBet,
    limits,
    loading = false,
    titleAs,
    onSelectPrice,
    afterRunner,
    ...rest
  } = props;
  const shape = useMarketShape(props);
  const [frame, offScreen] = useOffScreen(ref, feed !== undefined);
  const state = loading || !shape ? 'loading' : shape.runners.length === 0 ? 'empty' : 'ready';
  return (
    <MarketFrame
      ref={frame}
      title={shape?.marketName ?? 'Match Odds'}
      titleAs={titleAs}
      limits={limits}
      state={state}
      emptyTitle="No prices yet"
      emptyDescription="Runners and prices appear here as soon as the market opens."
      marketState={marketStateOf(shape?.status)}
      {...rest}
    >
      {shape && (
        <RunnerMarket
          shape={shape}
          runners={props.market?.runners}
          feed={feed}
          paused={offScreen}
          depthCount={3}
          book={book}
          pendingBet={pendingBet}
          onSelectPrice={onSelectPrice}
          afterRunner={afterRunner}
        />
      )}
    </MarketFrame>
  );
});
MarketBook.displayName = 'MarketBook';
