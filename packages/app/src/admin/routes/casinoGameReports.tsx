import { lastSevenDays } from '@exchange/domain';
import { useCallback, useState } from 'react';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';
import { DownloadButtons } from '../../exports/DownloadButtons.tsx';
import { useServices } from '../../services.ts';
import { gameReports } from '../casinoApi.ts';
import { downloadGameReports } from '../exports.ts';
import { GameReportsScreen } from '../screens/casino/GameReportsScreen.tsx';

const noFigures = { rounds: 0, bets: 0, stake: 0, downlinePnl: 0, pnl: 0 };

/** `/admin/game-reports`: game-reports for the period, the last 7 days at first (spec 9). */
export function Component() {
  const { api } = useServices();
  const [query, setQuery] = useState(() => ({ range: lastSevenDays(new Date()), attempt: 0 }));
  const load = useCallback(async () => gameReports(api, query.range), [api, query.range]);
  const report = useKeyedLoad(JSON.stringify(query), load);
  return (
    <GameReportsScreen
      range={query.range}
      // Submitting the same period again reads it again: rounds settle all the time.
      onSubmit={(range) => setQuery((current) => ({ range, attempt: current.attempt + 1 }))}
      rows={report.value?.items ?? []}
      total={report.value?.total ?? noFigures}
      status={report.status}
      error={report.error}
      actions={<DownloadButtons formats={['csv']} download={() => downloadGameReports(api, query.range)} />}
    />
  );
}
