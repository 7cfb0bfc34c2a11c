import { defaultCasinoReportType, defaultPageSize, lastSevenDays } from '@exchange/domain';
import { useCallback, useState } from 'react';
import { casinoBets } from '../api/casino.ts';
import { pageOf } from '../api/pages.ts';
import { DownloadButtons } from '../exports/DownloadButtons.tsx';
import { downloadCasinoBets } from '../exports/playerReports.ts';
import { CasinoBetsScreen, type CasinoBetsFilter } from '../screens/casino/CasinoBetsScreen.tsx';
import { casinoTypeOfMatch } from '../screens/casino/lobby.ts';
import { useServices } from '../services.ts';
import { useResultDetail } from './casinoResultDetail.ts';
import { useKeyedLoad } from './useKeyedLoad.ts';

/**
 * `/casino-bets`: POST casino-bets for the filter submitted (Settled, 7 days back, every game at first); a
 * settled bet's round opens its result and proof.
 */
export function Component() {
  const { api } = useServices();
  const [filter, setFilter] = useState<CasinoBetsFilter>(() => ({
    status: 'completed',
    startDate: lastSevenDays(new Date()).startDate,
    reportType: defaultCasinoReportType,
  }));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(defaultPageSize);
  const [search, setSearch] = useState('');
  const [attempt, setAttempt] = useState(0);
  const load = useCallback(async () => {
    let totalStake = 0;
    const rows = await pageOf(page, pageSize, async (serverPage) => {
      const answer = await casinoBets(api, serverPage, filter);
      totalStake = answer.totalStake;
      return answer;
    });
    return { ...rows, totalStake };
  }, [api, filter, page, pageSize]);
  const loaded = useKeyedLoad(JSON.stringify([filter, page, pageSize, attempt]), load);
  const detail = useResultDetail();
  return (
    <CasinoBetsScreen
      filter={filter}
      onSubmit={(next) => {
        setFilter(next);
        setPage(1);
        // Submitting the same filter again still reloads it.
        setAttempt((count) => count + 1);
      }}
      actions={<DownloadButtons formats={['csv']} download={() => downloadCasinoBets(api, filter)} />}
      rows={loaded.value?.items ?? []}
      totalStake={loaded.value?.totalStake ?? 0}
      status={loaded.status}
      error={loaded.error}
      page={page}
      totalPages={loaded.value?.totalPages ?? 0}
      onPageChange={setPage}
      pageSize={pageSize}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      search={search}
      onSearchChange={setSearch}
      onOpenRound={(bet) =>
        detail.open({
          matchId: bet.matchId ?? 0,
          slug: casinoTypeOfMatch(bet.matchId ?? 0)?.code ?? '',
          gameName: bet.matchName,
          mid: bet.roundId ?? '',
        })
      }
      detail={detail.detail}
      onCloseResult={detail.close}
    />
  );
}
