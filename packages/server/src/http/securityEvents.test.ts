import { privilegeIds } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginRateLimit } from '../session/handlers.ts';
import { createTestApp, testPassword, type TestApp, type TestUser } from '../testing/app.ts';

/**
 * ASVS 16.3.1-16.3.3: failed authentications (with the factor), refused authorizations, refused input and rate
 * limits are logged with the caller.
 */

const written: string[] = [];
let t: TestApp;
let agent: TestUser;
let otherPlayer: TestUser;
let token: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void written.push(line) },
  });
  const master = await t.createUser({ role: 'mdl', privileges: [...privilegeIds] });
  agent = await t.createUser({ role: 'dl', parent: master, privileges: [...privilegeIds] });
  const otherAgent = await t.createUser({ role: 'dl', parent: master });
  otherPlayer = await t.createUser({ role: 'user', parent: otherAgent });
  token = await t.signIn(agent);
});
afterAll(() => t.close());

interface Entry {
  securityEvent?: string;
  code?: string;
  factor?: string;
  route?: string;
  callerId?: string | null;
  callerRole?: string | null;
  target?: string | null;
}
const events = () =>
  written.map((line) => JSON.parse(line) as Entry).filter((entry) => entry.securityEvent !== undefined);

describe('security events in the log', () => {
  it('logs a refused authorization with the caller, the route and the user it named', async () => {
    written.length = 0;
    const answer = await t.call('GET', '/api/get-user-detail', {
      token,
      query: { username: otherPlayer.username },
    });
    expect(answer.status).toBe(403);
    expect(events()).toContainEqual(
      expect.objectContaining({
        securityEvent: 'authorization_refused',
        code: 'not_in_subtree',
        route: '/api/get-user-detail',
        callerId: agent.id,
        callerRole: 'dl',
        target: otherPlayer.username,
      }),
    );
  });

  it('logs refused input with the caller, and nothing for a refusal of the business', async () => {
    written.length = 0;
    const bad = await t.call('POST', '/api/update-user-wallet', { token, body: { username: 7 } });
    expect(bad.status).toBe(400);
    expect(events()).toEqual([
      expect.objectContaining({ securityEvent: 'input_refused', code: 'invalid_input', callerId: agent.id }),
    ]);
    written.length = 0;
    // Taking more than a player holds is the business's refusal, not a security event.
    const player = await t.createUser({ role: 'user', parent: agent });
    const body = {
      username: player.username,
      type: 'withdraw',
      amount: 100,
      transactionPassword: testPassword,
    };
    const refused = await t.call('POST', '/api/update-user-wallet', { token, body });
    expect(refused.body).toMatchObject({ code: 'insufficient_balance' });
    expect(events()).toEqual([]);
  });

  it('logs a wrong transaction password, a wrong security code and a wrong password with their factor', async () => {
    const player = await t.createUser({ role: 'user', parent: agent });
    written.length = 0;
    const wrongTransactionPassword = await t.call('POST', '/api/update-user-wallet', {
      token,
      body: { username: player.username, type: 'deposit', amount: 100, transactionPassword: 'Wrong1234' },
    });
    expect(wrongTransactionPassword.body).toMatchObject({ code: 'transaction_password_incorrect' });
    const playerToken = await t.signIn(player);
    const enrolled = await t.call('POST', '/api/totp-enrol', {
      token: playerToken,
      body: { password: testPassword },
    });
    expect(enrolled.status).toBe(200);
    // No authenticator shows a code of seven digits, so this one is wrong whatever the clock says.
    const boxes = Object.fromEntries([1, 2, 3, 4, 5, 6].map((box) => [`otp${box}`, '9']));
    const wrongCode = await t.call('POST', '/api/totp-verify', { token: playerToken, body: boxes });
    await t.call('POST', '/api/login', {
      body: { username: player.username, password: 'Wrong1234' },
    });
    expect(events()).toEqual([
      expect.objectContaining({
        securityEvent: 'authentication_failed',
        factor: 'transactionPassword',
        callerId: agent.id,
        target: player.username,
      }),
      expect.objectContaining({
        securityEvent: 'authentication_failed',
        factor: 'code',
        callerId: player.id,
      }),
      expect.objectContaining({
        securityEvent: 'authentication_failed',
        factor: 'password',
        code: 'invalid_credentials',
        callerId: null,
        target: player.username,
      }),
    ]);
    expect(wrongCode.status).toBe(400);
  });

  it('logs a rate limit hit, signed in or not', async () => {
    written.length = 0;
    for (let attempt = 0; attempt <= loginRateLimit.max; attempt += 1) {
      await t.call('POST', '/api/login', { body: { username: 'Hammered', password: 'Wrong1234' } });
    }
    expect(events()).toContainEqual(
      expect.objectContaining({ securityEvent: 'rate_limited', code: 'too_many_requests', callerId: null }),
    );
  });
});
