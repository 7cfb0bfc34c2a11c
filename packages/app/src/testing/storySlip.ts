import type { PriceSelection } from '@exchange/betting-widgets';
import { useState } from 'react';
import type { SlipState } from '../screens/sports/BetPanel.tsx';

/** A page's slip as the route keeps it, for a story that taps prices: a price opens a fresh slip. */
export function useStorySlip() {
  const [slip, setSlip] = useState<SlipState | null>(null);
  return {
    slip,
    onSelectPrice: (selection: PriceSelection) =>
      setSlip((held) => ({
        key: (held?.key ?? 0) + 1,
        selection,
        odds: selection.odds,
        stake: null,
        status: 'idle',
      })),
    onCloseSlip: () => setSlip(null),
  };
}

/**
 * How far an element is out of the window's height (a number, so a failure says by how much); scrolling
 * to a fractional position leaves less than a pixel.
 */
export function offScreen(element: Element): number {
  const box = element.getBoundingClientRect();
  return Math.max(0, -box.top, box.bottom - window.innerHeight);
}
