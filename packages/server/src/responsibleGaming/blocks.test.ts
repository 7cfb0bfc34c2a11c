import { refusalCatalog } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBet } from '../testing/bets.ts';
import { requestDeposit, requestWithdrawal } from '../testing/cashier.ts';
import { casinoBet, lucky7, openTestRound } from '../testing/casino.ts';
import { testPassword } from '../testing/app.ts';
import { runnerBet } from '../testing/markets.ts';
import { verifyLedger } from '../ledger/index.ts';
import {
  day,
  rgPlayer,
  rgState,
  rgTestApp,
  selfExclude,
  type RgTestApp,
} from '../testing/responsibleGaming.ts';

let rg: RgTestApp;
beforeAll(async () => {
  rg = await rgTestApp();
});
afterAll(() => rg.close());

const casinoClock = () => ({ now: rg.now, advance: (ms: number) => rg.advance(ms) });

/** Every kind of play and deposit, each answering its status and (refused) its code. */
async function tryEverything(player: Awaited<ReturnType<typeof rgPlayer>>) {
  const { t, match } = rg;
  const sports = await placeBet(
    t,
    player.token,
    runnerBet(match.matchOdds, match.matchId, { side: 'back', odds: 2, stake: 100 }),
  );
  const round = await openTestRound(t, casinoClock(), lucky7);
  const casino = await placeBet(
    t,
    player.token,
    casinoBet(round, { suffix: 'lowHigh', selectionId: 1, stake: 100 }),
  );
  const launch = await rg.play(player.token);
  const deposit = await requestDeposit(t, player.token, 500);
  return {
    sports: sports.code ?? sports.status,
    casino: casino.code ?? casino.status,
    launch: (launch.body as { code?: string }).code ?? launch.status,
    deposit: (deposit.body as { code?: string }).code ?? deposit.status,
  };
}

describe('self-exclusion outside the UK', () => {
  it('blocks every bet, game launch, provider debit and deposit; sign-in and withdrawals still work; it ends by itself', async () => {
    const player = await rgPlayer(rg);
    // A game launched before: its provider's debits are refused once excluded.
    const { token: gameToken } = await rg.launch(player.token);
    expect((await rg.call('authenticate', { token: gameToken })).body.status).toBe('OK');

    const excluded = await selfExclude(rg.t, player.token, '1d');
    expect(excluded.status).toBe(200);
    const state = excluded.body.data as Awaited<ReturnType<typeof rgState>>;
    expect(state.status).toBe('self_excluded');
    expect(state.selfExclusion?.period).toBe('1d');
    const { from = '', until = '' } = state.selfExclusion ?? {};
    expect(Date.parse(until) - Date.parse(from)).toBe(day);

    expect(await tryEverything(player)).toEqual({
      sports: 'self_excluded',
      casino: 'self_excluded',
      launch: 'self_excluded',
      deposit: 'self_excluded',
    });
    const refused = await placeBet(
      rg.t,
      player.token,
      runnerBet(rg.match.matchOdds, rg.match.matchId, { side: 'back', odds: 2, stake: 100 }),
    );
    expect(refused).toMatchObject({ status: 403, message: refusalCatalog.self_excluded });
    const debit = await rg.call('debit', {
      token: gameToken,
      transactionId: `rg-${crypto.randomUUID()}`,
      roundId: 'r1',
      gameCode: 'lucky-reels',
      amount: '10.00',
    });
    expect(debit.body).toMatchObject({ status: 'PLAYER_BLOCKED', message: refusalCatalog.self_excluded });
    expect(await rg.rupeesOf(player.user)).toBe(1000);

    // Still there: the balance, a withdrawal, signing in again.
    const withdrawal = await requestWithdrawal(rg.t, player.token, 200);
    expect(withdrawal.status).toBe(200);
    const login = await rg.t.call('POST', '/api/login', {
      body: { username: player.user.username, password: testPassword },
    });
    expect(login.body).toMatchObject({ error: false });
    // One session per player: the sign-in ended the earlier one.
    const { token } = login.body.data as { token: string };
    const balance = await rg.t.call('GET', '/api/get-user-balance', { token });
    expect(balance.body.data).toMatchObject({ balance: 800 });

    // A day later the account works again by itself.
    // The clock is real time moved on, and each casino round opened moved it a minute: ten minutes short
    // of the day leaves room for both.
    rg.advance(day - 10 * 60_000);
    const again = await rgPlayerSession(player);
    expect((await rgState(rg.t, again)).status).toBe('self_excluded');
    rg.advance(10 * 60_000);
    expect((await rgState(rg.t, again)).status).toBe('active');
    // The test provider checks calls against real time, a day from the moved clock: the launch gets past
    // the block to the provider and no further.
    expect(await tryEverything({ ...player, token: again })).toEqual({
      sports: 200,
      casino: 200,
      launch: 'casino_provider_unavailable',
      deposit: 200,
    });
    expect(await verifyLedger(rg.t.database.db)).toEqual([]);
  });

  it('needs the account password; wrong ones are sign-in guesses, then locked', async () => {
    const player = await rgPlayer(rg);
    const wrong = await selfExclude(rg.t, player.token, '1w', 'Wrong-password1');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'password_incorrect' });
    let last = wrong;
    for (let attempt = 0; attempt < 10 && last.status === 400; attempt += 1) {
      last = await selfExclude(rg.t, player.token, '1w', 'Wrong-password1');
    }
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject({ code: 'sign_in_locked' });
    // Locked: even the right password is not checked, and nothing changed.
    expect((await selfExclude(rg.t, player.token, '1w')).status).toBe(429);
    expect((await rgState(rg.t, player.token)).status).toBe('active');
  });

  it('refuses a period of the other jurisdiction, bad input, and a second exclusion, changing nothing', async () => {
    const player = await rgPlayer(rg);
    expect((await selfExclude(rg.t, player.token, '2y')).body).toMatchObject({
      code: 'self_exclusion_period_not_allowed',
    });
    expect((await selfExclude(rg.t, player.token, '2y')).status).toBe(422);
    expect((await selfExclude(rg.t, player.token, 'forever')).status).toBe(400);
    expect((await selfExclude(rg.t, player.token, '1w', '')).status).toBe(400);
    expect((await rgState(rg.t, player.token)).status).toBe('active');
    expect((await selfExclude(rg.t, player.token, '1w')).status).toBe(200);
    const second = await selfExclude(rg.t, player.token, '1d');
    expect(second).toMatchObject({ status: 403, body: { code: 'self_excluded' } });
    expect((await rgState(rg.t, player.token)).selfExclusion?.period).toBe('1w');
  });
});

/** A fresh sign-in of the player (another session), as after a day away. */
async function rgPlayerSession(player: Awaited<ReturnType<typeof rgPlayer>>) {
  return rg.t.signIn(player.user);
}

describe('self-exclusion in the UK', () => {
  it('takes six months at least, waits for an operator after the period, and no operator may end it early', async () => {
    const player = await rgPlayer(rg, { jurisdiction: 'uk' });
    expect((await selfExclude(rg.t, player.token, '1m')).body).toMatchObject({
      code: 'self_exclusion_period_not_allowed',
    });
    expect((await selfExclude(rg.t, player.token, '6m')).status).toBe(200);
    const agentToken = rg.tree.token(rg.tree.agent);
    const reactivate = () =>
      rg.t.call('POST', `/api/responsible-gaming/${player.user.id}/reactivate`, { token: agentToken });

    const early = await reactivate();
    expect(early).toMatchObject({ status: 409, body: { code: 'self_exclusion_not_over' } });
    expect((await rgState(rg.t, player.token)).status).toBe('self_excluded');

    rg.advance(200 * day);
    expect((await rgState(rg.t, player.token)).status).toBe('awaiting_reactivation');
    expect(await tryEverything(player)).toEqual({
      sports: 'self_excluded',
      casino: 'self_excluded',
      launch: 'self_excluded',
      deposit: 'self_excluded',
    });
    const done = await reactivate();
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'active', selfExclusion: null });
    const history = (done.body.data as { history: { kind: string; by: string }[] }).history;
    expect(history.slice(0, 2)).toMatchObject([
      { kind: 'reactivated', by: rg.tree.agent.username },
      { kind: 'self_excluded', by: player.user.username },
    ]);
    expect(await reactivate()).toMatchObject({ status: 400, body: { code: 'nothing_to_change' } });
    // The test provider checks its calls against real time, which the moved clock is far from: the
    // launch gets past the block to the provider and no further.
    expect(await tryEverything(player)).toEqual({
      sports: 200,
      casino: 200,
      launch: 'casino_provider_unavailable',
      deposit: 200,
    });
  });
});

describe('a new account for a self-excluded person', () => {
  const register = (token: string, username: string, fullname: string) =>
    rg.t.call('POST', '/api/register', {
      token,
      body: {
        username,
        fullname,
        password: 'Kestrel27',
        passwordConfirmation: 'Kestrel27',
        transactionPassword: '1234',
        role: 'user',
        creditRefrences: 0,
        exposerLimit: 1000,
      },
    });

  it('is refused anywhere on the platform while the exclusion holds, and allowed after it', async () => {
    const player = await rgPlayer(rg);
    const fullname = player.user.fullname;
    expect((await selfExclude(rg.t, player.token, '1w')).status).toBe(200);
    // Another agent, another branch, the name spelt with other case and spacing.
    const other = rg.tree.token(rg.tree.agent2);
    const refused = await register(other, `Again${Date.now()}`, `  ${fullname.toUpperCase()}  `);
    expect(refused).toMatchObject({ status: 409, body: { code: 'identity_self_excluded' } });
    // Someone else is welcome.
    expect((await register(other, `Other${Date.now()}`, 'Somebody Else')).status).toBe(200);
    rg.advance(8 * day);
    expect((await register(other, `Back${Date.now()}`, fullname)).status).toBe(200);
  });

  it('keeps the jurisdiction the operator gave, shown on the user detail, outside the UK by default', async () => {
    const agentToken = rg.tree.token(rg.tree.agent);
    const name = `Uk${Date.now()}`;
    const created = await rg.t.call('POST', '/api/register', {
      token: agentToken,
      body: {
        username: name,
        fullname: 'A Uk Player',
        password: 'Kestrel27',
        passwordConfirmation: 'Kestrel27',
        transactionPassword: '1234',
        role: 'user',
        creditRefrences: 0,
        exposerLimit: 1000,
        jurisdiction: 'uk',
      },
    });
    expect(created.status).toBe(200);
    const detail = await rg.t.call('GET', '/api/get-user-detail', {
      token: agentToken,
      query: { username: name },
    });
    expect(detail.body.data).toMatchObject({ username: name, jurisdiction: 'uk' });
    const bad = await rg.t.call('POST', '/api/register', {
      token: agentToken,
      body: { ...(created.body.data as object), jurisdiction: 'fr' },
    });
    expect(bad.status).toBe(400);
    const player = await rgPlayer(rg);
    const intl = await rg.t.call('GET', '/api/get-user-detail', {
      token: agentToken,
      query: { username: player.user.username },
    });
    expect(intl.body.data).toMatchObject({ jurisdiction: 'intl' });
  });
});
