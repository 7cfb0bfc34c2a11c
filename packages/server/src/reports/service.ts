import { fromMinor, isOperator, minor, privilege, Refusal } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { requirePrivilege } from '../hierarchy/common.ts';
import { loadActingUser, loadTargetInSubtree } from '../hierarchy/subtree.ts';
import type { Caller } from '../caller.ts';
import { combinedBooks } from './books.ts';
import type { betPageWithPnl } from './queries.ts';
import { openStatuses, playerBetPage, zeroBook, type BetListBody, type BetStatus } from './queries.ts';

/** Bets still at stake (the player's /unsettledbet) and bets that are over (its /bethistory). */
export const unsettledStatuses = openStatuses;
export const closedStatuses = ['settled', 'void', 'cancelled', 'lapsed', 'deleted', 'refused'] as const;

/**
 * The player's bet reports: a period of its bets in some statuses, newest first, as report rows; a page of
 * the screens' 10 unless an export reads the period whole (`pageSize`).
 */
export async function playerBetReport(
  context: Pick<AppContext, 'db'>,
  caller: Caller,
  statuses: readonly BetStatus[],
  filter: BetListBody,
  page: number,
  pageSize?: number,
) {
  return withPnl(await playerBetPage(context.db, caller.userId, statuses, filter, page, pageSize));
}

/** Report rows with each settled bet's P/L. */
export function withPnl({ records, pnlOf }: Awaited<ReturnType<typeof betPageWithPnl>>) {
  return {
    ...records,
    docs: records.docs.map((doc) => {
      const pnl = pnlOf.get(doc._id);
      return pnl === null || pnl === undefined ? doc : { ...doc, pnl: fromMinor(minor(pnl)) };
    }),
  };
}

/** Player: its own book. Operator (Market Analysis): itself or a user of its downline. */
async function bookViewer(context: AppContext, caller: Caller, username: string | undefined) {
  const acting = await loadActingUser(context.db, caller);
  if (isOperator(caller.role)) requirePrivilege(caller, privilege.marketAnalysis);
  const named = username?.trim();
  if (!named || named.toLowerCase() === acting.username.toLowerCase())
    return { viewer: acting, owner: acting };
  if (!isOperator(caller.role)) throw new Refusal('not_in_subtree');
  const { target } = await loadTargetInSubtree(context, caller, { username: named });
  return { viewer: target, owner: target };
}

/** One user's book on one market; every runner at zero where nothing is at stake. */
export async function userBook(
  context: AppContext,
  caller: Caller,
  query: { matchId: number; marketId: string; username?: string | undefined },
) {
  const { viewer, owner } = await bookViewer(context, caller, query.username);
  const [match] = await combinedBooks(context.db, {
    viewer,
    owner,
    matchId: query.matchId,
    marketId: query.marketId,
  });
  const book = match?.markets[0]?.profitlist;
  if (book) return book;
  const zero = await zeroBook(context.db, query.matchId, query.marketId);
  if (!zero) throw new Refusal('not_found');
  return zero;
}
