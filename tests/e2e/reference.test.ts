import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../chromium.config.ts';
import { steppedServerEnv } from './helpers.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * Issue 15, item 3: the API reference for partners (Swagger UI from swagger-ui-dist, reading
 * /api/openapi.json) renders in Chromium from the server alone, under the server's
 * Content-Security-Policy, asking nothing of any other origin.
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

describe('the API reference page in Chromium', () => {
  it('shows the login operation, its request body and its refusals, with no CSP violation and nothing fetched elsewhere', async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    const elsewhere: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(server.url) && !url.startsWith('data:')) elsewhere.push(url);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });

    const response = await page.goto(`${server.url}/api/reference`);
    expect(response?.url()).toBe(`${server.url}/api/reference/`);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'(;| ;)/);

    await page.getByRole('heading', { name: /Exchange APIs/ }).waitFor();
    await expect.poll(() => page.title()).toBe('Exchange API reference');
    const login = page.locator('.opblock', { has: page.getByText('/api/login', { exact: true }) });
    await login.getByText('/api/login', { exact: true }).click();
    await expect
      .poll(() => login.getByText('Signs a player in', { exact: false }).count())
      .toBeGreaterThan(0);
    await login.getByText('Request body').waitFor();
    await login.getByText('Access:').waitFor();
    await expect
      .poll(() => login.getByText('invalid_credentials', { exact: false }).count())
      .toBeGreaterThan(0);

    expect(violations).toEqual([]);
    expect(elsewhere).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
