// A Lucky 7 round with many bets, written in bulk the way casino placement leaves them: funded players
// (through the ledger), the round's market and runner rows, matched bets at the quoted prices, each
// player's exposure per market by the game's market shapes, and the accounts' exposure. The round is then
// moved to its result, ready for settleCasinoRound.
import { randomBytes } from 'node:crypto';
import { casinoGameDefinition, casinoMarketExposure, ruleForBet } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { arrayParam } from '../../../packages/server/src/db/arrays.ts';
import { againstHouse, lockAccountsOf, post } from '../../../packages/server/src/ledger/index.ts';
import {
  ensureCasinoTables,
  openRound,
  readLiveRound,
  roundDeal,
} from '../../../packages/server/src/casino/rounds.ts';

export async function seedCasinoRound(t, { bets, players }) {
  const { db } = t.context;
  const lucky7 = casinoGameDefinition('lucky7');
  const now = new Date();
  await ensureCasinoTables(db, now);
  const live = await readLiveRound(db, lucky7.code);
  if (live) await db.execute(sql`update casino_rounds set state = 'settled' where id = ${live.id}`);
  const round = await openRound(db, lucky7, now);
  const markets = lucky7.markets(roundDeal(round), 0);

  const tag = randomBytes(4).toString('hex');
  await db.execute(sql`
    with ids as (select gen_random_uuid() as id, g from generate_series(1, ${players}::int) g),
    created as (
      insert into users (id, username, fullname, role, path, password_hash)
      select id, 'Casino' || ${tag} || '_' || g, 'Bench player', 'user', id::text, 'not-a-hash' from ids
      returning id
    )
    insert into accounts (user_id) select id from created`);
  const userIds = (
    await db.execute(sql`select id from users where username like ${`Casino${tag}_%`} order by id`)
  ).rows.map((row) => row.id);

  for (const market of markets) {
    const marketId = `${round.id}.${market.suffix}`;
    await db.execute(
      sql`insert into markets (id, match_id, kind, name) values (${marketId}, ${lucky7.matchId}, 'casino', ${market.name})`,
    );
    await db.execute(sql`insert into runners (market_id, selection_id, name, sort_order)
      select ${marketId}, r.selection_id, r.name, r.n - 1
      from unnest(${arrayParam(
        market.runners.map((runner) => runner.selectionId),
        'bigint',
      )}, ${arrayParam(
        market.runners.map((runner) => runner.name),
        'text',
      )}) with ordinality as r(selection_id, name, n)`);
  }

  // Bet g: player g mod players, on the markets in turn, each on one of its runners, backed at its price.
  const rows = [];
  for (let g = 0; g < bets; g += 1) {
    const market = markets[g % markets.length];
    const runner = market.runners[Math.floor(g / markets.length) % market.runners.length];
    rows.push({
      userId: userIds[g % players],
      marketId: `${round.id}.${market.suffix}`,
      market,
      selectionId: runner.selectionId,
      runnerName: runner.name,
      odds: runner.back,
      stake: 1_000 + (g % 50) * 100,
    });
  }
  await db.execute(sql`
    insert into bets (user_id, match_id, market_id, selection_id, runner_name, market_name, bet_on, side,
      requested_odds, odds, stake, liability, status, matched_at)
    select b.user_id, ${lucky7.matchId}, b.market_id, b.selection_id, b.runner_name, b.market_name, 'CASINO',
      'back', b.odds, b.odds, b.stake, b.stake, 'matched', now()
    from unnest(
      ${arrayParam(
        rows.map((row) => row.userId),
        'uuid',
      )}, ${arrayParam(
        rows.map((row) => row.marketId),
        'text',
      )}, ${arrayParam(
        rows.map((row) => row.selectionId),
        'bigint',
      )}, ${arrayParam(
        rows.map((row) => row.runnerName),
        'text',
      )}, ${arrayParam(
        rows.map((row) => row.market.name),
        'text',
      )}, ${sql`${sql.param(rows.map((row) => row.odds))}::float8[]`}, ${arrayParam(
        rows.map((row) => row.stake),
        'bigint',
      )}
    ) as b(user_id, market_id, selection_id, runner_name, market_name, odds, stake)`);

  // Each player's exposure on each market, by the market's shape, as placement stores it.
  const positions = new Map();
  for (const row of rows) {
    const key = `${row.userId} ${row.marketId}`;
    const position = positions.get(key) ?? {
      userId: row.userId,
      marketId: row.marketId,
      market: row.market,
      stakes: [],
    };
    position.stakes.push({
      selectionId: row.selectionId,
      rule: ruleForBet({ betOn: 'CASINO', matchId: lucky7.matchId }),
      side: 'back',
      stake: row.stake,
      odds: row.odds,
    });
    positions.set(key, position);
  }
  const exposures = [...positions.values()].map((position) => ({
    ...position,
    exposure: casinoMarketExposure(position.market, position.stakes),
  }));
  await db.execute(sql`insert into market_exposures (user_id, market_id, exposure)
    select e.user_id, e.market_id, e.exposure from unnest(${arrayParam(
      exposures.map((row) => row.userId),
      'uuid',
    )}, ${arrayParam(
      exposures.map((row) => row.marketId),
      'text',
    )}, ${arrayParam(
      exposures.map((row) => row.exposure),
      'bigint',
    )}) as e(user_id, market_id, exposure)
    where e.exposure > 0`);

  await db.transaction(async (tx) => {
    const locked = await lockAccountsOf(
      tx,
      sql`select id from users where username like ${`Casino${tag}_%`}`,
    );
    const moves = [...locked.players.keys()].map((userId) => ({ userId, amount: 10_000_000 }));
    await post(tx, {
      kind: 'opening',
      narration: 'Bench funding',
      idempotencyKey: `bench-casino-funding:${Date.now()}`,
      entries: againstHouse(locked, moves),
    });
  });
  await db.execute(sql`update casino_rounds set state = 'result', shown = ${lucky7.steps(roundDeal(round))}
    where id = ${round.id}`);
  return { roundId: round.id, markets: markets.length };
}
