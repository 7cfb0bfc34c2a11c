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

/**
 * The result a board change announces: the feed's result or void of the match's own result market, the
 * first exchange market it lists (Match Odds, a race's Win). Another (Half Time at the break, Over 0.5
 * Goals at the first goal) settles while the match goes on, and is no result of the match.
 */
export function announcedResult(
  change: BoardChange,
  market: LiveMarket | undefined,
  matchMarkets: readonly LiveMarket[],
): MatchResult | undefined {
  if (market?.kind !== 'matchOdds' || market.hidden) return undefined;
  const resultMarket = matchMarkets.find((candidate) => candidate.kind === 'matchOdds');
  if (resultMarket?.marketId !== market.marketId) return undefined;
  if (change.type === 'void') return { kind: 'void', marketId: market.marketId };
  if (change.type !== 'result') return undefined;
  const winner = market.runners.find((runner) => runner.selectionId === change.result);
  return winner && { kind: 'winner', marketId: market.marketId, runnerName: winner.name };
}
