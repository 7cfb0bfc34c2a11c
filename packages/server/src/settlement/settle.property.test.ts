import { betOutcome, minor, runnerBetOf, sessionBetOf, sessionBetResult, type Bet } from '@exchange/domain';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { bets } from '../db/exchangeSchema.ts';
import { accounts } from '../db/schema.ts';
import { verifyLedger } from '../ledger/index.ts';
import { createTestApp, type TestUser } from '../testing/app.ts';
import { createTestMatch, type TestMatch } from '../testing/markets.ts';
import { rollbackMarket } from './rollback.ts';
import { settleMarket } from './settle.ts';
import { betOnRunner, betOnSession, fund, moneyOf } from '../testing/settlementBets.ts';

const t = await createTestApp();
afterAll(() => t.close());

const market = fc.constantFrom('matchOdds', 'bookmaker', 'fancy' as const);
const generatedBet = fc.record({
  player: fc.integer({ min: 0, max: 3 }),
  side: fc.constantFrom('back', 'lay' as const),
  /** Rupees with paisa. */
  stake: fc.integer({ min: 100, max: 200_000 }).map((paisa) => paisa / 100),
  runner: fc.integer({ min: 0, max: 2 }),
  /** Decimal odds, bookmaker odds or a run line, by market. */
  price: fc.integer({ min: 101, max: 2_000 }).map((hundredths) => hundredths / 100),
  rate: fc.integer({ min: 50, max: 150 }),
  status: fc.constantFrom('matched', 'matched', 'unmatched' as const),
});
type GeneratedBet = typeof generatedBet extends fc.Arbitrary<infer T> ? T : never;

const scenario = fc.record({
  market,
  bets: fc.array(generatedBet, { minLength: 1, maxLength: 12 }),
  /** A runner index, or a run total. */
  result: fc.integer({ min: 0, max: 40 }),
  /** Settle first with another result, roll it back, then settle with this one. */
  wrongFirst: fc.boolean(),
});

async function placeGenerated(
  match: TestMatch,
  players: TestUser[],
  kind: 'matchOdds' | 'bookmaker' | 'fancy',
  generated: GeneratedBet,
): Promise<void> {
  const player = players[generated.player];
  if (!player) throw new Error('no player');
  const common = { side: generated.side, stake: generated.stake, status: generated.status };
  if (kind === 'fancy') {
    await betOnSession(t, player, match, match.fancy, {
      ...common,
      line: Math.round(generated.price * 2),
      rate: generated.rate,
    });
    return;
  }
  const runnerMarket = kind === 'matchOdds' ? match.matchOdds : match.bookmaker;
  await betOnRunner(t, player, match, runnerMarket, {
    ...common,
    runner: generated.runner % runnerMarket.runners.length,
    odds: kind === 'bookmaker' ? Math.round(generated.price * 10) : generated.price,
  });
}

/** The domain's P/L of a stored bet for the market's result. */
function domainPnl(row: typeof bets.$inferSelect, result: number): number {
  const bet: Bet = {
    matchId: row.matchId,
    marketId: row.marketId,
    marketName: row.marketName,
    selectionId: row.selectionId,
    runnerName: row.runnerName,
    side: row.side,
    stake: minor(row.stake),
    odds: row.odds,
    volume: row.volume ?? undefined,
    betOn: row.betOn,
    oddsType: row.oddsType ?? undefined,
    gtype: row.gtype ?? undefined,
    fancyStatus: undefined,
  };
  if (row.betOn === 'FANCY') return sessionBetResult(sessionBetOf(bet), result);
  const outcome = betOutcome(runnerBetOf(bet));
  return row.selectionId === result ? outcome.ifWins : outcome.ifLoses;
}

it("moves each player's balance by the domain P/L of their matched bets and keeps the ledger whole", async () => {
  await fc.assert(
    fc.asyncProperty(scenario, async ({ market: kind, bets: generated, result, wrongFirst }) => {
      const match = await createTestMatch(t);
      const players = [];
      for (let index = 0; index < 4; index += 1) {
        const player = await t.createUser({ role: 'user' });
        await fund(t, player, 1_000_000);
        players.push(player);
      }
      for (const one of generated) await placeGenerated(match, players, kind, one);
      const before = await Promise.all(players.map((player) => moneyOf(t, player)));
      const marketId = kind === 'fancy' ? match.fancy.marketId : match[kind].marketId;
      const runnerIds = kind === 'fancy' ? [] : match[kind].runners.map((runner) => runner.selectionId);
      const settleWith = (index: number) =>
        kind === 'fancy' ? index : (runnerIds[index % runnerIds.length] ?? 0);
      const placed = await t.context.db.select().from(bets).where(eq(bets.marketId, marketId));

      if (wrongFirst) {
        await settleMarket(t.context, { marketId, result: settleWith(result + 1) });
        await rollbackMarket(t.context, { marketId });
      }
      await settleMarket(t.context, { marketId, result: settleWith(result) });

      for (const [index, player] of players.entries()) {
        const expected = placed
          .filter((row) => row.userId === player.id && row.status === 'matched')
          .reduce((sum, row) => sum + domainPnl(row, settleWith(result)), 0);
        const after = await moneyOf(t, player);
        expect(after.balance - (before[index]?.balance ?? 0)).toBe(expected);
        expect(after.exposure).toBe(0);
      }
      const [total] = await t.context.db
        .select({ sum: sql<number>`coalesce(sum(${accounts.balance}), 0)`.mapWith(Number) })
        .from(accounts);
      expect(total?.sum).toBe(0);
      expect(await verifyLedger(t.context.db)).toEqual([]);
    }),
    { numRuns: 25 },
  );
});
