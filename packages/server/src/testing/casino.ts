import {
  casinoGameDefinition,
  casinoMarketId,
  casinoRunnerOf,
  commitmentOf,
  dealOfRound,
  type BetWire,
  type CasinoCard,
  type CasinoGameDefinition,
  type CasinoMarketQuote,
} from '@exchange/domain';
import { eq, sql } from 'drizzle-orm';
import { runners } from '../db/exchangeSchema.ts';
import { rowsOf } from '../db/rows.ts';
import type { TestApp } from './app.ts';
import {
  definitionOf,
  ensureCasinoTables,
  openRound,
  readLiveRound,
  readRound,
  roundDeal,
  type CasinoRoundRow,
} from '../casino/rounds.ts';

/**
 * Casino rounds for tests of placement, settlement and reports, driven by hand where the round loop
 * would drive them: open a round, suspend it, show its cards, disable its game.
 */

/** The model game (the domain exports the registry, not each game). */
export const lucky7 = casinoGameDefinition('lucky7') as CasinoGameDefinition<CasinoCard>;

/** A test clock the app reads (`createTestApp({ now: clock.now })`), moved by hand. */
export function testClock(start = new Date('2026-06-01T12:00:00.000Z')) {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}

/**
 * A new open round of the game at the clock's time. A live round left by an earlier test is closed first
 * (one live round per game); the clock moves on a minute, so round ids never repeat.
 */
export async function openTestRound(
  t: TestApp,
  clock: ReturnType<typeof testClock>,
  definition: CasinoGameDefinition,
): Promise<CasinoRoundRow> {
  const { db } = t.context;
  clock.advance(60_000);
  await ensureCasinoTables(db, clock.now());
  const live = await readLiveRound(db, definition.code);
  if (live) await db.execute(sql`update casino_rounds set state = 'settled' where id = ${live.id}`);
  const round = await openRound(db, definition, clock.now());
  if (!round) throw new Error(`No round of ${definition.code} opened`);
  return round;
}

/**
 * A new open round whose deal passes `wanted` (a 7 on Lucky 7, say): its server seed is replaced, before
 * anything reads the deal, by the first of a fixed series of seeds that deals one, so the test is the
 * same on every run.
 */
export async function openTestRoundDealing<Deal>(
  t: TestApp,
  clock: ReturnType<typeof testClock>,
  definition: CasinoGameDefinition<Deal>,
  wanted: (deal: Deal) => boolean,
): Promise<CasinoRoundRow> {
  const round = await openTestRound(t, clock, definition as CasinoGameDefinition);
  for (let attempt = 0; attempt < 10_000; attempt += 1) {
    const serverSeed = `test-seed-${attempt}`;
    if (!wanted(dealOfRound(definition, { serverSeed, publicSeed: round.publicSeed, roundId: round.id }))) {
      continue;
    }
    await t.context.db.execute(sql`update casino_rounds set server_seed = ${serverSeed},
      commitment = ${commitmentOf(serverSeed)} where id = ${round.id}`);
    return { ...round, serverSeed, commitment: commitmentOf(serverSeed) };
  }
  throw new Error('No seed deals what the test wants');
}

/** Moves the round as the loop would: to another state, with `shown` steps out. */
export async function moveRound(
  t: TestApp,
  round: CasinoRoundRow,
  state: CasinoRoundRow['state'],
  shown = round.shown,
): Promise<CasinoRoundRow> {
  await t.context.db.execute(
    sql`update casino_rounds set state = ${state}, shown = ${shown} where id = ${round.id}`,
  );
  const moved = await readRound(t.context.db, round.id);
  if (!moved) throw new Error('The round disappeared');
  return moved;
}

/** Ends the round's dealing: every step shown, the result out (what the loop does before settling). */
export async function finishRound(t: TestApp, round: CasinoRoundRow): Promise<CasinoRoundRow> {
  const definition = definitionOf(round.gameCode);
  const deal = roundDeal(round);
  await t.context.db.execute(sql`update casino_rounds set winner_name = ${definition.result(deal).winnerName}
    where id = ${round.id}`);
  return moveRound(t, round, 'result', definition.steps(deal));
}

export async function setGameEnabled(t: TestApp, gameCode: string, enabled: boolean): Promise<void> {
  await t.context.db.execute(sql`update casino_tables set enabled = ${enabled} where code = ${gameCode}`);
}

/** The market of the round as quoted now. */
export function quotedMarket(round: CasinoRoundRow, suffix: string): CasinoMarketQuote {
  const market = definitionOf(round.gameCode)
    .markets(roundDeal(round), round.shown)
    .find((candidate) => candidate.suffix === suffix);
  if (!market) throw new Error(`No market ${suffix}`);
  return market;
}

/** A placebet body on a runner of the round, at its quoted price on the side (or `odds`). */
export function casinoBet(
  round: CasinoRoundRow,
  bet: { suffix: string; selectionId: number; side?: 'back' | 'lay'; stake: number; odds?: number },
): BetWire {
  const definition = definitionOf(round.gameCode);
  const side = bet.side ?? 'back';
  const quoted = casinoRunnerOf(definition, roundDeal(round), round.shown, bet.suffix, bet.selectionId);
  const odds = bet.odds ?? (side === 'back' ? quoted?.runner.back : quoted?.runner.lay) ?? 2;
  return {
    matchId: round.matchId,
    marketId: casinoMarketId(round.id, bet.suffix),
    marketName: quoted?.market.name ?? bet.suffix,
    selectionId: bet.selectionId,
    runnerName: quoted?.runner.name ?? String(bet.selectionId),
    odds,
    stack: bet.stake,
    isBack: side === 'back',
    betOn: quoted?.market.betOn ?? 'CASINO',
  };
}

/** The stored exposure agrees with its market rows: the account's is their sum. */
export async function exposureRowsAgree(t: TestApp, user: { id: string }): Promise<boolean> {
  const [row] = await rowsOf<{ exposure: unknown; rows: unknown }>(
    t.context.db,
    sql`select a.exposure,
      (select coalesce(sum(e.exposure), 0) from market_exposures e where e.user_id = a.user_id) as rows
    from accounts a where a.user_id = ${user.id}`,
  );
  return Number(row?.exposure) === Number(row?.rows);
}

/** The names of a stored market's runners, in its order. */
export async function runnerNamesOf(t: TestApp, marketId: string): Promise<string[]> {
  const rows = await t.context.db
    .select({ name: runners.name })
    .from(runners)
    .where(eq(runners.marketId, marketId))
    .orderBy(runners.sortOrder);
  return rows.map((row) => row.name);
}
