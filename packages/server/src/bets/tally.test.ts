import { openMarketExposure, runnerBetOf, toMinor } from '@exchange/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { marketExposures } from '../db/exchangeSchema.ts';
import type { TestUser } from '../testing/app.ts';
import { defaultMatchOddsPrices, runnerBet } from '../testing/markets.ts';
import {
  balanceOf,
  expectStoredTally,
  newPlayer,
  openBetsOf,
  placeBet,
  settle,
  bettingFixtureForFile,
} from '../testing/bets.ts';

/**
 * The tally stored beside a runner market's exposure (issue 22, market_exposures' selection_ids,
 * matched_book and waiting_losses): a bet adds its part to it instead of reading every open bet, so it
 * must stay the sum of the open bets through every change, and be ignored where it no longer fits.
 */
const fixture = bettingFixtureForFile();
const market = () => fixture.match.matchOdds;
const selectionIds = () => market().runners.map((runner) => runner.selectionId);
const openBets = async (token: string) =>
  (await openBetsOf(fixture.t, fixture.match.matchId, token)).filter(
    (bet) => bet.marketId === market().marketId,
  );
const storedRow = async (userId: string) => {
  const [row] = await fixture.t.context.db
    .select()
    .from(marketExposures)
    .where(and(eq(marketExposures.userId, userId), eq(marketExposures.marketId, market().marketId)));
  return row;
};

/** The stored row and the player's exposure agree with the domain over the open bets, in `order`. */
async function expectInStep(player: { user: TestUser; token: string }, order = selectionIds()) {
  const open = await openBets(player.token);
  const exposure = openMarketExposure(order, {
    matched: open.filter((bet) => bet.status === 'match').map(runnerBetOf),
    waiting: open.filter((bet) => bet.status === 'unmatch').map(runnerBetOf),
  });
  expect(toMinor((await balanceOf(fixture.t, player.token)).exposer)).toBe(exposure);
  expect(await storedRow(player.user.id)).toMatchObject({ exposure });
  await expectStoredTally(fixture.t, player.user.id, market(), open, order);
}

const bet = (runner: number, side: 'back' | 'lay', odds: number, stake: number) =>
  runnerBet(market(), fixture.match.matchId, { runner, side, odds, stake });

describe('the stored tally of a runner market', () => {
  it('takes each bet, matched or waiting, back or lay, as the open bets sum', async () => {
    const player = await newPlayer(fixture.t, fixture.agent);
    const placed = [
      bet(0, 'back', 2.0, 100), // matched at the best back
      bet(0, 'back', 2.5, 50), // waits for a better price
      bet(1, 'lay', 3.0, 40), // waits: the best lay is 3.6
      bet(2, 'lay', 4.2, 30), // matched at the best lay
      bet(1, 'back', 3.5, 20),
    ];
    for (const wire of placed) {
      expect((await placeBet(fixture.t, player.token, wire)).status).toBe(200);
      await expectInStep(player);
    }
  });

  it('is recomputed when a waiting bet is cancelled or matched', async () => {
    const player = await newPlayer(fixture.t, fixture.agent);
    await placeBet(fixture.t, player.token, bet(0, 'back', 2.0, 100));
    await placeBet(fixture.t, player.token, bet(0, 'back', 2.4, 60));
    await placeBet(fixture.t, player.token, bet(1, 'back', 4.0, 70));
    const waiting = (await openBets(player.token)).filter((open) => open.status === 'unmatch');
    expect(waiting).toHaveLength(2);
    await fixture.t.call('DELETE', `/api/delete-current-bet/${waiting[0]?.id}`, { token: player.token });
    await expectInStep(player);

    // The price comes to the other waiting bet: the matcher matches it.
    fixture.match.setPrices(market(), [
      { back: [2.4], lay: [2.42] },
      { back: [4.0], lay: [4.1] },
      defaultMatchOddsPrices[2] ?? { back: [], lay: [] },
    ]);
    await settle(fixture.t);
    expect((await openBets(player.token)).every((open) => open.status === 'match')).toBe(true);
    await expectInStep(player);
    await placeBet(fixture.t, player.token, bet(2, 'lay', 4.2, 10));
    await expectInStep(player);
    fixture.match.setPrices(market(), defaultMatchOddsPrices);
  });

  it('keeps the row of a book that is green on every runner, where exposure is 0', async () => {
    const player = await newPlayer(fixture.t, fixture.agent);
    await placeBet(fixture.t, player.token, bet(0, 'back', 2.0, 100));
    fixture.match.setPrices(market(), [{ back: [1.48], lay: [1.5] }, ...defaultMatchOddsPrices.slice(1)]);
    await placeBet(fixture.t, player.token, bet(0, 'lay', 1.5, 100));
    expect(await storedRow(player.user.id)).toMatchObject({
      exposure: 0,
      matchedBook: [toMinor(50), 0, 0],
    });
    // The next bet adds to that book: its loss on the other runners is covered by nothing.
    await placeBet(fixture.t, player.token, bet(1, 'back', 3.5, 10));
    await expectInStep(player);
    fixture.match.setPrices(market(), defaultMatchOddsPrices);
  });

  it('is read again from the bets when the market lists its runners in another order', async () => {
    const player = await newPlayer(fixture.t, fixture.agent);
    await placeBet(fixture.t, player.token, bet(0, 'back', 2.0, 100));
    await placeBet(fixture.t, player.token, bet(1, 'lay', 3.6, 50));
    // The feed sends the market again with its runners reversed (feed/catalog.ts keeps its order).
    await fixture.t.context.db.execute(
      sql`update runners set sort_order = 10 - sort_order where market_id = ${market().marketId}`,
    );
    await placeBet(fixture.t, player.token, bet(2, 'back', 4.0, 10));
    await expectInStep(player, [...selectionIds()].reverse());
    await fixture.t.context.db.execute(
      sql`update runners set sort_order = 10 - sort_order where market_id = ${market().marketId}`,
    );
  });
});
