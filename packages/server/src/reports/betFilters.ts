import type { allUserBetListRequestSchema } from '@exchange/domain';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import { bets, matches } from '../db/exchangeSchema.ts';

const oneDayMs = 24 * 60 * 60 * 1000;

/**
 * The filters every bet list shares (spec 5: "Bet list filter: all, back or lay"; a period; a sport): bets
 * placed in the period, whole UTC days with the end date included (as every report's), of one side and
 * one sport when asked.
 */
export function betListFilter(body: v.InferOutput<typeof allUserBetListRequestSchema>): SQL | undefined {
  const from = new Date(`${body.startDate}T00:00:00.000Z`);
  const to = new Date(new Date(`${body.endDate}T00:00:00.000Z`).getTime() + oneDayMs);
  return and(
    gte(bets.createdAt, from),
    lt(bets.createdAt, to),
    body.betType === 'all' ? undefined : eq(bets.side, body.betType),
    body.sportId === undefined
      ? undefined
      : sql`${bets.matchId} in (select ${matches.id} from ${matches} where ${matches.sportId} = ${body.sportId})`,
  );
}
