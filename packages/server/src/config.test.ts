import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Config } from './config.ts';

describe('loadConfig', () => {
  it('runs the embedded default with nothing set', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      redisUrl: undefined,
      dataDir: './data',
      accessTokenTtlSeconds: 900,
      production: false,
      testing: false,
      casino: { loop: 'on' },
      hashQueueLimit: 64,
      apis: ['main', 'data', 'bet'],
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://exchange:secret@db:5432/exchange?sslmode=verify-full',
      JWT_SECRET: 'x'.repeat(40),
      ACCESS_TOKEN_TTL: '300',
      TELEGRAM_BOT_TOKEN: '123456:ABC-def_ghi',
      TELEGRAM_WEBHOOK_SECRET: 'hook-secret',
      NODE_ENV: 'production',
      CASINO: 'off',
      HASH_QUEUE_LIMIT: '8',
      REDIS_URL: 'redis://cache:6379',
      APIS: ' bet, data ,bet',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://exchange:secret@db:5432/exchange?sslmode=verify-full',
      accessTokenTtlSeconds: 300,
      telegramBotToken: '123456:ABC-def_ghi',
      production: true,
      casino: { loop: 'off' },
      hashQueueLimit: 8,
      redisUrl: 'redis://cache:6379',
      apis: ['bet', 'data'],
    });
  });

  it('joins processes through Redis only on a shared PostgreSQL', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://cache:6379' })).toThrow('REDIS_URL needs DATABASE_URL');
    expect(() => loadConfig({ REDIS_URL: 'http://cache', DATABASE_URL: 'postgres://db/x' })).toThrow(
      'REDIS_URL must be a redis:// or rediss:// URL',
    );
  });

  // Spec 7's three APIs as pools of their own: a process that leaves one out needs the others beside it.
  it('serves a part of the APIs only beside other processes, and names only the three', () => {
    expect(() => loadConfig({ APIS: 'data' })).toThrow('APIS=data needs REDIS_URL and DATABASE_URL');
    const shared = { DATABASE_URL: 'postgres://db/x', REDIS_URL: 'redis://cache:6379' };
    expect(() => loadConfig({ ...shared, APIS: 'data,admin' })).toThrow(
      'APIS must be one or more of main, data, bet, comma-separated',
    );
    expect(() => loadConfig({ ...shared, APIS: ' , ' })).toThrow('APIS must be one or more');
    expect(loadConfig({ APIS: 'main,bet,data' }).apis).toEqual(['main', 'bet', 'data']);
  });

  it('names every bad value with what it must be, all at once', () => {
    const attempt = () =>
      loadConfig({
        PORT: '70000',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        LOG_LEVEL: 'loud',
        CASINO: 'maybe',
        HASH_QUEUE_LIMIT: '0',
        ACCESS_TOKEN_TTL: '3600',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT must be between 1 and 65535');
      expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
      expect(message).toContain('JWT_SECRET must be at least 32 characters');
      expect(message).toContain('LOG_LEVEL');
      expect(message).toContain('CASINO must be on, stepped or off');
      expect(message).toContain('HASH_QUEUE_LIMIT must be between 1 and 10000');
      expect(message).toContain('ACCESS_TOKEN_TTL must be at most 1200');
    }
  });

  // The stepped odds feed (POST /test/feed) and the stepped casino rounds (POST /test/casino).
  it.each([
    { name: 'FEED', read: (config: Config) => config.feed.kind },
    { name: 'CASINO', read: (config: Config) => config.casino.loop },
  ])('takes $name=stepped only with the test clock, which production refuses', ({ name, read }) => {
    const refused = `${name}=stepped needs TEST_CLOCK=on`;
    expect(read(loadConfig({ [name]: 'stepped', TEST_CLOCK: 'on' }))).toBe('stepped');
    expect(() => loadConfig({ [name]: 'stepped' })).toThrow(refused);
    expect(() => loadConfig({ [name]: 'stepped', TEST_CLOCK: 'off' })).toThrow(refused);
    const production = { [name]: 'stepped', NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(refused);
    expect(() => loadConfig({ ...production, TEST_CLOCK: 'on' })).toThrow(
      'TEST_CLOCK cannot be on in production',
    );
  });

  it('takes production without JWT_SECRET: the secret file under DATA_DIR signs then (src/auth/secrets.ts)', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ production: true, jwtSecret: undefined });
  });

  it('asks operators for a second step always in production, elsewhere only when told to', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).operatorSecondStepRequired).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', OPERATOR_SECOND_STEP: 'optional' })).toThrow(
      'OPERATOR_SECOND_STEP cannot be optional in production',
    );
    // npm start's demo logins and the end-to-end tests sign operators in with a password alone.
    expect(loadConfig({}).operatorSecondStepRequired).toBe(false);
    expect(loadConfig({ OPERATOR_SECOND_STEP: 'required' }).operatorSecondStepRequired).toBe(true);
  });

  // ASVS 12.3.1, 12.3.2 (src/db/databaseTls.ts; databaseTls.test.ts shows pg refusing what it does not trust).
  it('refuses production on a database across the network unless DATABASE_URL asks for sslmode=verify-full', () => {
    const production = { NODE_ENV: 'production' };
    const refused = 'DATABASE_URL must ask for sslmode=verify-full in production: db.example.com is reached';
    for (const weaker of ['', '?sslmode=require', '?sslmode=verify-ca', '?sslmode=prefer', '?ssl=true']) {
      const url = `postgres://exchange:secret@db.example.com:5432/exchange${weaker}`;
      expect(() => loadConfig({ ...production, DATABASE_URL: url }), weaker).toThrow(refused);
    }
    // pg connects to the query's host, not the URL's: a local name in front does not let it through.
    expect(() =>
      loadConfig({ ...production, DATABASE_URL: 'postgres://localhost/exchange?host=db.example.com' }),
    ).toThrow(refused);
    const verified = 'postgres://exchange:secret@db.example.com/exchange?sslmode=verify-full';
    expect(loadConfig({ ...production, DATABASE_URL: verified }).databaseUrl).toBe(verified);
    // A CA file that is not there is named at start rather than at the first connection.
    expect(() =>
      loadConfig({ ...production, DATABASE_URL: `${verified}&sslrootcert=/nonexistent/ca.pem` }),
    ).toThrow("DATABASE_URL cannot be used: ENOENT: no such file or directory, open '/nonexistent/ca.pem'");
    // Outside production the URL is taken as it is.
    const plain = 'postgres://exchange:secret@db.example.com/exchange';
    expect(loadConfig({ DATABASE_URL: plain }).databaseUrl).toBe(plain);
  });

  it('takes production on a database of this machine without TLS: a socket or a loopback address', () => {
    for (const url of [
      'postgres://exchange:secret@localhost/exchange',
      'postgres://exchange:secret@127.0.0.1:5432/exchange',
      'postgresql://exchange:secret@[::1]:5432/exchange',
      'postgres://exchange@db.example.com/exchange?host=/var/run/postgresql',
      'postgres:///exchange?host=%2Fvar%2Frun%2Fpostgresql',
    ]) {
      expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: url }).databaseUrl).toBe(url);
    }
  });

  it('refuses a Telegram bot token without a webhook secret in production', () => {
    const bot = { NODE_ENV: 'production', TELEGRAM_BOT_TOKEN: '123456:ABC-def_ghi' };
    expect(() => loadConfig(bot)).toThrow(ConfigError);
    expect(() => loadConfig(bot)).toThrow('TELEGRAM_WEBHOOK_SECRET is required in production');
    expect(loadConfig({ ...bot, TELEGRAM_WEBHOOK_SECRET: 'hook-secret' })).toMatchObject({
      telegramBotToken: '123456:ABC-def_ghi',
      telegramWebhookSecret: 'hook-secret',
    });
    // Outside production the server starts, and its webhook refuses every update (webhook.test.ts).
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: '123456:ABC-def_ghi' }).telegramWebhookSecret).toBeUndefined();
  });
});
