import { isSuspended, privilege } from '@exchange/domain';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import { matchById } from '../../api/betting.ts';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';
import { useServices } from '../../services.ts';
import { dataSocketOf, useMatchSlice } from '../../sockets/liveMatches.ts';
import { createMatchStore, type MatchLiveState, type MatchStore } from '../../sockets/matchStore.ts';
import { childUsers, marketAnalysis, marketAnalysisOf, setMatchBetLock, userBookOf } from '../api.ts';
import type { UserBook } from '../screens/matchBook/UserBookDialog.tsx';
import type { BookMarket } from '../screens/matchBook/MarketBooks.tsx';
import { MatchBookScreen } from '../screens/matchBook/MatchBookScreen.tsx';
import { operatorAtom } from '../state.ts';
import { Component as NotFound } from './notFound.tsx';
import { useMatchBets } from './useMatchBets.ts';
import { errorMessage } from '../../forms/useSubmission.ts';
import { Failure } from '../../forms/Failure.tsx';

/** How long after the match moves the books and bets are read again (as market analysis does). */
const refreshGapMs = 5000;

type AnalysedMarkets = Awaited<ReturnType<typeof marketAnalysis>>[number]['markets'];

const pickRunnerMarkets = (state: MatchLiveState) => [...state.matchOdds, ...state.bookmaker].join(',');
const pickSessions = (state: MatchLiveState) => state.fancy.map((market) => market.marketId).join(',');
const pickInPlay = (state: MatchLiveState) => state.status === 'inPlay';

/**
 * The match's markets with the downline's book and, for runner markets, the best prices from the match
 * room: re-computed on each price push of the match (a handful of markets), the same array otherwise.
 */
function useBookMarkets(store: MatchStore, books: AnalysedMarkets): readonly BookMarket[] {
  const liveIds = useMatchSlice(store, pickRunnerMarkets);
  const sessionIds = useMatchSlice(store, pickSessions);
  const cache = useRef<{ key: string; markets: readonly BookMarket[] }>({ key: '', markets: [] });
  const get = useCallback(() => {
    const live = (liveIds ? liveIds.split(',') : []).flatMap((marketId) => {
      const market = store.market(marketId);
      if (!market) return [];
      const book = books.find((entry) => entry.marketId === marketId)?.profitlist ?? [];
      return [
        {
          marketId,
          marketName: market.marketName,
          session: false,
          suspended: isSuspended(market.status),
          runners: market.runners.map((runner) => ({
            selectionId: runner.selectionId,
            runnerName: runner.runnerName,
            amount: book.find((line) => line.selectionId === runner.selectionId)?.amount ?? 0,
            back: runner.ex.availableToBack[0]?.price,
            lay: runner.ex.availableToLay[0]?.price,
          })),
        },
      ];
    });
    // Markets with bets the room does not price: sessions (by run bands), or any before the room's snapshot.
    const booked = books
      .filter((market) => !live.some((entry) => entry.marketId === market.marketId))
      .map((market) => ({
        marketId: market.marketId,
        marketName: market.marketName,
        session: sessionIds.split(',').includes(market.marketId),
        runners: market.profitlist,
      }));
    const markets = [...live, ...booked];
    const key = JSON.stringify(markets);
    if (key !== cache.current.key) cache.current = { key, markets };
    return cache.current.markets;
  }, [store, books, liveIds, sessionIds]);
  return useSyncExternalStore(store.subscribePrices, get, get);
}

/** Reads again a few seconds after the match moves (where new bets are likely), at most once per gap. */
function useRefreshWhileLive(store: MatchStore, refresh: () => void) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = store.subscribePrices(() => {
      timer ??= setTimeout(() => {
        timer = undefined;
        refresh();
      }, refreshGapMs);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [store, refresh]);
}

function MatchBook({ matchId }: { matchId: number }) {
  const services = useServices();
  const { api, toast } = services;
  const privileges = useAtomValue(operatorAtom)?.privileges ?? [];
  // Spec 3: Bet Lock (get-child-user-list); Current Bets (the bets and deleting them) is useMatchBets's.
  const mayListChildren = privileges.includes(privilege.betLock);
  const [viewing, setViewing] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const refresh = useCallback(() => setAttempt((count) => count + 1), []);
  // The match's room while the page shows it (the component is keyed by the match).
  const [store] = useState(() => createMatchStore(matchId));
  useEffect(() => dataSocketOf(services).watch(matchId, store), [services, matchId, store]);
  const inPlay = useMatchSlice(store, pickInPlay);
  useRefreshWhileLive(store, refresh);

  const loadBooks = useCallback(async () => {
    const [match, analysis, children] = await Promise.all([
      matchById(api, matchId),
      viewing ? marketAnalysisOf(api, viewing) : marketAnalysis(api),
      mayListChildren ? childUsers(api, matchId, viewing) : undefined,
    ]);
    return { match, books: analysis.find((entry) => entry.matchId === matchId)?.markets ?? [], children };
  }, [api, matchId, viewing, mayListChildren]);
  const loaded = useKeyedLoad(JSON.stringify([matchId, viewing, attempt]), loadBooks);
  const bets = useMatchBets(matchId, [attempt], refresh);
  const markets = useBookMarkets(store, loaded.value?.books ?? []);
  const [userBook, setUserBook] = useState<UserBook | null>(null);
  const openUserBook = useCallback(
    (username: string | undefined) => {
      if (!username) return setUserBook(null);
      setUserBook({ username });
      const shown = markets;
      Promise.all(
        shown.map(async (market) => ({
          ...market,
          suspended: undefined,
          runners: await userBookOf(api, { matchId, marketId: market.marketId, username }),
        })),
      ).then(
        (books) => setUserBook((open) => (open?.username === username ? { username, markets: books } : open)),
        (error: unknown) =>
          setUserBook((open) =>
            open?.username === username ? { username, error: errorMessage(error) } : open,
          ),
      );
    },
    [api, matchId, markets],
  );

  const match = loaded.value?.match;
  if (!match) {
    // An unknown match (or one the server will not show) says why instead of leaving the page blank.
    return loaded.status === 'error' ? <Failure message={loaded.error} /> : null;
  }
  return (
    <MatchBookScreen
      match={{ ...match, inPlay: inPlay || match.inPlay }}
      markets={markets}
      viewing={viewing}
      children={loaded.value?.children}
      onView={setViewing}
      onLock={async (username, lock) => {
        try {
          toast.success(await setMatchBetLock(api, { matchId, lock, ...(username && { username }) }));
          refresh();
        } catch (error) {
          toast.error(errorMessage(error));
        }
      }}
      onUserBook={openUserBook}
      userBook={userBook}
      bets={bets.bets}
      onDeleteBets={bets.onDeleteBets}
      status={loaded.status}
      error={loaded.error ?? bets.error}
      onRefresh={refresh}
    />
  );
}

/** `/admin/odds/{matchId}`: the match book of the operator's downline, live from the match's room. */
export function Component() {
  const matchId = Number(useParams()['matchId']);
  if (!Number.isSafeInteger(matchId) || matchId <= 0) return <NotFound />;
  return <MatchBook key={matchId} matchId={matchId} />;
}
