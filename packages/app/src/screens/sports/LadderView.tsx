import { Button, Inline } from '@exchange/design-system';
import type { Bet, PlacedBet } from '@exchange/domain';
import { lazy, useEffect, useRef, useState } from 'react';

/**
 * The price ladder, in a chunk of its own: a player who never asks for it never downloads it (the odds
 * page's chunk has a byte budget, scripts/lib/sizeBudgets.mjs).
 */
export const LazyPriceLadder = lazy(() =>
  import('./priceLadder.ts').then((module) => ({ default: module.PriceLadder })),
);

/** What the odds page's price ladder needs beyond a market's own props (issue 41). */
export interface LadderBetting {
  /** The one-click stake while one-click betting is on: a ladder click places it at once. */
  readonly stake: number | undefined;
  readonly onPlaceBet: (bet: Bet) => Promise<unknown>;
  readonly onCancelBet: (bet: PlacedBet) => Promise<unknown>;
}

export type MarketView = 'grid' | 'ladder';

const views: readonly { view: MarketView; label: string }[] = [
  { view: 'grid', label: 'Grid' },
  { view: 'ladder', label: 'Ladder' },
];

interface MarketViewSwitchProps {
  marketName: string;
  view: MarketView;
  onViewChange: (view: MarketView) => void;
  /** The switch was just used: its new frame takes the focus back to the view chosen. */
  focusChosen: boolean;
}

/**
 * Grid or Ladder, in the market's header: two toggle buttons, the chosen one pressed. The market is drawn
 * again as the other widget, so the switch in the new header takes the focus the old one had.
 */
export function MarketViewSwitch({ marketName, view, onViewChange, focusChosen }: MarketViewSwitchProps) {
  const chosen = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusChosen) chosen.current?.focus();
  }, [focusChosen]);
  return (
    <Inline as="div" space="xxsmall" role="group" aria-label={`${marketName} view`}>
      {views.map((option) => (
        <Button
          key={option.view}
          ref={option.view === view ? chosen : undefined}
          size="small"
          tone="neutral"
          variant={option.view === view ? 'solid' : 'outline'}
          aria-pressed={option.view === view}
          onClick={() => onViewChange(option.view)}
        >
          {option.label}
        </Button>
      ))}
    </Inline>
  );
}

/** A market's view, the grid at first, and whether the switch was just used (for its focus). */
export function useMarketView(): {
  view: MarketView;
  switched: boolean;
  setView: (view: MarketView) => void;
} {
  const [state, setState] = useState<{ view: MarketView; switched: boolean }>({
    view: 'grid',
    switched: false,
  });
  return {
    ...state,
    setView: (view) => setState((held) => (held.view === view ? held : { view, switched: true })),
  };
}
