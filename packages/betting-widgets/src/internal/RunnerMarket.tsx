import {
  addBetToBook,
  bookAmount,
  marketBook as emptyBook,
  suspendedStatus,
  type Book,
  type Minor,
  type RunnerBet,
} from '@exchange/domain';
import { Fragment, useMemo } from 'react';
import { runnerSelection, type AfterRunner, type PriceSelection, type Runner } from './market.ts';
import type { MarketFeedStore, MarketShape } from './marketFeedStore.ts';
import { marketStateOf } from './marketState.ts';
import { RunnerRow } from './RunnerRow.tsx';
import * as grid from './RunnerGrid.css.ts';
import { useLatestCallback } from './useLatestCallback.ts';

/** Per runner, the position now and after the pending bet (only for the runners of this market). */
function usePositions(shape: MarketShape, book: Book | undefined, pendingBet: RunnerBet | undefined) {
  return useMemo(() => {
    if (!book && !pendingBet) return undefined;
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

export interface RunnerMarketProps {
  shape: MarketShape;
  /** The runners with their prices; or `feed` for live prices. */
  runners?: readonly Runner[] | undefined;
  feed?: MarketFeedStore | undefined;
  /** Live prices stop re-rendering (the market is off the screen) and catch up when this turns false. */
  paused?: boolean | undefined;
  depthCount: number;
  priceText?: ((price: number) => string) | undefined;
  book?: Book | undefined;
  pendingBet?: RunnerBet | undefined;
  onSelectPrice?: ((selection: PriceSelection) => void) | undefined;
  /** What the host shows right under one runner's row (a phone's bet slip). */
  afterRunner?: AfterRunner | undefined;
}

/** The back and lay columns of a runner market (match odds, bookmaker) with each runner's position. */
export function RunnerMarket({
  shape,
  runners,
  feed,
  paused,
  depthCount,
  priceText,
  book,
  pendingBet,
  onSelectPrice,
  afterRunner,
}: RunnerMarketProps) {
  const positions = usePositions(shape, book, pendingBet);
  const select = useLatestCallback(
    (selectionId: number, runnerName: string, side: PriceSelection['side'], price: number, size?: number) =>
      onSelectPrice?.(runnerSelection(shape, { selectionId, runnerName }, side, price, size)),
  );
  const marketState = marketStateOf(shape.status);
  return (
    <div className={grid.grid} data-levels={depthCount}>
      <div className={grid.header} aria-hidden="true">
        <span />
        <span className={grid.sideHeading}>Back</span>
        <span className={grid.sideHeading}>Lay</span>
      </div>
      {shape.runners.map((runner) => {
        const position = positions?.get(runner.selectionId);
        const priced = runners?.find((entry) => entry.selectionId === runner.selectionId);
        return (
          <Fragment key={runner.selectionId}>
            <RunnerRow
              marketId={shape.marketId}
              selectionId={runner.selectionId}
              runnerName={runner.runnerName}
              depthCount={depthCount}
              back={priced?.ex.availableToBack}
              lay={priced?.ex.availableToLay}
              feed={feed}
              paused={paused}
              blockedBy={
                marketState === 'closed'
                  ? 'Closed'
                  : marketState === 'suspended' || runner.status === suspendedStatus
                    ? 'Suspended'
                    : undefined
              }
              position={position?.now}
              positionAfter={position?.after}
              priceText={priceText}
              onSelect={select}
            />
            {afterRunner?.selectionId === runner.selectionId && (
              <div className={grid.afterRunner}>{afterRunner.content}</div>
            )}
          </Fragment>
        );
      })}
    </div>
  );
}
