import { stressMarkets, stressSoccerPageMarkets, tickMarket } from '../../fixtures/markets.ts';
import { StressBoard } from '../../fixtures/StressBoard.tsx';
import { MarketBook } from './MarketBook.tsx';

export interface MarketBookStressProps {
  markets: number;
  updatesPerSecond: number;
  /** Off: the board holds still (visual tests, or a benchmark that starts it itself). */
  ticking: boolean;
  seed: number;
  /**
   * The markets' shape: three-runner match odds (issue 6), or a soccer odds page's market types in turn,
   * two to nineteen runners (issue 39).
   */
  mix?: 'matchOdds' | 'soccerPage';
}

/**
 * Many live markets fed by one store: every market gets a new snapshot `updatesPerSecond` times a second,
 * the store applies them once a frame, and only the moved cells re-render.
 */
export function MarketBookStress({ markets, mix = 'matchOdds', ...feed }: MarketBookStressProps) {
  return (
    <StressBoard
      {...feed}
      initial={() => (mix === 'soccerPage' ? stressSoccerPageMarkets(markets) : stressMarkets(markets))}
      step={tickMarket}
    >
      {(market, index, store) => (
        <MarketBook
          key={market.marketId}
          feed={store}
          marketId={market.marketId}
          titleAs="h2"
          // Repeats of the first markets: the story's accessibility check reads the first two only.
          data-repeat={index >= 2 ? '' : undefined}
        />
      )}
    </StressBoard>
  );
}
