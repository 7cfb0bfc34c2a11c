import { useCallback, useState } from 'react';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';
import { useServices } from '../../services.ts';
import { marketAnalysis } from '../api.ts';
import { MarketAnalysisScreen, type AnalysedMatch } from '../screens/markets/MarketAnalysisScreen.tsx';
import { useRefreshOnMatchMoves } from './useRefreshOnMatchMoves.ts';

/**
 * `/admin/market-analysis`: get-market-analysis, read again a few seconds after any of its matches changes
 * on the data socket (where new bets are most likely) and on Refresh.
 */
export function Component() {
  const services = useServices();
  const [attempt, setAttempt] = useState(0);
  const refresh = useCallback(() => setAttempt((count) => count + 1), []);
  const load = useCallback(async (): Promise<AnalysedMatch[]> => {
    const matches = await marketAnalysis(services.api);
    return matches.map((match) => ({
      ...match,
      markets: match.markets.map(({ profitlist, ...market }) => ({ ...market, book: profitlist })),
    }));
  }, [services.api]);
  const analysis = useKeyedLoad(String(attempt), load);
  useRefreshOnMatchMoves(
    (analysis.value ?? []).map((match) => match.matchId),
    refresh,
  );

  return (
    <MarketAnalysisScreen
      matches={analysis.value ?? []}
      status={analysis.status}
      error={analysis.error}
      onRefresh={refresh}
    />
  );
}
