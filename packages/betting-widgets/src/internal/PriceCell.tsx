import type { Side } from '@exchange/domain';
import { visuallyHidden } from '@exchange/design-system';
import { clsx } from 'clsx';
import { memo, useLayoutEffect, useRef, type ReactElement, type RefObject } from 'react';
import { flashCell } from './flashClock.ts';
import { formatOdds, formatSize } from './market.ts';
import * as styles from './PriceCell.css.ts';

export type PriceShade = (typeof styles.priceShades)[number];

export interface PriceCellProps {
  side: Side;
  shade: PriceShade;
  /** No price: an empty, inert cell. */
  price: number | undefined;
  /** Money available at the price (major units), shown under it. */
  size?: number | undefined;
  /** Replaces the size, e.g. a session's rate. */
  detail?: string | undefined;
  /** The price as the market prints it; defaults to decimal odds. */
  priceText?: string | undefined;
  /**
   * The accessible name, e.g. "Back India at 1.98, 2,500 available"; or the words read before the price
   * and before the detail, where the visible text reads better with words around it (a session's line
   * and rate).
   */
  label: string | { beforePrice: string; beforeDetail: string };
  disabled?: boolean | undefined;
  onSelect?: ((price: number, size: number | undefined) => void) | undefined;
  /**
   * Lights up when the price moves (default). The levels behind a runner's best price move with it, so
   * they stay still: one lit cell a side says the price moved, six said it louder and hid the colours.
   */
  flashes?: boolean | undefined;
  className?: string | undefined;
}

/**
 * Flashes the cell when its price moves, after the commit that shows the new price and before it is
 * painted; the returned ref goes on the cell's button. A price that comes back after a blank is no move.
 */
export function usePriceFlash(
  price: number | undefined,
  flashes = true,
): RefObject<HTMLButtonElement | null> {
  const button = useRef<HTMLButtonElement>(null);
  const previousPrice = useRef(price);
  useLayoutEffect(() => {
    const before = previousPrice.current;
    previousPrice.current = price;
    if (!flashes || before === undefined || price === undefined || price === before || !button.current)
      return;
    flashCell(button.current, price > before ? 'up' : 'down', styles.flashDuration);
  }, [price, flashes]);
  return button;
}

/**
 * A price cell's elements. A function, not a component, so a cell that reads the feed itself
 * (`LivePriceCell`) is one component per cell, not two: a board re-renders hundreds of cells a frame.
 */
export function renderPriceCell(
  {
    side,
    shade,
    price,
    size,
    detail,
    priceText,
    label,
    disabled = false,
    onSelect,
    className,
  }: Omit<PriceCellProps, 'flashes'>,
  button: RefObject<HTMLButtonElement | null>,
): ReactElement {
  if (price === undefined) {
    return <div className={clsx(styles.cell, className)} data-side={side} data-shade={shade} data-empty="" />;
  }
  return (
    <button
      ref={button}
      type="button"
      className={clsx(styles.cell, className)}
      data-side={side}
      data-shade={shade}
      aria-label={typeof label === 'string' ? label : undefined}
      disabled={disabled}
      onClick={() => onSelect?.(price, size)}
    >
      <span className={styles.price}>
        {typeof label !== 'string' && <span className={visuallyHidden}>{label.beforePrice} </span>}
        {priceText ?? formatOdds(price)}
      </span>
      {/* A space: price and size stay two words for speech input, which matches them against the name. */}{' '}
      {(detail ?? size) !== undefined && (
        <span className={styles.size}>
          {typeof label !== 'string' && <span className={visuallyHidden}>{label.beforeDetail} </span>}
          {detail ?? formatSize(size ?? 0)}
        </span>
      )}
    </button>
  );
}

/**
 * One price button of a back or lay column. Memoised on its values, so a market update re-renders only
 * the cells whose price or size changed. A moved price is ringed green (up) or red (down) for a moment,
 * its back or lay colour kept, and the cell says which way it last moved in `data-direction` (see
 * `flashCell`: the attributes are the flash clock's, not React's, so a flash going out re-renders nothing).
 */
export const PriceCell = memo(function PriceCell({ flashes, ...props }: PriceCellProps) {
  return renderPriceCell(props, usePriceFlash(props.price, flashes));
});
PriceCell.displayName = 'PriceCell';
