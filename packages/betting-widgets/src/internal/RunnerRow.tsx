import { Amount, Inline, tabularNumbers, Text, visuallyHidden } from '@exchange/design-system';
import { fromMinor, type Minor, type Side } from '@exchange/domain';
import { memo, useCallback, useId, useMemo } from 'react';
import { LivePriceCell } from './LivePriceCell.tsx';
import { formatOdds, formatSize, levelDepths, type PriceLevel } from './market.ts';
import type { LevelAddress, MarketFeedStore } from './marketFeedStore.ts';
import { PriceCell, type PriceShade } from './PriceCell.tsx';
import * as styles from './RunnerGrid.css.ts';

const shades: readonly PriceShade[] = ['strong', 'medium', 'light'];

export type SelectRunnerPrice = (
  selectionId: number,
  runnerName: string,
  side: Side,
  price: number,
  size: number | undefined,
) => void;

export interface RunnerRowProps {
  marketId: string;
  selectionId: number;
  runnerName: string;
  /** Levels shown a side (1 to 3). */
  depthCount: number;
  /** The runner's prices, best first; or `feed` for live prices. */
  back?: readonly PriceLevel[] | undefined;
  lay?: readonly PriceLevel[] | undefined;
  feed?: MarketFeedStore | undefined;
  /** Live prices stop re-rendering while the market is off the screen. */
  paused?: boolean | undefined;
  /** A status shown over the prices (SUSPENDED, BALL RUNNING); the prices cannot be clicked under it. */
  blockedBy?: string | undefined;
  /** What the user wins or loses if this runner wins, now and after the bet in the slip. */
  position?: Minor | undefined;
  positionAfter?: Minor | undefined;
  /** Prints a price; defaults to decimal odds. */
  priceText?: ((price: number) => string) | undefined;
  /** Must keep its identity (memoised cells). */
  onSelect: SelectRunnerPrice;
}

function priceLabel(side: Side, runnerName: string, priceText: string, size: number | undefined) {
  const available = size === undefined ? '' : `, ${formatSize(size)} available`;
  return `${side === 'back' ? 'Back' : 'Lay'} ${runnerName} at ${priceText}${available}`;
}

/** One runner: its name and position, then back levels (best innermost) and lay levels. */
export const RunnerRow = memo(function RunnerRow({
  marketId,
  selectionId,
  runnerName,
  depthCount,
  back,
  lay,
  feed,
  paused = false,
  blockedBy,
  position,
  positionAfter,
  priceText = formatOdds,
  onSelect,
}: RunnerRowProps) {
  const nameId = useId();
  const selectBack = useCallback(
    (price: number, size: number | undefined) => onSelect(selectionId, runnerName, 'back', price, size),
    [onSelect, selectionId, runnerName],
  );
  const selectLay = useCallback(
    (price: number, size: number | undefined) => onSelect(selectionId, runnerName, 'lay', price, size),
    [onSelect, selectionId, runnerName],
  );
  const labelBack = useCallback(
    (price: number, size: number) => priceLabel('back', runnerName, priceText(price), size),
    [runnerName, priceText],
  );
  const labelLay = useCallback(
    (price: number, size: number) => priceLabel('lay', runnerName, priceText(price), size),
    [runnerName, priceText],
  );
  // Stable addresses, so live cells keep their subscriptions across renders of the row.
  const addresses = useMemo(
    () =>
      Object.fromEntries(
        (['back', 'lay'] as const).map((side) => [
          side,
          levelDepths.map((depth): LevelAddress => ({ marketId, selectionId, side, depth })),
        ]),
      ) as Record<Side, LevelAddress[]>,
    [marketId, selectionId],
  );

  const cell = (side: Side, depth: number) => {
    const common = {
      side,
      shade: shades[depth] ?? 'light',
      disabled: blockedBy !== undefined,
      onSelect: side === 'back' ? selectBack : selectLay,
      // The levels behind the best move with it: only the best price of a side lights up.
      flashes: depth === 0,
      ...(depth > 0 && { className: styles.deeperLevel }),
    };
    const address = addresses[side][depth];
    if (feed && address) {
      return (
        <LivePriceCell
          key={`${side}-${depth}`}
          {...common}
          feed={feed}
          address={address}
          paused={paused}
          label={side === 'back' ? labelBack : labelLay}
        />
      );
    }
    const level = (side === 'back' ? back : lay)?.[depth];
    return (
      <PriceCell
        key={`${side}-${depth}`}
        {...common}
        price={level?.price}
        size={level?.size}
        priceText={level && priceText(level.price)}
        label={level ? priceLabel(side, runnerName, priceText(level.price), level.size) : ''}
      />
    );
  };

  const depths = levelDepths.slice(0, depthCount);
  return (
    <div className={styles.row} role="group" aria-labelledby={nameId}>
      <div className={styles.runner}>
        <span id={nameId} className={styles.runnerName}>
          {runnerName}
        </span>
        {position !== undefined && (
          <Text asChild size="xsmall" tone="secondary">
            <Inline as="p" alignY="baseline" space="xsmall" className={tabularNumbers}>
              <span className={visuallyHidden}>{`If ${runnerName} wins: `}</span>
              <Amount value={fromMinor(position)} />
              {positionAfter !== undefined && (
                <>
                  <span aria-hidden="true">»</span>
                  <span className={visuallyHidden}>, after this bet: </span>
                  <Amount value={fromMinor(positionAfter)} />
                </>
              )}
            </Inline>
          </Text>
        )}
      </div>
      {[...depths].reverse().map((depth) => cell('back', depth))}
      {depths.map((depth) => cell('lay', depth))}
      {blockedBy !== undefined && <div className={styles.overlay}>{blockedBy}</div>}
    </div>
  );
});
RunnerRow.displayName = 'RunnerRow';
