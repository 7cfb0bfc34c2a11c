import { messages, sportIdsByName, minor } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, newPlayer, placeBet } from '../testing/bets.ts';
import { bets, markets, sportSettings } from '../db/exchangeSchema.ts';
import { users } from '../db/schema.ts';
import { createTestApp, testPassword, type TestApp, type TestUser } from '../testing/app.ts';
import {
  casinoBet,
  exposureRowsAgree,
  lucky7,
  moveRound,
  openTestRound,
  runnerNamesOf,
  setGameEnabled,
  testClock,
} from '../testing/casino.ts';

const clock = testClock();
let t: TestApp;
let agent: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  const admin = await t.createUser({ role: 'admin' });
  agent = await t.createUser({ role: 'dl', parent: admin, privileges: [10, 60] });
});
afterAll(() => t.close());

/** Lucky 7's runners (lucky7.ts): Low 1, High 2, Line 1..4 are 10..13, Card A..K are 21..33. */
const low = { suffix: 'lowHigh', selectionId: 1 };
const high = { suffix: 'lowHigh', selectionId: 2 };
const line = (n: number) => ({ suffix: 'line', selectionId: 9 + n });

describe('placing a casino bet', () => {
  it('matches a back at the quoted price at once, reserving its exposure by the market shape', async () => {
    const round = await openTestRound(t, clock, lucky7);
    const { user, token } = await newPlayer(t, agent);
    const placed = await placeBet(t, token, casinoBet(round, { ...low, stake: 100 }));
    expect(placed).toMatchObject({ status: 200, message: messages.betPlaced });
    expect(placed.data.bet).toMatchObject({ status: 'match', odds: 2, stack: 100 });
    expect(placed.data.exposer).toBe(100);
    expect(placed.data.profitlist).toEqual([
      { selectionId: 1, amount: 100 },
      { selectionId: 2, amount: -100 },
    ]);

    // High as well: whichever wins, the other loses as much; only a 7 takes half of each.
    const both = await placeBet(t, token, casinoBet(round, { ...high, stake: 100 }));
    expect(both.data.exposer).toBe(100);
    expect(both.data.profitlist).toEqual([
      { selectionId: 1, amount: 0 },
      { selectionId: 2, amount: 0 },
    ]);
    // Two lines: at most one wins, and a 7 (or a rank of another line) loses both.
    await placeBet(t, token, casinoBet(round, { ...line(1), stake: 100 }));
    const lines = await placeBet(t, token, casinoBet(round, { ...line(2), stake: 100 }));
    expect(lines.data.exposer).toBe(300);
    expect(await balanceOf(t, token)).toEqual({ balance: 5_000, exposer: 300 });
    expect(await exposureRowsAgree(t, user)).toBe(true);

    const [market] = await t.context.db
      .select()
      .from(markets)
      .where(eq(markets.id, `${round.id}.lowHigh`));
    expect(market).toMatchObject({ matchId: lucky7.matchId, kind: 'casino', name: 'Low / High Card' });
    expect(await runnerNamesOf(t, `${round.id}.line`)).toEqual(['Line 1', 'Line 2', 'Line 3', 'Line 4']);
    const [stored] = await t.context.db.select().from(bets).where(eq(bets.id, placed.data.bet._id));
    expect(stored).toMatchObject({
      betOn: 'CASINO',
      status: 'matched',
      marketName: 'Low / High Card',
      runnerName: 'Low Card',
      liability: 10_000,
    });
  });

  it('takes bets until 3 seconds before the window ends, then refuses them', async () => {
    const round = await openTestRound(t, clock, lucky7);
    const { token } = await newPlayer(t, agent);
    const closesAt = round.closesAt?.getTime() ?? 0;
    clock.advance(closesAt - 3_500 - clock.now().getTime());
    expect((await placeBet(t, token, casinoBet(round, { ...low, stake: 100 }))).status).toBe(200);
    clock.advance(1_000);
    expect(await placeBet(t, token, casinoBet(round, { ...low, stake: 100 }))).toMatchObject({
      status: 400,
      code: 'casino_betting_closed',
    });
  });

  it('refuses bets once the round is suspended, and on a disabled game', async () => {
    const round = await openTestRound(t, clock, lucky7);
    const { token } = await newPlayer(t, agent);
    const bet = casinoBet(round, { ...low, stake: 100 });
    await moveRound(t, round, 'suspended', 1);
    expect(await placeBet(t, token, bet)).toMatchObject({ status: 400, code: 'casino_betting_closed' });

    const next = await openTestRound(t, clock, lucky7);
    await setGameEnabled(t, lucky7.code, false);
    try {
      expect(await placeBet(t, token, casinoBet(next, { ...low, stake: 100 }))).toMatchObject({
        status: 404,
        code: 'casino_game_disabled',
      });
    } finally {
      await setGameEnabled(t, lucky7.code, true);
    }
    expect(await balanceOf(t, token)).toEqual({ balance: 5_000, exposer: 0 });
  });

  it('refuses changed odds, a side without a price, an unknown runner, round or market kind', async () => {
    const round = await openTestRound(t, clock, lucky7);
    const { token } = await newPlayer(t, agent);
    const refusal = async (bet: ReturnType<typeof casinoBet>) => {
      const answer = await placeBet(t, token, bet);
      return { status: answer.status, code: answer.code };
    };
    expect(await refusal(casinoBet(round, { ...low, stake: 100, odds: 2.1 }))).toEqual({
      status: 400,
      code: 'odds_changed',
    });
    expect(await refusal(casinoBet(round, { ...low, side: 'lay', stake: 100, odds: 2 }))).toEqual({
      status: 400,
      code: 'side_not_offered',
    });
    expect(await refusal(casinoBet(round, { suffix: 'lowHigh', selectionId: 7, stake: 100 }))).toEqual({
      status: 400,
      code: 'selection_not_in_market',
    });
    expect(await refusal(casinoBet(round, { suffix: 'nope', selectionId: 1, stake: 100 }))).toEqual({
      status: 400,
      code: 'selection_not_in_market',
    });
    expect(await refusal({ ...casinoBet(round, { ...low, stake: 100 }), marketId: '1.lowHigh' })).toEqual({
      status: 404,
      code: 'market_not_found',
    });
    expect(await refusal({ ...casinoBet(round, { ...low, stake: 100 }), matchId: 5002 })).toEqual({
      status: 400,
      code: 'bet_does_not_fit_market',
    });
    expect(await refusal({ ...casinoBet(round, { ...low, stake: 100 }), betOn: 'CASINOFANCY' })).toEqual({
      status: 400,
      code: 'bet_does_not_fit_market',
    });
    // Placed once, the casino market takes no bet named as a sports one.
    expect((await placeBet(t, token, casinoBet(round, { ...low, stake: 100 }))).status).toBe(200);
    expect(await refusal({ ...casinoBet(round, { ...low, stake: 100 }), betOn: 'MATCH_ODDS' })).toEqual({
      status: 400,
      code: 'bet_does_not_fit_market',
    });
    expect(await balanceOf(t, token)).toEqual({ balance: 5_000, exposer: 100 });
  });

  it('refuses a locked player, a player under a locked agent and a bet lock on the game', async () => {
    const round = await openTestRound(t, clock, lucky7);
    const bet = casinoBet(round, { ...low, stake: 100 });
    const locked = await t.createUser({ role: 'user', parent: agent, betLocked: true });
    expect(await placeBet(t, await t.signIn(locked), bet)).toMatchObject({ status: 403, code: 'bet_locked' });

    const lockedAgent = await t.createUser({ role: 'dl', parent: agent, betLocked: true });
    const below = await newPlayer(t, lockedAgent);
    expect(await placeBet(t, below.token, bet)).toMatchObject({ status: 403, code: 'bet_locked' });

    const player = await newPlayer(t, agent);
    const agentToken = await t.signIn(agent);
    const lock = await t.call('POST', '/api/bet-lock', {
      token: agentToken,
      body: { username: player.user.username, matchId: lucky7.matchId, lock: true },
    });
    expect(lock.status).toBe(200);
    expect(await placeBet(t, player.token, bet)).toMatchObject({ status: 403, code: 'event_bet_locked' });
  });

  it("keeps stakes within sport 5000's limits and the user's own casino setting (index 5)", async () => {
    const round = await openTestRound(t, clock, lucky7);
    const { user, token } = await newPlayer(t, agent);
    const bet = (stake: number) => casinoBet(round, { ...low, stake });
    await t.context.db.insert(sportSettings).values({
      sportId: sportIdsByName.casino,
      name: 'Casino',
      minBet: minor(1_000),
      maxBet: minor(300_000),
      delaySeconds: 0,
    });
    try {
      expect(await placeBet(t, token, bet(9))).toMatchObject({ status: 400, code: 'stake_below_minimum' });
      expect(await placeBet(t, token, bet(3_001))).toMatchObject({
        status: 400,
        code: 'stake_above_maximum',
      });
      await t.context.db
        .update(users)
        .set({ sportSettings: { '5': { minBet: 0, maxBet: 50_000, delay: 0 } } })
        .where(eq(users.id, user.id));
      expect(await placeBet(t, token, bet(501))).toMatchObject({ status: 400, code: 'stake_above_maximum' });
      expect((await placeBet(t, token, bet(500))).status).toBe(200);
    } finally {
      await t.context.db.delete(sportSettings).where(eq(sportSettings.sportId, sportIdsByName.casino));
    }
  });

  it('refuses a bet beyond the balance or the exposure limit', async () => {
    const round = await openTestRound(t, clock, lucky7);
    const poor = await newPlayer(t, agent, { balance: 150 });
    expect((await placeBet(t, poor.token, casinoBet(round, { ...line(1), stake: 100 }))).status).toBe(200);
    expect(await placeBet(t, poor.token, casinoBet(round, { ...line(2), stake: 100 }))).toMatchObject({
      status: 400,
      code: 'insufficient_balance',
    });
    const limited = await newPlayer(t, agent, { exposureLimit: 150 });
    expect(await placeBet(t, limited.token, casinoBet(round, { ...low, stake: 200 }))).toMatchObject({
      status: 400,
      code: 'exposure_limit_exceeded',
    });
  });
});

describe('idempotency', () => {
  it('answers a retry with the first bet, even after betting closed, and refuses a key reused', async () => {
    const round = await openTestRound(t, clock, lucky7);
    const { user, token } = await newPlayer(t, agent);
    const bet = casinoBet(round, { ...line(3), stake: 250 });
    const headers = { 'idempotency-key': 'casino-retry-1' };
    const first = await placeBet(t, token, bet, { headers });
    const again = await placeBet(t, token, bet, { headers });
    expect(again.status).toBe(200);
    expect(again.data.bet._id).toBe(first.data.bet._id);
    expect(again.data.exposer).toBe(250);
    await moveRound(t, round, 'suspended', 1);
    expect((await placeBet(t, token, bet, { headers })).data.bet._id).toBe(first.data.bet._id);
    expect(await placeBet(t, token, { ...bet, stack: 300 }, { headers })).toMatchObject({
      status: 409,
      code: 'bet_idempotency_key_reused',
    });
    const stored = await t.context.db.select().from(bets).where(eq(bets.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(await balanceOf(t, token)).toEqual({ balance: 5_000, exposer: 250 });
  });
});

describe('concurrent placements', () => {
  it('never lets 20 bets at once take the exposure beyond the balance', async () => {
    const round = await openTestRound(t, clock, lucky7);
    const { user, token } = await newPlayer(t, agent, { balance: 1_000 });
    // Every line loses on a 7, so each back of 100 adds 100 to the exposure: 10 fit the balance.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_unused, index) =>
        placeBet(t, token, casinoBet(round, { ...line((index % 4) + 1), stake: 100 })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.code === 'insufficient_balance')).toHaveLength(10);
    expect(await balanceOf(t, token)).toEqual({ balance: 1_000, exposer: 1_000 });
    expect(await exposureRowsAgree(t, user)).toBe(true);
  });
});

describe('deleting a casino bet', () => {
  it("recomputes the exposure by the market's shape", async () => {
    const round = await openTestRound(t, clock, lucky7);
    const { user, token } = await newPlayer(t, agent);
    const placed = [];
    for (const n of [1, 2, 3])
      placed.push(await placeBet(t, token, casinoBet(round, { ...line(n), stake: 100 })));
    expect((await balanceOf(t, token)).exposer).toBe(300);
    const deleted = await t.call('DELETE', `/api/delete-current-bet/${placed[0]?.data.bet._id}`, {
      token: await t.signIn(agent),
      body: { transactionPassword: testPassword },
    });
    expect(deleted.status).toBe(200);
    // Two lines left: none of them may win (a 7, or the other lines' ranks), so both stakes stay at risk.
    expect(await balanceOf(t, token)).toEqual({ balance: 5_000, exposer: 200 });
    expect(await exposureRowsAgree(t, user)).toBe(true);
  });
});
