import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs the embedded default with nothing set', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: './data',
      accessTokenTtlSeconds: 900,
      production: false,
      testing: false,
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://exchange:secret@db:5432/exchange',
      JWT_SECRET: 'x'.repeat(40),
      ACCESS_TOKEN_TTL: '300',
      TELEGRAM_BOT_TOKEN: '123456:ABC-def_ghi',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://exchange:secret@db:5432/exchange',
      accessTokenTtlSeconds: 300,
      telegramBotToken: '123456:ABC-def_ghi',
      production: true,
    });
  });

  it('names every bad value with what it must be, all at once', () => {
    const attempt = () =>
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT must be between 1 and 65535');
      expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
      expect(message).toContain('JWT_SECRET must be at least 32 characters');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('requires a JWT secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET is required in production');
  });
});
