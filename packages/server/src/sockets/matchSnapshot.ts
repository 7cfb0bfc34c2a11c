import type { MatchSnapshot } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { matches } from '../db/exchangeSchema.ts';
import type { LiveMarket, LiveMatchStatus } from '../exchange/board.ts';
import { liveFancy, liveMarketBook } from '../sports/wire.ts';
import { finishedMatchOf, type FinishedMatch } from './finishedMatch.ts';

/**
 * The markets of a match as the odds screen groups them; hidden (disabled) markets are left out, and so
 * are closed sessions in a snapshot (an update still tells that a session closed).
 */
export function grouped(
  markets: readonly LiveMarket[],
  moment: 'snapshot' | 'update',
): Pick<MatchSnapshot, 'matchOdds' | 'bookmaker' | 'fancy'> {
  const shown = markets.filter(
    (market) =>
      !market.hidden && !(moment === 'snapshot' && market.kind === 'fancy' && market.status === 'CLOSED'),
  );
  return {
    matchOdds: shown.filter((market) => market.kind === 'matchOdds').map(liveMarketBook),
    bookmaker: shown.filter((market) => market.kind === 'bookmaker').map(liveMarketBook),
    fancy: shown.filter((market) => market.kind === 'fancy').map(liveFancy),
  };
}

/** What the catalog holds of a match a snapshot is made of: its status, and how it ended once over. */
export interface StoredMatch {
  status: LiveMatchStatus;
  finished: FinishedMatch | null;
}

/** The catalog's part of an active match's snapshot; null for a match players may not see. */
export async function storedMatchOf(db: Database, matchId: number): Promise<StoredMatch | null> {
  const [match] = await db
    .select({ id: matches.id, active: matches.active, status: matches.status })
    .from(matches)
    .where(eq(matches.id, matchId));
  return match ? storedMatchFrom(db, match) : null;
}

/** The same, from the match's row when the caller has read it already. */
export async function storedMatchFrom(
  db: Database,
  match: { id: number; active: boolean; status: LiveMatchStatus },
): Promise<StoredMatch | null> {
  if (!match.active) return null;
  return {
    status: match.status,
    finished: match.status === 'closed' ? await finishedMatchOf(db, match.id) : null,
  };
}

/**
 * Everything the odds screen shows of a match, as its room's snapshot and the data API's match-snapshot
 * give it: the board's markets and score, or, once the board has let a finished match go, the catalog's.
 */
export function matchSnapshotOf(
  board: AppContext['board'],
  matchId: number,
  { status, finished }: StoredMatch,
): MatchSnapshot {
  const live = grouped(board.marketsOf(matchId), 'snapshot');
  const onBoard = live.matchOdds.length + live.bookmaker.length > 0;
  return {
    matchId,
    status: board.matchStatus(matchId) ?? status,
    ...live,
    ...(finished && !onBoard && { matchOdds: finished.matchOdds, bookmaker: finished.bookmaker }),
    score: board.score(matchId) ?? finished?.score ?? null,
    ...(finished?.result && { result: finished.result }),
  };
}
