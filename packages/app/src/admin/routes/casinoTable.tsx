import type { CasinoResultChip } from '@exchange/betting-widgets';
import {
  betRecordFromWire,
  casinoGameDefinition,
  casinoGameDefinitions,
  privilege,
  undealtSlot,
  type BetRecord,
  type CasinoGameDefinition,
  type CasinoRound,
} from '@exchange/domain';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../api/api.ts';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';
import { useServices } from '../../services.ts';
import { deleteDownlineBet, deleteDownlineBets, matchBets } from '../api.ts';
import { casinoBook, casinoResults, casinoRound } from '../casinoApi.ts';
import { CasinoTableScreen } from '../screens/casino/CasinoTableScreen.tsx';
import type { BookMarket } from '../screens/matchBook/MarketBooks.tsx';
import { operatorAtom } from '../state.ts';
import { Component as NotFound } from './notFound.tsx';
import { useResultDialog } from './useCasinoResult.tsx';

/** How often the round is read: its countdown moves by the second. */
const roundReadMs = 1000;

type Book = Awaited<ReturnType<typeof casinoBook>>;

/** The game's current round, read every second; a closed game says so instead of failing each time. */
function usePolledRound(matchId: number) {
  const { api } = useServices();
  const [state, setState] = useState<{ round?: CasinoRound; closed: boolean; error?: string }>({
    closed: false,
  });
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const round = await casinoRound(api, matchId);
        if (!stopped) setState({ round, closed: false });
      } catch (error: unknown) {
        if (stopped) return;
        const closed = error instanceof ApiError && error.code === 'casino_game_disabled';
        setState((previous) => ({
          ...previous,
          closed,
          ...(!closed && { error: error instanceof Error ? error.message : String(error) }),
        }));
      } finally {
        if (!stopped) timer = setTimeout(() => void read(), roundReadMs);
      }
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, matchId]);
  return state;
}

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

/** A result chip's letters: the winner's last word when short ("Player A": A), else its initials. */
export function chipLabel(winnerName: string, voided: boolean): string {
  if (voided) return 'V';
  const words = winnerName.split(/\s+/).filter(Boolean);
  const last = words.at(-1) ?? '?';
  return last.length <= 2
    ? last
    : words
        .map((word) => word[0]?.toUpperCase() ?? '')
        .join('')
        .slice(0, 2);
}

function CasinoTable({ game }: { game: CasinoGameDefinition }) {
  const { api, toast } = useServices();
  const privileges = useAtomValue(operatorAtom)?.privileges ?? [];
  const mayListBets = privileges.includes(privilege.currentBets);
  const { round, closed, error } = usePolledRound(game.matchId);
  const [attempt, setAttempt] = useState(0);
  const [betsPage, setBetsPage] = useState(1);
  const refresh = useCallback(() => setAttempt((count) => count + 1), []);
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
  const loadBets = useCallback(
    async () => (mayListBets ? matchBets(api, game.matchId, betsPage) : null),
    [api, game.matchId, betsPage, mayListBets],
  );
  const bets = useKeyedLoad(JSON.stringify([...moment, betsPage, attempt]), loadBets);
  const loadResults = useCallback(
    async () => casinoResults(api, game.matchId, { page: 1 }),
    [api, game.matchId],
  );
  const results = useKeyedLoad(
    JSON.stringify([round?.mid, round?.status === 'result', attempt]),
    loadResults,
  );
  const dialog = useResultDialog(game.code);

  const chips: CasinoResultChip[] = (results.value?.items ?? []).map((result) => ({
    mid: result.mid,
    winnerName: result.data.winnerName,
    label: chipLabel(result.data.winnerName, result.voided),
    tone: result.voided ? 'neutral' : 'accent',
  }));
  return (
    <>
      <CasinoTableScreen
        gameName={game.name}
        round={round}
        closed={closed}
        markets={bookMarkets(round, book.value)}
        bets={
          bets.value
            ? {
                bets: bets.value.docs.map(betRecordFromWire),
                page: betsPage,
                totalPages: bets.value.totalPages,
                onPageChange: setBetsPage,
              }
            : undefined
        }
        onDeleteBets={async (targets: readonly BetRecord[], transactionPassword?: string) => {
          const [only] = targets;
          const message =
            targets.length === 1 && only
              ? await deleteDownlineBet(api, only.id, transactionPassword)
              : await deleteDownlineBets(
                  api,
                  targets.map((bet) => bet.id),
                  transactionPassword ?? '',
                );
          toast.success(message);
          refresh();
        }}
        results={chips}
        onSelectResult={(chip) => dialog.open(chip.mid)}
        status={book.status}
        error={error}
        onRefresh={refresh}
      />
      {dialog.element}
    </>
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
