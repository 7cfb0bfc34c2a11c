import { privilege, refusalMessages, type BetLimitsWire } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betLimits } from '../db/betLimitsSchema.ts';
import { buildTree } from '../testing/tree.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { createLoginAccount } from '../testing/loginAccounts.ts';
import { limitsWire, saveLimits } from '../testing/betLimits.ts';

/**
 * Issue 41: GET bet-limits and POST save-bet-limits. The Super Admin's limits are the platform's; each
 * operator below may narrow them for its subtree and never widen them, and a player is bound by the
 * tightest on its path. Each sport below is its own story, so the tests do not depend on one another.
 */

let t: TestApp;
let tree: Awaited<ReturnType<typeof buildTree>>;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  tree = await buildTree(t);
  for (const [name, user] of Object.entries(tree)) tokens.set(name, await t.signIn(user));
});
afterAll(() => t.close());

function token(name: keyof typeof tree): string {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`no token for ${name}`);
  return value;
}

interface LimitsAnswer {
  username: string;
  own: { sportId: number; marketType: string | null; limits: BetLimitsWire }[];
  above: { sportId: number; marketType: string | null; limits: BetLimitsWire }[];
}

async function limitsOf(name: keyof typeof tree, username?: string) {
  const query = username === undefined ? undefined : { username };
  const response = await t.call('GET', '/api/bet-limits', { token: token(name), ...(query && { query }) });
  return { status: response.status, body: response.body as typeof response.body & { data: LimitsAnswer } };
}

const sports = { soccer: 1, tennis: 2, cricket: 4, horseRacing: 7, greyhoundRacing: 4339 } as const;

describe('narrowing down the hierarchy', () => {
  it('takes tighter limits below, refuses wider ones changing nothing, and binds with the tightest', async () => {
    const scope = { sportId: sports.cricket };
    const platform = { minStake: 10, maxStake: 500, maxOdds: 50, inPlayDelay: 3 };
    expect((await saveLimits(t, token('admin'), platform, scope)).status).toBe(200);
    const label = await saveLimits(t, token('sadmin'), { maxStake: 400 }, scope);
    expect(label).toMatchObject({ status: 200, body: { message: 'Limits saved' } });
    expect(label.body.data).toEqual({
      username: tree.sadmin.username,
      own: [{ sportId: sports.cricket, marketType: null, limits: limitsWire({ maxStake: 400 }) }],
      above: [{ sportId: sports.cricket, marketType: null, limits: limitsWire(platform) }],
    });

    const wider = await saveLimits(t, token('sadmin'), { maxStake: 600 }, scope);
    expect(wider).toMatchObject({
      status: 400,
      body: {
        code: 'bet_limit_wider_than_above',
        message:
          'Maximum stake must be at most 500.00: that limit is set above you, and yours may only narrow it.',
      },
    });
    expect((await limitsOf('sadmin')).body.data.own[0]?.limits.maxStake).toBe(400);

    // Below the label the bound is the tightest above: the label's 400, not the platform's 500.
    const refusals = await Promise.all(
      [{ maxStake: 450 }, { minStake: 9.99 }, { maxOdds: 60 }, { inPlayDelay: 2 }].map(async (limits) => {
        const answer = await saveLimits(t, token('smdl'), limits, scope);
        return [answer.status, answer.body.message];
      }),
    );
    expect(refusals).toEqual([
      [400, expect.stringMatching(/^Maximum stake must be at most 400\.00:/)],
      [400, expect.stringMatching(/^Minimum stake must be at least 10\.00:/)],
      [400, expect.stringMatching(/^Maximum odds must be at most 50\.00:/)],
      [400, expect.stringMatching(/^In-play delay must be at least 3 s:/)],
    ]);
    expect((await limitsOf('smdl')).body.data.own).toEqual([]);
    const equalOrTighter = { minStake: 10, maxStake: 300, maxOdds: 50, inPlayDelay: 5 };
    expect((await saveLimits(t, token('smdl'), equalOrTighter, scope)).status).toBe(200);

    // The player's operators' limits, tightest first: what its bets meet.
    expect((await limitsOf('dl', tree.player.username)).body.data).toEqual({
      username: tree.player.username,
      own: [],
      above: [{ sportId: sports.cricket, marketType: null, limits: limitsWire(equalOrTighter) }],
    });
  });

  it("bounds a market type's limits by its sport's above, and keeps a sport's limits apart", async () => {
    await saveLimits(t, token('admin'), { maxStake: 300 }, { sportId: sports.soccer });
    const typeWider = await saveLimits(
      t,
      token('sadmin'),
      { maxStake: 350 },
      { sportId: sports.soccer, marketType: 'Both Teams to Score' },
    );
    expect(typeWider.body).toMatchObject({ code: 'bet_limit_wider_than_above' });
    const typeScope = { sportId: sports.soccer, marketType: 'Both Teams to Score' };
    expect((await saveLimits(t, token('sadmin'), { maxStake: 250 }, typeScope)).status).toBe(200);
    // Another sport has no limit above: anything goes there.
    expect(
      (await saveLimits(t, token('sadmin'), { maxStake: 10_000 }, { sportId: sports.tennis })).status,
    ).toBe(200);
  });

  it('refuses a minimum above the maximum that binds with it', async () => {
    const scope = { sportId: sports.horseRacing };
    await saveLimits(t, token('admin'), { minStake: 100 }, scope);
    expect((await saveLimits(t, token('sadmin'), { maxStake: 50 }, scope)).body).toMatchObject({
      code: 'bet_limits_contradict',
      message: 'The minimum stake would be above the maximum, which refuses every bet.',
    });
    await saveLimits(t, token('sadmin'), { minOdds: 5 }, scope);
    const typeScope = { ...scope, marketType: 'Win' };
    expect((await saveLimits(t, token('sadmin'), { maxOdds: 4 }, typeScope)).body).toMatchObject({
      code: 'bet_limits_contradict',
    });
  });

  it('removes a scope whose limits are all unset', async () => {
    const scope = { sportId: sports.greyhoundRacing };
    await saveLimits(t, token('smdl'), { maxLoss: 1_000 }, scope);
    expect((await limitsOf('smdl')).body.data.own.map((row) => row.sportId)).toContain(scope.sportId);
    expect((await saveLimits(t, token('smdl'), {}, scope)).status).toBe(200);
    const rows = await t.context.db.select().from(betLimits).where(eq(betLimits.ownerId, tree.smdl.id));
    expect(rows.map((row) => row.sportId)).not.toContain(scope.sportId);
  });
});

describe('who may read and set limits', () => {
  const scope = { sportId: sports.tennis };

  it('is an operator holding Bet Lock; a login account sets its operator’s', async () => {
    const forbidden = { status: 403, body: { code: 'forbidden' } };
    expect(await saveLimits(t, token('player'), { maxStake: 1 }, scope)).toMatchObject(forbidden);
    expect(await limitsOf('player')).toMatchObject(forbidden);
    expect(await saveLimits(t, token('bare'), { maxStake: 1 }, scope)).toMatchObject(forbidden);
    expect(await limitsOf('bare')).toMatchObject(forbidden);

    const withBetLock = await createLoginAccount(t, tree.dl, [privilege.betLock]);
    const saved = await saveLimits(t, await t.signIn(withBetLock), { maxStake: 20 }, scope);
    expect(saved.body.data).toMatchObject({ username: tree.dl.username });
    const [row] = await t.context.db.select().from(betLimits).where(eq(betLimits.ownerId, tree.dl.id));
    expect(row).toMatchObject({ maxStake: 2_000, updatedBy: withBetLock.id });
    const without = await createLoginAccount(t, tree.dl, [privilege.userList]);
    expect(await saveLimits(t, await t.signIn(without), { maxStake: 10 }, scope)).toMatchObject(forbidden);
  });

  it("reads a user of the caller's subtree or itself, nobody else", async () => {
    expect((await limitsOf('sadmin', tree.player.username)).status).toBe(200);
    expect((await limitsOf('sadmin', tree.sadmin.username)).status).toBe(200);
    const notInSubtree = { status: 403, body: { message: refusalMessages.notInSubtree } };
    expect(await limitsOf('sadmin', tree.player2.username)).toMatchObject(notInSubtree);
    expect(await limitsOf('sadmin', tree.admin.username)).toMatchObject(notInSubtree);
    expect(await limitsOf('sadmin', 'Nobody')).toMatchObject({ status: 404 });
  });
});

describe('limits that are not limits', () => {
  it.each([
    [{ maxStake: -5 }, 'Maximum stake must be above 0'],
    [{ maxProfit: 0 }, 'Maximum profit on a market must be above 0'],
    [{ maxLoss: 10.005 }, 'Maximum loss on a market must be an amount with at most two decimals'],
    [{ minOdds: 2.03 }, 'Minimum odds must be a price of the odds ladder'],
    [{ inPlayDelay: 1.5 }, 'The in-play delay must be whole seconds'],
    [{ minStake: 20, maxStake: 10 }, 'The minimum stake must not be above the maximum stake'],
  ])('refuses %o: %s', async (limits, message) => {
    const saved = await saveLimits(t, token('sadmin'), limits, { sportId: sports.tennis });
    expect(saved).toMatchObject({ status: 400, body: { code: 'invalid_input', message } });
  });

  it('refuses a sport without exchange markets and a market type its sport does not have', async () => {
    const casino = await saveLimits(t, token('sadmin'), { maxStake: 10 }, { sportId: 5000 });
    expect(casino.body).toMatchObject({
      code: 'invalid_input',
      message: 'sportId is not a sport with exchange markets',
    });
    const setBetting = await saveLimits(
      t,
      token('sadmin'),
      { maxStake: 10 },
      { sportId: sports.cricket, marketType: 'Set Betting' },
    );
    expect(setBetting.body).toMatchObject({
      code: 'invalid_input',
      message: 'marketType is not a market type of this sport',
    });
  });
});
