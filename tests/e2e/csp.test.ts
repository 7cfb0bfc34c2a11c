import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../chromium.config.ts';
import { steppedServerEnv } from './helpers.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * Issue 14, item 9: the built app under its Content-Security-Policy in Chromium. The policy allows the
 * page's inline scripts by hash only; had a hash not matched, the brand, preload and loading-screen
 * scripts would be blocked and reported here as violations.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // Nothing here looks at odds: the stepped feed keeps the simulator from ticking beside the test.
  server = await startServer(steppedServerEnv);
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens `path` and returns the CSP violations the page and its console reported. */
async function violationsOn(page: Page, path: string, label: string): Promise<string[]> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const response = await page.goto(`${server.url}${path}`);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  await page.getByRole('heading', { name: label }).or(page.getByLabel('Username')).first().waitFor();
  // The brand stylesheet the first inline script writes has loaded: the script ran.
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('link[rel="stylesheet"]').length))
    .toBeGreaterThan(1);
  return reported;
}

describe('Content-Security-Policy in Chromium', () => {
  it('loads the player login with no violation', async () => {
    const page = await browser.newPage();
    expect(await violationsOn(page, '/login', 'Login')).toEqual([]);
    await page.close();
  });

  it('loads the admin login with no violation', async () => {
    const page = await browser.newPage();
    expect(await violationsOn(page, '/admin/login', 'Login')).toEqual([]);
    await page.close();
  });

  it('blocks and reports an inline script the policy does not list (so the checks above can fail)', async () => {
    const page = await browser.newPage();
    const reported = await violationsOn(page, '/login', 'Login');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
      return (window as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => reported.length).toBeGreaterThan(0);
    expect(reported.join('\n')).toMatch(/script-src/);
    await page.close();
  });

  it('signs a player in with no violation, its welcome dialog (which adds a style element) included', async () => {
    const page = await browser.newPage();
    const reported = await violationsOn(page, '/login', 'Login');
    await page.getByLabel('Username').fill('Player');
    await page.getByRole('textbox', { name: 'Password' }).fill('Demo1234');
    await page.getByRole('button', { name: 'Login' }).click();
    const welcome = page.getByRole('dialog', { name: /Welcome/ });
    await welcome.waitFor();
    await welcome.getByRole('button', { name: 'Continue' }).click();
    await welcome.waitFor({ state: 'detached' });
    expect(reported).toEqual([]);
    await page.close();
  });

  it("lets the page open a WebSocket to its own origin ('self' covers ws:)", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    const opened = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const url = `ws://${location.host}/socket.io/?EIO=4&transport=websocket`;
          const socket = new WebSocket(url);
          socket.onopen = () => {
            socket.close();
            resolve('open');
          };
          socket.onerror = () => resolve('error');
        }),
    );
    expect(opened).toBe('open');
    await page.close();
  });
});
