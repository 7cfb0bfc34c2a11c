import {
  fromMinor,
  isSportId,
  marketBook,
  minor,
  runnerBetOf,
  scaleMinor,
  sessionBetOf,
  sessionBetResult,
  type SportId,
} from '@exchange/domain';
import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { betOfRow } from '../bets/records.ts';
import type { Database } from '../db/client.ts';
import { bets, markets, matches, runners } from '../db/exchangeSchema.ts';
import { users } from '../db/schema.ts';
import { descendantsPattern, type UserRow } from '../hierarchy/subtree.ts';
import { isSessionMarket } from '../settlement/market.ts';

/** One line of a book: what the viewer wins (or loses, negative) if this runner wins, or on these runs. */
export interface BookLine {
  selectionId: number;
  runnerName: string;
  amount: number;
}

export interface MarketBooks {
  marketId: string;
  marketName: string;
  profitlist: BookLine[];
}

export interface MatchBooks {
  matchId: number;
  matchName: string;
  sportId: SportId;
  markets: MarketBooks[];
}

export interface BookScope {
  /** Whose figures: a player sees its own P/L; an operator its partnership share of each player's, reversed. */
  viewer: UserRow;
  /** Whose bets: this user's (a player) or its downline's (an operator). */
  owner: UserRow;
  matchId?: number;
  marketId?: string;
}

type BetRow = typeof bets.$inferSelect;

/**
 * The viewer's weight on each player's book, in percent: +100 for a player's own book; for an operator,
 * minus its share by partnership (DOMAIN.md): its own percentage (the root's is 100) less the highest
 * percentage of the operators between it and the player, as settlement attributes results
 * (settlement/attribution.ts), so the analysis shows what the report will show once the market settles.
 */
async function weightsOf(
  db: Database,
  viewer: UserRow,
  players: readonly UserRow[],
): Promise<Map<string, number>> {
  if (viewer.role === 'user') return new Map([[viewer.id, 100]]);
  const between = new Set<string>();
  const chains = new Map<string, string[]>();
  for (const player of players) {
    const below = player.path
      .slice(viewer.path.length + 1)
      .split('/')
      .slice(0, -1);
    chains.set(player.id, below);
    for (const id of below) between.add(id);
  }
  const partnerships = new Map<string, number>();
  if (between.size > 0) {
    const rows = await db
      .select({ id: users.id, partnership: users.partnership })
      .from(users)
      .where(inArray(users.id, [...between]));
    for (const row of rows) partnerships.set(row.id, row.partnership);
  }
  const own = viewer.parentId === null ? 100 : viewer.partnership;
  return new Map(
    players.map((player) => {
      const below = Math.max(0, ...(chains.get(player.id) ?? []).map((id) => partnerships.get(id) ?? 0));
      return [player.id, -(Math.max(own, below) - below)];
    }),
  );
}

/** The open (matched) bets in scope on markets still to be settled, with their market and match. */
function openBetsInScope(db: Database, scope: BookScope) {
  const owner: SQL | undefined =
    scope.owner.role === 'user'
      ? eq(bets.userId, scope.owner.id)
      : sql`${users.path} like ${descendantsPattern(scope.owner.path)}`;
  return db
    .select({ bet: bets, player: users, market: markets, match: matches })
    .from(bets)
    .innerJoin(users, eq(users.id, bets.userId))
    .innerJoin(markets, eq(markets.id, bets.marketId))
    .innerJoin(matches, eq(matches.id, bets.matchId))
    .where(
      and(
        eq(bets.status, 'matched'),
        isNull(markets.settledAt),
        isNull(markets.voidedAt),
        ne(matches.status, 'closed'),
        owner,
        scope.matchId === undefined ? undefined : eq(bets.matchId, scope.matchId),
        scope.marketId === undefined ? undefined : eq(bets.marketId, scope.marketId),
      ),
    )
    .orderBy(asc(matches.name), asc(matches.id), asc(markets.id));
}

/** Weighted amounts are percent-paisa; each line is rounded once, at the end (halves away from zero). */
const toAmount = (weighted: number) => fromMinor(scaleMinor(minor(weighted), 1, 100));

function runnerLines(
  marketRunners: readonly { selectionId: number; name: string }[],
  weighted: readonly { bet: BetRow; weight: number }[],
): BookLine[] {
  const selectionIds = marketRunners.map((runner) => runner.selectionId);
  const totals = selectionIds.map(() => 0);
  for (const { bet, weight } of weighted) {
    // A bet on a runner the catalog no longer lists cannot be booked against the others.
    if (!selectionIds.includes(bet.selectionId)) continue;
    marketBook(selectionIds, [runnerBetOf(betOfRow(bet))]).forEach((position, index) => {
      totals[index] = (totals[index] ?? 0) + position.amount * weight;
    });
  }
  return marketRunners.map((runner, index) => ({
    selectionId: runner.selectionId,
    runnerName: runner.name,
    amount: toAmount(totals[index] ?? 0),
  }));
}

/** A session's book as bands of run totals ("0-79", "80+"); each band's selectionId is its first total. */
function sessionLines(weighted: readonly { bet: BetRow; weight: number }[]): BookLine[] {
  const sessionBets = weighted.map(({ bet, weight }) => ({ bet: sessionBetOf(betOfRow(bet)), weight }));
  const starts = [...new Set([0, ...sessionBets.map(({ bet }) => Math.ceil(bet.line))])].sort(
    (a, b) => a - b,
  );
  const bands: { from: number; to: number | null; amount: number }[] = [];
  starts.forEach((from, index) => {
    const next = starts[index + 1];
    const amount = toAmount(
      sessionBets.reduce((sum, { bet, weight }) => sum + sessionBetResult(bet, from) * weight, 0),
    );
    const previous = bands.at(-1);
    if (previous && previous.amount === amount) previous.to = next === undefined ? null : next - 1;
    else bands.push({ from, to: next === undefined ? null : next - 1, amount });
  });
  return bands.map((band) => ({
    selectionId: band.from,
    runnerName: band.to === null ? `${band.from}+` : `${band.from}-${band.to}`,
    amount: band.amount,
  }));
}

/**
 * Books of every open market in scope, grouped by match: for each runner (or run band of a session), what
 * the viewer wins or loses if it wins, combined over the owner's matched bets (DOMAIN.md "Market analysis").
 */
export async function combinedBooks(db: Database, scope: BookScope): Promise<MatchBooks[]> {
  const rows = await openBetsInScope(db, scope);
  if (rows.length === 0) return [];
  const players = [...new Map(rows.map((row) => [row.player.id, row.player])).values()];
  const weights = await weightsOf(db, scope.viewer, players);
  const marketIds = [...new Set(rows.map((row) => row.market.id))];
  const runnerRows = await db
    .select({ marketId: runners.marketId, selectionId: runners.selectionId, name: runners.name })
    .from(runners)
    .where(inArray(runners.marketId, marketIds))
    .orderBy(asc(runners.sortOrder), asc(runners.selectionId));

  const result: MatchBooks[] = [];
  for (const marketId of marketIds) {
    const inMarket = rows.filter((row) => row.market.id === marketId);
    const [first] = inMarket;
    if (!first || !isSportId(first.match.sportId)) continue;
    const weighted = inMarket.map((row) => ({ bet: row.bet, weight: weights.get(row.player.id) ?? 0 }));
    const profitlist = isSessionMarket(first.market)
      ? sessionLines(weighted)
      : runnerLines(
          runnerRows.filter((runner) => runner.marketId === marketId),
          weighted,
        );
    let match = result.find((entry) => entry.matchId === first.match.id);
    if (!match) {
      match = {
        matchId: first.match.id,
        matchName: first.match.name,
        sportId: first.match.sportId,
        markets: [],
      };
      result.push(match);
    }
    match.markets.push({ marketId, marketName: first.market.name, profitlist });
  }
  return result;
}
