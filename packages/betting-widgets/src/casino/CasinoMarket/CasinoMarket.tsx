import { Inline } from '@exchange/design-system';
import { casinoRoundLabel } from '@exchange/domain';
import { forwardRef, Fragment, type ReactNode } from 'react';
import type { AfterRunner, PriceSelection } from '../../internal/market.ts';
import { MarketFrame, type MarketFrameProps, type StakeLimits } from '../../internal/MarketFrame.tsx';
import * as grid from '../../internal/RunnerGrid.css.ts';
import * as styles from './CasinoMarket.css.ts';
import { formatSeconds, systemClock, useSecondsLeft, type CountdownClock } from './countdown.ts';
import { CasinoPrices, noRoundOpen } from './CasinoPrices.tsx';

export type CasinoMarketOddsType = (typeof styles.casinoMarketOddsTypes)[number];

export interface CasinoMarketRunner {
  readonly selectionId: number;
  readonly runnerName: string;
  /** The back price, or the only price of a fixed-odds market; undefined where the runner cannot be backed. */
  readonly odds: number | undefined;
  /** The lay price of a back-and-lay market. */
  readonly layOdds?: number | undefined;
  readonly status?: 'ACTIVE' | 'SUSPENDED' | undefined;
}

export interface CasinoMarketProps extends Omit<
  MarketFrameProps,
  'title' | 'state' | 'emptyTitle' | 'emptyDescription' | 'marketState' | 'children'
> {
  /** The game or market name. */
  title: ReactNode;
  matchId: number;
  /** The round's market id, `<round>.<suffix>`; the round is shown as the part before the dot. */
  marketId: string;
  runners: readonly CasinoMarketRunner[];
  /** `fixed`: one price a runner (Lucky 7's board); `backLay`: back and lay (Teen Patti's players). */
  oddsType?: CasinoMarketOddsType;
  /** When betting closes (epoch ms); a countdown runs to it, then the prices close. */
  closesAt?: number | undefined;
  /** The time source of the countdown; the system clock unless given. */
  clock?: CountdownClock;
  /** The whole market takes no bets for now. */
  suspended?: boolean;
  /** What a bet on it is (the round's market says): CASINO, or CASINOFANCY for session-style Yes / No. */
  betOn?: 'CASINO' | 'CASINOFANCY';
  /** Shows the round and the countdown over the prices (a page with one round table may hide them). */
  showRound?: boolean;
  limits?: StakeLimits | undefined;
  loading?: boolean;
  /** A price was chosen: the host opens the bet slip with it. */
  onSelectPrice?: (selection: PriceSelection) => void;
  /** What the host shows right under one runner's row (a phone's bet slip). */
  afterRunner?: AfterRunner | undefined;
}

/** Seconds left at which the countdown turns to its warning colour. */
const closingSoon = 5;

/**
 * A casino round's market: the round, a countdown to betting close, and the runners' prices (one fixed
 * price each, or back and lay). Suspended runners, a suspended market and a closed round take no bets.
 */
export const CasinoMarket = forwardRef<HTMLElement, CasinoMarketProps>(function CasinoMarket(
  {
    title,
    matchId,
    marketId,
    runners,
    oddsType = 'fixed',
    closesAt,
    clock = systemClock,
    suspended = false,
    betOn = 'CASINO',
    showRound = true,
    limits,
    loading = false,
    onSelectPrice,
    afterRunner,
    ...rest
  },
  ref,
) {
  const secondsLeft = useSecondsLeft(closesAt, clock);
  const closed = secondsLeft === 0;
  const countdownState = closed
    ? 'closed'
    : secondsLeft !== undefined && secondsLeft <= closingSoon
      ? 'closing'
      : 'open';
  const marketName = typeof title === 'string' ? title : 'Casino';
  const market = { matchId, marketId, marketName, betOn };
  const sides = oddsType === 'backLay' ? (['back', 'lay'] as const) : (['back'] as const);

  return (
    <MarketFrame
      ref={ref}
      // A table's markets are few, and the first screen's are taller than a skipped frame's guess.
      alwaysDrawn
      title={title}
      limits={limits}
      state={loading ? 'loading' : runners.length === 0 ? 'empty' : 'ready'}
      {...noRoundOpen}
      marketState={suspended ? 'suspended' : closed ? 'closed' : 'open'}
      {...rest}
    >
      {showRound && (
        <Inline
          align="between"
          alignY="center"
          space="small"
          wrap={false}
          paddingX="small"
          paddingY="xsmall"
          className={styles.status}
        >
          <p className={styles.round}>Round {casinoRoundLabel(marketId)}</p>
          {secondsLeft !== undefined && (
            <Inline
              as="p"
              alignY="baseline"
              space="xsmall"
              wrap={false}
              paddingX="small"
              className={styles.countdown}
              data-state={countdownState}
            >
              {closed ? (
                'Betting closed'
              ) : (
                <>
                  <span>Betting closes in</span>
                  <span role="timer" className={styles.seconds}>
                    {formatSeconds(secondsLeft)}
                  </span>
                </>
              )}
            </Inline>
          )}
        </Inline>
      )}
      <div className={styles.header} data-odds-type={oddsType} aria-hidden="true">
        <span />
        {oddsType === 'backLay' ? (
          <>
            <span>Back</span>
            <span>Lay</span>
          </>
        ) : (
          <span>Odds</span>
        )}
      </div>
      {runners.map((runner) => {
        const blockedBy =
          suspended || runner.status === 'SUSPENDED' ? 'Suspended' : closed ? 'Closed' : undefined;
        return (
          <Fragment key={runner.selectionId}>
            <div className={styles.row} data-odds-type={oddsType} role="group" aria-label={runner.runnerName}>
              <span className={grid.runnerName}>{runner.runnerName}</span>
              <CasinoPrices
                market={market}
                runner={runner}
                sides={sides}
                blocked={blockedBy !== undefined}
                onSelectPrice={onSelectPrice}
              />
              {blockedBy !== undefined && <div className={grid.overlay}>{blockedBy}</div>}
            </div>
            {afterRunner?.selectionId === runner.selectionId && (
              <div className={styles.afterRunner}>{afterRunner.content}</div>
            )}
          </Fragment>
        );
      })}
    </MarketFrame>
  );
});
CasinoMarket.displayName = 'CasinoMarket';
