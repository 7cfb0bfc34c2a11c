import { Columns } from '@exchange/design-system';
import { forwardRef, Fragment, type ReactNode } from 'react';
import type { AfterRunner, PriceSelection } from '../../internal/market.ts';
import { MarketFrame, type MarketFrameProps, type StakeLimits } from '../../internal/MarketFrame.tsx';
import * as grid from '../../internal/RunnerGrid.css.ts';
import type { CasinoMarketOddsType, CasinoMarketRunner } from '../CasinoMarket/CasinoMarket.tsx';
import { CasinoPrices, noRoundOpen } from '../CasinoMarket/CasinoPrices.tsx';
import * as casino from '../CasinoMarket/CasinoMarket.css.ts';
import * as styles from './CasinoHandsMarket.css.ts';

/** One hand's runner in a row, with the round's market it belongs to. */
export interface CasinoHandsCell {
  readonly marketId: string;
  readonly marketName: string;
  /** What a bet on it is: CASINO, or CASINOFANCY for session-style Yes / No. */
  readonly betOn?: 'CASINO' | 'CASINOFANCY' | undefined;
  /** `backLay`: back and lay prices; `fixed`: one price. */
  readonly oddsType?: CasinoMarketOddsType | undefined;
  /** The runner's market takes no bets for now. */
  readonly suspended?: boolean | undefined;
  readonly runner: CasinoMarketRunner;
}

/** A bet ("Main", "Red") across the hands: one cell a hand, undefined where a hand has none. */
export interface CasinoHandsRow {
  readonly label: string;
  readonly cells: readonly (CasinoHandsCell | undefined)[];
}

export interface CasinoHandsMarketProps extends Omit<
  MarketFrameProps,
  'title' | 'state' | 'emptyTitle' | 'emptyDescription' | 'marketState' | 'children'
> {
  title: ReactNode;
  matchId: number;
  /** The hands' names, the columns' headings ("Player A", "Player B"). */
  hands: readonly string[];
  rows: readonly CasinoHandsRow[];
  limits?: StakeLimits | undefined;
  loading?: boolean;
  /** A price was chosen: the host opens the bet slip with it. */
  onSelectPrice?: (selection: PriceSelection) => void;
  /** What the host shows right under the row of one market's runner (a phone's bet slip). */
  afterRunner?: (AfterRunner & { readonly marketId: string }) | undefined;
}

function HandPrices({
  matchId,
  cell,
  onSelectPrice,
}: {
  matchId: number;
  cell: CasinoHandsCell | undefined;
  onSelectPrice: CasinoHandsMarketProps['onSelectPrice'];
}) {
  if (!cell) return <span />;
  const { runner } = cell;
  const market = {
    matchId,
    marketId: cell.marketId,
    marketName: cell.marketName,
    betOn: cell.betOn ?? 'CASINO',
  };
  const sides = cell.oddsType === 'backLay' ? (['back', 'lay'] as const) : (['back'] as const);
  return (
    <Columns columns={sides.length} space="xxsmall" className={styles.hand}>
      <CasinoPrices
        market={market}
        runner={runner}
        sides={sides}
        blocked={cell.suspended === true || runner.status === 'SUSPENDED'}
        onSelectPrice={onSelectPrice}
      />
    </Columns>
  );
}

/**
 * A casino table's bets laid out as panels show two (or three) hands: one row a bet, one column a hand,
 * each hand's back and lay side by side; twelve teen patti runners in six rows. Made for a phone's width,
 * where a row a runner would stack them down the screen. A row whose every price is blocked says so
 * (Suspended) over its prices.
 */
export const CasinoHandsMarket = forwardRef<HTMLElement, CasinoHandsMarketProps>(function CasinoHandsMarket(
  { title, matchId, hands, rows, limits, loading = false, onSelectPrice, afterRunner, ...rest },
  ref,
) {
  const cells = rows.flatMap((row) => row.cells.filter((cell) => cell !== undefined));
  const sides = cells.some((cell) => cell.oddsType === 'backLay') ? 2 : 1;
  const layout = { 'data-hands': hands.length, 'data-sides': sides };
  const everyBlocked = cells.length > 0 && cells.every((cell) => cell.suspended === true);
  return (
    <MarketFrame
      ref={ref}
      // A table's markets are few, and the first screen's are taller than a skipped frame's guess.
      alwaysDrawn
      title={title}
      limits={limits}
      state={loading ? 'loading' : rows.length === 0 ? 'empty' : 'ready'}
      {...noRoundOpen}
      marketState={everyBlocked ? 'suspended' : 'open'}
      {...rest}
    >
      <div className={styles.header} {...layout} aria-hidden="true">
        <span />
        {hands.map((hand) => (
          <span key={hand} className={styles.handName}>
            {hand}
          </span>
        ))}
      </div>
      {rows.map((row) => {
        const rowCells = row.cells.filter((cell) => cell !== undefined);
        const blocked = rowCells.every(
          (cell) => cell.suspended === true || cell.runner.status === 'SUSPENDED',
        );
        const under = rowCells.some(
          (cell) =>
            cell.marketId === afterRunner?.marketId && cell.runner.selectionId === afterRunner.selectionId,
        );
        return (
          <Fragment key={row.label}>
            <div className={styles.row} {...layout} role="group" aria-label={row.label}>
              <span className={grid.runnerName}>{row.label}</span>
              {row.cells.map((cell, index) => (
                <HandPrices
                  key={hands[index] ?? index}
                  matchId={matchId}
                  cell={cell}
                  onSelectPrice={onSelectPrice}
                />
              ))}
              {blocked && <div className={grid.overlay}>Suspended</div>}
            </div>
            {under && <div className={casino.afterRunner}>{afterRunner?.content}</div>}
          </Fragment>
        );
      })}
    </MarketFrame>
  );
});
CasinoHandsMarket.displayName = 'CasinoHandsMarket';
