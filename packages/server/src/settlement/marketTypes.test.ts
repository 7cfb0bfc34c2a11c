import {
  betOutcome,
  runnerBetOf,
  runnerNames,
  soccerMarketTypes,
  sportIdsByName,
  tennisMarketTypes,
  tennisResult,
  type Goals,
  type MarketType,
  type ScoreDetail,
  type TennisResult,
} from '@exchange/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, placeBet } from '../testing/bets.ts';
import { betOfRow } from '../bets/records.ts';
import { bets, markets, matches } from '../db/exchangeSchema.ts';
import { accounts } from '../db/schema.ts';
import type { LiveMarket } from '../exchange/board.ts';
import { CatalogSink } from '../feed/sink.ts';
import { SteppedFeed } from '../feed/steppedFeed.ts';
import { verifyLedger } from '../ledger/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../testing/app.ts';
import { boardSettlementOf } from './index.ts';
import { rollbackMarket } from './rollback.ts';
import { settleMarket } from './settle.ts';
import { moneyOf } from '../testing/settlementBets.ts';

/**
 * The soccer and tennis markets settled from the simulator's own events, on a real database: the stepped
 * feed plays an upcoming soccer match and an upcoming tennis match through the sink and the board, a
 * player has backed every runner of every market before the start, and settlement from the board pays
 * each market by its type's rule on the score the match published: Half Time at the break, the rest by
 * the end (or as soon as they are certain).
 */

const startsAt = new Date('2025-03-01T12:00:00.000Z');
let t: TestApp;
let feed: SteppedFeed;
const feedErrors: unknown[] = [];
let player: { user: TestUser; token: string };

interface Played {
  matchId: number;
  markets: LiveMarket[];
  /** The score the match published last. */
  final?: ScoreDetail;
}
const played: { soccer?: Played; tennis?: Played } = {};

/** The upcoming match of a sport (with two events a sport, the second starts upcoming). */
async function upcoming(sportId: number): Promise<Played> {
  const [match] = await t.context.db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.sportId, sportId), eq(matches.status, 'upcoming')));
  if (!match) throw new Error(`no upcoming match of sport ${sportId}`);
  return { matchId: match.id, markets: t.context.board.marketsOf(match.id) };
}

/** Backs every runner of every market of the match at its best back: 100 each, matched at once. */
async function backEveryRunner({ matchId, markets: shown }: Played): Promise<void> {
  for (const market of shown) {
    for (const runner of market.runners) {
      const odds = runner.back[0]?.price;
      if (odds === undefined) throw new Error(`${market.name} / ${runner.name} has no price`);
      const placed = await placeBet(t, player.token, {
        matchId,
        marketId: market.marketId,
        marketName: market.name,
        selectionId: runner.selectionId,
        runnerName: runner.name,
        odds,
        stack: 100,
        isBack: true,
        betOn: 'MATCH_ODDS',
      });
      expect(placed.status, `${market.name} / ${runner.name}: ${placed.message}`).toBe(200);
      expect(placed.data.bet.status).toBe('match');
    }
  }
}

const matchStatus = async (matchId: number) =>
  (await t.context.db.select({ status: matches.status }).from(matches).where(eq(matches.id, matchId)))[0]
    ?.status;

/** Ticks until `done`, each tick's settlements finished before the next. */
async function tickUntil(done: () => boolean | Promise<boolean>, limit = 1500): Promise<void> {
  for (let tick = 0; tick < limit; tick += 1) {
    if (await done()) return;
    await feed.step(1);
    await boardSettlementOf(t.app).idle();
  }
  throw new Error(`not done in ${limit} ticks`);
}

/** The runner each market type's rule gives for the final score the match published. */
function expectedWinner(market: { name: string; runners: { name: string }[] }, final: ScoreDetail): string {
  if (final.kind === 'soccer') {
    const type = soccerMarketTypes.find((candidate) => candidate.name === market.name);
    if (!type) throw new Error(`no soccer market type ${market.name}`);
    const goals: Goals =
      type.period === 'firstHalf'
        ? (final.halfTime ?? { home: -1, away: -1 })
        : { home: final.home.goals, away: final.away.goals };
    return runnerNames(type, [final.home.team, final.away.team])[type.winner(goals)] ?? '';
  }
  if (final.kind !== 'tennis') throw new Error(`not a soccer or tennis score: ${final.kind}`);
  const result = tennisResult(final.sets);
  const names = market.runners.map((runner) => runner.name).join();
  const type = [...tennisMarketTypes(0), ...tennisMarketTypes(1)].find(
    (candidate): candidate is MarketType<TennisResult> =>
      candidate.name === market.name && runnerNames(candidate, final.players).join() === names,
  );
  if (!type) throw new Error(`no tennis market type ${market.name}`);
  return runnerNames(type, final.players)[type.winner(result)] ?? '';
}

/** The house and the players' balances sum to nothing: money only moved. */
async function moneyIsConserved(): Promise<void> {
  const [total] = await t.context.db
    .select({ sum: sql<number>`coalesce(sum(${accounts.balance}), 0)`.mapWith(Number) })
    .from(accounts);
  expect(total?.sum).toBe(0);
  expect(await verifyLedger(t.context.db)).toEqual([]);
}

beforeAll(async () => {
  // The settlement clock moves a millisecond a reading: a market's settlement rounds are told apart by
  // the instants they were rolled back at (settle.ts, settlementRound).
  let readings = 0;
  t = await createTestApp({ now: () => new Date(startsAt.getTime() + (readings += 1)) });
  const admin = await t.createUser({ role: 'admin' });
  player = await newPlayer(t, await t.createUser({ role: 'dl', parent: admin }), { balance: 100_000 });
  const sink = new CatalogSink(t.context, { activateNewMatches: true });
  feed = new SteppedFeed(sink, {
    seed: 3,
    tickMs: 1000,
    eventsPerSport: 2,
    firstId: 30_000_000,
    // Long enough that a finished match's score is still on the board when the test reads it.
    retainClosedTicks: 1000,
    startsAt,
    onError: (error) => feedErrors.push(error),
  });
  await feed.start();
  played.soccer = await upcoming(sportIdsByName.soccer);
  played.tennis = await upcoming(sportIdsByName.tennis);
});
afterAll(async () => {
  await feed.stop();
  await t.close();
});

describe('soccer and tennis markets settled from the simulated match', () => {
  it('offers every market of the types before the start, each with a price to back', async () => {
    const { soccer, tennis } = played;
    expect(soccer?.markets.map((market) => market.name)).toEqual(soccerMarketTypes.map((type) => type.name));
    expect(tennis?.markets.map((market) => market.name)).toEqual(
      tennisMarketTypes(0).map((type) => type.name),
    );
    for (const match of [soccer, tennis]) if (match) await backEveryRunner(match);
    expect((await moneyOf(t, player.user)).exposure).toBeGreaterThan(0);
  });

  it('settles Half Time at the break on the half-time score, the match still in play', async () => {
    const soccer = played.soccer;
    const halfTime = soccer?.markets.find((market) => market.name === 'Half Time');
    if (!soccer || !halfTime) throw new Error('no soccer match with a Half Time market');
    await tickUntil(() => t.context.board.market(halfTime.marketId)?.status === 'CLOSED');
    const [row] = await t.context.db.select().from(markets).where(eq(markets.id, halfTime.marketId));
    expect(row?.settledAt).toBeInstanceOf(Date);
    expect(await matchStatus(soccer.matchId)).toBe('inPlay');
    const score = t.context.board.score(soccer.matchId)?.detail;
    if (score?.kind !== 'soccer' || !score.halfTime) throw new Error('no half-time score');
    expect(score.minute).toBe(45);
    const winner = halfTime.runners.find((runner) => runner.selectionId === row?.result)?.name;
    expect(winner).toBe(expectedWinner(halfTime, score));
    // Every other soccer market is still waiting for the match (unless its result is already certain).
    const htBets = await t.context.db.select().from(bets).where(eq(bets.marketId, halfTime.marketId));
    expect(htBets.map((bet) => bet.status)).toEqual(htBets.map(() => 'settled'));
  });

  it("pays every market's bets by its type's rule on the final score, and the money adds up", async () => {
    const { soccer, tennis } = played;
    if (!soccer || !tennis) throw new Error('no matches');
    await tickUntil(
      async () =>
        (await matchStatus(soccer.matchId)) === 'closed' && (await matchStatus(tennis.matchId)) === 'closed',
    );
    for (const match of [soccer, tennis]) {
      const final = t.context.board.score(match.matchId)?.detail;
      if (!final) throw new Error(`no final score for ${match.matchId}`);
      match.final = final;
      const rows = await t.context.db
        .select()
        .from(markets)
        .where(
          inArray(
            markets.id,
            match.markets.map((market) => market.marketId),
          ),
        );
      for (const market of match.markets) {
        const row = rows.find((candidate) => candidate.id === market.marketId);
        expect(row?.settledAt, market.name).toBeInstanceOf(Date);
        const winner = market.runners.find((runner) => runner.selectionId === row?.result)?.name;
        expect(winner, `${market.name} (${JSON.stringify(final)})`).toBe(expectedWinner(market, final));
        // The back on the winner won its profit; every other back lost its stake.
        const placed = await t.context.db.select().from(bets).where(eq(bets.marketId, market.marketId));
        expect(placed).toHaveLength(market.runners.length);
        for (const bet of placed) {
          const outcome = betOutcome(runnerBetOf(betOfRow(bet)));
          expect(bet.status).toBe('settled');
          expect(bet.pnl).toBe(bet.selectionId === row?.result ? outcome.ifWins : outcome.ifLoses);
        }
      }
    }
    expect(await moneyOf(t, player.user)).toMatchObject({ exposure: 0 });
    await moneyIsConserved();
    expect(feedErrors).toEqual([]);
  });

  it('rolls an Over/Under market back and settles it again, as match odds are', async () => {
    const soccer = played.soccer;
    const market = soccer?.markets.find((candidate) => candidate.name === 'Over/Under 2.5 Goals');
    if (!market || !soccer?.final || soccer.final.kind !== 'soccer')
      throw new Error('no settled soccer match');
    const [under, over] = market.runners;
    if (!under || !over) throw new Error('Over/Under has two runners');
    const right = expectedWinner(market, soccer.final) === over.name ? over : under;
    const wrong = right === over ? under : over;
    const settled = await moneyOf(t, player.user);
    const placed = await t.context.db.select().from(bets).where(eq(bets.marketId, market.marketId));
    const paid = placed.reduce((sum, bet) => sum + (bet.pnl ?? 0), 0);

    await rollbackMarket(t.context, { marketId: market.marketId });
    const reopened = await moneyOf(t, player.user);
    // Back to before the result: the market's P/L taken back, both backs open with their exposure.
    expect(reopened.balance).toBe(settled.balance - paid);
    expect(reopened.exposure).toBeGreaterThan(0);
    await settleMarket(t.context, { marketId: market.marketId, result: wrong.selectionId });
    const wrongly = await moneyOf(t, player.user);
    expect(wrongly.exposure).toBe(0);
    expect(wrongly.balance).not.toBe(settled.balance);
    await rollbackMarket(t.context, { marketId: market.marketId });
    await settleMarket(t.context, { marketId: market.marketId, result: right.selectionId });
    expect(await moneyOf(t, player.user)).toEqual(settled);
    await moneyIsConserved();
  });
});
