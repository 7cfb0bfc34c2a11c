import {
  addBetToBook,
  bookAmount,
  isSuspended,
  marketBook as emptyBook,
  suspendedStatus,
  type Book,
  type MarketBook as MarketBookData,
  type Minor,
  type RunnerBet,
} from '@exchange/domain';
import { forwardRef, useCallback, useMemo, useSyncExternalStore, type HTMLAttributes } from 'react';
import type { PriceSelection } from '../../internal/market.ts';
import type { MarketFeedStore, MarketShape } from '../../internal/marketFeedStore.ts';
import { MarketFrame, type MarketFrameProps, type StakeLimits } from '../../internal/MarketFrame.tsx';
import { RunnerRow, type SelectRunnerPrice } from '../../internal/RunnerRow.tsx';
import * as grid from '../../internal/RunnerGrid.css.ts';
import { useLatestCallback } from '../../internal/useLatestCallback.ts';

interface MarketBookBaseProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The user's position: what they win or lose if each runner wins (the wire's `profitlist`). */
  book?: Book | undefined;
  /** The bet in the slip, so each runner shows its position after it too. */
  pendingBet?: RunnerBet | undefined;
  limits?: StakeLimits | undefined;
  loading?: boolean | undefined;
  titleAs?: MarketFrameProps['titleAs'];
  onSelectPrice?: ((selection: PriceSelection) => void) | undefined;
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

/** Per runner, the position now and after the pending bet (only for the runners of this market). */
function usePositions(
  shape: MarketShape | undefined,
  book: Book | undefined,
  pendingBet: RunnerBet | undefined,
) {
  return useMemo(() => {
    if (!shape || (!book && !pendingBet)) return undefined;
    const ids = shape.runners.map((runner) => runner.selectionId);
    const current: Book = emptyBook(ids, []).map((position) => ({
      selectionId: position.selectionId,
      amount: (book && bookAmount(book, position.selectionId)) ?? position.amount,
    }));
    const after =
      pendingBet && ids.includes(pendingBet.selectionId) ? addBetToBook(current, pendingBet) : undefined;
    return new Map<number, { now: Minor; after: Minor | undefined }>(
      current.map(({ selectionId, amount }) => [
        selectionId,
        { now: amount, after: after && bookAmount(after, selectionId) },
      ]),
    );
  }, [shape, book, pendingBet]);
}

/**
 * A match odds market: each runner with three back and three lay levels (price and money available), the
 * best prices strongest, moved prices flashing, SUSPENDED over what cannot be bet, and the user's
 * position under each runner. Prices are buttons; a click hands the host a `PriceSelection`.
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
    ...rest
  } = props;
  const shape = useMarketShape(props);
  const positions = usePositions(shape, book, pendingBet);
  const select: SelectRunnerPrice = useLatestCallback((selectionId, runnerName, side, price, size) => {
    if (!shape) return;
    onSelectPrice?.({
      matchId: shape.matchId,
      marketId: shape.marketId,
      marketName: shape.marketName,
      selectionId,
      runnerName,
      side,
      odds: price,
      betOn: 'MATCH_ODDS',
      oddsType: shape.oddsType,
      gtype: undefined,
      volume: undefined,
      fancyStatus: undefined,
      size,
    });
  });

  const marketSuspended = isSuspended(shape?.status);
  const state = loading || !shape ? 'loading' : shape.runners.length === 0 ? 'empty' : 'ready';
  return (
    <MarketFrame
      ref={ref}
      title={shape?.marketName ?? 'Match Odds'}
      titleAs={titleAs}
      limits={limits}
      state={state}
      emptyTitle="No prices yet"
      emptyDescription="Runners and prices appear here as soon as the market opens."
      marketState={marketSuspended ? 'suspended' : 'open'}
      {...rest}
    >
      <div className={grid.grid} data-levels="3">
        <div className={grid.header} aria-hidden="true">
          <span />
          <span className={grid.sideHeading}>Back</span>
          <span className={grid.sideHeading}>Lay</span>
        </div>
        {shape?.runners.map((runner) => {
          const position = positions?.get(runner.selectionId);
          const snapshot = props.market?.runners.find((entry) => entry.selectionId === runner.selectionId);
          return (
            <RunnerRow
              key={runner.selectionId}
              marketId={shape.marketId}
              selectionId={runner.selectionId}
              runnerName={runner.runnerName}
              depthCount={3}
              back={snapshot?.ex.availableToBack}
              lay={snapshot?.ex.availableToLay}
              feed={feed}
              blockedBy={marketSuspended || runner.status === suspendedStatus ? 'Suspended' : undefined}
              position={position?.now}
              positionAfter={position?.after}
              onSelect={select}
            />
          );
        })}
      </div>
    </MarketFrame>
  );
});
MarketBook.displayName = 'MarketBook';
