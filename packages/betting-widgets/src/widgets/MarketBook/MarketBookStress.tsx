import { Profiler, useEffect, useRef, useState } from 'react';
import { seededRandom, stressMarkets, stressSoccerPageMarkets, tickMarket } from '../../fixtures/markets.ts';
import { createMarketFeedStore } from '../../internal/marketFeedStore.ts';
import { MarketBook } from './MarketBook.tsx';

/** What a benchmark reads while the stress story runs (`window.marketStress`). */
export interface MarketStressStats {
  /** React commits of the whole board (Profiler `onRender` calls). */
  commits: number;
  /** Market snapshots pushed into the feed. */
  pushes: number;
}

declare global {
  interface Window {
    marketStress?: MarketStressStats;
  }
}

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
export function MarketBookStress({
  markets,
  updatesPerSecond,
  ticking,
  seed,
  mix = 'matchOdds',
}: MarketBookStressProps) {
  const [board] = useState(() => {
    const initial = mix === 'soccerPage' ? stressSoccerPageMarkets(markets) : stressMarkets(markets);
    return { initial, store: createMarketFeedStore({ markets: initial }) };
  });
  const stats = useRef<MarketStressStats>({ commits: 0, pushes: 0 });
  // A designer (or a test, before its accessibility check) can hold the board still.
  const [paused, setPaused] = useState(false);
  const running = ticking && !paused;

  useEffect(() => {
    const current = stats.current;
    window.marketStress = current;
    return () => {
      if (window.marketStress === current) delete window.marketStress;
    };
  }, []);

  useEffect(() => {
    if (!running) return;
    const random = seededRandom(seed);
    const latest = new Map(board.initial.map((market) => [market.marketId, market]));
    const timer = setInterval(() => {
      for (const [marketId, market] of latest) {
        const next = tickMarket(market, random);
        latest.set(marketId, next);
        board.store.push(next);
        stats.current.pushes += 1;
      }
    }, 1000 / updatesPerSecond);
    return () => clearInterval(timer);
  }, [board, running, updatesPerSecond, seed]);

  return (
    <Profiler
      id="market-stress"
      onRender={() => {
        stats.current.commits += 1;
      }}
    >
      {ticking && (
        <button type="button" onClick={() => setPaused(!paused)} style={{ marginBottom: 8 }}>
          {paused ? 'Resume feed' : 'Pause feed'}
        </button>
      )}
      <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(480px, 1fr))' }}>
        {board.initial.map((market, index) => (
          <MarketBook
            key={market.marketId}
            feed={board.store}
            marketId={market.marketId}
            titleAs="h2"
            // Repeats of the first markets: the story's accessibility check reads the first two only.
            data-repeat={index >= 2 ? '' : undefined}
          />
        ))}
      </div>
    </Profiler>
  );
}
