import { memo, useCallback, useSyncExternalStore } from 'react';
import type { LevelAddress, MarketFeedStore } from './marketFeedStore.ts';
import { renderPriceCell, usePriceFlash, type PriceCellProps } from './PriceCell.tsx';

export interface LivePriceCellProps extends Omit<PriceCellProps, 'price' | 'size' | 'label'> {
  feed: MarketFeedStore;
  address: LevelAddress;
  /** The accessible name for a price and size. */
  label: (price: number, size: number) => string;
}

/**
 * A price cell (as `PriceCell` draws it) that reads its own level from the feed: only this cell
 * re-renders when its price moves.
 * `address` must keep its identity (the row memoises it).
 */
export const LivePriceCell = memo(function LivePriceCell({
  feed,
  address,
  label,
  ...rest
}: LivePriceCellProps) {
  const subscribe = useCallback(
    (listener: () => void) => feed.subscribeLevel(address, listener),
    [feed, address],
  );
  const getLevel = useCallback(() => feed.getLevel(address), [feed, address]);
  const level = useSyncExternalStore(subscribe, getLevel, getLevel);
  const button = usePriceFlash(level?.price);
  return renderPriceCell(
    { ...rest, price: level?.price, size: level?.size, label: level ? label(level.price, level.size) : '' },
    button,
  );
});
LivePriceCell.displayName = 'LivePriceCell';
