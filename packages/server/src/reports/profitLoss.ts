import {
  defaultPageSize,
  fromMinor,
  isOperator,
  isSportId,
  minor,
  subtractMinor,
  type Role,
} from '@exchange/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

export interface ProfitLossQuery {
  /** The user whose P/L it is (an operator: its shares of the downline's results). */
  userId: string;
  role: Role;
  from: Date;
  to: Date;
  page: number;
  /** Rows a page holds: the screens' 10 unless an export reads the period whole. */
  pageSize?: number;
}

/**
 * POST profit-loss: one row per settled market in the period (settled between `from` and `to`), newest
 * first, narrated "<match> / <market>" (the spec shows the part before the first slash). A player's total
 * is its own P/L on the market; an operator's is its partnership share of its downline's results there
 * (positive when the downline lost). Rolled-back settlements do not count; a resettlement does.
 *
 * The total is the net of the exchange's commission (ADR 0036), given beside it as gross plus commission:
 * a player's commission is what it paid (negative), an operator's its share of what its downline paid.
 */
export async function profitLossPage(db: Database, query: ProfitLossQuery) {
  const pageSize = query.pageSize ?? defaultPageSize;
  const period = sql`s.created_at >= ${query.from.toISOString()}::timestamptz
    and s.created_at < ${query.to.toISOString()}::timestamptz and s.rolled_back_at is null`;
  const amounts: SQL = isOperator(query.role)
    ? sql`select s.market_id, s.created_at, a.amount, a.commission from pnl_attributions a
          join settlements s on s.id = a.settlement_id
          where a.operator_id = ${query.userId} and ${period}`
    : sql`select s.market_id, s.created_at, s.pnl - s.commission as amount, -s.commission as commission
          from settlements s
          where s.user_id = ${query.userId} and ${period}`;
  const rows = await rowsOf<{
    market_id: string;
    sport_id: number;
    narration: string;
    total: unknown;
    commission: unknown;
    settled_at: string;
    total_docs: unknown;
  }>(
    db,
    sql`with amounts as (${amounts}),
      per_market as (
        select market_id, sum(amount) as total, sum(commission) as commission, max(created_at) as settled_at
        from amounts group by market_id
      )
      select p.market_id, mt.sport_id, mt.name || ' / ' || m.name as narration, p.total, p.commission,
        to_char(p.settled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as settled_at,
        count(*) over () as total_docs
      from per_market p
      join markets m on m.id = p.market_id
      join matches mt on mt.id = m.match_id
      order by p.settled_at desc, p.market_id
      limit ${pageSize} offset ${(query.page - 1) * pageSize}`,
  );
  const totalDocs = Number(rows[0]?.total_docs ?? (await countMarkets(db, amounts)));
  return {
    items: rows.flatMap((row) => {
      const sportId = Number(row.sport_id);
      const total = minor(Number(row.total));
      const commission = minor(Number(row.commission));
      return isSportId(sportId)
        ? [
            {
              sportId,
              narration: row.narration,
              total: fromMinor(total),
              gross: fromMinor(subtractMinor(total, commission)),
              commission: fromMinor(commission),
              settledAt: row.settled_at,
            },
          ]
        : [];
    }),
    page: query.page,
    totalPages: Math.ceil(totalDocs / pageSize),
    totalDocs,
  };
}

/** A page past the end has no rows to carry the count. */
async function countMarkets(db: Database, amounts: SQL): Promise<number> {
  const [row] = await rowsOf<{ total: unknown }>(
    db,
    sql`select count(distinct market_id) as total from (${amounts}) amounts`,
  );
  return Number(row?.total ?? 0);
}
