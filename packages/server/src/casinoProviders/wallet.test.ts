import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ledgerTransactions, users } from '../db/schema.ts';
import { accountStatement, verifyLedger } from '../ledger/index.ts';
import { signedHeaders } from '@exchange/wallet-protocol';
import { walletTestApp } from '../testing/providerWallet.ts';

const w = await walletTestApp();
afterAll(() => w.close());
// Conservation: every test leaves a sound ledger whose balances (provider houses included) sum to zero.
afterEach(async () => expect(await verifyLedger(w.t.database.db)).toEqual([]));

const round = (id: string, extra: Record<string, unknown> = {}) => ({
  transactionId: id,
  roundId: `round-${id}`,
  gameCode: 'lucky-reels',
  ...extra,
});

async function ledgerCount() {
  return (await w.t.database.db.select({ id: ledgerTransactions.id }).from(ledgerTransactions)).length;
}

describe('the wallet signature', () => {
  it('refuses a wrong secret, a changed body, an old or future timestamp and an unknown provider with 401, moving nothing', async () => {
    const { user, token } = await w.playing(100);
    const body = { token, ...round('sig-1'), amount: '10.00' };
    const before = await ledgerCount();
    const refusals = [
      await w.call('debit', body, { secret: 'x'.repeat(48) }),
      await w.call('debit', body, { at: new Date(w.now().getTime() - 31_000) }),
      await w.call('debit', body, { at: new Date(w.now().getTime() + 31_000) }),
    ];
    // The changed body: signed over one text, another sent.
    const tampered = await w.t.app.inject({
      method: 'POST',
      url: '/wallet/slot/debit',
      headers: {
        'content-type': 'application/json',
        ...signedHeaders(w.provider.secret, JSON.stringify(body), w.now().getTime()),
      },
      payload: JSON.stringify({ ...body, amount: '1.00' }),
    });
    const unknown = await w.t.app.inject({
      method: 'POST',
      url: '/wallet/evo/debit',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    for (const refusal of refusals)
      expect(refusal).toEqual({ status: 401, body: { status: 'INVALID_SIGNATURE' } });
    expect(tampered.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ status: 'INVALID_SIGNATURE' });
    expect(await ledgerCount()).toBe(before);
    expect(await w.rupeesOf(user)).toBe(100);
  });

  it('takes a timestamp within 30 s either way', async () => {
    const { token } = await w.playing(100);
    expect(
      (await w.call('balance', { token }, { at: new Date(w.now().getTime() - 29_000) })).body.status,
    ).toBe('OK');
    expect(
      (await w.call('balance', { token }, { at: new Date(w.now().getTime() + 29_000) })).body.status,
    ).toBe('OK');
  });

  it('takes a JSON body sent with a charset, checking the bytes as sent', async () => {
    const { token } = await w.playing(100);
    const rawBody = `{ "token": ${JSON.stringify(token)} }`;
    const response = await w.t.app.inject({
      method: 'POST',
      url: '/wallet/slot/balance',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...signedHeaders(w.provider.secret, rawBody, w.now().getTime()),
      },
      payload: rawBody,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK', balance: '100.00', currency: 'INR' });
  });

  it('answers a bad body INVALID_REQUEST with a message', async () => {
    const { token } = await w.playing(100);
    const bad = await w.call('debit', { token, ...round('bad-1'), amount: '10.001' });
    expect(bad.status).toBe(200);
    expect(bad.body).toMatchObject({ status: 'INVALID_REQUEST', message: expect.stringContaining('amount') });
    expect((await w.call('debit', { token, ...round('bad-2'), amount: '0' })).body.status).toBe(
      'INVALID_REQUEST',
    );
    expect((await w.call('debit', null, { rawBody: '{not json' })).body.status).toBe('INVALID_REQUEST');
  });
});

describe('authenticate', () => {
  it('answers the player id, currency and balance once; a second authenticate is refused', async () => {
    const { user, session } = await w.player(250.5);
    const { token } = await w.launch(session);
    const first = await w.call('authenticate', { token });
    expect(first).toEqual({
      status: 200,
      body: {
        status: 'OK',
        playerId: expect.stringMatching(/^[0-9a-f]{32}$/),
        currency: 'INR',
        balance: '250.50',
      },
    });
    expect(first.body.playerId).not.toContain(user.id);
    expect((await w.call('authenticate', { token })).body).toEqual({ status: 'INVALID_TOKEN' });
    // The same player's next launch has the same player id.
    const again = await w.launch(session);
    expect((await w.call('authenticate', { token: again.token })).body.playerId).toBe(first.body.playerId);
  });

  it('refuses a token older than 60 s that never started a game, and an unknown token', async () => {
    const { session } = await w.player(10);
    const { token } = await w.launch(session);
    w.clock.offset += 61_000;
    try {
      expect((await w.call('authenticate', { token })).body).toEqual({ status: 'INVALID_TOKEN' });
    } finally {
      w.clock.offset -= 61_000;
    }
    expect((await w.call('authenticate', { token: 'no-such-token' })).body).toEqual({
      status: 'INVALID_TOKEN',
    });
    expect((await w.call('balance', { token: 'no-such-token' })).body).toEqual({ status: 'INVALID_TOKEN' });
  });

  it('keeps a started game valid past 60 s while the session lives', async () => {
    const { token } = await w.playing(10);
    w.clock.offset += 10 * 60_000;
    try {
      expect((await w.call('balance', { token }, { at: w.now() })).body).toEqual({
        status: 'OK',
        balance: '10.00',
        currency: 'INR',
      });
    } finally {
      w.clock.offset -= 10 * 60_000;
    }
  });

  it('ends with the session: after logout a debit or balance is INVALID_TOKEN, a credit of a staked round is still paid', async () => {
    const { user, session, token } = await w.playing(100);
    expect((await w.call('debit', { token, ...round('lo-1'), amount: '10.00' })).body.status).toBe('OK');
    expect((await w.t.call('POST', '/api/logout', { token: session })).status).toBe(200);
    expect((await w.call('balance', { token })).body).toEqual({ status: 'INVALID_TOKEN' });
    expect((await w.call('debit', { token, ...round('lo-2'), amount: '10.00' })).body).toEqual({
      status: 'INVALID_TOKEN',
    });
    const credit = await w.call('credit', {
      token,
      ...round('lo-3', { roundId: 'round-lo-1' }),
      debitTransactionId: 'lo-1',
      amount: '25.00',
    });
    expect(credit.body).toMatchObject({ status: 'OK', balance: '115.00' });
    expect(await w.rupeesOf(user)).toBe(115);
  });

  it('ends when the player signs in again', async () => {
    const { user, token } = await w.playing(100);
    await w.t.call('POST', '/api/login', { body: { username: user.username, password: 'Secret123' } });
    expect((await w.call('balance', { token })).body).toEqual({ status: 'INVALID_TOKEN' });
  });
});

describe('debit, credit and rollback', () => {
  it('moves a bet to the provider house and a win back, each one ledger transaction the statement narrates', async () => {
    const { user, token } = await w.playing(100);
    const houseBefore = await w.providerHouse();
    const debit = await w.call('debit', { token, ...round('d-1'), amount: '10.00' });
    expect(debit.body).toEqual({ status: 'OK', balance: '90.00', currency: 'INR', transactionId: 'd-1' });
    const credit = await w.call('credit', {
      token,
      ...round('c-1', { roundId: 'round-d-1' }),
      debitTransactionId: 'd-1',
      amount: '35.50',
    });
    expect(credit.body).toEqual({ status: 'OK', balance: '125.50', currency: 'INR', transactionId: 'c-1' });
    expect(await w.rupeesOf(user)).toBe(125.5);
    expect((await w.providerHouse()) - houseBefore).toBe(1000 - 3550);
    const statement = await accountStatement(w.t.database.db, user.id, { page: 1, pageSize: 10 });
    expect(statement.items.map((row) => row.narration)).toEqual([
      'Slot Lucky Reels round round-d-1: win',
      'Slot Lucky Reels round round-d-1: bet',
      'Test chips',
    ]);
    expect(statement.items[0]?.kind).toBe('settlement');
  });

  it("shows the provider's rounds in the player's casino report", async () => {
    const { session, token } = await w.playing(100);
    await w.call('debit', { token, ...round('rep-d'), amount: '10.00' });
    await w.call('credit', {
      token,
      ...round('rep-c', { roundId: 'round-rep-d' }),
      debitTransactionId: 'rep-d',
      amount: '25.00',
    });
    await w.call('debit', { token, ...round('rep-d2'), amount: '7.00' });
    await w.call('rollback', {
      token,
      ...round('rep-r', { roundId: 'round-rep-d2' }),
      debitTransactionId: 'rep-d2',
    });
    const today = w.now().toISOString().slice(0, 10);
    const report = await w.t.call('POST', '/api/casino-report', {
      token: session,
      body: { startDate: today, endDate: today },
      query: { page: '1' },
    });
    expect(report.status).toBe(200);
    const items = (report.body.data as { items: Record<string, unknown>[] }).items;
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          matchId: 0,
          // The game's name, not its code (issue 39).
          gameName: 'Slot Lucky Reels',
          mid: 'round-rep-d',
          bets: 1,
          stake: 10,
          pnl: 15,
        }),
        expect.objectContaining({ mid: 'round-rep-d2', bets: 1, stake: 0, pnl: 0 }),
      ]),
    );
  });

  it("names a provider's UUID round by a short reference in the player's statement", async () => {
    const { session, token } = await w.playing(100);
    const roundId = crypto.randomUUID();
    await w.call('debit', { token, ...round('uuid-d', { roundId }), amount: '10.00' });
    const today = w.now().toISOString().slice(0, 10);
    const statement = await w.t.call('POST', '/api/account-statement-list', {
      token: session,
      body: { startDate: today, endDate: today },
    });
    const [latest] = (statement.body.data as { items: { narration: string }[] }).items;
    expect(latest?.narration).toBe(`Slot Lucky Reels round ${roundId.slice(0, 8)}: bet`);
  });

  it('takes a credit of 0 (a lost round) without moving money', async () => {
    const { user, token } = await w.playing(100);
    await w.call('debit', { token, ...round('z-1'), amount: '10.00' });
    const before = await ledgerCount();
    const zero = await w.call('credit', { token, ...round('z-2'), debitTransactionId: 'z-1', amount: '0' });
    expect(zero.body).toMatchObject({ status: 'OK', balance: '90.00' });
    expect(await ledgerCount()).toBe(before);
    expect(await w.rupeesOf(user)).toBe(90);
  });

  it('refuses a debit above the balance with INSUFFICIENT_FUNDS, moving nothing', async () => {
    const { user, token } = await w.playing(5);
    const refused = await w.call('debit', { token, ...round('i-1'), amount: '5.01' });
    expect(refused.body).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: '5.00' });
    expect(await w.rupeesOf(user)).toBe(5);
    expect((await w.call('debit', { token, ...round('i-2'), amount: '5.00' })).body.status).toBe('OK');
    expect(await w.rupeesOf(user)).toBe(0);
  });

  it('refuses a debit of a bet-locked or locked player (or below a locked agent) with PLAYER_BLOCKED', async () => {
    const { user, token } = await w.playing(100);
    await w.t.database.db.update(users).set({ betLocked: true }).where(eq(users.id, user.id));
    expect((await w.call('debit', { token, ...round('b-1'), amount: '1.00' })).body.status).toBe(
      'PLAYER_BLOCKED',
    );
    await w.t.database.db.update(users).set({ betLocked: false }).where(eq(users.id, user.id));

    const second = await w.playing(100);
    await w.t.database.db.update(users).set({ userLocked: true }).where(eq(users.id, w.admin.id));
    try {
      expect(
        (await w.call('debit', { token: second.token, ...round('b-2'), amount: '1.00' })).body.status,
      ).toBe('PLAYER_BLOCKED');
    } finally {
      await w.t.database.db.update(users).set({ userLocked: false }).where(eq(users.id, w.admin.id));
    }
    expect(await w.rupeesOf(user)).toBe(100);
    expect(await w.rupeesOf(second.user)).toBe(100);
  });

  it('refuses a launch for a bet-locked player', async () => {
    const { session } = await w.player(10, { betLocked: true });
    const refused = await w.play(session);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: true, code: 'bet_locked' });
  });

  it('answers a credit or rollback of a debit never applied DEBIT_NOT_FOUND; the rollback is kept, so the debit is refused later', async () => {
    const { user, token } = await w.playing(100);
    const credit = await w.call('credit', {
      token,
      ...round('u-c'),
      debitTransactionId: 'u-d',
      amount: '5.00',
    });
    expect(credit.body.status).toBe('DEBIT_NOT_FOUND');
    const rollback = await w.call('rollback', { token, ...round('u-r'), debitTransactionId: 'u-d' });
    expect(rollback.body.status).toBe('DEBIT_NOT_FOUND');
    const late = await w.call('debit', { token, ...round('u-d'), amount: '5.00' });
    expect(late.body.status).toBe('TRANSACTION_ROLLED_BACK');
    // The credit that was refused is not kept: it answers by the round's state now.
    const again = await w.call('credit', {
      token,
      ...round('u-c'),
      debitTransactionId: 'u-d',
      amount: '5.00',
    });
    expect(again.body.status).toBe('TRANSACTION_ROLLED_BACK');
    expect(await w.rupeesOf(user)).toBe(100);
  });

  it('gives a rolled-back debit back once; a second rollback answers OK without money; a credit after it is refused', async () => {
    const { user, token } = await w.playing(100);
    await w.call('debit', { token, ...round('r-d'), amount: '40.00' });
    const first = await w.call('rollback', { token, ...round('r-1'), debitTransactionId: 'r-d' });
    expect(first.body).toMatchObject({ status: 'OK', balance: '100.00' });
    const before = await ledgerCount();
    const second = await w.call('rollback', { token, ...round('r-2'), debitTransactionId: 'r-d' });
    expect(second.body).toMatchObject({ status: 'OK', balance: '100.00' });
    expect(await ledgerCount()).toBe(before);
    const credit = await w.call('credit', {
      token,
      ...round('r-c'),
      debitTransactionId: 'r-d',
      amount: '80.00',
    });
    expect(credit.body.status).toBe('TRANSACTION_ROLLED_BACK');
    expect(await w.rupeesOf(user)).toBe(100);
    const statement = await accountStatement(w.t.database.db, user.id, { page: 1, pageSize: 1 });
    expect(statement.items[0]?.narration).toBe('Slot Lucky Reels round round-r-1: bet cancelled');
  });

  it('refuses a rollback after a credit: the round is closed', async () => {
    const { user, token } = await w.playing(100);
    await w.call('debit', { token, ...round('k-d'), amount: '10.00' });
    await w.call('credit', { token, ...round('k-c'), debitTransactionId: 'k-d', amount: '20.00' });
    const rollback = await w.call('rollback', { token, ...round('k-r'), debitTransactionId: 'k-d' });
    expect(rollback.body).toMatchObject({
      status: 'INVALID_REQUEST',
      message: expect.stringContaining('closed'),
    });
    expect(await w.rupeesOf(user)).toBe(110);
  });

  it("does not let a player's token settle another player's debit", async () => {
    const a = await w.playing(100);
    const b = await w.playing(100);
    await w.call('debit', { token: a.token, ...round('x-d'), amount: '10.00' });
    const credit = await w.call('credit', {
      token: b.token,
      ...round('x-c'),
      debitTransactionId: 'x-d',
      amount: '50.00',
    });
    expect(credit.body.status).toBe('DEBIT_NOT_FOUND');
    expect(await w.rupeesOf(b.user)).toBe(100);
  });

  it('answers a replay with the first answer, and the same id with another body INVALID_REQUEST', async () => {
    const { user, token } = await w.playing(100);
    const first = await w.call('debit', { token, ...round('p-1'), amount: '10.00' });
    await w.call('debit', { token, ...round('p-2'), amount: '10.00' });
    // The replay answers the balance first answered (90), not today's (80).
    expect(await w.call('debit', { token, ...round('p-1'), amount: '10.00' })).toEqual(first);
    const other = await w.call('debit', { token, ...round('p-1'), amount: '11.00' });
    expect(other.body).toMatchObject({ status: 'INVALID_REQUEST' });
    expect(await w.rupeesOf(user)).toBe(80);
  });

  it.each([
    ['debit', { amount: '10.00' }, 90],
    ['credit', { debitTransactionId: 'cc-pre-credit', amount: '30.00' }, 120],
    ['rollback', { debitTransactionId: 'cc-pre-rollback' }, 100],
  ] as const)('applies a %s once under 50 concurrent replays of its id', async (action, fields, rupees) => {
    const { user, token } = await w.playing(100);
    if (action !== 'debit') await w.call('debit', { token, ...round(`cc-pre-${action}`), amount: '10.00' });
    const before = await ledgerCount();
    const body = { token, ...round(`cc-${action}`), ...fields };
    const answers = await Promise.all(Array.from({ length: 50 }, () => w.call(action, body)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]?.body.status).toBe('OK');
    expect(await ledgerCount()).toBe(before + 1);
    expect(await w.rupeesOf(user)).toBe(rupees);
  });
});
