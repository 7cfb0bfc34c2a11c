import type { MarketBook, MatchResult, Score } from '@exchange/domain';
import type { Database } from '../db/client.ts';
import type { BoardChange, LiveMarket } from '../exchange/board.ts';
import { loadMarketsShown, storedScore, type MarketWithRunners } from '../sports/catalog.ts';
import { marketBookToWire, statusWithoutLiveState } from '../sports/wire.ts';

/**
 * How a match ended, as its room tells it. The board forgets a finished match a while after its end
 * (feed/simulator/simulator.ts, `retainClosedTicks`), but a page opened or reloaded after that must still
 * show the match finished: its last score, its markets closed and its result, never a match that has not
 * started and has no markets.
 */
export interface FinishedMatch {
  matchOdds: MarketBook[];
  bookmaker: MarketBook[];
  score: Score | null;
  result: MatchResult | undefined;
}

/** A finished match's players' markets (closed, without prices), last score and result, from the catalog. */
export async function finishedMatchOf(db: Database, matchId: number): Promise<FinishedMatch> {
  const [found, score] = await Promise.all([
    loadMarketsShown(db, matchId, ['matchOdds', 'bookmaker'], false),
    storedScore(db, matchId),
  ]);
  const books = (kind: 'matchOdds' | 'bookmaker') =>
    found
      .filter(({ row }) => row.kind === kind)
      .map(({ row, runners }) => marketBookToWire(row, undefined, statusWithoutLiveState(row), runners));
  const matchOdds = found.find(({ row }) => row.kind === 'matchOdds');
  return {
    matchOdds: books('matchOdds'),
    bookmaker: books('bookmaker'),
    score,
    result: matchOdds && settledResult(matchOdds),
  };
}

/** Settlement's word on a match odds market: its winner, void, or nothing yet. */
function settledResult({ row, runners }: MarketWithRunners): MatchResult | undefined {
  if (row.voidedAt) return { kind: 'void', marketId: row.id };
  if (!row.settledAt) return undefined;
  const winner = runners.find((runner) => runner.selectionId === row.result);
  return winner && { kind: 'winner', marketId: row.id, runnerName: winner.name };
}

/** The result a board change announces, when it is the feed's result or void of a match odds market shown. */
export function announcedResult(
  change: BoardChange,
  market: LiveMarket | undefined,
): MatchResult | undefined {
  if (market?.kind !== 'matchOdds' || market.hidden) return undefined;
  if (change.type === 'void') return { kind: 'void', marketId: market.marketId };
  if (change.type !== 'result') return undefined;
  const winner = market.runners.find((runner) => runner.selectionId === change.result);
  return winner && { kind: 'winner', marketId: market.marketId, runnerName: winner.name };
}
