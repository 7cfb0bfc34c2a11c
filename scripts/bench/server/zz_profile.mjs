import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../../packages/server/src/testing/app.ts';
import { seedSettlement } from './seedSettlement.mjs';
import {
  lockAccountsOf,
  postHouseMoves,
  updateAccounts,
  arrayParam,
} from '../../../packages/server/src/settlement/ledgerBatch.ts';
import {
  closeBets,
  usersOnMarketSql,
  accountChangesOf,
} from '../../../packages/server/src/settlement/closeBets.ts';
import { attributeMarket } from '../../../packages/server/src/settlement/attribution.ts';
import { lockMarket } from '../../../packages/server/src/settlement/market.ts';
const t = await createTestApp();
const seeded = await seedSettlement(t, {
  bets: Number(process.argv[2] ?? 10000),
  players: Number(process.argv[2] ?? 10000) / 10,
});
let last = performance.now();
const lap = (name) => {
  const now = performance.now();
  console.log(name, Math.round(now - last));
  last = now;
};
await t.context.db.transaction(async (tx) => {
  const market = await lockMarket(tx, seeded.marketId);
  lap('lockMarket');
  const locked = await lockAccountsOf(tx, usersOnMarketSql(market.id));
  lap('lockAccounts');
  const now = new Date();
  const { players } = await closeBets(
    tx,
    market.id,
    locked,
    { status: 'settled', result: seeded.winner },
    now,
  );
  lap('closeBets');
  const moves = players
    .filter((p) => p.pnl !== 0)
    .sort((a, b) => a.userId.localeCompare(b.userId))
    .map((p) => ({ userId: p.userId, amount: p.pnl, idempotencyKey: `s:${p.userId}` }));
  const { transactionIds, balances } = await postHouseMoves(tx, locked, moves, {
    narration: 'x',
    createdBy: null,
  });
  lap('postHouseMoves');
  await updateAccounts(tx, accountChangesOf(players, locked, balances));
  lap('updateAccounts');
  const settled = players;
  await tx.execute(
    sql`insert into settlements (market_id, user_id, pnl, transaction_id) select ${market.id}, s.user_id, s.pnl, s.transaction_id from unnest(${arrayParam(
      settled.map((p) => p.userId),
      'uuid',
    )}, ${arrayParam(
      settled.map((p) => p.pnl),
      'bigint',
    )}, ${arrayParam(
      settled.map((p) => transactionIds.get(p.userId) ?? null),
      'bigint',
    )}) as s(user_id, pnl, transaction_id)`,
  );
  lap('settlements');
  await attributeMarket(tx, market.id);
  lap('attribution');
});
await t.close();
