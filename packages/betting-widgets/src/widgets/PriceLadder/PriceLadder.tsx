import { Tabs, useControllableState } from '@exchange/design-system';
import { shortForm, suspendedStatus, type Bet, type MarketBook, type PlacedBet } from '@exchange/domain';
import {
  forwardRef,
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type HTMLAttributes,
} from 'react';
import { createMarketFeedStore, type MarketFeedStore } from '../../internal/marketFeedStore.ts';
import { MarketFrame } from '../../internal/MarketFrame.tsx';
import { marketStateOf } from '../../internal/marketState.ts';
import type { MarketBookProps } from '../MarketBook/MarketBook.tsx';
import { LadderGrid } from './LadderGrid.tsx';
import { waitingByPrice } from './ladderWindow.ts';
import * as styles from './PriceLadder.css.ts';
import { useLadderActions } from './useLadderActions.ts';

/** What a ladder shares with a grid market: the frame's props, the slip's click and a phone's slip. */
type SharedProps = Pick<
  MarketBookProps,
  'limits' | 'loading' | 'titleAs' | 'onSelectPrice' | 'onOpenChange' | 'open' | 'actions' | 'afterRunner'
>;

interface PriceLadderBaseProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, SharedProps {
  /** The runner shown (controlled); the first runner by default. */
  selectionId?: number | undefined;
  defaultSelectionId?: number | undefined;
  onSelectionChange?: ((selectionId: number) => void) | undefined;
  /** The user's open bets: the ones waiting (unmatched) on the runner show at their prices. */
  bets?: readonly PlacedBet[] | undefined;
  /**
   * The one-click stake (major units). Given with `onPlaceBet`, a click on the back or lay column places
   * that stake at once at the price; without it, a click hands the price to the bet slip (`onSelectPrice`).
   */
  stake?: number | undefined;
  /** Places a bet; a rejection's message is said on the ladder. */
  onPlaceBet?: ((bet: Bet) => unknown) | undefined;
  /** Cancels a waiting bet (a click on the user's bet at a price); a rejection's message is said. */
  onCancelBet?: ((bet: PlacedBet) => unknown) | undefined;
  /** Prices shown above and below the centre before scrolling past them (30 by default). */
  span?: number | undefined;
}

/** Either a snapshot of the market, or a live feed and the market's id in it (as `MarketBook`). */
export type PriceLadderProps = PriceLadderBaseProps &
  (
    | { market: MarketBook; feed?: undefined; marketId?: undefined }
    | { feed: MarketFeedStore; marketId: string; market?: undefined }
  );

const noBets: readonly PlacedBet[] = [];
const noFrames = () => {};

/** The feed the ladder reads: the host's, or its own holding the snapshot it was given. */
function useLadderFeed(props: PriceLadderProps): { feed: MarketFeedStore; marketId: string } {
  const { market } = props;
  const [own] = useState(() =>
    createMarketFeedStore({ markets: market ? [market] : [], schedule: noFrames }),
  );
  useLayoutEffect(() => {
    if (!market) return;
    own.push(market);
    own.flush();
  }, [own, market]);
  return props.feed
    ? { feed: props.feed, marketId: props.marketId }
    : { feed: own, marketId: market?.marketId ?? '' };
}

/**
 * A trader's price ladder, as Betfair's trading tools have: one runner's every price of the exchange's
 * ladder around the market, highest first, with the money to back and to lay at each, the volume traded
 * there, the last traded price marked and the user's own waiting bets at their prices. A click on the back
 * or lay column places the one-click stake there; a click on the user's bet cancels it. Keyboard driven (a
 * grid with one tab stop), and fed live, a price push re-renders only the prices whose book changed.
 */
export const PriceLadder = forwardRef<HTMLElement, PriceLadderProps>(function PriceLadder(props, ref) {
  const {
    market: _market,
    feed: _feed,
    marketId: _marketId,
    selectionId: selectionIdProp,
    defaultSelectionId,
    onSelectionChange,
    bets = noBets,
    stake,
    onPlaceBet,
    onSelectPrice,
    onCancelBet,
    span = 30,
    limits,
    loading = false,
    titleAs,
    afterRunner,
    ...rest
  } = props;
  const { feed, marketId } = useLadderFeed(props);
  const subscribe = useCallback(
    (listener: () => void) => feed.subscribeShape(marketId, listener),
    [feed, marketId],
  );
  const getShape = useCallback(() => feed.getShape(marketId), [feed, marketId]);
  const shape = useSyncExternalStore(subscribe, getShape, getShape);
  const [chosen, choose] = useControllableState({
    value: selectionIdProp,
    defaultValue: defaultSelectionId ?? -1,
    onChange: onSelectionChange,
  });
  const runner = shape?.runners.find((entry) => entry.selectionId === chosen) ?? shape?.runners[0];
  const marketState = marketStateOf(shape?.status);
  const blocked = marketState !== 'open' || runner?.status === suspendedStatus;
  const selectionId = runner?.selectionId ?? -1;
  const waiting = useMemo(() => waitingByPrice(bets, marketId, selectionId), [bets, marketId, selectionId]);
  const actions = useLadderActions({
    shape: shape ?? { marketId, marketName: '', matchId: 0, runners: [] },
    selectionId,
    runnerName: runner?.runnerName ?? '',
    bets,
    blocked,
    stake,
    onPlaceBet,
    onSelectPrice,
    onCancelBet,
  });
  const state = loading || !shape ? 'loading' : shape.runners.length === 0 ? 'empty' : 'ready';
  const placing =
    stake !== undefined && onPlaceBet
      ? `One click places ${shortForm(stake)} at the price.`
      : 'A click puts the price in the bet slip.';
  return (
    <MarketFrame
      ref={ref}
      title={shape?.marketName ?? 'Match Odds'}
      titleAs={titleAs}
      limits={limits}
      state={state}
      emptyTitle="No prices yet"
      emptyDescription="Runners and prices appear here as soon as the market opens."
      marketState={marketState}
      {...rest}
    >
      {shape && runner && (
        // A tab per runner (Radix Tabs, which the odds page loads already for the open bets): the ladder is
        // the chosen runner's panel.
        <Tabs.Root
          variant="pill"
          className={styles.body}
          value={String(runner.selectionId)}
          onValueChange={(value) => choose(Number(value))}
        >
          <Tabs.List aria-label="Runner">
            {shape.runners.map((entry) => (
              <Tabs.Trigger key={entry.selectionId} value={String(entry.selectionId)}>
                {entry.runnerName}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={String(runner.selectionId)} className={styles.panel}>
            <p className={styles.note}>{placing}</p>
            {blocked && <p className={styles.blocked}>{marketState === 'closed' ? 'Closed' : 'Suspended'}</p>}
            <LadderGrid
              key={runner.selectionId}
              feed={feed}
              marketId={marketId}
              selectionId={runner.selectionId}
              runnerName={runner.runnerName}
              waiting={waiting}
              busy={actions.busy}
              blocked={blocked}
              span={span}
              onPlace={actions.place}
              onCancel={actions.cancel}
            />
            <p role="status" className={styles.status}>
              {actions.message}
            </p>
            {afterRunner?.selectionId === runner.selectionId && afterRunner.content}
          </Tabs.Content>
        </Tabs.Root>
      )}
    </MarketFrame>
  );
});
PriceLadder.displayName = 'PriceLadder';
