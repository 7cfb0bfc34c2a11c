import { sql } from 'drizzle-orm';
import { oneOfFew } from '../db/arrays.ts';
import type { Database } from '../db/client.ts';

/**
 * Records, for every live settlement of the markets, each operator's share of the player's result by
 * partnership (DOMAIN.md, "Partnership"): walking up from the player, an operator with p% takes p% of the
 * result minus what the operators below it took, and the root (the Super Admin) takes the rest up to 100%.
 * A player who loses 1,000 below an Agent at 10%, a Master at 30% and a Super Master at 50% gives the
 * Agent 100, the Master 200, the Super Master 200 and the levels above 500. Shares are positive when the
 * player lost.
 *
 * The result shared is the player's net, after the exchange's commission (ADR 0036): the house's
 * commission is shared up the chain as a loss is, each operator's part of it recorded beside its share
 * (`commission`), so a report can show its gross share (amount minus commission) and the commission.
 *
 * Each operator's amount is the difference of two rounded cumulative shares, so the shares of one
 * settlement always add up to exactly the player's result (and the commission parts to the commission).
 * Only reports read these rows: the money itself moves between the player and the house
 * (ADR 0048).
 */
export async function attributeMarket(tx: Database, marketIds: string | readonly string[]): Promise<void> {
  const markets = typeof marketIds === 'string' ? [marketIds] : marketIds;
  await tx.execute(sql`
    insert into pnl_attributions (settlement_id, operator_id, amount, commission)
    select settlement_id, operator_id, amount, commission
    from (
      select settlement_id, operator_id,
        round(result * cumulative / 100)
          - coalesce(round(result * lag(cumulative) over below / 100), 0) as amount,
        round(commission * cumulative / 100)
          - coalesce(round(commission * lag(cumulative) over below / 100), 0) as commission
      from (
        select s.id as settlement_id, (s.commission - s.pnl)::numeric as result,
          s.commission::numeric as commission, u.id as operator_id, t.depth,
          -- A parent's partnership is never below its children's; max() keeps the shares non-negative
          -- even if an old row broke that rule.
          max(case when u.parent_id is null then 100 else u.partnership end)
            over (partition by s.id order by t.depth desc rows between unbounded preceding and current row)
            as cumulative
        from settlements s
        join users player on player.id = s.user_id
        cross join lateral unnest(string_to_array(player.path, '/')) with ordinality as t(user_id, depth)
        -- One primary-key lookup per ancestor: a join here let a planner without fresh statistics (PGlite)
        -- scan every user once per settlement.
        cross join lateral (select id, partnership, parent_id from users where id = t.user_id::uuid limit 1) u
        where ${oneOfFew(sql`s.market_id`, markets, 'text')} and s.rolled_back_at is null and s.pnl <> 0 and u.id <> player.id
      ) chain
      window below as (partition by settlement_id order by depth desc)
    ) shares
    where amount <> 0 or commission <> 0`);
}
