import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { loadCasinoProviders } from './providers.ts';

const secret = 's'.repeat(40);
const entry = { key: 'evo', baseUrl: 'https://games.example/api/', secret, enabled: true };

describe('loadCasinoProviders', () => {
  it('reads CASINO_PROVIDERS, names each provider from the domain and adds the built-in provider', () => {
    const config = loadConfig({
      CASINO_PROVIDERS: JSON.stringify([entry]),
      BUILTIN_PROVIDER_URL: 'http://localhost:3002',
      BUILTIN_PROVIDER_SECRET: 'b'.repeat(64),
    });
    expect(loadCasinoProviders(config.casinoProviders)).toEqual([
      { ...entry, baseUrl: 'https://games.example/api', name: 'Evolution', currency: 'INR' },
      {
        key: 'slot',
        name: 'Slot',
        baseUrl: 'http://localhost:3002',
        secret: 'b'.repeat(64),
        enabled: true,
        currency: 'INR',
      },
    ]);
  });

  it('reads the providers file under DATA_DIR, and none when there is no file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'providers-'));
    expect(loadCasinoProviders(loadConfig({ DATA_DIR: dir }).casinoProviders)).toEqual([]);
    writeFileSync(join(dir, 'casino-providers.json'), JSON.stringify([{ ...entry, currency: 'USD' }]));
    expect(loadCasinoProviders(loadConfig({ DATA_DIR: dir }).casinoProviders)).toMatchObject([
      { key: 'evo', currency: 'USD' },
    ]);
  });

  it('refuses to start on a key outside spec 3, a short secret, a key given twice or bad JSON', () => {
    const load = (json: string) => () =>
      loadCasinoProviders(loadConfig({ CASINO_PROVIDERS: json }).casinoProviders);
    expect(load(JSON.stringify([{ ...entry, key: 'acme' }]))).toThrow(/key must be one of/);
    expect(load(JSON.stringify([{ ...entry, secret: 'short' }]))).toThrow(/secret must be at least 32/);
    expect(load(JSON.stringify([entry, entry]))).toThrow(/configured once/);
    expect(load('[{')).toThrow(ConfigError);
  });
});
