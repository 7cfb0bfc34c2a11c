import {
  isSessionBet,
  marketBook,
  minor,
  openMarketExposure,
  openMarketProfit,
  openSessionExposure,
  openSessionProfit,
  runnerBetOf,
  runnerTally,
  sessionBetOf,
  sessionBook,
  tallyBook,
  tallyExposure,
  tallyWithBet,
  type Book,
  type Minor,
  type RunnerTally,
  isCasinoBetOn,
} from '@exchange/domain';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bets, runners } from '../db/exchangeSchema.ts';
import { rowsOf } from '../db/rows.ts';
import { casinoPositionOf, storedCasinoMarket } from '../casino/position.ts';
import { betOfRow, openStatuses, type BetFields, type BetRow, type OpenBet } from './records.ts';

/**
 * A user's exposure on one market, computed by the domain from every open bet (matched, unmatched and
 * delayed; waiting ones count only where they lose, pnl/openExposure.ts), and the book of its matched
 * bets (the wire's `profitlist`).
 */
export interface MarketPosition {
  exposure: Minor;
  book: Book;
}

/** The runners of a market in its order: the outcomes of its book. */
export async function marketSelectionIds(db: Database, marketId: string): Promise<number[]> {
  const rows = await db
    .select({ selectionId: runners.selectionId })
    .from(runners)
    .where(eq(runners.marketId, marketId))
    .orderBy(asc(runners.sortOrder), asc(runners.selectionId));
  return rows.map((row) => row.selectionId);
}

/** `convert`, worked out once for each distinct object it is given. */
function oncePerObject<TKey extends object, TValue>(convert: (key: TKey) => TValue): (key: TKey) => TValue {
  const seen = new Map<TKey, TValue>();
  return (key) => {
    let value = seen.get(key);
    if (value === undefined) {
      value = convert(key);
      seen.set(key, value);
    }
    return value;
  };
}

/**
 * The position of open bets on one market. A session fancy has run totals for outcomes, not runners:
 * its `book` is one entry on the fancy's selection holding the worst case of the matched bets.
 */
export function positionOf(
  selectionIds: readonly number[],
  openBets: readonly (BetFields & Pick<BetRow, 'status'>)[],
): MarketPosition {
  // One object per distinct row: the rows of alike bets come as one object repeated (placementBatch.ts), and
  // the domain works out each object's outcome once.
  const betOf = oncePerObject(betOfRow);
  const matched = openBets.filter((row) => row.status === 'matched').map(betOf);
  const waiting = openBets.filter((row) => row.status !== 'matched').map(betOf);
  const [first] = [...matched, ...waiting];
  if (first && isSessionBet(first)) {
    const worst = Math.min(0, ...sessionBook(matched.map(sessionBetOf)).map((row) => row.amount));
    return {
      exposure: openSessionExposure({
        matched: matched.map(sessionBetOf),
        waiting: waiting.map(sessionBetOf),
      }),
      book: [{ selectionId: first.selectionId, amount: minor(worst) }],
    };
  }
  const runnerBet = oncePerObject(runnerBetOf);
  const matchedBets = matched.map(runnerBet);
  return {
    exposure: openMarketExposure(selectionIds, { matched: matchedBets, waiting: waiting.map(runnerBet) }),
    book: marketBook(selectionIds, matchedBets),
  };
}

/**
 * What a placement knows of a user's open bets on a market: the bets themselves, or, on a runner market
 * whose tally is stored (market_exposures), their sums per runner, to which a bet adds its own part.
 */
export type OpenHolding = { readonly bets: readonly OpenBet[] } | { readonly tally: RunnerTally };

/** A tally as market_exposures stores it: with the runners it is in the order of. */
export interface StoredTally {
  selectionIds: readonly number[];
  tally: RunnerTally;
}

/** The position of what is held. */
export function holdingPosition(selectionIds: readonly number[], holding: OpenHolding): MarketPosition {
  if ('bets' in holding) return positionOf(selectionIds, holding.bets);
  return { exposure: tallyExposure(holding.tally), book: tallyBook(selectionIds, holding.tally) };
}

/** What is held once `bet` is placed too. */
export function holdingWithBet(
  selectionIds: readonly number[],
  holding: OpenHolding,
  bet: OpenBet,
): OpenHolding {
  if ('bets' in holding) return { bets: [...holding.bets, bet] };
  const matched = bet.status === 'matched';
  return { tally: tallyWithBet(selectionIds, holding.tally, runnerBetOf(betOfRow(bet)), matched) };
}

/**
 * What is held, as a tally where one can be kept: the bets just read become their sums once, so the
 * position and the tally to store are not each worked out from every bet again. No bets at all make an
 * empty tally whatever the market: not for a holding a bet is then added to (a fancy market's must stay
 * bets), only for one that is stored as it is (recomputeExposure).
 */
export function tallied(selectionIds: readonly number[], holding: OpenHolding): OpenHolding {
  const stored = tallyToStore(selectionIds, holding);
  return stored ? { tally: stored.tally } : holding;
}

/** The bets held, where they were read (a single placement, a casino bet): a tally has none to give. */
export function heldBets(holding: OpenHolding): readonly OpenBet[] {
  if ('bets' in holding) return holding.bets;
  throw new Error('The open bets were tallied, not read');
}

/**
 * The most the bets held can win on their market, each waiting bet counted where it wins (the domain's
 * openProfit.ts): what issue 41's profit limit is checked against. A tally does not keep what waiting bets
 * would win, so under a profit limit placement reads the bets themselves (placementBatchSql.ts).
 */
export function holdingProfit(selectionIds: readonly number[], holding: OpenHolding): Minor {
  const betOf = oncePerObject(betOfRow);
  const open = heldBets(holding);
  const matched = open.filter((row) => row.status === 'matched').map(betOf);
  const waiting = open.filter((row) => row.status !== 'matched').map(betOf);
  const [first] = [...matched, ...waiting];
  if (first && isSessionBet(first)) {
    return openSessionProfit({ matched: matched.map(sessionBetOf), waiting: waiting.map(sessionBetOf) });
  }
  const runnerBet = oncePerObject(runnerBetOf);
  return openMarketProfit(selectionIds, { matched: matched.map(runnerBet), waiting: waiting.map(runnerBet) });
}

/** The tally to store for what is held: none on a fancy market, whose exposure needs every bet's line. */
export function tallyToStore(selectionIds: readonly number[], holding: OpenHolding): StoredTally | null {
  if ('tally' in holding) return { selectionIds, tally: holding.tally };
  const betOf = oncePerObject(betOfRow);
  const open = holding.bets.map((row) => ({ row, bet: betOf(row) }));
  if (open.some(({ bet }) => isSessionBet(bet))) return null;
  const runnerBet = oncePerObject(runnerBetOf);
  const tally = runnerTally(selectionIds, {
    matched: open.filter(({ row }) => row.status === 'matched').map(({ bet }) => runnerBet(bet)),
    waiting: open.filter(({ row }) => row.status !== 'matched').map(({ bet }) => runnerBet(bet)),
  });
  return { selectionIds, tally };
}

/** A stored tally's three arrays as PostgreSQL array literals ('{1,2,3}'), bound as text and cast. */
export interface TallyLiterals {
  selectionIds: string | null;
  matchedBook: string | null;
  waitingLosses: string | null;
}

/** A PostgreSQL array literal of whole numbers. */
export const arrayLiteral = (values: readonly number[]) => `{${values.join(',')}}`;

export function tallyLiterals(stored: StoredTally | null): TallyLiterals {
  const literal = (values: readonly number[] | undefined) => (values ? arrayLiteral(values) : null);
  return {
    selectionIds: literal(stored?.selectionIds),
    matchedBook: literal(stored?.tally.matched),
    waitingLosses: literal(stored?.tally.waitingLosses),
  };
}

/**
 * Whether a user's row for a market stays: something is at stake, or a tally is worth keeping (a fully
 * hedged book). A missing row means "read the bets", so dropping a row never loses what a tally knew.
 */
export function keepsRow(exposure: Minor, stored: StoredTally | null): boolean {
  return (
    exposure !== 0 ||
    (stored !== null && [...stored.tally.matched, ...stored.tally.waitingLosses].some(Boolean))
  );
}

export async function openBetsOf(db: Database, userId: string, marketId: string): Promise<BetRow[]> {
  return db
    .select()
    .from(bets)
    .where(
      and(eq(bets.userId, userId), eq(bets.marketId, marketId), inArray(bets.status, [...openStatuses])),
    );
}

/**
 * The statement that stores a user's exposure on one market, with its tally where one is kept: its row, or
 * no row when nothing is at stake and no tally need be kept (a missing row reads as "read the bets").
 */
export function marketExposureWrite(
  userId: string,
  marketId: string,
  exposure: Minor,
  stored: StoredTally | null,
): SQL {
  if (!keepsRow(exposure, stored)) {
    return sql`delete from market_exposures where user_id = ${userId} and market_id = ${marketId}`;
  }
  const tally = tallyLiterals(stored);
  return sql`insert into market_exposures (user_id, market_id, exposure, selection_ids, matched_book,
      waiting_losses)
    values (${userId}, ${marketId}, ${exposure}::bigint, ${tally.selectionIds}::bigint[],
      ${tally.matchedBook}::bigint[], ${tally.waitingLosses}::bigint[])
    on conflict (user_id, market_id) do update set exposure = excluded.exposure,
      selection_ids = excluded.selection_ids, matched_book = excluded.matched_book,
      waiting_losses = excluded.waiting_losses`;
}

/**
 * Stores a user's exposure on a market, inside the caller's transaction, which must hold the user's account
 * row lock; the account's exposure, the sum over its markets, follows (the database's, migration 0014).
 * Returns the account's new exposure.
 */
export async function storeExposure(
  tx: Database,
  userId: string,
  marketId: string,
  exposure: Minor,
  stored: StoredTally | null,
): Promise<Minor> {
  // A statement does not see its own writes: the other markets' rows are summed, this one's is added.
  const [account] = await rowsOf<{ exposure: unknown }>(
    tx,
    sql`with market_row as (${marketExposureWrite(userId, marketId, exposure, stored)})
      select ${exposure}::bigint + (select coalesce(sum(e.exposure), 0)
        from market_exposures e where e.user_id = ${userId} and e.market_id <> ${marketId}) as exposure`,
  );
  return minor(Number(account?.exposure ?? 0));
}

/**
 * Recomputes one user's position on one market from its open bets and stores the exposure, and on a
 * runner market the tally (every path that changes open bets ends here, so the tally stays their sum). A
 * casino market's position follows its game's market shape (casino/position.ts).
 */
export async function recomputeExposure(
  tx: Database,
  userId: string,
  marketId: string,
): Promise<{ position: MarketPosition; accountExposure: Minor }> {
  const openBets = await openBetsOf(tx, userId, marketId);
  if (isCasinoBetOn(openBets[0]?.betOn)) {
    const position = casinoPositionOf(await storedCasinoMarket(tx, marketId), openBets);
    return { position, accountExposure: await storeExposure(tx, userId, marketId, position.exposure, null) };
  }
  const selectionIds = await marketSelectionIds(tx, marketId);
  const holding = tallied(selectionIds, { bets: openBets });
  const position = holdingPosition(selectionIds, holding);
  const stored = tallyToStore(selectionIds, holding);
  const accountExposure = await storeExposure(tx, userId, marketId, position.exposure, stored);
  return { position, accountExposure };
}
