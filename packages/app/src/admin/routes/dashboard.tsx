import { betRecordFromWire, lastSevenDays, privilege } from '@exchange/domain';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';
import { useServices } from '../../services.ts';
import { dashboardSummary, downlineBets } from '../api.ts';
import { adminPages } from '../pages.ts';
import { DashboardScreen } from '../screens/dashboard/DashboardScreen.tsx';
import { operatorAtom } from '../state.ts';
import { useRefreshOnMatchMoves } from './useRefreshOnMatchMoves.ts';

/**
 * `/admin/dashbaord`: get-dashboard-summary and, with Current Bets, the first page of the downline's bets
 * of the last seven days; read again a few seconds after a listed match moves, and on Refresh.
 */
export function Component() {
  const { api } = useServices();
  const privileges = useAtomValue(operatorAtom)?.privileges ?? [];
  const mayListBets = privileges.includes(privilege.currentBets);
  const [attempt, setAttempt] = useState(0);
  const refresh = useCallback(() => setAttempt((count) => count + 1), []);
  const load = useCallback(async () => {
    const [summary, bets] = await Promise.all([
      dashboardSummary(api),
      mayListBets ? downlineBets(api, 1, { ...lastSevenDays(new Date()), betType: 'all' }) : undefined,
    ]);
    return { summary, recentBets: bets?.docs.map(betRecordFromWire) };
  }, [api, mayListBets]);
  const loaded = useKeyedLoad(String(attempt), load);
  const summary = loaded.value?.summary;
  const matches = (summary?.matches ?? []).map(({ status, ...match }) => ({
    ...match,
    inPlay: status === 'inPlay',
  }));
  useRefreshOnMatchMoves(
    matches.map((match) => match.matchId),
    refresh,
  );
  // The wire's spellings (exposer, creditRefrences) stop here.
  const figures = (wire: {
    balance: number;
    exposer: number;
    available: number;
    creditRefrences: number;
  }) => ({
    balance: wire.balance,
    exposure: wire.exposer,
    available: wire.available,
    creditReference: wire.creditRefrences,
  });

  return (
    <DashboardScreen
      account={summary && figures(summary.account)}
      downline={summary && { ...summary.downline, ...figures(summary.downline) }}
      matches={matches}
      recentBets={mayListBets ? (loaded.value?.recentBets ?? []) : undefined}
      linkMatches={privileges.includes(adminPages.matchBook.privilege)}
      status={loaded.status}
      error={loaded.error}
      onRefresh={refresh}
    />
  );
}
