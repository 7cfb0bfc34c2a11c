import {
  ballRunningStatus,
  isSuspended,
  type FancyMarket as FancyMarketData,
  type Side,
} from '@exchange/domain';
import { forwardRef, Fragment, useId, type ReactNode } from 'react';
import type { PriceSelection } from '../../internal/market.ts';
import { limitsText, MarketFrame, type MarketFrameProps } from '../../internal/MarketFrame.tsx';
import { PriceCell } from '../../internal/PriceCell.tsx';
import * as grid from '../../internal/RunnerGrid.css.ts';
import * as styles from './FancyMarket.css.ts';

export interface FancyMarketProps extends Omit<
  MarketFrameProps,
  'title' | 'children' | 'state' | 'emptyTitle' | 'emptyDescription'
> {
  /** Defaults to 'Fancy'. */
  title?: string | undefined;
  /** The match's sessions: `lay` holds No and `back` Yes, each a run line (price) and a rate (size). */
  markets: readonly FancyMarketData[];
  loading?: boolean | undefined;
  onSelectPrice?: ((selection: PriceSelection) => void) | undefined;
  /** What the host shows right under one session's row: a phone's bet slip, under the price tapped. */
  afterSession?: { readonly marketId: string; readonly content: ReactNode } | undefined;
}

/** What blocks a session: the ball being bowled, or a suspension. */
function blockedBy(status: string | undefined): string | undefined {
  if (status === ballRunningStatus) return 'Ball Running';
  return isSuspended(status) ? 'Suspended' : undefined;
}

function Session({
  market,
  onSelectPrice,
}: {
  market: FancyMarketData;
  onSelectPrice: FancyMarketProps['onSelectPrice'];
}) {
  const nameId = useId();
  const blocked = blockedBy(market.status);
  const cell = (side: Side) => {
    const level = (side === 'lay' ? market.lay : market.back)[0];
    const word = side === 'lay' ? 'No' : 'Yes';
    const { selectionId } = market;
    return (
      <PriceCell
        side={side}
        shade="strong"
        price={level?.price}
        priceText={level && String(level.price)}
        detail={level && String(level.size)}
        label={{ beforePrice: `${word} ${market.marketName},`, beforeDetail: 'runs, rate' }}
        // Without its selection a session cannot be bet (the bet must name it).
        disabled={blocked !== undefined || selectionId === undefined}
        onSelect={() =>
          level &&
          selectionId !== undefined &&
          onSelectPrice?.({
            matchId: market.matchId,
            marketId: market.marketId,
            marketName: market.marketName,
            selectionId,
            runnerName: market.marketName,
            side,
            odds: level.price,
            volume: level.size,
            betOn: 'FANCY',
            oddsType: undefined,
            gtype: market.gtype,
            // Spec 3: "fancystatus (yes or other)".
            fancyStatus: side === 'back' ? 'yes' : 'no',
          })
        }
      />
    );
  };
  const limits =
    market.minBet !== undefined && market.maxBet !== undefined
      ? limitsText({ min: market.minBet, max: market.maxBet })
      : undefined;
  return (
    <div className={grid.row} role="group" aria-labelledby={nameId} data-state={blocked ? 'blocked' : 'open'}>
      <div className={grid.runner}>
        <span id={nameId} className={styles.name}>
          {market.marketName}
        </span>
        {limits && <p className={styles.limits}>{limits}</p>}
      </div>
      {cell('lay')}
      {cell('back')}
      {blocked && <div className={grid.overlay}>{blocked}</div>}
    </div>
  );
}

/**
 * A match's session fancies: for each, No (pink) and Yes (blue) with the run line and the rate, its
 * stake limits, and Suspended or Ball Running over a session that takes no bets for now.
 */
export const FancyMarket = forwardRef<HTMLElement, FancyMarketProps>(function FancyMarket(
  { title = 'Fancy', markets, loading = false, onSelectPrice, afterSession, ...rest },
  ref,
) {
  return (
    <MarketFrame
      ref={ref}
      title={title}
      state={loading ? 'loading' : markets.length === 0 ? 'empty' : 'ready'}
      emptyTitle="No sessions open"
      emptyDescription="Sessions appear here when the bookmaker opens them."
      loadingLabel="Loading sessions"
      {...rest}
    >
      <div className={grid.grid} data-levels="1">
        <div className={grid.header} aria-hidden="true">
          <span />
          <span className={grid.sideHeading}>No</span>
          <span className={grid.sideHeading}>Yes</span>
        </div>
        {markets.map((market) => (
          <Fragment key={market.marketId}>
            <Session market={market} onSelectPrice={onSelectPrice} />
            {afterSession?.marketId === market.marketId && (
              <div className={grid.afterRunner}>{afterSession.content}</div>
            )}
          </Fragment>
        ))}
      </div>
    </MarketFrame>
  );
});
FancyMarket.displayName = 'FancyMarket';
