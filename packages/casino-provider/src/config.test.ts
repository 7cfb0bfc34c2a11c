import { describe, expect, it } from 'vitest';
import { loadProviderConfig } from './config.ts';

const secret = 'f'.repeat(64);

describe('provider configuration', () => {
  it('reads the environment npm start gives, with port 3002 by default', () => {
    expect(
      loadProviderConfig({ PROVIDER_SECRET: secret, WALLET_URL: 'http://127.0.0.1:3000/wallet/slot' }),
    ).toEqual({
      port: 3002,
      host: '0.0.0.0',
      secret,
      walletUrl: 'http://127.0.0.1:3000/wallet/slot',
      logLevel: 'info',
    });
    expect(
      loadProviderConfig({ PORT: '4002', PROVIDER_SECRET: secret, WALLET_URL: 'https://x/wallet/slot' }).port,
    ).toBe(4002);
  });

  it('names every problem at once', () => {
    expect(() => loadProviderConfig({ PORT: 'x', PROVIDER_SECRET: 'short', WALLET_URL: 'ftp://x' })).toThrow(
      /PORT must be a whole number[\s\S]*PROVIDER_SECRET must be at least 32 characters[\s\S]*WALLET_URL must be http\(s\)/,
    );
    expect(() => loadProviderConfig({})).toThrow(/PROVIDER_SECRET is required[\s\S]*WALLET_URL is required/);
  });
});
