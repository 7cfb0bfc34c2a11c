import {
  betFromWire,
  placedBetFromWire,
  runnerBetOf,
  runnerTally,
  type BetWire,
  type PlacedBet,
  type PlacedBetWire,
  type PriceMoveChoice,
  minor,
} from '@exchange/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { pipelinedTransaction } from '../db/pipelinedTransaction.ts';
import { marketExposures } from '../db/exchangeSchema.ts';
import { users } from '../db/schema.ts';
import { house, transfer } from '../ledger/index.ts';
import { betEngineOf } from '../bets/index.ts';
import type { PlacementInput } from '../bets/placement.ts';
import { placeBatch, type BatchOutcome } from '../bets/placementBatch.ts';
import { createTestApp, type TestApp, type TestUser } from './app.ts';
import { createTestMatch, noSportLimits, type TestMatch, type TestRunnerMarket } from './markets.ts';

/** What a placebet call answered. */
export interface PlaceAnswer {
  status: number;
  /** A refusal's code (absent on success). */
  code?: string;
  message: string;
  data: {
    exposer: number;
    profitlist: { selectionId: number; amount: number }[];
    bet: { _id: string; status: 'match' | 'unmatch'; odds: number; stack: number };
  };
}

/** A test app with an agent below an admin (the players' parent) and one match without sport limits. */
export async function bettingFixture(): Promise<{ t: TestApp; agent: TestUser; match: TestMatch }> {
  const t = await createTestApp();
  const admin = await t.createUser({ role: 'admin' });
  const agent = await t.createUser({ role: 'dl', parent: admin });
  const match = await createTestMatch(t, { sport: noSportLimits });
  return { t, agent, match };
}

/** bettingFixture made before a file's tests and closed after them; its parts are there once they run. */
export function bettingFixtureForFile(): { t: TestApp; agent: TestUser; match: TestMatch } {
  const fixture = {} as { t: TestApp; agent: TestUser; match: TestMatch };
  beforeAll(async () => {
    Object.assign(fixture, await bettingFixture());
  });
  afterAll(() => fixture.t.close());
  return fixture;
}

/** A test app with a match in play whose 3 s delay sleeps not, an agent for the players, and the sleep's work. */
export interface InPlayFixture {
  t: TestApp;
  agent: TestUser;
  match: TestMatch;
  /** What happens during a bet's delay (a price move, a suspension, as the feed would): run by the sleep. */
  duringDelay: () => Promise<void> | void;
}

/**
 * InPlayFixture made before a file's tests and closed after them. The clock stands still, so the wait the
 * engine asks for is exactly the delay, and nothing waits on real time.
 */
export function inPlayFixtureForFile(): InPlayFixture {
  const fixture = { duringDelay: () => undefined } as unknown as InPlayFixture;
  beforeAll(async () => {
    const clock = new Date();
    const t = await createTestApp({ now: () => clock, bets: { sleep: async () => fixture.duringDelay() } });
    const admin = await t.createUser({ role: 'admin' });
    fixture.agent = await t.createUser({ role: 'dl', parent: admin });
    fixture.match = await createTestMatch(t, {
      status: 'inPlay',
      sport: { minBet: 0, maxBet: 0, delaySeconds: 3 },
    });
    fixture.t = t;
  });
  afterAll(() => fixture.t.close());
  return fixture;
}

/** The player's open bets on a match, as its bet list shows them. */
export async function openBetsOf(t: TestApp, matchId: number, token: string): Promise<PlacedBet[]> {
  const { body } = await t.call('GET', '/bet/bets', { token, query: { matchId: String(matchId) } });
  return (body.data as PlacedBetWire[]).map(placedBetFromWire);
}

/**
 * The tally stored beside a runner market's exposure (issue 22) is the sum of the user's open bets on it,
 * in the runners' `order`; no row only where that sum is 0 on every runner.
 */
export async function expectStoredTally(
  t: TestApp,
  userId: string,
  market: TestRunnerMarket,
  open: readonly PlacedBet[],
  order = market.runners.map((runner) => runner.selectionId),
): Promise<void> {
  const own = open.filter((bet) => bet.marketId === market.marketId);
  const tally = runnerTally(order, {
    matched: own.filter((bet) => bet.status === 'match').map(runnerBetOf),
    waiting: own.filter((bet) => bet.status === 'unmatch').map(runnerBetOf),
  });
  const [row] = await t.context.db
    .select()
    .from(marketExposures)
    .where(and(eq(marketExposures.userId, userId), eq(marketExposures.marketId, market.marketId)));
  if (!row) {
    expect([...tally.matched, ...tally.waitingLosses].every((amount) => amount === 0)).toBe(true);
    return;
  }
  expect(row).toMatchObject({
    selectionIds: order,
    matchedBook: tally.matched,
    waitingLosses: tally.waitingLosses,
  });
}

/** A funded player below `parent`, signed in. `exposureLimit` in rupees (the test default is 10,000). */
export async function newPlayer(
  t: TestApp,
  parent: TestUser,
  options: { balance?: number; exposureLimit?: number } = {},
): Promise<{ user: TestUser; token: string }> {
  let user = await t.createUser({ role: 'user', parent });
  if (options.exposureLimit !== undefined) {
    [user = user] = await t.context.db
      .update(users)
      .set({ exposureLimit: minor(options.exposureLimit * 100) })
      .where(eq(users.id, user.id))
      .returning();
  }
  await fund(t, user, options.balance ?? 5_000);
  return { user, token: await signedIn(t, user) };
}

/** The session of each player signed in here: what a placement input names (PlacementInput.sessionId). */
const sessionOfUser = new Map<string, string>();

/** Signs the user in and keeps its session for `placementInput`. */
export async function signedIn(t: TestApp, user: TestUser): Promise<string> {
  const token = await t.signIn(user);
  const claims = await t.context.tokens.verify(token);
  sessionOfUser.set(user.id, claims.sessionId);
  return token;
}

/** What the placebet handler hands the engine for a bet of a player signed in by `newPlayer` or `signedIn`. */
export function placementInput(
  user: TestUser,
  wire: BetWire,
  options: { idempotencyKey?: string | undefined; now?: Date; priceMove?: PriceMoveChoice } = {},
): PlacementInput {
  const sessionId = sessionOfUser.get(user.id);
  if (!sessionId) throw new Error(`${user.username} has no session here: sign it in with signedIn`);
  return {
    userId: user.id,
    sessionId,
    bet: betFromWire(wire),
    persistence: 'lapse',
    priceMove: options.priceMove,
    idempotencyKey: options.idempotencyKey,
    ip: '127.0.0.1',
    now: options.now ?? new Date(),
  };
}

export async function fund(t: TestApp, user: TestUser, rupees: number): Promise<void> {
  await transfer(t.context.db, {
    fromUserId: house,
    toUserId: user.id,
    amount: rupees * 100,
    kind: 'opening',
    narration: 'Opening balance',
  });
}

/** POST /bet/placebet as the player; `extra` adds body fields (persistence) and `headers` an idempotency key. */
export async function placeBet(
  t: TestApp,
  token: string,
  bet: BetWire,
  options: { extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<PlaceAnswer> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/bet/placebet',
    headers: { authorization: `Bearer ${token}`, ...options.headers },
    payload: { ...bet, ...options.extra },
  });
  const body = response.json() as { code?: string; message: string; data: PlaceAnswer['data'] };
  return {
    status: response.statusCode,
    ...(body.code !== undefined && { code: body.code }),
    message: body.message,
    data: body.data,
  };
}

/** The player's balance and exposure in rupees, as get-user-balance shows them. */
export async function balanceOf(t: TestApp, token: string): Promise<{ balance: number; exposer: number }> {
  const { body } = await t.call('GET', '/api/get-user-balance', { token });
  return body.data as { balance: number; exposer: number };
}

/** Lets the matcher finish what the board's last changes asked of it. */
export function settle(t: TestApp): Promise<void> {
  return betEngineOf(t.app).idle();
}

/** One batch, exactly as the batcher places it: in one transaction, its commit sent behind its write. */
export function inOneBatch(t: TestApp, inputs: PlacementInput[]): Promise<BatchOutcome[]> {
  return pipelinedTransaction(t.context.db, (tx, commitAfter) =>
    placeBatch(tx, t.context.board, inputs, commitAfter),
  );
}

/** The code of a batch outcome's refusal, or null when the bet was placed. */
export const refusalOf = (outcome: BatchOutcome | undefined) =>
  outcome && 'refusal' in outcome ? outcome.refusal.code : null;

/** A batch outcome's placement; a refusal fails the test. */
export const placedOf = (outcome: BatchOutcome | undefined) => {
  if (!outcome || !('placement' in outcome)) throw new Error(`refused: ${refusalOf(outcome)}`);
  return outcome.placement;
};
