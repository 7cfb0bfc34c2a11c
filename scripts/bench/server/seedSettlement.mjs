// A match odds market with many matched bets, written in bulk the way placement leaves them: funded players
// (through the ledger), bets, and each player's market exposure (the account's follows).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { restoreExposures } from '../../../packages/server/src/settlement/exposure.ts';
import { arrayParam } from '../../../packages/server/src/db/arrays.ts';
import { againstHouse, lockAccountsOf, post } from '../../../packages/server/src/ledger/index.ts';
import { lockMarket } from '../../../packages/server/src/settlement/market.ts';
import { createTestMatch } from '../../../packages/server/src/testing/markets.ts';

export async function seedSettlement(t, { bets, players }) {
  const { db } = t.context;
  const match = await createTestMatch(t);
  const market = match.matchOdds;
  const selections = market.runners.map((runner) => runner.selectionId);
  const tag = randomBytes(4).toString('hex');
  await db.execute(sql`
    with ids as (select gen_random_uuid() as id, g from generate_series(1, ${players}::int) g),
    created as (
      insert into users (id, username, fullname, role, path, password_hash)
      select id, 'Bench' || ${tag} || '_' || g, 'Bench player', 'user', id::text, 'not-a-hash' from ids
      returning id
    )
    insert into accounts (user_id) select id from created`);
  await db.execute(sql`
    -- An array, not a join on a computed key: the planner would pair every bet with every player.
    with players as (select array_agg(id order by id) as ids from users where username like ${`Bench${tag}_%`}),
    generated as (
      select g, (1.5 + (g % 20) * 0.1)::float8 as odds, (1000 + (g % 50) * 100)::bigint as stake,
        case when g % 2 = 0 then 'back' else 'lay' end as side
      from generate_series(0, ${bets - 1}::int) g
    )
    insert into bets (user_id, match_id, market_id, selection_id, runner_name, market_name, bet_on, side,
      requested_odds, odds, stake, liability, status, matched_at)
    select players.ids[(g % ${players}) + 1], ${match.matchId}, ${market.marketId},
      (${arrayParam(selections, 'bigint')})[(g % ${selections.length}) + 1], 'Runner', ${market.name}, 'MATCH_ODDS',
      side, odds, odds, stake,
      case when side = 'back' then stake else round(stake * (odds::text::numeric - 1))::bigint end,
      'matched', now()
    from generated, players`);
  await db.transaction(async (tx) => {
    const locked = await lockAccountsOf(
      tx,
      sql`select user_id from bets where market_id = ${market.marketId}`,
    );
    const moves = [...locked.players.keys()].map((userId) => ({ userId, amount: 10_000_000 }));
    await post(tx, {
      kind: 'opening',
      narration: 'Bench funding',
      idempotencyKey: `bench-funding:${market.marketId}`,
      entries: againstHouse(locked, moves),
    });
    // The accounts' exposure follows the market rows (migration 0014).
    await restoreExposures(tx, await lockMarket(tx, market.marketId), [...locked.players.keys()]);
  });
  return { marketId: market.marketId, winner: selections[0] };
}
