import {
  betOutcome,
  runnerBetOf,
  runnerNames,
  soccerMarketTypes,
  tennisMarketTypes,
  type MarketType,
} from '@exchange/domain';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { betOfRow } from '../bets/records.ts';
import { bets, markets, runners } from '../db/exchangeSchema.ts';
import { accounts } from '../db/schema.ts';
import { verifyLedger } from '../ledger/index.ts';
import { createTestApp, type TestUser } from '../testing/app.ts';
import { createTestMatch, type TestMatch, type TestRunnerMarket } from '../testing/markets.ts';
import { rollbackMarket } from './rollback.ts';
import { settleMarket } from './settle.ts';
import { betOnRunner, fund, moneyOf } from '../testing/settlementBets.ts';

/**
 * Settlement conserves money across the soccer and tennis markets of every type: whatever the final
 * score, whatever bets were matched, each market settled by its type's rule (some first with a wrong
 * result, rolled back) moves each player's balance by the domain P/L of their bets and no more.
 */

const t = await createTestApp();
afterAll(() => t.close());

interface TypedMarket<Outcome> {
  type: MarketType<Outcome>;
  market: TestRunnerMarket;
}

let nextId = 0;
/** The type's market on the match, in the database as the feed's sink stores one. */
async function addMarket<Outcome>(
  match: TestMatch,
  type: MarketType<Outcome>,
  sides: readonly [string, string],
): Promise<TypedMarket<Outcome>> {
  nextId += 1;
  const marketId = `1.${match.matchId}${String(nextId).padStart(4, '0')}`;
  const names = runnerNames(type, sides);
  const market: TestRunnerMarket = {
    marketId,
    kind: 'matchOdds',
    name: type.name,
    runners: names.map((name, index) => ({ selectionId: match.matchId * 1000 + nextId * 20 + index, name })),
  };
  await t.context.db
    .insert(markets)
    .values({ id: marketId, matchId: match.matchId, kind: 'matchOdds', name: type.name });
  await t.context.db
    .insert(runners)
    .values(market.runners.map((runner, index) => ({ marketId, ...runner, sortOrder: index })));
  return { type, market };
}

const goals = fc.record({ home: fc.nat(6), away: fc.nat(6) });
const final = fc
  .record({ fullTime: goals, firstHalfShare: fc.record({ home: fc.nat(6), away: fc.nat(6) }) })
  .map(({ fullTime, firstHalfShare }) => ({
    fullTime,
    halfTime: {
      home: Math.min(fullTime.home, firstHalfShare.home),
      away: Math.min(fullTime.away, firstHalfShare.away),
    },
  }));
const tennis = fc
  .record({
    sets: fc.constantFrom([2, 0], [2, 1], [1, 2], [0, 2]),
    games: fc.tuple(fc.integer({ min: 6, max: 20 }), fc.integer({ min: 6, max: 20 })),
  })
  .map(({ sets, games }) => ({ sets: sets as [number, number], games }));
const generatedBet = fc.record({
  player: fc.nat(2),
  market: fc.nat(12),
  runner: fc.nat(18),
  side: fc.constantFrom('back', 'lay' as const),
  stake: fc.integer({ min: 100, max: 100_000 }).map((paisa) => paisa / 100),
  odds: fc.integer({ min: 101, max: 5_000 }).map((hundredths) => hundredths / 100),
  status: fc.constantFrom('matched', 'matched', 'unmatched' as const),
});

it('moves each player by the domain P/L of their bets on every market type, and keeps the ledger whole', async () => {
  await fc.assert(
    fc.asyncProperty(
      final,
      tennis,
      fc.nat(1),
      fc.array(generatedBet, { minLength: 1, maxLength: 12 }),
      fc.boolean(),
      async (soccerEnd, tennisEnd, giver, generated, wrongFirst) => {
        const match = await createTestMatch(t);
        const soccerMarkets = await Promise.all(
          soccerMarketTypes.slice(1).map((type) => addMarket(match, type, ['Home', 'Away'])),
        );
        const tennisMarkets = await Promise.all(
          tennisMarketTypes(giver === 0 ? 0 : 1)
            .slice(1)
            .map((type) => addMarket(match, type, ['First', 'Second'])),
        );
        const players: TestUser[] = [];
        for (let index = 0; index < 3; index += 1) {
          const player = await t.createUser({ role: 'user' });
          await fund(t, player, 1_000_000);
          players.push(player);
        }
        const all = [...soccerMarkets, ...tennisMarkets];
        for (const bet of generated) {
          const { market } = all[bet.market % all.length] ?? { market: match.matchOdds };
          const player = players[bet.player % players.length];
          if (!player) throw new Error('no player');
          await betOnRunner(t, player, match, market, {
            runner: bet.runner % market.runners.length,
            side: bet.side,
            stake: bet.stake,
            odds: bet.odds,
            status: bet.status,
          });
        }
        const before = await Promise.all(players.map((player) => moneyOf(t, player)));

        /** Settles the market on its rule's winner (first on the next runner, rolled back, if asked). */
        const settle = async (market: TestRunnerMarket, winner: number) => {
          const selectionOf = (index: number) =>
            market.runners[index % market.runners.length]?.selectionId ?? 0;
          if (wrongFirst) {
            await settleMarket(t.context, { marketId: market.marketId, result: selectionOf(winner + 1) });
            await rollbackMarket(t.context, { marketId: market.marketId });
          }
          await settleMarket(t.context, { marketId: market.marketId, result: selectionOf(winner) });
          return selectionOf(winner);
        };
        const winners = new Map<string, number>();
        for (const { type, market } of soccerMarkets) {
          const score = type.period === 'firstHalf' ? soccerEnd.halfTime : soccerEnd.fullTime;
          winners.set(market.marketId, await settle(market, type.winner(score)));
        }
        for (const { type, market } of tennisMarkets)
          winners.set(market.marketId, await settle(market, type.winner(tennisEnd)));

        const placed = await t.context.db.select().from(bets).where(eq(bets.matchId, match.matchId));
        for (const [index, player] of players.entries()) {
          const expected = placed
            .filter((row) => row.userId === player.id && row.status === 'settled')
            .reduce((sum, row) => {
              const outcome = betOutcome(runnerBetOf(betOfRow(row)));
              return sum + (row.selectionId === winners.get(row.marketId) ? outcome.ifWins : outcome.ifLoses);
            }, 0);
          const after = await moneyOf(t, player);
          expect(after.balance - (before[index]?.balance ?? 0)).toBe(expected);
          expect(after.exposure).toBe(0);
        }
        // Unmatched bets were cancelled, matched ones settled: none is left open.
        expect(placed.filter((row) => row.status === 'matched' || row.status === 'unmatched')).toEqual([]);
        const [total] = await t.context.db
          .select({ sum: sql<number>`coalesce(sum(${accounts.balance}), 0)`.mapWith(Number) })
          .from(accounts);
        expect(total?.sum).toBe(0);
        expect(await verifyLedger(t.context.db)).toEqual([]);
      },
    ),
    { numRuns: 10 },
  );
});
