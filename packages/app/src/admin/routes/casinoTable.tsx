import {
  casinoGameDefinition,
  casinoGameDefinitions,
  undealtSlot,
  type CasinoGameDefinition,
  type CasinoRound,
} from '@exchange/domain';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../api/api.ts';
import { useCasinoRound } from '../../routes/useCasinoRound.ts';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';
import { useServices } from '../../services.ts';
import { doneResults } from '../../api/casino.ts';
import { useResultDetail } from '../../routes/casinoResultDetail.ts';
import { ResultDialog } from '../../screens/casino/ResultDialog.tsx';
import { casinoBook, casinoRound } from '../casinoApi.ts';
import { CasinoTableScreen } from '../screens/casino/CasinoTableScreen.tsx';
import type { BookMarket } from '../screens/matchBook/MarketBooks.tsx';
import { Component as NotFound } from './notFound.tsx';
import { useMatchBets } from './useMatchBets.ts';

type Book = Awaited<ReturnType<typeof casinoBook>>;

/** The game's round when the page opened, or that the game is closed (its round is not shown then). */
type Opening = { round: CasinoRound; receivedAt: number } | { closed: true };

/** The round's markets with the book at the operator's share beside each runner's prices. */
function bookMarkets(round: CasinoRound | undefined, book: Book | null): BookMarket[] {
  if (!round) return [];
  const books = book?.find((entry) => entry.mid === round.mid)?.markets ?? [];
  const amountOf = (marketId: string, selectionId: number) =>
    books
      .find((market) => market.marketId === marketId)
      ?.profitlist.find((line) => line.selectionId === selectionId)?.amount ?? 0;
  const quoted: BookMarket[] = round.markets.map((market) => ({
    marketId: market.marketId,
    marketName: market.marketName,
    session: false,
    suspended: market.status === 'SUSPENDED',
    runners: market.runners.map((runner) => ({
      selectionId: runner.selectionId,
      runnerName: runner.runnerName,
      amount: amountOf(market.marketId, runner.selectionId),
      back: runner.back ?? undefined,
      lay: runner.lay ?? undefined,
    })),
  }));
  // The first market always (the game's main bet), the others where the downline has bets.
  const booked = quoted.filter(
    (market, index) => index === 0 || market.runners.some((runner) => runner.amount !== 0),
  );
  // Markets with bets the round no longer quotes (a runner picked beyond the listed ones).
  const others = books
    .filter((market) => !round.markets.some((entry) => entry.marketId === market.marketId))
    .map((market) => ({ ...market, session: false, runners: market.profitlist }));
  return [...booked, ...others];
}

/** The table live from the game's room: the same pushes the players' tables get (useCasinoRound). */
function LiveTable({
  game,
  round: initial,
  receivedAt,
  onRefresh,
}: {
  game: CasinoGameDefinition;
  round: CasinoRound;
  receivedAt: number;
  onRefresh: () => void;
}) {
  const { api } = useServices();
  const live = useCasinoRound(initial, receivedAt);
  const round = live.round;
  const [attempt, setAttempt] = useState(0);
  const refresh = useCallback(() => {
    setAttempt((count) => count + 1);
    onRefresh();
  }, [onRefresh]);
  const dealt = round?.cards.filter((card) => card !== undealtSlot).length ?? 0;
  // Bets come while betting is open: the book is read again every 3 s then, and at each move of the round.
  const moment = [
    round?.mid,
    round?.status,
    dealt,
    round?.status === 'open' ? Math.floor(round.secondsLeft / 3) : 0,
  ];

  const loadBook = useCallback(async () => casinoBook(api, game.matchId), [api, game.matchId]);
  const book = useKeyedLoad(JSON.stringify([...moment, attempt]), loadBook);
  const bets = useMatchBets(game.matchId, [...moment, attempt], refresh);
  const loadResults = useCallback(
    async () => doneResults(api, game.matchId, 1, { date: '' }),
    [api, game.matchId],
  );
  const results = useKeyedLoad(
    JSON.stringify([round?.mid, round?.status === 'result', attempt]),
    loadResults,
  );
  const dialog = useResultDetail();

  return (
    <>
      <CasinoTableScreen
        gameName={game.name}
        round={round}
        closesAt={live.closesAt}
        closed={live.refused !== undefined}
        markets={bookMarkets(round, book.value)}
        bets={bets.bets}
        onDeleteBets={bets.onDeleteBets}
        results={results.value?.items ?? []}
        onSelectResult={(result) =>
          dialog.open({
            matchId: game.matchId,
            slug: game.code,
            gameName: game.name,
            mid: result.mid,
            result,
          })
        }
        status={book.status}
        error={live.refused}
        onRefresh={refresh}
      />
      <ResultDialog detail={dialog.detail} onClose={dialog.close} />
    </>
  );
}

/** Reads the round the table starts from; a closed game shows as closed, with Refresh to look again. */
function CasinoTable({ game }: { game: CasinoGameDefinition }) {
  const { api } = useServices();
  const [attempt, setAttempt] = useState(0);
  const refresh = useCallback(() => setAttempt((count) => count + 1), []);
  const load = useCallback(async (): Promise<Opening> => {
    try {
      return { round: await casinoRound(api, game.matchId), receivedAt: Date.now() };
    } catch (error: unknown) {
      if (error instanceof ApiError && error.code === 'casino_game_disabled') return { closed: true };
      throw error;
    }
  }, [api, game.matchId]);
  const opening = useKeyedLoad(String(attempt), load);
  const value = opening.value;
  if (value && 'round' in value) {
    // A new key when the game is opened again after a close: the live table starts from that round.
    return (
      <LiveTable
        key={value.round.mid}
        game={game}
        round={value.round}
        receivedAt={value.receivedAt}
        onRefresh={refresh}
      />
    );
  }
  return (
    <CasinoTableScreen
      gameName={game.name}
      round={undefined}
      closesAt={undefined}
      closed={value !== null && 'closed' in value}
      markets={[]}
      bets={undefined}
      onDeleteBets={async () => undefined}
      results={[]}
      onSelectResult={() => undefined}
      status={opening.status}
      error={opening.error}
      onRefresh={refresh}
    />
  );
}

/**
 * `/admin/casino/{gameCode}`: a game's live table with the downline's book and bets on the round. The game's
 * match id names it too, which is all the market analysis and the dashboard know of a casino match.
 */
export function Component() {
  const code = useParams()['gameCode'] ?? '';
  const game =
    casinoGameDefinition(code) ?? casinoGameDefinitions.find((entry) => String(entry.matchId) === code);
  if (!game) return <NotFound />;
  return <CasinoTable key={game.code} game={game} />;
}
