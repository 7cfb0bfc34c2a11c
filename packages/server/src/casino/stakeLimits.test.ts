import { casinoGameDefinition, minor, sportIdsByName, type CasinoGameDefinition } from '@exchange/domain';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, newPlayer, placeBet } from '../testing/bets.ts';
import { bets, sportSettings } from '../db/exchangeSchema.ts';
import { createTestApp, type TestApp, type TestUser } from '../testing/app.ts';
import { settleCasinoRound } from './settlement.ts';
import {
  casinoBet,
  finishRound,
  lucky7,
  openTestRound,
  openTestRoundDealing,
  testClock,
} from '../testing/casino.ts';

/** Issue 37: the casino's own stake limits, per game, and wins paid never above the quoted price. */

const clock = testClock();
let t: TestApp;
let agent: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  const admin = await t.createUser({ role: 'admin' });
  agent = await t.createUser({ role: 'dl', parent: admin, privileges: [10] });
});
afterAll(() => t.close());

/** Lucky 7's Low Card at 2.0 and Odd at 1.79 (lucky7.ts). */
const low = { suffix: 'lowHigh', selectionId: 1 };
const odd = { suffix: 'oddEven', selectionId: 4 };

const storedBetsOf = (user: TestUser) => t.context.db.select().from(bets).where(eq(bets.userId, user.id));

describe("a casino game's stake limits", () => {
  it('are Rs 10 to Rs 50,000 on Lucky 7, both allowed', () => {
    expect(lucky7.stakeLimits).toEqual({ min: 1_000, max: 5_000_000 });
  });

  it("refuse a stake below the game's minimum or above its maximum, with the sports' codes, moving nothing", async () => {
    const round = await openTestRound(t, clock, lucky7);
    const { user, token } = await newPlayer(t, agent, { balance: 60_000 });
    const bet = (stake: number) => placeBet(t, token, casinoBet(round, { ...low, stake }));
    for (const stake of [0.01, 9.99]) {
      expect(await bet(stake)).toMatchObject({
        status: 400,
        code: 'stake_below_minimum',
        message: 'The minimum stake is 10.00',
      });
    }
    expect(await bet(50_000.01)).toMatchObject({
      status: 400,
      code: 'stake_above_maximum',
      message: 'The maximum stake is 50000.00',
    });
    expect(await balanceOf(t, token)).toEqual({ balance: 60_000, exposer: 0 });
    expect(await storedBetsOf(user)).toEqual([]);
  });

  it('accept a stake at either limit', async () => {
    const round = await openTestRound(t, clock, lucky7);
    const { user, token } = await newPlayer(t, agent, { balance: 60_000, exposureLimit: 60_000 });
    for (const stake of [10, 50_000]) {
      expect((await placeBet(t, token, casinoBet(round, { ...low, stake }))).status).toBe(200);
    }
    expect(await balanceOf(t, token)).toEqual({ balance: 60_000, exposer: 50_010 });
    expect((await storedBetsOf(user)).map((row) => row.stake).sort((a, b) => a - b)).toEqual([
      1_000, 5_000_000,
    ]);
  });

  it('still apply under a casino sport row that is wider: the strictest limit wins', async () => {
    const round = await openTestRound(t, clock, lucky7);
    const { token } = await newPlayer(t, agent, { balance: 60_000 });
    await t.context.db.insert(sportSettings).values({
      sportId: sportIdsByName.casino,
      name: 'Casino',
      minBet: minor(100),
      maxBet: minor(10_000_000),
      delaySeconds: 0,
    });
    try {
      const bet = (stake: number) => placeBet(t, token, casinoBet(round, { ...low, stake }));
      expect(await bet(5)).toMatchObject({ status: 400, code: 'stake_below_minimum' });
      expect(await bet(60_000)).toMatchObject({ status: 400, code: 'stake_above_maximum' });
      expect(await balanceOf(t, token)).toEqual({ balance: 60_000, exposer: 0 });
    } finally {
      await t.context.db.delete(sportSettings).where(eq(sportSettings.sportId, sportIdsByName.casino));
    }
  });
});

describe('a bet on a picked runner', () => {
  const worli = casinoGameDefinition('worli') as CasinoGameDefinition;
  // Patti 190 (an SP) at 146: Rs 25 lakh / 145 is Rs 17,241.37.
  const patti = { suffix: 'patti', selectionId: 1190 };

  it('may stake no more than wins Rs 25 lakh at its price, with the maximum stake refusal, moving nothing', async () => {
    const round = await openTestRound(t, clock, worli);
    const { user, token } = await newPlayer(t, agent, { balance: 60_000, exposureLimit: 60_000 });
    for (const stake of [17_241.38, 50_000]) {
      expect(await placeBet(t, token, casinoBet(round, { ...patti, stake }))).toMatchObject({
        status: 400,
        code: 'stake_above_maximum',
        message: 'The maximum stake is 17241.37',
      });
    }
    expect(await balanceOf(t, token)).toEqual({ balance: 60_000, exposer: 0 });
    expect(await storedBetsOf(user)).toEqual([]);
  });

  it('takes a stake up to that maximum', async () => {
    const round = await openTestRound(t, clock, worli);
    const { user, token } = await newPlayer(t, agent, { balance: 60_000, exposureLimit: 60_000 });
    expect((await placeBet(t, token, casinoBet(round, { ...patti, stake: 17_241.37 }))).status).toBe(200);
    expect((await storedBetsOf(user)).map((row) => [row.stake, row.odds])).toEqual([[1_724_137, 146]]);
  });
});

describe('a casino win', () => {
  it('is paid never above its quoted price: Rs 10.01 on Odd at 1.79 wins Rs 7.90, not 7.91', async () => {
    const round = await openTestRoundDealing(t, clock, lucky7, (card) => card.rank === 9);
    const { token } = await newPlayer(t, agent);
    expect((await placeBet(t, token, casinoBet(round, { ...odd, stake: 10.01 }))).status).toBe(200);

    await settleCasinoRound(t.context, (await finishRound(t, round)).id);

    const [settled] = await t.context.db
      .select()
      .from(bets)
      .where(like(bets.marketId, `${round.id}.%`));
    expect(settled).toMatchObject({ status: 'settled', pnl: 790 });
    expect(await balanceOf(t, token)).toEqual({ balance: 5_007.9, exposer: 0 });
  });
});
