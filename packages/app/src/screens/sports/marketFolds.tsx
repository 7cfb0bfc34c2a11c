import { createIcon, IconButton } from '@exchange/design-system';
import { useState, type ReactNode } from 'react';
import * as styles from './sports.css.ts';

/** A market on the odds page as the list orders it. */
export interface ListedMarket {
  marketId: string;
  name: string;
  kind: 'runners' | 'bookmaker';
}

/** How a market shows in the list: unfolded or folded to its header, and its pin in the header. */
export interface MarketFold {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actions?: ReactNode;
}

const PinIcon = createIcon('M9 3h6M10 3v6l-3 4h10l-3-4V3M12 13v8');

/**
 * The match's markets in the order the page lists them: the player's pinned markets first, then the rest
 * as the feed lists them (Match Odds first: the feed announces it before a match's other markets).
 */
export function marketOrder(markets: readonly ListedMarket[], pinned: readonly string[]): ListedMarket[] {
  const isPinned = (market: ListedMarket) => pinned.includes(market.name);
  return [...markets.filter(isPinned), ...markets.filter((market) => !isPinned(market))];
}

/**
 * Each market's fold. Open at first: the match's first market (Match Odds, a race's Win), its bookmaker
 * markets and the player's pinned markets; the others start folded, so a dozen markets read as a list of
 * titles and only the ones unfolded are priced on the screen. The player's folding and unfolding holds
 * for as long as the page is open.
 */
export function useMarketFolds(
  markets: readonly ListedMarket[],
  pinned: readonly string[],
  onPinChange: ((name: string, pinned: boolean) => void) | undefined,
): (market: ListedMarket) => MarketFold {
  const [chosen, setChosen] = useState<ReadonlyMap<string, boolean>>(new Map());
  const first = markets.find((market) => market.kind === 'runners')?.marketId;
  return (market) => {
    const isPinned = pinned.includes(market.name);
    const atFirst = market.marketId === first || market.kind === 'bookmaker' || isPinned;
    return {
      open: chosen.get(market.marketId) ?? atFirst,
      onOpenChange: (open) => setChosen((held) => new Map(held).set(market.marketId, open)),
      ...(onPinChange && {
        actions: (
          <IconButton
            label={`Pin ${market.name}`}
            icon={<PinIcon />}
            aria-pressed={isPinned}
            className={styles.pin}
            onClick={() => onPinChange(market.name, !isPinned)}
          />
        ),
      }),
    };
  };
}
