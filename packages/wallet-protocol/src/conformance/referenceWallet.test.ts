import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { runWalletConformance, walletConformanceChecks } from './checks.ts';
import type { WalletUnderTest } from './kitCall.ts';
import { ReferenceWallet } from './referenceWallet.ts';

/**
 * The wallet a provider's client is tested against (the built-in provider's tests play on it) passes the
 * kit, as the operator's wallet does (packages/server/src/casinoProviders/walletConformance.test.ts): what
 * a provider learns from it holds against the operator.
 */

const secret = 'reference-wallet-secret-of-at-least-32-characters';
const reference = new ReferenceWallet(secret);
const wallet: WalletUnderTest = {
  walletUrl: await reference.start(),
  secret,
  async newPlayer(balance, options) {
    const token = randomUUID();
    reference.addPlayer(token, balance);
    if (options?.blocked) reference.block(token);
    return { token };
  },
};
afterAll(() => reference.stop());

describe('the wallet conformance kit, against the reference wallet', () => {
  for (const check of walletConformanceChecks) it(check.name, () => check.run(wallet));
});

describe('runWalletConformance', () => {
  it('reports each check passed, or the answer it did not expect', async () => {
    const passing = await runWalletConformance(wallet, walletConformanceChecks.slice(0, 2));
    expect(passing).toEqual(walletConformanceChecks.slice(0, 2).map(({ name }) => ({ name, passed: true })));
    const wrongSecret = await runWalletConformance({ ...wallet, secret: `${secret}-not-the-wallet's` });
    expect(wrongSecret.every((result) => !result.passed)).toBe(true);
    expect(wrongSecret[0]?.problem).toMatch(
      /authenticate of a new player: expected OK, answered .*INVALID_SIGNATURE/,
    );
  });
});
