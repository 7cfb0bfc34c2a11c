import {
  betEndReason,
  casinoRoundLabel,
  defaultPageSize,
  fromMinor,
  isSportId,
  minor,
  type BetRecordWire,
} from '@exchange/domain';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bets, matches } from '../db/exchangeSchema.ts';
import { users } from '../db/schema.ts';

/**
 * What a report row carries beyond spec 3's record (issue 39): why a bet that did not settle ended so, and
 * a casino bet's round, so its result and proof can be opened.
 */
function reportExtras(bet: typeof bets.$inferSelect): Pick<BetRecordWire, 'reason' | 'roundId' | 'matchId'> {
  const closedBy = bet.closedBy === null ? null : bet.closedBy === bet.userId ? 'player' : 'upline';
  const reason = betEndReason(bet.status, closedBy);
  const casino = bet.betOn === 'CASINO' || bet.betOn === 'CASINOFANCY';
  return {
    ...(reason !== undefined && { reason }),
    ...(casino && { roundId: casinoRoundLabel(bet.marketId), matchId: bet.matchId }),
  };
}

/** A page of bets as report rows (spec 3, "Casino or sports bet record"), newest first. */
export async function betRecordPage(
  db: Database,
  where: SQL | undefined,
  page: number,
  pageSize: number = defaultPageSize,
) {
  return (await betRecordPageWithPnl(db, where, page, pageSize)).records;
}

/**
 * A page of bets as report rows and each bet's P/L as stored (null until it settles), read together.
 * `pageSize` is the screens' 10 unless an export reads the period whole.
 */
export async function betRecordPageWithPnl(
  db: Database,
  where: SQL | undefined,
  page: number,
  pageSize: number = defaultPageSize,
) {
  const [counted] = await db
    .select({ total: count() })
    .from(bets)
    .innerJoin(users, eq(users.id, bets.userId))
    .where(where);
  const totalDocs = counted?.total ?? 0;
  const rows = await db
    .select({ bet: bets, sportId: matches.sportId, matchName: matches.name, username: users.username })
    .from(bets)
    .innerJoin(matches, eq(matches.id, bets.matchId))
    .innerJoin(users, eq(users.id, bets.userId))
    .where(where)
    .orderBy(desc(bets.createdAt), desc(bets.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const docs = rows.flatMap(({ bet, sportId, matchName, username }): BetRecordWire[] =>
    // Bets exist only on the spec's sports; a match of another sport id is not one of ours to report.
    isSportId(sportId)
      ? [
          {
            _id: bet.id,
            sportId,
            matchName,
            marketName: bet.marketName,
            selectionName: bet.runnerName,
            bet_on: bet.betOn,
            ...(bet.volume !== null && { volume: bet.volume }),
            odds: bet.odds,
            stack: fromMinor(minor(bet.stake)),
            isBack: bet.side === 'back',
            createdAt: bet.createdAt.toISOString(),
            username,
            bet_status: bet.status,
            ...reportExtras(bet),
          },
        ]
      : [],
  );
  return {
    records: { docs, page, totalPages: Math.ceil(totalDocs / pageSize), totalDocs },
    pnlOf: new Map(rows.map(({ bet }) => [bet.id, bet.pnl])),
  };
}
