import { refusalMessages } from '@exchange/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFromMenu, submitLogin, toast } from './adminPanel.ts';
import { backHomeFar, call, freshestInPlaySoccer, newPage, startExchange, type MatchRow } from './helpers.ts';
import type { RunningServer } from './server.ts';

/**
 * Issue 20 end to end, on the real server and the built app: the Super Admin's maintenance switch on Site
 * Settings, and a Master's bet lock on one match for one player from the match book.
 */

const demoPassword = 'Demo1234';
const desktop = { width: 1280, height: 800 };
/** A second player under the demo Agent, made through the API: the one the lock must not reach. */
const other = { username: 'Westplayer', password: 'Harbour2719', newPassword: 'Willow2468x', tx: 'Wtx24680' };

let server: RunningServer;
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  ({ server, browser, adminToken } = await startExchange());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const signIn = async (username: string, password: string, path = '/api/login') =>
  (await call<{ token: string }>(server.url, path, { body: { username, password } })).body.data.token;

/** A back on the match's home side at a price far above the market (it waits unmatched, or is refused). */
const backOn = (token: string, match: MatchRow) => backHomeFar(server.url, adminToken, token, match.matchId);

describe('site settings and match bet locks against the real server', () => {
  it('lets the Super Admin switch maintenance on (players see Under Main, operators sign in) and off', async () => {
    const admin = await newPage(browser, desktop);
    await submitLogin(admin, `${server.url}/admin/login`, 'Superadmin', demoPassword);
    await admin.waitForURL('**/admin/market-analysis');
    await openFromMenu(admin, 'Site Settings');
    const toggle = admin.getByRole('switch', { name: 'Maintenance mode' });
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await toast(admin, 'Settings saved').waitFor();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');

    // Players are kept out: the server answers their sign-in with the maintenance flag (spec 8), and the
    // app signs the player out onto the maintenance page, 'Under Main'.
    const refused = await call<{ maintenance?: boolean }>(server.url, '/api/login', {
      body: { username: 'Player', password: demoPassword },
    });
    expect(refused.body.data).toEqual({ maintenance: true });
    const player: Page = await newPage(browser, desktop);
    await submitLogin(player, `${server.url}/login`, 'Player', demoPassword);
    await player.waitForURL((url) => url.pathname === '/maintenance');
    await player.getByRole('heading', { name: 'Under Main' }).waitFor();

    const master = await newPage(browser, desktop);
    await submitLogin(master, `${server.url}/admin/login`, 'Master', demoPassword);
    await master.waitForURL('**/admin/market-analysis');

    await toggle.click();
    await toast(admin, 'Settings saved').last().waitFor();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    // From the maintenance page back to the login form, and in.
    await player.getByRole('link', { name: 'Sign in again' }).click();
    await player.waitForURL((url) => url.pathname === '/login');
    await submitLogin(player, `${server.url}/login`, 'Player', demoPassword);
    await player.waitForURL((url) => url.pathname === '/');
  });

  it("lets a Master lock betting on a match for one player: that player's bet is refused, another's is not", async () => {
    // The other player: made by the Agent, given chips, its first passwords set.
    const agentToken = await signIn('Agent', demoPassword, '/api/login-admin');
    const made = await call(server.url, '/api/register', {
      token: agentToken,
      body: {
        username: other.username,
        fullname: 'West Player',
        password: other.password,
        passwordConfirmation: other.password,
        transactionPassword: 'Given2468',
        role: 'user',
        creditRefrences: 1000,
        exposerLimit: 1000,
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const funded = await call(server.url, '/api/update-user-wallet', {
      token: agentToken,
      body: { username: other.username, type: 'deposit', amount: 1000, transactionPassword: demoPassword },
    });
    expect(funded.status, JSON.stringify(funded.body)).toBe(200);
    const first = await signIn(other.username, other.password);
    const set = await call(server.url, '/api/add-transaction-password', {
      token: first,
      body: {
        password: other.newPassword,
        passwordConfirmation: other.newPassword,
        transactionPassword: other.tx,
      },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);

    // One session per account: the panel's sign-in in the test above ended the setup's.
    adminToken = await signIn('Superadmin', demoPassword, '/api/login-admin');
    const match = await freshestInPlaySoccer(server.url, adminToken);
    const master = await newPage(browser, desktop);
    await submitLogin(master, `${server.url}/admin/login`, 'Master', demoPassword);
    await master.waitForURL('**/admin/market-analysis');
    await master.goto(`${server.url}/admin/odds/${match.matchId}`);
    await master.getByRole('button', { name: 'View book of Agent' }).click();
    const clients = master.getByRole('table', { name: 'Clients of Agent' });
    await clients.getByRole('button', { name: 'Lock betting of Player', exact: true }).click();
    await toast(master, 'Betting locked').waitFor();
    await clients
      .getByRole('row', { name: /^Player / })
      .getByText('Locked', { exact: true })
      .waitFor();

    const refused = await backOn(await signIn('Player', demoPassword), match);
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 403,
      message: refusalMessages.eventBetLocked,
    });
    const accepted = await backOn(await signIn(other.username, other.newPassword), match);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    await clients.getByRole('button', { name: 'Unlock betting of Player', exact: true }).click();
    await toast(master, 'Betting unlocked').waitFor();
    const again = await backOn(await signIn('Player', demoPassword), match);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });
});
