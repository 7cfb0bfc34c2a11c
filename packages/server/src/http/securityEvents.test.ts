import { privilegeIds } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginRateLimit } from '../session/handlers.ts';
import { createTestApp, testPassword, type TestApp, type TestUser } from '../testing/app.ts';

/** ASVS 16.3.2 and 16.3.3: refused authorizations, refused input and rate limits are logged with the caller. */

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
