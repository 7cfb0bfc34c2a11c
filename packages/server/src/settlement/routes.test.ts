import { privilege, privilegeIds } from '@exchange/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { balanceOf, newPlayer, placeBet } from '../testing/bets.ts';
import { house, transfer } from '../ledger/index.ts';
import { createTestApp, type TestUser } from '../testing/app.ts';
import { createLoginAccount } from '../testing/loginAccounts.ts';
import { createTestMatch, fancyBet, runnerBet, type TestMatch } from '../testing/markets.ts';
import { boardSettlementOf } from './index.ts';

const t = await createTestApp();
afterAll(() => t.close());

const admin = await t.createUser({ role: 'admin' });
const sadmin = await t.createUser({ role: 'sadmin', parent: admin, privileges: [...privilegeIds] });
const dl = await t.createUser({ role: 'dl', parent: sadmin, privileges: [...privilegeIds] });
const adminToken = await t.signIn(admin);

let match: TestMatch;
let player: { user: TestUser; token: string };

beforeEach(async () => {
  match = await createTestMatch(t);
  player = await newPlayer(t, dl, { balance: 5_000 });
});

const home = () => match.matchOdds.runners[0]?.selectionId ?? 0;
const away = () => match.matchOdds.runners[1]?.selectionId ?? 0;

function post(path: string, body: unknown, token = adminToken) {
  return t.call('POST', `/api/${path}`, { token, body });
}

describe('POST declare-result', () => {
  it("settles the market's bets placed through placebet and closes it for betting", async () => {
    const back = await placeBet(
      t,
      player.token,
      runnerBet(match.matchOdds, match.matchId, { side: 'back', odds: 2.0, stake: 100 }),
    );
    expect(back.status).toBe(200);
    expect(await balanceOf(t, player.token)).toEqual({ balance: 5_000, exposer: 100 });

    const declared = await post('declare-result', { marketId: match.matchOdds.marketId, result: home() });

    expect(declared.status).toBe(200);
    expect(declared.body).toEqual({
      error: false,
      message: 'Result declared',
      data: { status: 'settled', players: 1, closedBets: 1, cancelledBets: 0 },
    });
    expect(await balanceOf(t, player.token)).toEqual({ balance: 5_100, exposer: 0 });
    expect(t.context.board.market(match.matchOdds.marketId)?.status).toBe('CLOSED');
    const late = await placeBet(
      t,
      player.token,
      runnerBet(match.matchOdds, match.matchId, { side: 'back', odds: 2.0, stake: 10 }),
    );
    expect(late).toMatchObject({ status: 400, code: 'market_closed' });
  });

  it('answers the same result again as already declared, and another result with 409', async () => {
    await post('declare-result', { marketId: match.matchOdds.marketId, result: home() });
    const again = await post('declare-result', { marketId: match.matchOdds.marketId, result: home() });
    expect(again.body.message).toBe('Result already declared');
    const other = await post('declare-result', { marketId: match.matchOdds.marketId, result: away() });
    expect(other).toMatchObject({
      status: 409,
      body: {
        code: 'market_settled_with_other_result',
        message: 'This market is already settled with another result. Roll it back first.',
      },
    });
  });

  it('refuses bad input with a clear 400 and an unknown market with 404', async () => {
    expect((await post('declare-result', { marketId: match.matchOdds.marketId })).body.message).toBe(
      'result is required',
    );
    expect((await post('declare-result', { marketId: match.matchOdds.marketId, result: 'x' })).status).toBe(
      400,
    );
    expect((await post('declare-result', { marketId: 'nope', result: 1 })).status).toBe(404);
    expect((await post('declare-result', { marketId: match.fancy.marketId, result: -1 })).status).toBe(400);
  });

  it('is the platform’s alone: an Admin of another branch cannot settle, void or roll back a market of this one', async () => {
    const back = await placeBet(
      t,
      player.token,
      runnerBet(match.matchOdds, match.matchId, { side: 'back', odds: 2.0, stake: 100 }),
    );
    expect(back.status).toBe(200);
    // A white-label Admin holding every privilege, on a branch beside the player's.
    const otherLabel = await t.createUser({ role: 'sadmin', parent: admin, privileges: [...privilegeIds] });
    const otherToken = await t.signIn(otherLabel);
    const marketId = match.matchOdds.marketId;
    for (const [path, body] of [
      ['declare-result', { marketId, result: away() }],
      ['void-market', { marketId }],
      ['rollback-result', { marketId }],
    ] as const) {
      expect((await post(path, body, otherToken)).status, path).toBe(403);
      // Nor the player's own label's Admin, nor an agent: results are one for every label.
      expect((await post(path, body, await t.signIn(sadmin))).status, path).toBe(403);
      expect((await post(path, body, await t.signIn(dl))).status, path).toBe(403);
    }
    expect(await balanceOf(t, player.token)).toEqual({ balance: 5_000, exposer: 100 });
    expect(t.context.board.market(marketId)?.status).not.toBe('CLOSED');
  });

  it('lets a Super Admin login account holding Events declare, and refuses one without it', async () => {
    const marketId = match.matchOdds.marketId;
    const withoutEvents = await createLoginAccount(
      t,
      admin,
      privilegeIds.filter((id) => id !== privilege.events),
    );
    const refused = await post('declare-result', { marketId, result: home() }, await t.signIn(withoutEvents));
    expect(refused.status).toBe(403);
    const withEvents = await createLoginAccount(t, admin, [privilege.events]);
    const declared = await post('declare-result', { marketId, result: home() }, await t.signIn(withEvents));
    expect(declared.status).toBe(200);
  });
});

describe('POST void-market and POST rollback-result', () => {
  it('voids a session and gives the reserved exposure back; a rollback reserves it again', async () => {
    const yes = await placeBet(
      t,
      player.token,
      fancyBet(match.fancy, match.matchId, { side: 'back', line: 80, rate: 100, stake: 200 }),
    );
    expect(yes.status).toBe(200);
    expect((await balanceOf(t, player.token)).exposer).toBe(200);

    const voided = await post('void-market', { marketId: match.fancy.marketId });
    expect(voided.body.data).toEqual({ status: 'void', players: 1, closedBets: 1, cancelledBets: 0 });
    expect(await balanceOf(t, player.token)).toEqual({ balance: 5_000, exposer: 0 });

    const rolledBack = await post('rollback-result', { marketId: match.fancy.marketId });
    expect(rolledBack.body).toMatchObject({
      message: 'Void rolled back',
      data: { undone: 'void', reopenedBets: 1 },
    });
    expect(await balanceOf(t, player.token)).toEqual({ balance: 5_000, exposer: 200 });
  });

  it('rolls a wrong result back and settles the right one', async () => {
    await placeBet(
      t,
      player.token,
      runnerBet(match.matchOdds, match.matchId, { side: 'back', odds: 2.0, stake: 100 }),
    );
    await post('declare-result', { marketId: match.matchOdds.marketId, result: away() });
    expect((await balanceOf(t, player.token)).balance).toBe(4_900);
    const rolledBack = await post('rollback-result', { marketId: match.matchOdds.marketId });
    expect(rolledBack.body).toMatchObject({ message: 'Result rolled back', data: { undone: 'settlement' } });
    expect(await balanceOf(t, player.token)).toEqual({ balance: 5_000, exposer: 100 });
    await post('declare-result', { marketId: match.matchOdds.marketId, result: home() });
    expect(await balanceOf(t, player.token)).toEqual({ balance: 5_100, exposer: 0 });
  });
});

describe('refusals of a market that already stands otherwise', () => {
  it('refuses a result on a void market and a void of a settled one, each with 409 and its code', async () => {
    await post('void-market', { marketId: match.matchOdds.marketId });
    expect(
      await post('declare-result', { marketId: match.matchOdds.marketId, result: home() }),
    ).toMatchObject({
      status: 409,
      body: { code: 'market_voided', message: 'This market is void. Roll back the void first.' },
    });
    await post('declare-result', {
      marketId: match.bookmaker.marketId,
      result: match.bookmaker.runners[0]?.selectionId ?? 0,
    });
    expect(await post('void-market', { marketId: match.bookmaker.marketId })).toMatchObject({
      status: 409,
      body: {
        code: 'market_settled',
        message: 'This market is settled. Roll back its result before voiding it.',
      },
    });
  });

  it('refuses a rollback without a result, or once the winnings are spent', async () => {
    expect(await post('rollback-result', { marketId: match.matchOdds.marketId })).toMatchObject({
      status: 409,
      body: { code: 'nothing_to_roll_back', message: 'This market has no result to roll back' },
    });
    await placeBet(
      t,
      player.token,
      runnerBet(match.matchOdds, match.matchId, { side: 'back', odds: 2.0, stake: 1_000 }),
    );
    await post('declare-result', { marketId: match.matchOdds.marketId, result: home() });
    expect(await balanceOf(t, player.token)).toEqual({ balance: 6_000, exposer: 0 });
    await transfer(t.context.db, {
      fromUserId: player.user.id,
      toUserId: house,
      amount: 5_500 * 100,
      kind: 'withdrawal',
      narration: 'Withdraw',
    });
    expect(await post('rollback-result', { marketId: match.matchOdds.marketId })).toMatchObject({
      status: 409,
      body: {
        code: 'winnings_spent',
        message: `Cannot roll back: these players no longer hold their winnings: ${player.user.username}`,
      },
    });
    expect(await balanceOf(t, player.token)).toEqual({ balance: 500, exposer: 0 });
  });
});

describe("the feed's results", () => {
  it('settle the market as soon as the board announces them', async () => {
    await placeBet(
      t,
      player.token,
      runnerBet(match.matchOdds, match.matchId, { side: 'lay', odds: 2.02, stake: 100 }),
    );
    t.context.board.announceResult(match.matchOdds.marketId, away());
    await boardSettlementOf(t.app).idle();
    expect(await balanceOf(t, player.token)).toEqual({ balance: 5_100, exposer: 0 });
  });

  it('void a market the board voids', async () => {
    await placeBet(
      t,
      player.token,
      runnerBet(match.bookmaker, match.matchId, { side: 'back', odds: 95, stake: 100 }),
    );
    t.context.board.announceVoid(match.bookmaker.marketId);
    await boardSettlementOf(t.app).idle();
    expect(await balanceOf(t, player.token)).toEqual({ balance: 5_000, exposer: 0 });
  });
});
