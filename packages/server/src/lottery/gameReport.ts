import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { descendantsPattern, type UserRow } from '../hierarchy/subtree.ts';

/** The lottery's line of the panel's game-reports, in minor units: what the downline played on draws made. */
export interface LotteryGameFigures {
  rounds: number;
  bets: number;
  stake: number;
  downlinePnl: number;
  share: number;
}

/**
 * The draws made in the period (by when they were drawn) that the operator's downline held tickets in:
 * how many, the tickets, what they cost, and the downline's net (prizes less cost). The lottery is the
 * house's own game with no partnership (docs/adr/0024-lottery-draws.md): the Super Admin's share is the
 * house's whole result, a label's operators share none of it. Null when there is none.
 */
export async function lotteryGameFigures(
  db: Database,
  query: { acting: UserRow; from: Date; to: Date },
): Promise<LotteryGameFigures | null> {
  const [row] = await rowsOf<{ rounds: unknown; bets: unknown; stake: unknown; prizes: unknown }>(
    db,
    sql`select count(distinct t.item_id) as rounds, count(*) as bets, coalesce(sum(i.price), 0) as stake,
        coalesce(sum(t.prize), 0) as prizes
      from lottery_tickets t
      join lottery_items i on i.id = t.item_id
      join users u on u.id = t.user_id
      where i.status = 'drawn' and i.drawn_at >= ${query.from.toISOString()}::timestamptz
        and i.drawn_at < ${query.to.toISOString()}::timestamptz
        and u.path like ${descendantsPattern(query.acting.path)}`,
  );
  const rounds = Number(row?.rounds ?? 0);
  if (rounds === 0) return null;
  const stake = Number(row?.stake ?? 0);
  const downlinePnl = Number(row?.prizes ?? 0) - stake;
  return {
    rounds,
    bets: Number(row?.bets ?? 0),
    stake,
    downlinePnl,
    share: query.acting.role === 'admin' ? -downlinePnl : 0,
  };
}
