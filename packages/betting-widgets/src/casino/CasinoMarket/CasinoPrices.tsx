import { formatOdds, type PriceSelection } from '../../internal/market.ts';
import { PriceCell } from '../../internal/PriceCell.tsx';

/** The round's market a runner's prices bet on. */
export interface CasinoPricesMarket {
  readonly matchId: number;
  readonly marketId: string;
  readonly marketName: string;
  readonly betOn: 'CASINO' | 'CASINOFANCY';
}

export interface CasinoPricesProps {
  market: CasinoPricesMarket;
  runner: {
    readonly selectionId: number;
    readonly runnerName: string;
    readonly odds: number | undefined;
    readonly layOdds?: number | undefined;
  };
  /** Back and lay, or the one price of a fixed-odds market. */
  sides: readonly PriceSelection['side'][];
  /** The runner takes no bets for now: its prices are shown, and cannot be clicked. */
  blocked: boolean;
  onSelectPrice?: ((selection: PriceSelection) => void) | undefined;
}

/** What a casino market says while it has no runners: between rounds. */
export const noRoundOpen = {
  emptyTitle: 'No round open',
  emptyDescription: "The next round's prices appear here when betting opens.",
};

/** A price button's name: "Back Player A at 1.98", or "Lay Player A: no price". */
function priceLabel(side: PriceSelection['side'], runnerName: string, price: number | undefined) {
  const word = side === 'back' ? 'Back' : 'Lay';
  return price === undefined
    ? `${word} ${runnerName}: no price`
    : `${word} ${runnerName} at ${formatOdds(price)}`;
}

/**
 * A casino runner's price cells, back then lay: a click hands the host a bet on the runner's market at the
 * price shown. The cells only, for the host's grid to place.
 */
export function CasinoPrices({ market, runner, sides, blocked, onSelectPrice }: CasinoPricesProps) {
  return sides.map((side) => {
    const price = side === 'back' ? runner.odds : runner.layOdds;
    return (
      <PriceCell
        key={side}
        side={side}
        shade="strong"
        price={price}
        label={priceLabel(side, runner.runnerName, price)}
        disabled={blocked || price === undefined}
        onSelect={(odds) =>
          onSelectPrice?.({
            ...market,
            selectionId: runner.selectionId,
            runnerName: runner.runnerName,
            side,
            odds,
            oddsType: undefined,
            gtype: undefined,
            volume: undefined,
            fancyStatus: undefined,
          })
        }
      />
    );
  });
}
