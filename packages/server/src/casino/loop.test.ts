import {
  casinoGameDefinition,
  casinoRoundId,
  commitmentOf,
  dealOfRound,
  type CasinoGameDefinition,
} from '@exchange/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { casinoRounds, casinoTables } from '../db/casinoSchema.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { setCasinoTableEnabled, type StoredResult } from './queries.ts';
import { ensureCasinoTables } from './rounds.ts';
import { roundSnapshot } from './service.ts';
import { UnknownCasinoGameError, type CasinoLoop, type CasinoRoundMove } from './loop.ts';
import { inPlayTestGame, registerInPlayTestGame, testClock, testLoop } from '../testing/casinoLoop.ts';

/**
 * The round loop against the real database, tick by tick on a clock the test moves: Lucky 7 (one card) and
 * the in-play test game (three cards, betting reopening after the first).
 */

const lucky7Definition = casinoGameDefinition('lucky7') as CasinoGameDefinition;

let t: TestApp;
let clock = testClock();
let day = 0;

beforeAll(async () => {
  registerInPlayTestGame();
  t = await createTestApp({ now: () => clock.now() });
  await ensureCasinoTables(t.context.db, clock.now());
});
afterAll(() => t.close());

/** No rounds, every game open, and a clock on a day of its own (so round ids never repeat). */
async function fresh(): Promise<TestApp> {
  day += 1;
  clock = testClock(new Date(Date.UTC(2025, 5, day, 12)).toISOString());
  await t.context.db.delete(casinoRounds);
  await t.context.db.update(casinoTables).set({ enabled: true });
  return t;
}

async function roundsOf(t: TestApp, gameCode: string) {
  return t.context.db
    .select()
    .from(casinoRounds)
    .where(eq(casinoRounds.gameCode, gameCode))
    .orderBy(asc(casinoRounds.createdAt));
}

async function only(t: TestApp, gameCode: string, index = -1) {
  const rounds = await roundsOf(t, gameCode);
  const round = rounds.at(index);
  if (!round) throw new Error(`no round ${index} of ${gameCode}`);
  return round;
}

/** Moves the clock on and lets the loop look. */
async function tickAfter(loop: CasinoLoop, seconds: number): Promise<void> {
  clock.advance(seconds);
  await loop.tick();
}

const later = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000);
const movesOf = (moves: { gameCode: string; state: string; shown: number }[], gameCode: string) =>
  moves.filter((move) => move.gameCode === gameCode).map((move) => `${move.state}:${move.shown}`);

describe('the round loop', () => {
  it('runs a Lucky 7 round through open, suspended, its card, result and settled, then opens the next', async () => {
    const t = await fresh();
    const { loop, settlement, moves } = testLoop(t.context);
    const start = clock.now();

    await loop.tick();
    const opened = await only(t, 'lucky7');
    expect(opened).toMatchObject({
      id: casinoRoundId(5001, start),
      state: 'open',
      shown: 0,
      closesAt: later(20),
      nextAt: later(20),
      revealedAt: null,
    });
    expect(opened.commitment).toBe(commitmentOf(opened.serverSeed));

    await tickAfter(loop, 19);
    expect(await only(t, 'lucky7')).toMatchObject({ state: 'open', shown: 0 });

    await tickAfter(loop, 1);
    expect(await only(t, 'lucky7')).toMatchObject({ state: 'suspended', shown: 0, nextAt: later(5) });

    await tickAfter(loop, 5);
    const resulted = await only(t, 'lucky7');
    const deal = dealOfRound(lucky7Definition, { ...resulted, roundId: resulted.id });
    const outcome = lucky7Definition.result(deal);
    expect(resulted).toMatchObject({
      state: 'result',
      shown: 1,
      winnerName: outcome.winnerName,
      revealedAt: clock.now(),
      settledAt: clock.now(),
      nextAt: later(5),
    });
    expect(resulted.result as StoredResult).toEqual({ ...outcome, table: lucky7Definition.table(deal, 1) });
    expect(settlement.calls.settle).toEqual([opened.id]);

    await tickAfter(loop, 4);
    expect(await only(t, 'lucky7')).toMatchObject({ state: 'result' });

    await tickAfter(loop, 1);
    const rounds = await roundsOf(t, 'lucky7');
    expect(rounds.map((round) => round.state)).toEqual(['settled', 'open']);
    expect(rounds[1]?.id).toBe(casinoRoundId(5001, clock.now()));
    expect(rounds[1]?.serverSeed).not.toBe(opened.serverSeed);
    expect(movesOf(moves, 'lucky7')).toEqual(['open:0', 'suspended:0', 'result:1', 'settled:1', 'open:0']);
    expect(settlement.calls.void).toEqual([]);
  });

  it('shows an in-play game’s cards one at a time and reopens betting where the game says', async () => {
    const t = await fresh();
    const { loop, moves } = testLoop(t.context);
    await loop.tick();
    const { id } = await only(t, 'testHiLo');
    const deal = dealOfRound(inPlayTestGame, { ...(await only(t, 'testHiLo')), roundId: id });
    const codes = inPlayTestGame.table(deal, 3);
    const snapshot = async () => {
      const round = await roundSnapshot(t.context, id);
      return {
        status: round?.status,
        cards: round?.cards,
        secondsLeft: round?.secondsLeft,
        main: round?.markets[0]?.status,
      };
    };

    expect(await snapshot()).toEqual({
      status: 'open',
      cards: ['1', '1', '1'],
      secondsLeft: 10,
      main: 'OPEN',
    });
    await tickAfter(loop, 10);
    expect(await snapshot()).toMatchObject({
      status: 'suspended',
      cards: ['1', '1', '1'],
      main: 'SUSPENDED',
    });
    await tickAfter(loop, 2);
    // Reopened after the first card, for the game's reopen window.
    expect(await snapshot()).toEqual({
      status: 'open',
      cards: [codes[0], '1', '1'],
      secondsLeft: 6,
      main: 'OPEN',
    });
    expect(await only(t, 'testHiLo')).toMatchObject({ closesAt: later(6), nextAt: later(6) });
    await tickAfter(loop, 6);
    expect(await snapshot()).toMatchObject({ status: 'suspended', cards: [codes[0], '1', '1'] });
    await tickAfter(loop, 2);
    expect(await snapshot()).toMatchObject({ status: 'suspended', cards: [codes[0], codes[1], '1'] });
    await tickAfter(loop, 2);
    expect(await snapshot()).toMatchObject({ status: 'result', cards: codes });
    await tickAfter(loop, 3);
    expect(movesOf(moves, 'testHiLo')).toEqual([
      'open:0',
      'suspended:0',
      'open:1',
      'suspended:1',
      'suspended:2',
      'result:3',
      'settled:3',
      'open:0',
    ]);
  });

  it('never takes a step twice when two loops drive the same games', async () => {
    const t = await fresh();
    // Both record into one list, so it is in the order the moves were made.
    const moves: CasinoRoundMove[] = [];
    const one = testLoop(t.context, { onMove: (move) => moves.push(move) });
    const two = testLoop(t.context, { onMove: (move) => moves.push(move) });
    const both = async () => {
      await Promise.all([one.loop.tick(), two.loop.tick(), one.loop.tick(), two.loop.tick()]);
    };
    // Two whole Lucky 7 cycles (30 s each) and more than two of the in-play game, a second at a time.
    for (let second = 0; second <= 61; second += 1) {
      await both();
      clock.advance(1);
    }
    const keys = moves.map((move) => `${move.roundId}:${move.state}:${move.shown}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(movesOf(moves, 'lucky7')).toEqual([
      ...['open:0', 'suspended:0', 'result:1', 'settled:1'],
      ...['open:0', 'suspended:0', 'result:1', 'settled:1'],
      'open:0',
    ]);
    // Each finished round settled once, whichever loop got there.
    const settled = [...one.settlement.calls.settled, ...two.settlement.calls.settled];
    expect(new Set(settled).size).toBe(settled.length);
    const finished = (await roundsOf(t, 'lucky7')).filter((round) => round.state === 'settled');
    expect(settled.filter((id) => id.startsWith('5001')).sort()).toEqual(
      finished.map((round) => round.id).sort(),
    );
    expect([...one.errors, ...two.errors]).toEqual([]);
  });

  it('voids a round interrupted by a stop, once, reveals its seed and opens the next', async () => {
    const t = await fresh();
    const before = testLoop(t.context);
    await before.loop.tick();
    await tickAfter(before.loop, 20);
    const interrupted = await only(t, 'lucky7');
    expect(interrupted.state).toBe('suspended');

    // The process stops for a minute; two come back at once.
    clock.advance(60);
    const one = testLoop(t.context);
    const two = testLoop(t.context);
    await Promise.all([one.loop.tick(), two.loop.tick()]);
    await Promise.all([one.loop.tick(), two.loop.tick()]);

    const voided = await only(t, 'lucky7', 0);
    expect(voided).toMatchObject({
      id: interrupted.id,
      state: 'void',
      revealedAt: clock.now(),
      voidedAt: clock.now(),
      result: null,
      settledAt: null,
    });
    expect([...one.settlement.calls.voided, ...two.settlement.calls.voided]).toEqual(
      expect.arrayContaining([interrupted.id]),
    );
    const voids = [...one.moves, ...two.moves].filter((move) => move.state === 'void');
    expect(voids.map((move) => move.roundId).sort()).toEqual(
      [interrupted.id, (await only(t, 'testHiLo', 0)).id].sort(),
    );
    const refunds = [...one.settlement.calls.voided, ...two.settlement.calls.voided];
    expect(refunds.filter((id) => id === interrupted.id)).toHaveLength(1);
    expect((await roundsOf(t, 'lucky7')).map((round) => round.state)).toEqual(['void', 'open']);
  });

  it('voids and refunds, once, the round another dealer left under way when it takes the dealer’s place', async () => {
    const t = await fresh();
    const { loop } = testLoop(t.context);
    await loop.tick();
    const left = await only(t, 'lucky7');
    expect(left.state).toBe('open');
    // Two seconds on, well within the grace period: a process taking over voids it all the same.
    clock.advance(2);
    const next = testLoop(t.context, { stepped: true });
    await next.loop.start({ voidLiveRounds: true });
    expect(await only(t, 'lucky7', 0)).toMatchObject({ id: left.id, state: 'void' });
    expect(next.settlement.calls.void.filter((id) => id === left.id)).toHaveLength(1);
    expect(next.moves).toContainEqual({ roundId: left.id, gameCode: 'lucky7', state: 'void', shown: 0 });
  });

  it('carries on a round that is late by no more than the grace period, and settles one stopped at its result', async () => {
    const t = await fresh();
    const { loop, settlement } = testLoop(t.context);
    await loop.tick();
    // Due at +20; looked at 15 s late: still within the grace period.
    await tickAfter(loop, 35);
    expect(await only(t, 'lucky7')).toMatchObject({ state: 'suspended' });
    await tickAfter(loop, 5);
    const resulted = await only(t, 'lucky7');
    expect(resulted.state).toBe('result');

    // Stopped while the result showed: the result stands, and the round settles and moves on.
    await t.context.db.update(casinoRounds).set({ settledAt: null }).where(eq(casinoRounds.id, resulted.id));
    clock.advance(120);
    const after = testLoop(t.context);
    await after.loop.tick();
    expect(after.settlement.calls.settled).toContain(resulted.id);
    expect((await roundsOf(t, 'lucky7')).map((round) => round.state)).toEqual(['settled', 'open']);
    const lucky7Voids = [...settlement.calls.void, ...after.settlement.calls.void].filter((id) =>
      id.startsWith('5001'),
    );
    expect(lucky7Voids).toEqual([]);
  });

  it('keeps a round at its result until its settlement succeeds', async () => {
    const t = await fresh();
    const { loop, settlement, errors } = testLoop(t.context);
    await loop.tick();
    await tickAfter(loop, 20);
    settlement.failNextSettles = 2;
    await tickAfter(loop, 5);
    const { id } = await only(t, 'lucky7');
    expect(await only(t, 'lucky7')).toMatchObject({ state: 'result', settledAt: null });
    await tickAfter(loop, 5);
    expect(await only(t, 'lucky7')).toMatchObject({ id, state: 'result', settledAt: null });
    expect(errors).toHaveLength(2);
    await tickAfter(loop, 1);
    expect(await only(t, 'lucky7', 0)).toMatchObject({ id, state: 'settled', settledAt: clock.now() });
    expect(settlement.calls.settle.filter((call) => call === id)).toHaveLength(3);
  });

  it('voids the running round of a closed game, opens none until it is opened again', async () => {
    const t = await fresh();
    const { loop, settlement } = testLoop(t.context);
    await loop.tick();
    const running = await only(t, 'lucky7');
    await setCasinoTableEnabled(t.context.db, 'lucky7', false);
    await tickAfter(loop, 1);
    await tickAfter(loop, 30);
    // Its betting ended at the void, before the refund.
    expect(await roundsOf(t, 'lucky7')).toMatchObject([
      { id: running.id, state: 'void', closesAt: later(-30), voidedAt: later(-30) },
    ]);
    expect(settlement.calls.voided).toContain(running.id);

    await setCasinoTableEnabled(t.context.db, 'lucky7', true);
    await loop.tick();
    expect((await roundsOf(t, 'lucky7')).map((round) => round.state)).toEqual(['void', 'open']);

    // Closed while its result shows: the result stands and settles; no round follows.
    await tickAfter(loop, 25);
    await tickAfter(loop, 5);
    expect(await only(t, 'lucky7')).toMatchObject({ state: 'result' });
    await setCasinoTableEnabled(t.context.db, 'lucky7', false);
    await tickAfter(loop, 5);
    await loop.tick();
    expect((await roundsOf(t, 'lucky7')).map((round) => round.state)).toEqual(['void', 'settled']);
  });

  it('ticks by itself once started, until stopped', async () => {
    const t = await fresh();
    const { loop } = testLoop(t.context, { tickMs: 5 });
    await loop.start();
    await vi.waitFor(async () => expect(await roundsOf(t, 'lucky7')).toHaveLength(1));
    await loop.stop();
    const stoppedAt = await roundsOf(t, 'testHiLo');
    clock.advance(10);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await roundsOf(t, 'testHiLo')).toEqual(stoppedAt);
  });
});

describe('the stepped round loop (CASINO=stepped)', () => {
  const teen20 = { code: 'teen20', matchId: 5002 };
  /** A stepped loop driving Teen Patti 20-20 and Lucky 7. */
  const steppedLoop = (context: Parameters<typeof testLoop>[0] = t.context) =>
    testLoop(context, { games: [teen20.code, 'lucky7'], stepped: true, tickMs: 5 });
  const move = (roundId: string, state: string, shown: number) => ({
    roundId,
    gameCode: teen20.code,
    state,
    shown,
  });

  it('never ticks by itself once started', async () => {
    const t = await fresh();
    const { loop, moves } = steppedLoop();
    await loop.start();
    clock.advance(60);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(moves).toEqual([]);
    expect(await t.context.db.select().from(casinoRounds)).toEqual([]);
    await loop.stop();
  });

  it('takes a Teen Patti 20-20 round from its opening to the next one a step at a time, at the clock’s now', async () => {
    const t = await fresh();
    const { loop, settlement, moves } = steppedLoop();
    await loop.start();

    const id = casinoRoundId(teen20.matchId, clock.now());
    expect(await loop.stepGame(teen20.code)).toEqual([move(id, 'open', 0)]);
    expect(await only(t, teen20.code)).toMatchObject({ id, state: 'open', closesAt: later(20) });

    // Betting ends at the step, 2 s in rather than 20: the round's schedule is pulled to the clock.
    clock.advance(2);
    expect(await loop.stepGame(teen20.code)).toEqual([move(id, 'suspended', 0)]);
    expect(await only(t, teen20.code)).toMatchObject({
      state: 'suspended',
      closesAt: clock.now(),
      nextAt: later(3),
    });
    for (let shown = 1; shown <= 5; shown += 1) {
      clock.advance(1);
      expect(await loop.stepGame(teen20.code)).toEqual([move(id, 'suspended', shown)]);
      expect(await only(t, teen20.code)).toMatchObject({ shown, nextAt: later(3) });
    }

    // The sixth card is the result, settled as it comes.
    clock.advance(1);
    expect(await loop.stepGame(teen20.code)).toEqual([move(id, 'result', 6)]);
    expect(await only(t, teen20.code)).toMatchObject({
      state: 'result',
      revealedAt: clock.now(),
      settledAt: clock.now(),
      nextAt: later(5),
    });
    expect(settlement.calls.settle).toEqual([id]);

    clock.advance(1);
    const next = casinoRoundId(teen20.matchId, clock.now());
    expect(await loop.stepGame(teen20.code)).toEqual([move(id, 'settled', 6), move(next, 'open', 0)]);
    expect((await roundsOf(t, teen20.code)).map((round) => [round.id, round.state])).toEqual([
      [id, 'settled'],
      [next, 'open'],
    ]);
    expect(settlement.calls.settle).toEqual([id]);
    expect(settlement.calls.void).toEqual([]);
    // Only the game stepped moved.
    expect(new Set(moves.map((recorded) => recorded.gameCode))).toEqual(new Set([teen20.code]));
    expect(await roundsOf(t, 'lucky7')).toEqual([]);
    await loop.stop();
  });

  it('voids a round the clock left past the grace period at the step, and opens the next', async () => {
    const t = await fresh();
    const { loop, settlement } = steppedLoop();
    await loop.start();
    await loop.stepGame(teen20.code);
    await loop.stepGame(teen20.code);
    const stale = await only(t, teen20.code);
    expect(stale.state).toBe('suspended');

    // A test moved the app clock a day on.
    clock.advance(24 * 60 * 60);
    const next = casinoRoundId(teen20.matchId, clock.now());
    expect(await loop.stepGame(teen20.code)).toEqual([move(stale.id, 'void', 0), move(next, 'open', 0)]);
    expect(await only(t, teen20.code, 0)).toMatchObject({
      id: stale.id,
      state: 'void',
      revealedAt: clock.now(),
      voidedAt: clock.now(),
      settledAt: null,
    });
    expect(settlement.calls.voided).toEqual([stale.id]);
    expect(settlement.calls.settle).toEqual([]);
    await loop.stop();
  });

  it('opens the next round even when a whole round was stepped within one second', async () => {
    await fresh();
    // The app's clock runs with real time (round ids name their second of opening).
    const startedAt = Date.now();
    const running = { db: t.context.db, now: () => new Date(clock.now().getTime() + Date.now() - startedAt) };
    const { loop } = steppedLoop(running);
    await loop.start();
    const [opened] = await loop.stepGame(teen20.code);
    const moves: CasinoRoundMove[] = [];
    while (!moves.some((made) => made.state === 'open')) moves.push(...(await loop.stepGame(teen20.code)));
    const next = moves.at(-1);
    expect(next).toMatchObject({ state: 'open', shown: 0 });
    expect(next?.roundId).not.toBe(opened?.roundId);
    expect((await roundsOf(t, teen20.code)).map((round) => round.state)).toEqual(['settled', 'open']);
    await loop.stop();
  });

  it('refuses a game it does not drive, moving nothing', async () => {
    const t = await fresh();
    const { loop, moves } = testLoop(t.context, { games: [teen20.code], stepped: true });
    await loop.start();
    await expect(loop.stepGame('nope')).rejects.toThrow(UnknownCasinoGameError);
    await expect(loop.stepGame('lucky7')).rejects.toThrow('No casino game "lucky7"');
    expect(moves).toEqual([]);
    // A refused step does not stop the next.
    expect(await loop.stepGame(teen20.code)).toMatchObject([{ state: 'open' }]);
    await loop.stop();
  });
});
