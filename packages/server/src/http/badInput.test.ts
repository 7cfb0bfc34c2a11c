import { refusalMessages, ruleMessages } from '@exchange/domain';
import { count, sql } from 'drizzle-orm';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions } from '../db/schema.ts';
import { createTestMatch, noSportLimits, runnerBet, type TestMatch } from '../testing/markets.ts';
import { createTestApp, testPassword, type TestApp, type TestUser } from '../testing/app.ts';

/**
 * Issue 14, item 8: bad input is a 4xx with a clear message and changes nothing; the log keeps no secrets;
 * bodies and slow requests have limits. Each case here answered 500 (or was stored) before.
 */

const logLines: string[] = [];
let t: TestApp;
let admin: TestUser;
let player: TestUser;
let adminToken: string;
let playerToken: string;
let match: TestMatch;
const beyondInt64 = '99999999999999999999';

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'warn' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  admin = await t.createUser({ role: 'admin', privileges: [54, 55] });
  player = await t.createUser({ role: 'user', parent: admin });
  adminToken = await t.signIn(admin);
  playerToken = await t.signIn(player);
  match = await createTestMatch(t, { sport: noSportLimits });
  const deposit = await t.call('POST', '/api/update-user-wallet', {
    token: adminToken,
    body: { username: player.username, type: 'deposit', amount: 1000, transactionPassword: testPassword },
  });
  expect(deposit.status).toBe(200);
});
afterAll(() => t.close());

async function ledgerRows(): Promise<number> {
  const [row] = await t.context.db.select({ rows: count() }).from(ledgerTransactions);
  return row?.rows ?? 0;
}

function wallet(body: Record<string, unknown>) {
  return t.call('POST', '/api/update-user-wallet', {
    token: adminToken,
    body: {
      username: player.username,
      type: 'deposit',
      amount: 10,
      transactionPassword: testPassword,
      ...body,
    },
  });
}

function placeBet(change: Record<string, unknown>) {
  const bet = runnerBet(match.matchOdds, match.matchId, { side: 'back', odds: 2, stake: 10 });
  return t.call('POST', '/bet/placebet', { token: playerToken, body: { ...bet, ...change } });
}

describe('bad input is a 400 with a clear message', () => {
  it('refuses NUL and control characters in text fields', async () => {
    const before = await ledgerRows();
    const login = await t.call('POST', '/api/login', { body: { username: 'a\u0000b', password: 'x' } });
    expect(login).toMatchObject({
      status: 400,
      body: { message: `username is invalid (${ruleMessages.textControlCharacters})` },
    });
    expect((await wallet({ remark: 'cash\u0000' })).status).toBe(400);
    const detail = await t.call('GET', '/api/get-user-detail', {
      token: adminToken,
      query: { username: 'a\u0000' },
    });
    expect(detail.status).toBe(400);
    for (const change of [
      { marketId: '1.2\u0000' },
      { runnerName: 'x\u0000' },
      { idempotencyKey: 'k\u0000' },
    ]) {
      expect((await placeBet(change)).status).toBe(400);
    }
    expect(await ledgerRows()).toBe(before);
  });

  it('refuses page numbers and match ids beyond the integer range', async () => {
    const calls: [string, string, string, Record<string, string>][] = [
      ['admin', 'GET', '/api/get-user-list', { page: beyondInt64 }],
      ['player', 'GET', '/api/get-match-by-id', { matchId: beyondInt64 }],
      ['player', 'GET', '/api/get-market-list', { matchId: beyondInt64 }],
      ['player', 'GET', '/api/get-fancy-list', { matchId: beyondInt64 }],
      ['player', 'GET', '/bet/bets', { matchId: beyondInt64 }],
      ['admin', 'GET', '/api/get-user-list', { page: '2147483648' }],
    ];
    for (const [who, method, url, query] of calls) {
      const token = who === 'admin' ? adminToken : playerToken;
      const answer = await t.call(method as 'GET', url, { token, query });
      expect(answer.status, url).toBe(400);
      expect(answer.body.message, url).toMatch(/^(page|matchId) is invalid/);
    }
  });

  it('refuses amounts past what one request may move or stake, and moves nothing', async () => {
    const before = await ledgerRows();
    expect(await wallet({ amount: 1e20 })).toMatchObject({ status: 400, body: { message: 'Not an amount' } });
    expect(await wallet({ amount: 9e13 })).toMatchObject({
      status: 400,
      body: { message: ruleMessages.amountTooLarge },
    });
    // 9e13 passed the money check and overflowed the bet's liability: a 500 before.
    expect((await placeBet({ stack: 9e13 })).status).toBe(400);
    expect((await placeBet({ stack: 1e20 })).status).toBe(400);
    expect(await ledgerRows()).toBe(before);
  });

  it('refuses a 500 KB wallet remark and stores nothing', async () => {
    const before = await ledgerRows();
    const answer = await wallet({ remark: 'x'.repeat(500_000) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^remark is invalid/);
    expect(await ledgerRows()).toBe(before);
  });

  it('answers 413 to a body over the limit', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'x' }),
    });
    expect(answer.statusCode).toBe(413);
  });
});

describe('database errors', () => {
  /** Makes the next update of a user row fail in the database with `sqlState`. */
  async function failUserUpdates(sqlState: string): Promise<void> {
    await t.context.db.execute(
      sql.raw(`create or replace function fail_user_update() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test' using errcode = '${sqlState}'; end $$`),
    );
    await t.context.db.execute(sql`drop trigger if exists fail_user_update on users`);
    await t.context.db.execute(
      sql`create trigger fail_user_update before update on users for each row execute function fail_user_update()`,
    );
  }

  async function changeOwnPassword() {
    logLines.length = 0;
    return t.call('POST', '/api/update-password', {
      token: playerToken,
      body: { oldPassword: testPassword, password: 'Another123', passwordConfirmation: 'Another123' },
    });
  }

  /** The query's parameters (the new password's hash among them) appear nowhere in the log. */
  function expectLogWithoutSecrets(): string {
    const log = logLines.join('');
    const [line] = logLines.map((text) => JSON.parse(text) as { err?: { query?: string } });
    expect(line?.err?.query).toMatch(/^update "users" set "password_hash" = \$1/);
    expect(log).not.toMatch(/scrypt\$/);
    expect(log).not.toContain(player.passwordHash);
    expect(log).not.toContain('params');
    expect(log).not.toContain(player.id);
    return log;
  }

  it('a value the database refuses (class 22) is a 400, logged without its parameters', async () => {
    await failUserUpdates('22023');
    const answer = await changeOwnPassword();
    expect(answer).toMatchObject({ status: 400, body: { message: refusalMessages.inputInvalid } });
    expect(expectLogWithoutSecrets()).toContain('"code":"22023"');
  });

  it('any other database error is a 500, logged without its parameters', async () => {
    await failUserUpdates('P0001');
    const answer = await changeOwnPassword();
    expect(answer).toMatchObject({ status: 500, body: { message: refusalMessages.internalError } });
    expect(expectLogWithoutSecrets()).toContain('"level":50');
    await t.context.db.execute(sql`drop trigger fail_user_update on users`);
  });
});

describe('slow requests', () => {
  it('cuts off a client that trickles its headers (slow loris)', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('error', () => undefined);
    const started = Date.now();
    socket.write('GET /api/get-news HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // One header byte a second, for at most 20 seconds: a browser sends its headers at once.
    const drip = setInterval(() => socket.writable && socket.write('X'), 1000);
    const closedAfter = await new Promise<number>((resolve) => {
      const giveUp = setTimeout(() => resolve(Infinity), 20_000);
      socket.once('close', () => {
        clearTimeout(giveUp);
        resolve(Date.now() - started);
      });
    });
    clearInterval(drip);
    socket.destroy();
    expect(closedAfter).toBeGreaterThanOrEqual(9_000);
    expect(closedAfter).toBeLessThan(15_000);
  }, 30_000);
});
