import { useCallback, useEffect, useState } from 'react';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';
import { useServices } from '../../services.ts';
import { dataSocketOf } from '../../sockets/liveMatches.ts';
import { marketAnalysis } from '../api.ts';
import { MarketAnalysisScreen, type AnalysedMatch } from '../screens/markets/MarketAnalysisScreen.tsx';

/**
 * How long after a match moves the books are read again. Operators get no push for their downline's bets,
 * so the match rooms' changes (prices, suspensions, results) are the tick: at most one read per gap
 * however busy the matches are, and none while nothing moves.
 */
const refreshGapMs = 5000;

/**
 * `/admin/market-analysis`: get-market-analysis, read again a few seconds after any of its matches changes
 * on the data socket (where new bets are most likely) and on Refresh.
 */
export function Component() {
  const services = useServices();
  const [attempt, setAttempt] = useState(0);
  const load = useCallback(async (): Promise<AnalysedMatch[]> => {
    const matches = await marketAnalysis(services.api);
    return matches.map((match) => ({
      ...match,
      markets: match.markets.map(({ profitlist, ...market }) => ({ ...market, book: profitlist })),
    }));
  }, [services.api]);
  const analysis = useKeyedLoad(String(attempt), load);
  const matchIds = (analysis.value ?? []).map((match) => match.matchId).join(',');

  useEffect(() => {
    if (!matchIds) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onUpdate = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        setAttempt((count) => count + 1);
      }, refreshGapMs);
    };
    const socket = dataSocketOf(services);
    const stops = matchIds
      .split(',')
      .map((id) => socket.watch(Number(id), { onSnapshot: () => undefined, onUpdate }));
    return () => {
      clearTimeout(timer);
      for (const stop of stops) stop();
    };
  }, [matchIds, services]);

  return (
    <MarketAnalysisScreen
      matches={analysis.value ?? []}
      status={analysis.status}
      error={analysis.error}
      onRefresh={() => setAttempt((count) => count + 1)}
    />
  );
}
