// The ceiling for placebet: the same transaction as the server's placement (src/bets/placement.ts, the
// same statements in the same order, the same exposure computation), written as bare SQL through the
// same driver and connection pool, without HTTP, authentication, validation or the ORM.
import { betLiability, minor, openMarketExposure } from '@exchange/domain';

const openStatuses = ['matched', 'unmatched', 'delayed'];

/** `work(query)` inside one transaction of the database's own driver. */
function transactionOf(database) {
  const client = database.db.$client;
  if (database.kind === 'pglite') {
    return (work) => client.transaction((tx) => work((text, params) => tx.query(text, params)));
  }
  return async (work) => {
    const connection = await client.connect();
    try {
      await connection.query('begin');
      const result = await work((text, params) => connection.query(text, params));
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
  return (index) =>
    transaction(async (query) => {
      const user = players[index % players.length];
      const side = Math.floor(index / players.length) % 2 === 0 ? 'back' : 'lay';
      const odds = side === 'back' ? 2.0 : 2.02;
      const stake = 10_000;
      const [account] = (await query('select id from accounts where user_id = $1', [user.id])).rows;
      await query('select id, balance, exposure from accounts where id = $1 order by id for update', [
        account.id,
      ]);
      const [row] = (await query('select * from users where id = $1 limit 1', [user.id])).rows;
      const pathIds = row.path.split('/');
      await query(
        'select m.*, mt.* from markets m join matches mt on mt.id = m.match_id where m.id = $1 limit 1',
        [market.marketId],
      );
      await query(
        'select bool_or(user_locked) as user_locked, bool_or(bet_locked) as bet_locked from users where id = any($1::uuid[])',
        [pathIds],
      );
      await query(
        'select user_id from match_bet_locks where match_id = $1 and user_id = any($2::uuid[]) limit 1',
        [match.matchId, pathIds],
      );
      await query('select * from sport_settings where sport_id = $1 limit 1', [match.sportId]);
      const [runner] = (
        await query('select name from runners where market_id = $1 and selection_id = $2 limit 1', [
          market.marketId,
          selectionId,
        ])
      ).rows;
      const liability = betLiability({ rule: 'decimalOdds', side, stake: minor(stake), price: odds });
      await query(
        `insert into bets (user_id, match_id, market_id, selection_id, runner_name, market_name, bet_on, side,
           requested_odds, odds, stake, liability, status, ip, matched_at)
         values ($1, $2, $3, $4, $5, $6, 'MATCH_ODDS', $7, $8, $8, $9, $10, 'matched', '127.0.0.1', now())
         returning *`,
        [
          user.id,
          match.matchId,
          market.marketId,
          selectionId,
          runner.name,
          market.name,
          side,
          odds,
          stake,
          liability,
        ],
      );
      const selections = (
        await query(
          'select selection_id from runners where market_id = $1 order by sort_order, selection_id',
          [market.marketId],
        )
      ).rows.map((selection) => Number(selection.selection_id));
      const open = (
        await query('select * from bets where user_id = $1 and market_id = $2 and status = any($3::text[])', [
          user.id,
          market.marketId,
          openStatuses,
        ])
      ).rows;
      const exposure = openMarketExposure(selections, {
        matched: open.map((bet) => ({
          selectionId: Number(bet.selection_id),
          side: bet.side,
          stake: minor(Number(bet.stake)),
          rule: 'decimalOdds',
          price: bet.odds,
        })),
        waiting: [],
      });
      if (exposure === 0) {
        await query('delete from market_exposures where user_id = $1 and market_id = $2', [
          user.id,
          market.marketId,
        ]);
      } else {
        await query(
          `insert into market_exposures (user_id, market_id, exposure) values ($1, $2, $3)
           on conflict (user_id, market_id) do update set exposure = excluded.exposure`,
          [user.id, market.marketId, exposure],
        );
      }
      await query(
        `update accounts set exposure = (select coalesce(sum(exposure), 0) from market_exposures where user_id = $1)
         where user_id = $1 returning exposure`,
        [user.id],
      );
    });
}
