import { defaultPageSize, formatIsoDate, notFoundPath } from '@exchange/domain';
import { useCallback, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { doneResults } from '../api/casino.ts';
import { pageOf } from '../api/pages.ts';
import { CasinoResultsScreen } from '../screens/casino/CasinoResultsScreen.tsx';
import { casinoTypeOfMatch, casinoTypes } from '../screens/casino/lobby.ts';
import { useServices } from '../services.ts';
import { useResultDetail } from './casinoResultDetail.ts';
import { useKeyedLoad } from './useKeyedLoad.ts';

/**
 * `/casino/result` (the first game's results) and `/casino/result/{matchid}`: done-results of the game
 * for the day chosen (today, UTC, to begin with), and the result dialog.
 */
export function Component() {
  const { api } = useServices();
  const navigate = useNavigate();
  const { matchid } = useParams();
  const type = matchid === undefined ? casinoTypes[0] : casinoTypeOfMatch(Number(matchid));
  const [date, setDate] = useState(() => formatIsoDate(new Date()));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(defaultPageSize);
  const [search, setSearch] = useState('');
  const matchId = type?.matchId;
  const load = useCallback(
    () =>
      matchId === undefined
        ? Promise.resolve(null)
        : pageOf(page, pageSize, (serverPage) => doneResults(api, matchId, serverPage, { date })),
    [api, matchId, page, pageSize, date],
  );
  const loaded = useKeyedLoad(JSON.stringify([matchId, page, pageSize, date]), load);
  const detail = useResultDetail();
  if (!type) return <Navigate to={notFoundPath} replace />;
  return (
    <CasinoResultsScreen
      matchId={type.matchId}
      onMatchIdChange={(next) => {
        setPage(1);
        void navigate(`/casino/result/${next}`);
      }}
      date={date}
      onDateChange={(next) => {
        setDate(next);
        setPage(1);
      }}
      rows={loaded.value?.items ?? []}
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
      onOpenResult={(result) =>
        detail.open({ matchId: type.matchId, slug: type.code, gameName: type.name, mid: result.mid, result })
      }
      detail={detail.detail}
      onCloseResult={detail.close}
    />
  );
}
