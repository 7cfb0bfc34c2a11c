import {
  casinoGameDefinition,
  casinoGameDefinitions,
  defaultPageSize,
  formatIsoDate,
  type CasinoResult,
} from '@exchange/domain';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { pageOf } from '../../api/pages.ts';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';
import { useServices } from '../../services.ts';
import { doneResults } from '../../api/casino.ts';
import { ResultDialog } from '../../screens/casino/ResultDialog.tsx';
import { useResultDetail } from '../../routes/casinoResultDetail.ts';
import { adminPages, adminPath } from '../pages.ts';
import { CasinoResultScreen } from '../screens/casino/CasinoResultScreen.tsx';
import { Component as NotFound } from './notFound.tsx';

const types = casinoGameDefinitions.map((game) => ({ matchId: game.matchId, name: game.name }));

/** The result record the page already has for a round, for the dialog's proof without another read. */
function withResult(items: readonly CasinoResult[] | undefined, mid: string): { result?: CasinoResult } {
  const result = items?.find((item) => item.mid === mid);
  return result ? { result } : {};
}

/** The game a `gameId` names: its match id, or its code; the first game without one. */
function gameOf(gameId: string | undefined) {
  if (gameId === undefined) return casinoGameDefinitions[0];
  return (
    casinoGameDefinitions.find((game) => String(game.matchId) === gameId) ?? casinoGameDefinition(gameId)
  );
}

/**
 * `/admin/casinoresult[/{gameId}]`: done-results of a game on a day, each opening its result html; the
 * day and game apply as chosen, as on the player's Casino Results.
 */
export function Component() {
  const { api } = useServices();
  const navigate = useNavigate();
  const game = gameOf(useParams()['gameId']);
  const [date, setDate] = useState(() => formatIsoDate(new Date()));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(defaultPageSize);
  const [search, setSearch] = useState('');
  const matchId = game?.matchId ?? 0;
  const load = useCallback(
    () => pageOf(page, pageSize, (serverPage) => doneResults(api, matchId, serverPage, { date })),
    [api, matchId, date, page, pageSize],
  );
  const results = useKeyedLoad(JSON.stringify([matchId, date, page, pageSize]), load);
  const dialog = useResultDetail();
  if (!game) return <NotFound />;
  return (
    <>
      <CasinoResultScreen
        key={game.code}
        types={types}
        date={date}
        onDateChange={(next) => {
          setDate(next);
          setPage(1);
        }}
        matchId={matchId}
        onMatchIdChange={(next) => {
          setPage(1);
          void navigate(adminPath(`${adminPages.casinoResult.path}/${next}`));
        }}
        rows={(results.value?.items ?? []).map((item) => ({
          mid: item.mid,
          winnerName: item.data.winnerName,
          voided: item.voided,
          resultAt: item.resultAt,
        }))}
        status={results.status}
        error={results.error}
        page={page}
        totalPages={results.value?.totalPages ?? 0}
        onPageChange={setPage}
        pageSize={pageSize}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        search={search}
        onSearchChange={setSearch}
        onOpen={(mid) =>
          dialog.open({
            matchId,
            slug: game.code,
            gameName: game.name,
            mid,
            ...withResult(results.value?.items, mid),
          })
        }
      />
      <ResultDialog detail={dialog.detail} onClose={dialog.close} />
    </>
  );
}
