import {
  betLimitRefusalMessages,
  minor,
  privilege,
  stakeLimitMessage,
  type BetLimitsWire,
  type BetWire,
} from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentUnderLimits, saveLimits } from '../testing/betLimits.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { createTestMatch, noSportLimits, runnerBet, type TestMatch } from '../testing/markets.ts';
import { inOneBatch, newPlayer, placeBet, placementInput, refusalOf } from '../testing/bets.ts';

/**
 * Issue 41: the operators' market and sport limits, met by placement on its single path (placebet, a
 * batch of one) and on its batch path (many bets in one transaction) alike: each limit takes a bet exactly
 * at it and refuses one a minor unit (or a tick of the ladder) past it, with its own code and a message
 * the bet slip shows.
 */

let t: TestApp;
let match: TestMatch;
let inPlay: TestMatch;
const waits: number[] = [];

beforeAll(async () => {
  // A clock that stands still, so the wait the engine asks for is exactly the delay, and no sleep.
  const clock = new Date();
  t = await createTestApp({ now: () => clock, bets: { sleep: async (ms) => void waits.push(ms) } });
  match = await createTestMatch(t, { sport: noSportLimits });
  inPlay = await createTestMatch(t, {
    sportId: 1,
    status: 'inPlay',
    sport: { minBet: 0, maxBet: 0, delaySeconds: 3 },
  });
});
afterAll(() => t.close());

const back = (stake: number, odds = 2, runner = 0) =>
  runnerBet(match.matchOdds, match.matchId, { runner, side: 'back', odds, stake });
const lay = (stake: number, odds: number, runner = 0) =>
  runnerBet(match.matchOdds, match.matchId, { runner, side: 'lay', odds, stake });

interface Edge {
  limit: string;
  limits: Partial<BetLimitsWire>;
  /** A bet exactly at the limit, and one a minor unit or a tick past it (made once the match is). */
  atLimit: () => BetWire;
  past: () => BetWire;
  code: string;
  message: string;
}

const edges: Edge[] = [
  {
    limit: 'minimum stake',
    limits: { minStake: 50 },
    atLimit: () => back(50),
    past: () => back(49.99),
    code: 'stake_below_minimum',
    message: stakeLimitMessage('minimum', '50.00'),
  },
  {
    limit: 'maximum stake',
    limits: { maxStake: 200 },
    atLimit: () => back(200),
    past: () => back(200.01),
    code: 'stake_above_maximum',
    message: stakeLimitMessage('maximum', '200.00'),
  },
  {
    limit: 'minimum odds',
    limits: { minOdds: 1.5 },
    atLimit: () => back(100, 1.5),
    past: () => back(100, 1.49),
    code: 'odds_below_minimum',
    message: 'The lowest odds you can bet at on this market are 1.50.',
  },
  {
    limit: 'maximum odds',
    limits: { maxOdds: 3 },
    atLimit: () => back(100, 3),
    past: () => back(100, 3.05),
    code: 'odds_above_maximum',
    message: 'The highest odds you can bet at on this market are 3.00.',
  },
  {
    limit: 'maximum loss on a market',
    limits: { maxLoss: 150 },
    atLimit: () => back(150),
    past: () => back(150.01),
    code: 'bet_loss_limit_exceeded',
    message: betLimitRefusalMessages.maxLoss(minor(15_000)),
  },
  {
    limit: 'maximum profit on a market',
    limits: { maxProfit: 100 },
    atLimit: () => back(100),
    past: () => back(100.01),
    code: 'bet_profit_limit_exceeded',
    message: betLimitRefusalMessages.maxProfit(minor(10_000)),
  },
];

describe.each(edges)('the $limit', ({ limits, atLimit, past, code, message }) => {
  it('takes a bet at it and refuses one past it, placed one by one', async () => {
    const agent = await agentUnderLimits(t, limits);
    const at = await newPlayer(t, agent);
    expect((await placeBet(t, at.token, atLimit())).status).toBe(200);
    const over = await newPlayer(t, agent);
    expect(await placeBet(t, over.token, past())).toMatchObject({ status: 400, code, message });
  });

  it('takes a bet at it and refuses one past it in one batch', async () => {
    const agent = await agentUnderLimits(t, limits);
    const at = await newPlayer(t, agent);
    const over = await newPlayer(t, agent);
    const outcomes = await inOneBatch(t, [
      placementInput(at.user, atLimit()),
      placementInput(over.user, past()),
    ]);
    expect(outcomes.map(refusalOf)).toEqual([null, code]);
    expect(outcomes[1]).toMatchObject({ refusal: { message } });
  });
});

describe('the limits on the position on a market', () => {
  it('count the bets placed before, on this market only', async () => {
    const agent = await agentUnderLimits(t, { maxLoss: 100 });
    const { token } = await newPlayer(t, agent);
    expect((await placeBet(t, token, back(100))).status).toBe(200);
    // Backing another runner adds its stake to what the first runner's win loses.
    expect(await placeBet(t, token, back(1, 3.5, 1))).toMatchObject({ code: 'bet_loss_limit_exceeded' });
    const other = await createTestMatch(t);
    const elsewhere = runnerBet(other.matchOdds, other.matchId, { side: 'back', odds: 2, stake: 100 });
    expect((await placeBet(t, token, elsewhere)).status).toBe(200);
  });

  it('follow the position from bet to bet within a batch', async () => {
    const agent = await agentUnderLimits(t, { maxLoss: 100 });
    const { user } = await newPlayer(t, agent);
    const outcomes = await inOneBatch(t, [
      placementInput(user, back(60)),
      placementInput(user, back(40)),
      placementInput(user, back(0.01)),
    ]);
    expect(outcomes.map(refusalOf)).toEqual([null, null, 'bet_loss_limit_exceeded']);
  });

  it('count a waiting bet at what it would win if it were matched', async () => {
    const agent = await agentUnderLimits(t, { maxProfit: 100 });
    const { token } = await newPlayer(t, agent);
    // Above the best back price (2.00): it waits, and would win 200 if matched.
    expect(await placeBet(t, token, back(100, 3))).toMatchObject({ code: 'bet_profit_limit_exceeded' });
    const waiting = await placeBet(t, token, back(50, 3));
    expect(waiting.data.bet.status).toBe('unmatch');
    expect(await placeBet(t, token, back(0.01))).toMatchObject({ code: 'bet_profit_limit_exceeded' });
  });

  it('take a bet that lowers what the player can lose, set after it went past the limit', async () => {
    const root = await t.createUser({ role: 'admin' });
    const agent = await t.createUser({ role: 'dl', parent: root });
    const { token } = await newPlayer(t, agent);
    expect((await placeBet(t, token, back(150))).status).toBe(200);
    expect((await saveLimits(t, await t.signIn(root), { maxLoss: 100 })).status).toBe(200);
    // Laying 40 of it back at 2.02 leaves 110 to lose: over the limit, but less than before.
    expect((await placeBet(t, token, lay(40, 2.02))).status).toBe(200);
    expect(await placeBet(t, token, back(1))).toMatchObject({ code: 'bet_loss_limit_exceeded' });
  });
});

describe('the scope of the limits', () => {
  const bookmakerBack = (stake: number, odds = 95) =>
    runnerBet(match.bookmaker, match.matchId, { side: 'back', odds, stake });

  it("binds every market of the sport with the sport's limits, and only one type with a type's", async () => {
    const sportWide = await newPlayer(t, await agentUnderLimits(t, { maxStake: 200 }));
    expect(await placeBet(t, sportWide.token, bookmakerBack(200.01))).toMatchObject({
      code: 'stake_above_maximum',
    });
    const typeOnly = await agentUnderLimits(t, { maxStake: 200 }, { marketType: 'Match Odds' });
    const { token } = await newPlayer(t, typeOnly);
    expect(await placeBet(t, token, back(200.01))).toMatchObject({ code: 'stake_above_maximum' });
    expect((await placeBet(t, token, bookmakerBack(200.01))).status).toBe(200);
    const otherSport = await newPlayer(t, await agentUnderLimits(t, { maxStake: 200 }, { sportId: 2 }));
    expect((await placeBet(t, otherSport.token, back(200.01))).status).toBe(200);
  });

  it("leaves a bookmaker market's 100-based odds to its own scale", async () => {
    const { token } = await newPlayer(t, await agentUnderLimits(t, { minOdds: 1.5, maxOdds: 3 }));
    expect((await placeBet(t, token, bookmakerBack(100))).status).toBe(200);
  });

  it('binds a player with the tightest of the limits on its path', async () => {
    const root = await t.createUser({ role: 'admin' });
    const label = await t.createUser({ role: 'sadmin', parent: root, privileges: [privilege.betLock] });
    const agent = await t.createUser({ role: 'dl', parent: label });
    expect((await saveLimits(t, await t.signIn(root), { maxStake: 500, maxLoss: 250 })).status).toBe(200);
    expect((await saveLimits(t, await t.signIn(label), { maxStake: 300 })).status).toBe(200);
    const { token } = await newPlayer(t, agent);
    expect(await placeBet(t, token, back(300.01))).toMatchObject({ code: 'stake_above_maximum' });
    expect((await placeBet(t, token, back(250))).status).toBe(200);
    expect(await placeBet(t, token, back(0.01))).toMatchObject({ code: 'bet_loss_limit_exceeded' });
  });

  it('changes nothing where no limit is set', async () => {
    const { token } = await newPlayer(t, await agentUnderLimits(t, {}));
    expect((await placeBet(t, token, back(4_000, 1.01))).status).toBe(200);
  });
});

describe('the in-play delay', () => {
  const inPlayBack = () => runnerBet(inPlay.matchOdds, inPlay.matchId, { side: 'back', odds: 2, stake: 100 });

  it("lengthens the sport's delay, never shortens it", async () => {
    const longer = await newPlayer(t, await agentUnderLimits(t, { inPlayDelay: 5 }, { sportId: 1 }));
    waits.length = 0;
    expect((await placeBet(t, longer.token, inPlayBack())).status).toBe(200);
    expect(waits).toEqual([5_000]);

    const shorter = await newPlayer(t, await agentUnderLimits(t, { inPlayDelay: 2 }, { sportId: 1 }));
    waits.length = 0;
    expect((await placeBet(t, shorter.token, inPlayBack())).status).toBe(200);
    expect(waits).toEqual([3_000]);
  });
});
