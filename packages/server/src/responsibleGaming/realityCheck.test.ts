import { refusalCatalog } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBet } from '../testing/bets.ts';
import { settleCasinoRound } from '../casino/settlement.ts';
import { casinoBet, finishRound, lucky7, openTestRound, openTestRoundDealing } from '../testing/casino.ts';
import { rowsOf } from '../db/rows.ts';
import { verifyLedger } from '../ledger/index.ts';
import { runnerBet } from '../testing/markets.ts';
import { hour, rgPlayer, rgState, rgTestApp, type RgTestApp } from '../testing/responsibleGaming.ts';

let rg: RgTestApp;
beforeAll(async () => {
  rg = await rgTestApp();
});
afterAll(() => rg.close());

const casinoClock = () => ({ now: rg.now, advance: (ms: number) => rg.advance(ms) });
const answer = (token: string, action: string) =>
  rg.t.call('POST', '/api/responsible-gaming/reality-check', { token, body: { action } });

async function casinoBetNow(token: string) {
  const round = await openTestRound(rg.t, casinoClock(), lucky7);
  return placeBet(rg.t, token, casinoBet(round, { suffix: 'lowHigh', selectionId: 1, stake: 100 }));
}

describe('the reality check (players outside the UK)', () => {
  // First: the test provider lists its games by real time, which the later tests move the clock from.
  it('pauses provider debits too, and shows what the session won and lost at the casino', async () => {
    const player = await rgPlayer(rg, { rupees: 2000 });
    // Launched first: the test provider lists its games by real time, which opening a round moves from.
    const { token: gameToken } = await rg.launch(player.token);
    expect((await rg.call('authenticate', { token: gameToken })).body.status).toBe('OK');
    // In-house: a King deals High, so High wins and Low loses.
    const round = await openTestRoundDealing(rg.t, casinoClock(), lucky7, (card) => card.rank === 13);
    const high = casinoBet(round, { suffix: 'lowHigh', selectionId: 2, stake: 100 });
    expect((await placeBet(rg.t, player.token, high)).status).toBe(200);
    expect(
      (
        await placeBet(
          rg.t,
          player.token,
          casinoBet(round, { suffix: 'lowHigh', selectionId: 1, stake: 100 }),
        )
      ).status,
    ).toBe(200);
    await settleCasinoRound(rg.t.context, (await finishRound(rg.t, round)).id);

    // A provider's game: one round won (debit 50, credit 120), one lost (debit 30).
    const debit = (transactionId: string, roundId: string, amount: string) =>
      rg.call('debit', { token: gameToken, transactionId, roundId, gameCode: 'lucky-reels', amount });
    const id = crypto.randomUUID();
    expect((await debit(`d1-${id}`, `r1-${id}`, '50.00')).body.status).toBe('OK');
    await rg.call('credit', {
      token: gameToken,
      transactionId: `c1-${id}`,
      debitTransactionId: `d1-${id}`,
      roundId: `r1-${id}`,
      gameCode: 'lucky-reels',
      amount: '120.00',
    });
    expect((await debit(`d2-${id}`, `r2-${id}`, '30.00')).body.status).toBe('OK');

    const state = await rgState(rg.t, player.token);
    const highProfit = Math.round(100 * (high.odds - 1) * 100) / 100;
    expect(state.realityCheck).toMatchObject({ sessionWon: highProfit + 70, sessionLost: 100 + 30 });

    rg.advance(hour);
    const refused = await debit(`d3-${id}`, `r3-${id}`, '10.00');
    expect(refused.body).toMatchObject({
      status: 'PLAYER_BLOCKED',
      message: refusalCatalog.reality_check_due,
    });
    await answer(player.token, 'continue');
    expect((await debit(`d4-${id}`, `r4-${id}`, '10.00')).body.status).toBe('OK');
    expect(await verifyLedger(rg.t.database.db)).toEqual([]);
  });
  it('starts at the first casino play, pauses casino play after an hour until answered, and continue gives an hour more', async () => {
    const player = await rgPlayer(rg);
    const before = await rgState(rg.t, player.token);
    expect(before.realityCheck).toMatchObject({
      applies: true,
      enabled: true,
      due: false,
      dueAt: null,
      sessionStartedAt: null,
    });

    expect((await casinoBetNow(player.token)).status).toBe(200);
    const started = await rgState(rg.t, player.token);
    const startedAt = Date.parse(started.realityCheck.sessionStartedAt ?? '');
    expect(Date.parse(started.realityCheck.dueAt ?? '') - startedAt).toBe(hour);

    rg.advance(hour);
    expect((await rgState(rg.t, player.token)).realityCheck.due).toBe(true);
    const paused = await casinoBetNow(player.token);
    expect(paused).toMatchObject({
      status: 409,
      code: 'reality_check_due',
      message: refusalCatalog.reality_check_due,
    });
    expect((await rg.play(player.token)).body).toMatchObject({ code: 'reality_check_due' });
    // Sports bets are not casino play.
    const sports = await placeBet(
      rg.t,
      player.token,
      runnerBet(rg.match.matchOdds, rg.match.matchId, { side: 'back', odds: 2, stake: 100 }),
    );
    expect(sports.status).toBe(200);

    const continued = await answer(player.token, 'continue');
    expect(continued.status).toBe(200);
    const next = continued.body.data as typeof started;
    expect(next.realityCheck.due).toBe(false);
    // An hour after the answer (the clock is real time moved on, so allow the call's own time).
    expect(Math.abs(Date.parse(next.realityCheck.dueAt ?? '') - (rg.now().getTime() + hour))).toBeLessThan(
      5_000,
    );
    expect((await casinoBetNow(player.token)).status).toBe(200);
  });

  it('starts once for casino bets placed at once, from the first of them, and pauses them all once due', async () => {
    const player = await rgPlayer(rg);
    const round = await openTestRound(rg.t, casinoClock(), lucky7);
    const bets = await Promise.all(
      Array.from({ length: 6 }, (_unused, index) =>
        placeBet(
          rg.t,
          player.token,
          casinoBet(round, { suffix: 'lowHigh', selectionId: (index % 2) + 1, stake: 100 }),
        ),
      ),
    );
    expect(bets.map((bet) => bet.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const [check] = await rowsOf<{ play_from: Date }>(
      rg.t.context.db,
      sql`select play_from from reality_check_sessions where user_id = ${player.user.id}`,
    );
    const [firstBet] = await rowsOf<{ first: Date }>(
      rg.t.context.db,
      sql`select min(created_at) as first from bets where user_id = ${player.user.id}`,
    );
    expect(new Date(String(check?.play_from)).getTime()).toBe(new Date(String(firstBet?.first)).getTime());

    rg.advance(hour);
    const paused = await Promise.all(
      Array.from({ length: 3 }, () =>
        placeBet(rg.t, player.token, casinoBet(round, { suffix: 'lowHigh', selectionId: 1, stake: 100 })),
      ),
    );
    expect(paused.map((bet) => bet.code)).toEqual([
      'reality_check_due',
      'reality_check_due',
      'reality_check_due',
    ]);
  });

  it('a new sign-in session starts afresh (logging out answers it)', async () => {
    const player = await rgPlayer(rg);
    await casinoBetNow(player.token);
    rg.advance(hour);
    expect((await casinoBetNow(player.token)).code).toBe('reality_check_due');
    const fresh = await rg.t.signIn(player.user);
    expect((await rgState(rg.t, fresh)).realityCheck).toMatchObject({ due: false, sessionStartedAt: null });
    expect((await casinoBetNow(fresh)).status).toBe(200);
  });

  it('opt-out stops the reminders; the player or an operator re-enables them, restarting the hour', async () => {
    const player = await rgPlayer(rg);
    await casinoBetNow(player.token);
    rg.advance(hour);
    const optedOut = await answer(player.token, 'opt-out');
    expect(optedOut.body.data).toMatchObject({
      realityCheck: { enabled: false, applies: false, due: false },
    });
    expect((await casinoBetNow(player.token)).status).toBe(200);

    const enabled = await answer(player.token, 'enable');
    expect(enabled.body.data).toMatchObject({ realityCheck: { enabled: true, applies: true, due: false } });
    expect((await casinoBetNow(player.token)).status).toBe(200);
    rg.advance(hour);
    expect((await casinoBetNow(player.token)).code).toBe('reality_check_due');

    await answer(player.token, 'opt-out');
    const agentToken = rg.tree.token(rg.tree.agent);
    const byOperator = await rg.t.call('POST', `/api/responsible-gaming/${player.user.id}/reality-check`, {
      token: agentToken,
      body: { enabled: true },
    });
    expect(byOperator.status).toBe(200);
    expect(byOperator.body.data).toMatchObject({ realityCheck: { enabled: true } });
    const kinds = (byOperator.body.data as { history: { kind: string; by: string }[] }).history.map(
      (event) => `${event.kind} by ${event.by}`,
    );
    expect(kinds.slice(0, 4)).toEqual([
      `reality_check_enabled by ${rg.tree.agent.username}`,
      `reality_check_opted_out by ${player.user.username}`,
      `reality_check_enabled by ${player.user.username}`,
      `reality_check_opted_out by ${player.user.username}`,
    ]);
    expect((await answer(player.token, 'later')).status).toBe(400);
  });

  it('does not concern UK players', async () => {
    const player = await rgPlayer(rg, { jurisdiction: 'uk' });
    await casinoBetNow(player.token);
    rg.advance(3 * hour);
    expect((await rgState(rg.t, player.token)).realityCheck).toMatchObject({ applies: false, due: false });
    expect((await casinoBetNow(player.token)).status).toBe(200);
  });
});
