import type { Book, MarketBook, RunnerBet } from '@exchange/domain';
import { forwardRef } from 'react';
import type { AfterRunner, PriceSelection } from '../../internal/market.ts';
import { MarketFrame, type MarketFrameProps, type StakeLimits } from '../../internal/MarketFrame.tsx';
import { marketStateOf } from '../../internal/marketState.ts';
import { RunnerMarket } from '../../internal/RunnerMarket.tsx';

export interface BookmakerMarketProps extends Omit<
  MarketFrameProps,
  'title' | 'children' | 'state' | 'emptyTitle' | 'emptyDescription'
> {
  /** A bookmaker market: one back and one lay price a runner, in 100-based odds (45 is 1.45). */
  market: MarketBook;
  book?: Book | undefined;
  /** The bet in the slip (its rule `bookmakerOdds`), so each runner shows its position after it too. */
  pendingBet?: RunnerBet | undefined;
  limits?: StakeLimits | undefined;
  loading?: boolean | undefined;
  onSelectPrice?: ((selection: PriceSelection) => void) | undefined;
  /** What the host shows right under one runner's row: a phone's bet slip, under the price tapped. */
  afterRunner?: AfterRunner | undefined;
}

/** Bookmaker odds print as quoted: 95, not 1.95. */
const bookmakerPrice = (price: number) => String(price);

/**
 * A bookmaker market: each runner's one back and one lay price in 100-based odds, the user's position
 * under each runner, SUSPENDED or CLOSED over what cannot be bet. A click hands the host a
 * `PriceSelection` whose `odds` are the 100-based figure and `oddsType` bookMaker.
 */
export const BookmakerMarket = forwardRef<HTMLElement, BookmakerMarketProps>(function BookmakerMarket(
  { market, book, pendingBet, loading = false, onSelectPrice, afterRunner, ...rest },
  ref,
) {
  const state = loading ? 'loading' : market.runners.length === 0 ? 'empty' : 'ready';
  return (
    <MarketFrame
      ref={ref}
      title={market.marketName}
      state={state}
      emptyTitle="No prices yet"
      emptyDescription="The bookmaker's prices appear here as soon as the market opens."
      marketState={marketStateOf(market.status)}
      {...rest}
    >
      <RunnerMarket
        shape={market}
        runners={market.runners}
        depthCount={1}
        priceText={bookmakerPrice}
        book={book}
        pendingBet={pendingBet}
        onSelectPrice={onSelectPrice}
        afterRunner={afterRunner}
      />
    </MarketFrame>
  );
});
BookmakerMarket.displayName = 'BookmakerMarket';
