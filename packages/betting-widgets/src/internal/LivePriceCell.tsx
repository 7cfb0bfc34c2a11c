import { memo, useCallback, useMemo, useSyncExternalStore } from 'react';
import type { LevelAddress, MarketFeedStore } from './marketFeedStore.ts';
import { renderPriceCell, usePriceFlash, type PriceCellProps } from './PriceCell.tsx';

export interface LivePriceCellProps extends Omit<PriceCellProps, 'price' | 'size' | 'label'> {
  feed: MarketFeedStore;
  address: LevelAddress;
  /** Off the screen: the cell stops re-rendering, and shows the feed's level again when this turns false. */
  paused?: boolean | undefined;
  /** The accessible name for a price and size. */
  label: (price: number, size: number) => string;
}

const noSubscription = () => () => {};

/**
 * A price cell (as `PriceCell` draws it) that reads its own level from the feed: only this cell
 * re-renders when its price moves.
 * `address` must keep its identity (the row memoises it).
 */
export const LivePriceCell = memo(function LivePriceCell({
  feed,
  address,
  paused = false,
  label,
  onSelect,
  flashes,
  ...rest
}: LivePriceCellProps) {
  const source = useMemo(
    () => ({
      subscribe: paused ? noSubscription : (listener: () => void) => feed.subscribeLevel(address, listener),
      read: () => feed.getLevel(address),
    }),
    [feed, address, paused],
  );
  const level = useSyncExternalStore(source.subscribe, source.read, source.read);
  // The feed's level when clicked, not the one last drawn: a paused cell can still be clicked (by
  // keyboard or assistive technology) before it catches up.
  const select = useCallback(() => {
    const current = feed.getLevel(address);
    if (current) onSelect?.(current.price, current.size);
  }, [feed, address, onSelect]);
  const button = usePriceFlash(level?.price, flashes);
  return renderPriceCell(
    {
      ...rest,
      price: level?.price,
      size: level?.size,
      label: level ? label(level.price, level.size) : '',
      onSelect: onSelect && select,
    },
    button,
  );
});
LivePriceCell.displayName = 'LivePriceCell';
