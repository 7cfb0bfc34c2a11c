import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { privilege } from '@exchange/domain';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Providers from '../../packages/server/src/casinoProviders/providers.ts';
import { applyStep } from './recipes/apply.ts';
import { copyTesting, multipart, receiptPng, type CopyTestApp } from './recipes/copyServer.ts';
import { scratchCopy, type ScratchCopy } from './recipes/scratchCopy.ts';
import { recipeSteps, type RecipeStep } from './recipes/steps.ts';

/**
 * Issue 42: the route, payment method and provider recipes of docs/recipes.md, carried out. Every tagged
 * step is applied to a copy of the packages (its commands run there: the payment method's migration); the
 * copy is type-checked, the files the steps wrote are held to the linter and prettier, and what the recipes
 * built is called through the copy's own server. A recipe the code has left behind fails here.
 */
const rootDir = join(import.meta.dirname, '../..');
const steps = recipeSteps(readFileSync(join(rootDir, 'docs/recipes.md'), 'utf8'));
const fileOf = (step: RecipeStep) => ('file' in step.action ? step.action.file : undefined);
/** Every file a step writes to. */
const touched = [...new Set(steps.flatMap((step) => fileOf(step) ?? []))];

/** What the provider recipe's example exports (examples/coin-flip-provider/provider.ts in the copy). */
interface CoinFlipProvider {
  providerServer(link: OperatorLink): Server;
  flipCoin(
    link: OperatorLink,
    token: string,
    stake: string,
    heads: boolean,
  ): Promise<Record<string, unknown>>;
}
interface OperatorLink {
  secret: string;
  walletUrl: string;
}

describe('the route, payment method and provider recipes, carried out in a copy of the packages', () => {
  let copy: ScratchCopy;
  let typeErrors: Promise<string>;
  let t: CopyTestApp;
  let testPassword: string;
  let example: CoinFlipProvider;
  let provider: Server;
  /** Where the example provider listens, and what the copy's server told it (its wallet's URL once it listens). */
  const link: OperatorLink & { url: string } = { url: '', secret: '', walletUrl: '' };

  beforeAll(async () => {
    copy = scratchCopy(['domain', 'wallet-protocol', 'design-system', 'betting-widgets', 'server', 'app']);
    for (const step of steps) applyStep(copy.dir, step);
    const loose = steps.flatMap((step) => {
      const file = fileOf(step);
      return file && !file.startsWith('packages/') && file.endsWith('.ts') ? [file] : [];
    });
    // The compiler runs in other processes while this one calls the copy's server.
    typeErrors = copy.typecheck(['server', 'app'], loose);
    const testing = await copyTesting(copy);
    testPassword = testing.testPassword;

    // The provider as the recipe configures it, at the address its example listens on.
    const { loadCasinoProviders } = (await import(
      copy.at('packages/server/src/casinoProviders/providers.ts')
    )) as typeof Providers;
    const file = copy.at('data/casino-providers.json');
    const [configured] = loadCasinoProviders({ json: undefined, file, builtin: undefined });
    if (!configured) throw new Error(`${file} configures no provider`);
    example = (await import(copy.at('examples/coin-flip-provider/provider.ts'))) as CoinFlipProvider;
    link.secret = configured.secret;
    provider = example.providerServer(link);
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    link.url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    t = await testing.createTestApp({ casinoProviders: [{ ...configured, baseUrl: link.url }] });
    link.walletUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/wallet/${configured.key}`;
  });

  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => (provider ? provider.close(resolve) : resolve(undefined)));
    await typeErrors?.catch(() => undefined);
    copy?.remove();
  });

  it('type-checks', async () => {
    expect(await typeErrors).toBe('');
  });

  it('passes the linter, the layering rules of ADR 0041 among them', async () => {
    const code = touched.filter((file) => /\.tsx?$/.test(file));
    const results = await new ESLint({ cwd: copy.dir }).lintFiles(code.map((file) => copy.at(file)));
    const problems = results.flatMap((result) =>
      result.messages.map(
        (message) => `${result.filePath}:${message.line} ${message.ruleId}: ${message.message}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('writes its code as the repository formats it (prettier)', async () => {
    const unformatted: string[] = [];
    for (const file of touched) {
      const options = await prettier.resolveConfig(copy.at(file));
      const text = readFileSync(copy.at(file), 'utf8');
      if (!(await prettier.check(text, { ...options, filepath: copy.at(file) }))) unformatted.push(file);
    }
    expect(unformatted).toEqual([]);
  });

  it('a new API route: answers an operator with the privilege, refuses one without it, and is documented', async () => {
    const agent = await t.createUser({ role: 'dl', privileges: [privilege.userList, privilege.deposit] });
    await t.createUser({ role: 'user', parent: agent });
    await t.createUser({ role: 'user', parent: agent });
    const url = '/api/get-downline-count';
    const answer = await t.call('GET', url, { token: await t.signIn(agent) });
    expect(answer).toMatchObject({ status: 200, body: { error: false, data: { count: 2 } } });

    expect((await t.call('GET', url)).status, 'no token').toBe(401);
    const lacking = await t.createUser({ role: 'dl', privileges: [privilege.deposit] });
    expect((await t.call('GET', url, { token: await t.signIn(lacking) })).status, 'without User List').toBe(
      403,
    );
    const player = await t.createUser({ role: 'user', parent: agent });
    expect((await t.call('GET', url, { token: await t.signIn(player) })).status, 'a player').toBe(403);

    const openApi = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = openApi.json<{ paths: Record<string, { get?: { tags?: string[] } }> }>().paths;
    expect(paths[url]?.get?.tags).toEqual(['main/downline']);
  });

  it('a new payment method: the upline offers it, a deposit by it is taken and approved, a withdrawal refused', async () => {
    const admin = await t.createUser({ role: 'admin', privileges: [privilege.deposit, privilege.withdraw] });
    const player = await t.createUser({ role: 'user', parent: admin });
    const [adminToken, playerToken] = [await t.signIn(admin), await t.signIn(player)];
    const saved = await t.call('POST', '/api/save-payment-list', {
      token: adminToken,
      body: { settingList: { paytmNumber: '9876543210' } },
    });
    expect(saved).toMatchObject({ status: 200, body: { data: { paytmNumber: '9876543210' } } });
    const offered = await t.call('GET', '/api/get-payment-list', { token: playerToken });
    expect(offered).toMatchObject({ status: 200, body: { data: { paytmNumber: '9876543210', upiId: '' } } });

    const fields = {
      type: 'deposit',
      amount: '500',
      remark: 'ok',
      accountType: 'paytm',
      utrno: '412345678901',
    };
    const file = { field: 'imageUrl', name: 'receipt.png', type: 'image/png', bytes: receiptPng };
    const { payload, headers } = await multipart(fields, file);
    const deposit = await t.app.inject({
      method: 'POST',
      url: '/api/add-deposit-withdraw',
      payload,
      headers: { ...headers, authorization: `Bearer ${playerToken}` },
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    const request = deposit.json<{ data: { _id: string; accountType: string; status: string } }>().data;
    expect(request).toMatchObject({ accountType: 'paytm', status: 'pending' });
    const approved = await t.call('POST', '/api/update-deposit-withdraw-status', {
      token: adminToken,
      body: { id: request._id, status: 'approved', transactionPassword: testPassword },
    });
    expect(approved).toMatchObject({
      status: 200,
      body: { data: { accountType: 'paytm', status: 'approved' } },
    });

    // Players save no Paytm numbers: a withdrawal "to Paytm" naming one of their UPI ids is refused.
    const upi = await t.call('POST', '/api/add-upi', { token: playerToken, body: { upiId: 'player@upi' } });
    const withdrawal = await t.call('POST', '/api/add-deposit-withdraw', {
      token: playerToken,
      body: { type: 'withdraw', amount: 100, remark: 'ok', accountType: 'paytm', bankDetail: upi.body.data },
    });
    expect(withdrawal.body).toMatchObject({ error: true, code: 'payment_account_not_selected' });
  });

  it('a new casino provider: its games in the lobby, a launch its game starts with, a stake and a win taken', async () => {
    const admin = await t.createUser({ role: 'admin', privileges: [privilege.deposit] });
    const player = await t.createUser({ role: 'user', parent: admin });
    const [adminToken, playerToken] = [await t.signIn(admin), await t.signIn(player)];
    const funded = await t.call('POST', '/api/update-user-wallet', {
      token: adminToken,
      body: { username: player.username, type: 'deposit', amount: 1000, transactionPassword: testPassword },
    });
    expect(funded.status, JSON.stringify(funded.body)).toBe(200);

    const lobby = await t.call('GET', '/api/get-casino-int-games', {
      token: playerToken,
      query: { provider: 'evo' },
    });
    expect(lobby.body.data).toMatchObject({
      result: [{ gameCode: 'evo:coin-flip', gameName: 'Coin Flip', image: `${link.url}/coin.png` }],
      providers: [{ key: 'evo', name: 'Evolution' }],
    });
    const launch = await t.call('POST', '/api/get-cas-casino-play-url', {
      token: playerToken,
      body: {
        gameCode: 'evo:coin-flip',
        lobby_url: 'https://royal.example.com/casino-int/evo',
        ipAddress: '127.0.0.1',
        isMobile: false,
      },
    });
    expect(launch.status, JSON.stringify(launch.body)).toBe(200);
    const url = new URL((launch.body.data as { url: string }).url);
    expect(`${url.origin}${url.pathname}`).toBe(`${link.url}/play/coin-flip`);
    expect(url.searchParams.get('brand')).toBe('royal');

    // The player's browser opens the game, whose page the provider shows once the wallet took the token.
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Balance 1000.00');
    const token = url.searchParams.get('token') ?? '';
    expect(await example.flipCoin(link, token, '10.00', true)).toMatchObject({
      status: 'OK',
      balance: '1010.00',
    });
    expect(await example.flipCoin(link, token, '25.00', false)).toMatchObject({
      status: 'OK',
      balance: '985.00',
    });
    // A game page opened again with a used token is refused by the wallet.
    expect((await fetch(url)).status).toBe(403);
  });
});
