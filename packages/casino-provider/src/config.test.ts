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
      // The site's own server, as a browser on this machine may name it (CSP has no IPv6 address).
      operatorOrigins: ['http://127.0.0.1:3000', 'http://localhost:3000'],
      // ... and as a browser on another machine does (operatorSiteOf).
      operatorOnThisMachine: 'http://127.0.0.1:3000',
    });
    expect(
      loadProviderConfig({ PORT: '4002', PROVIDER_SECRET: secret, WALLET_URL: 'https://x/wallet/slot' }).port,
    ).toBe(4002);
  });

  it("takes the operator's origins that may frame the game from OPERATOR_ORIGINS, or the wallet's site", () => {
    const base = { PROVIDER_SECRET: secret, WALLET_URL: 'http://10.0.0.5:3000/wallet/slot' };
    expect(
      loadProviderConfig({
        ...base,
        OPERATOR_ORIGINS: ' https://royal.example.com, https://lotus.example.com:8443 ',
      }).operatorOrigins,
    ).toEqual(['https://royal.example.com', 'https://lotus.example.com:8443']);
    expect(loadProviderConfig(base).operatorOrigins).toEqual(['http://10.0.0.5:3000']);
    expect(loadProviderConfig(base).operatorOnThisMachine).toBeUndefined();
    expect(
      loadProviderConfig({
        PROVIDER_SECRET: secret,
        WALLET_URL: 'http://127.0.0.1:3000/wallet/slot',
        OPERATOR_ORIGINS: 'https://royal.example.com',
      }).operatorOnThisMachine,
    ).toBeUndefined();
    expect(
      loadProviderConfig({ PROVIDER_SECRET: secret, WALLET_URL: 'https://exchange.example/wallet/slot' })
        .operatorOrigins,
    ).toEqual(['https://exchange.example']);
  });

  it('refuses an operator origin that is not just scheme, host and port', () => {
    for (const origins of [
      'royal.example.com',
      'https://royal.example.com/lobby',
      'ftp://royal.example.com',
      "https://royal.example.com 'unsafe-inline'",
      'https://royal.example.com;script-src *',
      '*',
    ]) {
      expect(() =>
        loadProviderConfig({
          PROVIDER_SECRET: secret,
          WALLET_URL: 'https://x/wallet',
          OPERATOR_ORIGINS: origins,
        }),
      ).toThrow(/OPERATOR_ORIGINS must be origins/);
    }
  });

  it('names every problem at once', () => {
    expect(() => loadProviderConfig({ PORT: 'x', PROVIDER_SECRET: 'short', WALLET_URL: 'ftp://x' })).toThrow(
      /PORT must be a whole number[\s\S]*PROVIDER_SECRET must be at least 32 characters[\s\S]*WALLET_URL must be http\(s\)/,
    );
    expect(() => loadProviderConfig({})).toThrow(/PROVIDER_SECRET is required[\s\S]*WALLET_URL is required/);
  });
});
