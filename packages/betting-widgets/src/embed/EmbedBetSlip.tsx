import { EmptyState } from '@exchange/design-system';
import type { PriceSelection } from '../internal/market.ts';
import { BetSlip, type BetSlipRootProps } from '../widgets/BetSlip/index.ts';

export interface EmbedBetSlipProps extends Omit<BetSlipRootProps, 'selection' | 'children'> {
  /** The price the user clicked (a MarketBook's `onSelectPrice` hands it over); none shows an empty slip. */
  selection?: PriceSelection | null | undefined;
}

/**
 * The bet slip for pages without React: a page cannot give `BetSlip.Root` a fresh key per selection, so
 * this does (a new price click starts a new bet), and it says what to do while no price is chosen.
 */
export function EmbedBetSlip({ selection, ...rest }: EmbedBetSlipProps) {
  if (!selection) {
    return (
      <EmptyState
        title="Your bet slip is empty"
        description="Click a price to add a selection."
        titleAs="p"
        size="small"
      />
    );
  }
  const key = [selection.marketId, selection.selectionId, selection.side, selection.odds].join(':');
  return <BetSlip.Root key={key} selection={selection} {...rest} />;
}
EmbedBetSlip.displayName = 'BetSlip';
