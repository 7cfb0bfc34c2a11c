import { seededRandom, stressMarkets, tradeMarket } from '../../fixtures/markets.ts';
import { StressBoard } from '../../fixtures/StressBoard.tsx';
import { PriceLadder } from './PriceLadder.tsx';

export interface PriceLadderStressProps {
  ladders: number;
  updatesPerSecond: number;
  /** Off: the ladders hold still (visual tests, or a benchmark that starts them itself). */
  ticking: boolean;
  seed: number;
}

/**
 * Many live ladders fed by one store, as the MarketBook stress board is (`window.marketStress` counts the
 * same things): every ladder's market gets a new snapshot `updatesPerSecond` times a second, its shown
 * runner repriced and traded each time, and only the ladder rows whose price changed re-render.
 */
export function PriceLadderStress({ ladders, ...feed }: PriceLadderStressProps) {
  return (
    <StressBoard
      {...feed}
      initial={() => stressMarkets(ladders).map((market) => tradeMarket(market, seededRandom(feed.seed)))}
      step={tradeMarket}
    >
      {(market, index, store) => (
        <PriceLadder
          key={market.marketId}
          feed={store}
          marketId={market.marketId}
          titleAs="h2"
          stake={100}
          onPlaceBet={() => undefined}
          // Repeats of the first ladder: the story's accessibility check reads the first one only.
          data-repeat={index >= 1 ? '' : undefined}
        />
      )}
    </StressBoard>
  );
}
