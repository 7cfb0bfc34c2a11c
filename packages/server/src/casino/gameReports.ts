import { fromMinor, lotteryReportGameCode, minor } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { descendantsPattern, type UserRow } from '../hierarchy/subtree.ts';
import { lotteryGameFigures } from '../lottery/gameReport.ts';

/**
 * The panel's game-reports (spec 2, admin `game-reports`): the casino's settled rounds of the operator's
 * downline in a period, one row per game. The money comes from the settlements (the players' net) and the
 * partnership attributions (the operator's share), as the profit-loss report reads them, so the two
 * reports always agree; rolled-back settlements do not count.
 */

interface GameReportQuery {
  acting: UserRow;
  from: Date;
  to: Date;
}

interface GameRow {
  match_id: unknown;
  game_code: string;
  game_name: string;
  rounds: unknown;
  bets: unknown;
  stake: unknown;
  downline_pnl: unknown;
  share: unknown;
}

const rupees = (value: unknown) => fromMinor(minor(Number(value ?? 0)));

export async function gameReport(db: Database, query: GameReportQuery) {
  const rows = await rowsOf<GameRow>(
    db,
    sql`with played as (
        select m.match_id, s.id as settlement_id, s.market_id, s.user_id, s.pnl
        from settlements s
        join markets m on m.id = s.market_id
        join users u on u.id = s.user_id
        where m.kind = 'casino' and s.rolled_back_at is null
          and s.created_at >= ${query.from.toISOString()}::timestamptz
          and s.created_at < ${query.to.toISOString()}::timestamptz
          and u.path like ${descendantsPattern(query.acting.path)}
      ),
      per_game as (
        select match_id, count(distinct split_part(market_id, '.', 1)) as rounds, sum(pnl) as downline_pnl
        from played group by match_id
      ),
      shares as (
        select p.match_id, sum(a.amount) as share from played p
        join pnl_attributions a on a.settlement_id = p.settlement_id and a.operator_id = ${query.acting.id}
        group by p.match_id
      ),
      staked as (
        select p.match_id, count(b.id) as bets, sum(b.stake) as stake from played p
        join bets b on b.user_id = p.user_id and b.market_id = p.market_id and b.status = 'settled'
        group by p.match_id
      )
      select g.match_id, t.code as game_code, mt.name as game_name, g.rounds, g.downline_pnl,
        coalesce(sh.share, 0) as share, coalesce(st.bets, 0) as bets, coalesce(st.stake, 0) as stake
      from per_game g
      join casino_tables t on t.match_id = g.match_id
      join matches mt on mt.id = g.match_id
      left join shares sh on sh.match_id = g.match_id
      left join staked st on st.match_id = g.match_id
      order by mt.name, g.match_id`,
  );
  // The lottery's draws (issue 39) are a line of their own, after the games.
  const lottery = await lotteryGameFigures(db, query);
  if (lottery) {
    rows.push({
      match_id: 0,
      game_code: lotteryReportGameCode,
      game_name: 'Lottery',
      rounds: lottery.rounds,
      bets: lottery.bets,
      stake: lottery.stake,
      downline_pnl: lottery.downlinePnl,
      share: lottery.share,
    });
  }
  const items = rows.map((row) => ({
    matchId: Number(row.match_id),
    gameCode: row.game_code,
    gameName: row.game_name,
    rounds: Number(row.rounds),
    bets: Number(row.bets),
    stake: rupees(row.stake),
    downlinePnl: rupees(row.downline_pnl),
    pnl: rupees(row.share),
  }));
  // Summed in minor units, as stored, so the total is exact.
  const sum = (column: 'stake' | 'downline_pnl' | 'share') =>
    rupees(rows.reduce((total, row) => total + Number(row[column] ?? 0), 0));
  return {
    items,
    total: {
      rounds: items.reduce((total, item) => total + item.rounds, 0),
      bets: items.reduce((total, item) => total + item.bets, 0),
      stake: sum('stake'),
      downlinePnl: sum('downline_pnl'),
      pnl: sum('share'),
    },
  };
}
