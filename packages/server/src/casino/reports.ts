import {
  casinoProviderName,
  defaultPageSize,
  fromMinor,
  minor,
  sportIdsByName,
  type contract,
  type ParsedRequestOf,
} from '@exchange/domain';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bets } from '../db/exchangeSchema.ts';
import { rowsOf } from '../db/rows.ts';
import type { UserRow } from '../hierarchy/subtree.ts';
import { combinedBooks } from '../reports/books.ts';
import { betPageWithPnl } from '../reports/queries.ts';
import { closedStatuses, unsettledStatuses, withPnl } from '../reports/service.ts';

/**
 * The casino's own reports (issue 17). Casino bets are bets on matches of sport 5000, so the bet lists,
 * statements, P/L and market analysis show them as they show sports bets; these are the views that only
 * make sense for the casino: the player's Live Casino Bets and its results by round, and an operator's
 * book of the open rounds.
 */

type CasinoBetsBody = ParsedRequestOf<typeof contract.casinoBets>['body'];

const casinoBet = inArray(bets.betOn, ['CASINO', 'CASINOFANCY']);

/**
 * Live Casino Bets (spec 2 and 7): the player's casino bets placed since the start date, Settled
 * ('completed': bets that are over) or Un-Settled ('pending': still at stake), of one side if asked. The
 * report type is the casino type: a game's match id names that game; anything else (spec 9's default,
 * 50001) is every game of the in-house casino. `bettotal[0].total` is the stake of every bet listed.
 */
export async function casinoBetPage(db: Database, userId: string, body: CasinoBetsBody, pageSize?: number) {
  const where = and(
    eq(bets.userId, userId),
    casinoBet,
    inArray(bets.status, body.status === 'completed' ? [...closedStatuses] : [...unsettledStatuses]),
    gte(bets.createdAt, new Date(`${body.startDate}T00:00:00.000Z`)),
    body.betType === 'all' ? undefined : eq(bets.side, body.betType),
    sql`(${bets.matchId} = ${body.reportType} or not exists (
      select 1 from casino_tables t where t.match_id = ${body.reportType}))`,
  );
  const page = withPnl(await betPageWithPnl(db, where, body.page, pageSize));
  const [total] = await db
    .select({ stake: sql<string>`coalesce(sum(${bets.stake}), 0)` })
    .from(bets)
    .where(where);
  return { bets: page, bettotal: [{ total: fromMinor(minor(Number(total?.stake ?? 0))) }] };
}

export interface CasinoReportQuery {
  userId: string;
  from: Date;
  to: Date;
  matchId: number | undefined;
  page: number;
  /** Rows a page holds: the screens' 10 unless an export reads the period whole. */
  pageSize?: number;
}

/**
 * The player's casino report: one row per settled round in the period (by when it settled), newest first:
 * the game, the round, its winner, the bets and stake the player had on it, and its net P/L there.
 */
export async function casinoReportPage(db: Database, query: CasinoReportQuery) {
  const pageSize = query.pageSize ?? defaultPageSize;
  const from = sql`${query.from.toISOString()}::timestamptz`;
  const to = sql`${query.to.toISOString()}::timestamptz`;
  const perRound = sql`with per_round as (
      select split_part(s.market_id, '.', 1) as round_id, sum(s.pnl) as pnl, max(s.created_at) as settled_at
      from settlements s join markets m on m.id = s.market_id
      where s.user_id = ${query.userId} and m.kind = 'casino' and s.rolled_back_at is null
        and s.created_at >= ${from} and s.created_at < ${to}
      group by 1
    )`;
  const ofGame = query.matchId === undefined ? sql`true` : sql`t.match_id = ${query.matchId}`;
  // The international casino's rounds (issue 19, casinoProviders/wallet.ts) are every game's too: what
  // the wallet calls that moved money say (a rolled-back bet counts no stake). They have no match id: 0.
  const providerRounds =
    query.matchId !== undefined
      ? sql``
      : sql`union all
        select w.round_id, 0, w.provider_key, coalesce(max(w.game_name), w.game_code), '',
          sum(case when w.kind = 'debit' then -w.amount
            when w.kind = 'credit' then w.amount else d.amount end),
          max(w.created_at), count(*) filter (where w.kind = 'debit'),
          coalesce(sum(w.amount) filter (where w.kind = 'debit'), 0)
            - coalesce(sum(d.amount) filter (where w.kind = 'rollback'), 0)
        from casino_wallet_transactions w
        left join casino_wallet_transactions d on w.kind = 'rollback' and d.provider_key = w.provider_key
          and d.transaction_id = w.debit_transaction_id
        where w.user_id = ${query.userId} and w.applied and w.created_at >= ${from} and w.created_at < ${to}
        group by w.provider_key, w.round_id, w.game_code`;
  const rounds = sql`${perRound}, rounds (round_id, match_id, provider_key, game_name, winner_name, pnl, settled_at,
      bets, stake) as (
      select p.round_id, t.match_id, null, mt.name, r.winner_name, p.pnl, p.settled_at, staked.bets, staked.stake
      from per_round p
      join casino_rounds r on r.id = p.round_id
      join casino_tables t on t.code = r.game_code
      join matches mt on mt.id = t.match_id
      cross join lateral (
        select count(*) as bets, coalesce(sum(b.stake), 0) as stake from bets b
        where b.user_id = ${query.userId} and b.match_id = t.match_id and b.status = 'settled'
          and b.market_id like p.round_id || '.%'
      ) staked
      where ${ofGame}
      ${providerRounds}
    )`;
  const rows = await rowsOf<{
    round_id: string;
    match_id: unknown;
    provider_key: string | null;
    game_name: string;
    winner_name: string | null;
    bets: unknown;
    stake: unknown;
    pnl: unknown;
    settled_at: string;
    total_docs: unknown;
  }>(
    db,
    sql`${rounds}
      select round_id, match_id, provider_key, game_name, winner_name, pnl, bets, stake,
        to_char(settled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as settled_at,
        count(*) over () as total_docs
      from rounds
      order by rounds.settled_at desc, round_id desc
      limit ${pageSize} offset ${(query.page - 1) * pageSize}`,
  );
  // A page past the end has no rows to carry the count.
  const [counted] =
    rows.length > 0
      ? []
      : await rowsOf<{ total: unknown }>(db, sql`${rounds} select count(*) as total from rounds`);
  const totalDocs = Number(rows[0]?.total_docs ?? counted?.total ?? 0);
  return {
    items: rows.map((row) => ({
      matchId: Number(row.match_id),
      // A provider's round: the provider's name and its game's, as the wallet call named it (issue 39: not
      // the game's code), the code only for rounds played before the name was kept.
      gameName: row.provider_key ? `${casinoProviderName(row.provider_key)} ${row.game_name}` : row.game_name,
      mid: row.round_id,
      winnerName: row.winner_name ?? '',
      bets: Number(row.bets),
      stake: fromMinor(minor(Number(row.stake))),
      pnl: fromMinor(minor(Number(row.pnl))),
      settledAt: row.settled_at,
    })),
    page: query.page,
    totalPages: Math.ceil(totalDocs / pageSize),
    totalDocs,
  };
}

/**
 * An operator's casino book: for each game with bets below it on a round not yet settled, each market's
 * runners with what the operator wins or loses if that runner wins, at its share by partnership (the
 * market analysis's books, reports/books.ts, of the casino's matches, grouped by round).
 */
export async function casinoBook(db: Database, acting: UserRow, matchId: number | undefined) {
  const books = await combinedBooks(db, {
    viewer: acting,
    owner: acting,
    ...(matchId !== undefined && { matchId }),
  });
  return books
    .filter((match) => match.sportId === sportIdsByName.casino)
    .flatMap((match) => {
      const rounds = new Map<string, typeof match.markets>();
      for (const market of match.markets) {
        const roundId = market.marketId.slice(0, market.marketId.indexOf('.'));
        rounds.set(roundId, [...(rounds.get(roundId) ?? []), market]);
      }
      return [...rounds].map(([mid, markets]) => ({
        matchId: match.matchId,
        gameName: match.matchName,
        mid,
        markets,
      }));
    });
}
