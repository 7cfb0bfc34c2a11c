// The ceiling for placebet: the same transaction as the server's placement, through the same driver and
// connection pool, without HTTP, authentication, validation, the engine or the ORM's query layer. The
// statements are the server's own (src/bets/placementSql.ts: the market row shared, the account row,
// the user under that lock, the bet with both exposures), rendered to text and parameters and sent to the
// driver; the exposure is the domain's computation, as the server's.
import { betLiability, minor, openMarketExposure } from '@exchange/domain';
import {
  lockAccountStatement,
  lockMarketStatement,
  placingUserStatement,
  writeBetStatement,
} from '../../../packages/server/src/bets/placementSql.ts';

/** `work(query)` inside one transaction of the database's own driver; `query` takes a drizzle `sql`. */
function transactionOf(database) {
  const { dialect, $client: client } = database.db;
  const send = (run) => (statement) => {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    return run(text, params).then((result) => result.rows);
  };
  if (database.kind === 'pglite') {
    return (work) => client.transaction((tx) => work(send((text, params) => tx.query(text, params))));
  }
  return async (work) => {
    const connection = await client.connect();
    try {
      await connection.query('begin');
      const result = await work(send((text, params) => connection.query(text, params)));
      await connection.query('commit');
      return result;
    } catch (error) {
      await connection.query('rollback');
      throw error;
    } finally {
      connection.release();
    }
  };
}

export function bareBet(database, { match, players }) {
  const transaction = transactionOf(database);
  const market = match.matchOdds;
  const selectionId = market.runners[0].selectionId;
  return (index, idempotencyKey) =>
    transaction(async (query) => {
      const user = players[index % players.length];
      const side = Math.floor(index / players.length) % 2 === 0 ? 'back' : 'lay';
      const odds = side === 'back' ? 2.0 : 2.02;
      const stake = 10_000;
      const [target] = await query(lockMarketStatement(market.marketId, selectionId));
      const [account] = await query(lockAccountStatement(user.id));
      const [placing] = await query(
        placingUserStatement({
          userId: user.id,
          marketId: market.marketId,
          matchId: Number(target.match_id),
          idempotencyKey,
        }),
      );
      const bet = (row) => ({
        selectionId: Number(row.selection_id),
        side: row.side,
        stake: minor(Number(row.stake)),
        rule: 'decimalOdds',
        price: Number(row.odds),
      });
      // PGlite parses the JSON column; node-postgres too (json is one of its default types).
      const open = placing.open_bets;
      const exposure = openMarketExposure(target.selection_ids.map(Number), {
        matched: [...open, { selection_id: selectionId, side, stake, odds }].map(bet),
        waiting: [],
      });
      const liability = betLiability({ rule: 'decimalOdds', side, stake: minor(stake), price: odds });
      const now = new Date();
      await query(
        writeBetStatement(
          {
            userId: user.id,
            matchId: Number(target.match_id),
            marketId: market.marketId,
            selectionId,
            runnerName: target.runner_name,
            marketName: target.name,
            betOn: 'MATCH_ODDS',
            side,
            requestedOdds: odds,
            odds,
            stake,
            liability,
            status: 'matched',
            ip: '127.0.0.1',
            matchedAt: now,
            idempotencyKey,
          },
          {
            accountId: account.id,
            market: exposure,
            account: Number(placing.other_markets_exposure) + exposure,
          },
        ),
      );
    });
}
