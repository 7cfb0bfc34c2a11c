import { isIP } from 'node:net';
import { join } from 'node:path';
import type { ApiName } from '@exchange/domain';
import * as v from 'valibot';
import { databaseTlsProblem } from './db/databaseTls.ts';

const port = v.pipe(
  v.string(),
  v.transform(Number),
  v.integer('must be a whole number'),
  v.minValue(1, 'must be between 1 and 65535'),
  v.maxValue(65535, 'must be between 1 and 65535'),
);
const seconds = v.pipe(
  v.string(),
  v.transform(Number),
  v.integer('must be a whole number of seconds'),
  v.minValue(1),
);

/** A whole number in [min, max], given as text. */
const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.transform(Number),
    v.integer('must be a whole number'),
    v.minValue(min, `must be between ${min} and ${max}`),
    v.maxValue(max, `must be between ${min} and ${max}`),
  );

/** Comma-separated entries, each trimmed, empty ones dropped. */
const commaList = v.pipe(
  v.string(),
  v.transform((text) =>
    text
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  ),
);

/** One proxy entry: an IP address, or a CIDR range such as 10.0.0.0/8 or fd00::/8. */
function isProxyEntry(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUSTED_PROXIES: comma-separated addresses or CIDR ranges; '' (the default) trusts none. */
const proxyList = v.pipe(
  commaList,
  v.check(
    (entries) => entries.every(isProxyEntry),
    'must be comma-separated IP addresses or CIDR ranges (10.0.0.1, 10.0.0.0/8)',
  ),
);

const apiNames = ['main', 'data', 'bet'] as const;

/** APIS: which of spec 7's three APIs this process serves, comma-separated; all three by default. */
const apiList = v.pipe(
  commaList,
  v.check(
    (entries) =>
      entries.length > 0 && entries.every((entry) => (apiNames as readonly string[]).includes(entry)),
    'must be one or more of main, data, bet, comma-separated',
  ),
  v.transform((entries) => [...new Set(entries)] as ApiName[]),
);

const configSchema = v.object({
  PORT: v.optional(port, '3000'),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '0.0.0.0'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')),
  ),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './data'),
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL'))),
  APIS: v.optional(apiList, 'main,data,bet'),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  TOTP_KEY: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  // An open page refreshes its token only as it runs out: a longer life would let the 30-minute idle limit
  // (auth/sessionLimits.ts) end sessions in use.
  ACCESS_TOKEN_TTL: v.optional(
    v.pipe(seconds, v.maxValue(1200, 'must be at most 1200 (20 minutes, below the 30-minute idle limit)')),
    '900',
  ),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  NODE_ENV: v.optional(v.string(), 'development'),
  STORYBOOK_DIR: v.optional(v.pipe(v.string(), v.nonEmpty())),
  APP_DIR: v.optional(v.pipe(v.string(), v.nonEmpty())),
  TELEGRAM_BOT_TOKEN: v.optional(
    v.pipe(v.string(), v.regex(/^\d+:[\w-]+$/, 'must look like 123456:ABC-token')),
  ),
  TELEGRAM_WEBHOOK_SECRET: v.optional(
    v.pipe(v.string(), v.regex(/^[\w-]{1,256}$/, 'must be 1-256 letters, digits, _ or -')),
  ),
  TRUSTED_PROXIES: v.optional(proxyList, ''),
  OPERATOR_SECOND_STEP: v.optional(v.picklist(['required', 'optional'], 'must be required or optional')),
  FEED: v.optional(
    v.picklist(['simulator', 'stepped', 'off'], 'must be simulator, stepped or off'),
    'simulator',
  ),
  FEED_SEED: v.optional(wholeNumber(1, 2 ** 31 - 1)),
  FEED_TICK_MS: v.optional(wholeNumber(50, 60_000), '1000'),
  FEED_EVENTS_PER_SPORT: v.optional(wholeNumber(1, 50), '4'),
  CASINO: v.optional(v.picklist(['on', 'stepped', 'off'], 'must be on, stepped or off'), 'on'),
  CASINO_PROVIDERS: v.optional(v.pipe(v.string(), v.nonEmpty())),
  CASINO_PROVIDERS_FILE: v.optional(v.pipe(v.string(), v.nonEmpty())),
  BUILTIN_PROVIDER_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  BUILTIN_PROVIDER_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  TEST_CLOCK: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'off'),
  HASH_QUEUE_LIMIT: v.optional(wholeNumber(1, 10_000), '64'),
  HASH_WAIT_LIMIT_MS: v.optional(wholeNumber(100, 60_000), '2000'),
  REQUEST_DEADLINE_MS: v.optional(wholeNumber(1000, 120_000), '8000'),
  TRANSACTION_PASSWORD_REMEMBER_SECONDS: v.optional(wholeNumber(0, 3600), '300'),
});

export interface Config {
  port: number;
  host: string;
  /** A PostgreSQL server; without it the embedded PGlite database under `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * Redis, for a process that runs beside others on one PostgreSQL (docs/adr/0016-scale-out.md): socket
   * rooms and rate limits span them all. Without it the process is alone.
   */
  redisUrl: string | undefined;
  /**
   * The APIs of spec 7 this process serves (APIS=data, say): a cluster may run each as its own pool of
   * processes behind the proxy, as the spec's three hosts. GET health is served whatever the choice, so
   * the proxy and the operator can ask any process. All three by default.
   */
  apis: readonly ApiName[];
  /** Without it, the owner-only file under `dataDir` (src/auth/secrets.ts); never the database. */
  jwtSecret: string | undefined;
  /** The key that seals authenticator seeds; without it, its own owner-only file (src/auth/secrets.ts). */
  totpKey: string | undefined;
  /**
   * OPERATOR_SECOND_STEP (ASVS 6.3.2): an operator without a second step may sign in, but every call except
   * what sets one up is refused until it has one (http/authenticate.ts). Always in production; off by
   * default elsewhere, so `npm start`'s demo logins and the end-to-end tests sign in with a password.
   */
  operatorSecondStepRequired: boolean;
  accessTokenTtlSeconds: number;
  logLevel: string;
  production: boolean;
  /** A built Storybook to serve at /storybook/ (what `/` shows until the app exists). */
  storybookDir: string | undefined;
  /** The built player app to serve at `/` (with the single-page fallback). */
  appDir: string | undefined;
  /** Without it, second-step codes go to the local outbox (this machine has no internet). */
  telegramBotToken: string | undefined;
  /**
   * Given to Telegram's setWebhook as secret_token; updates without it are refused, and with a bot token
   * but no secret every update is (production refuses to start so).
   */
  telegramWebhookSecret: string | undefined;
  /**
   * The reverse proxies (addresses or CIDR ranges) whose X-Forwarded-For names the client. Empty by
   * default: the client is the socket's address, and a forwarded header from anyone else is ignored, so
   * it cannot fake the address in activity logs.
   */
  trustedProxies: readonly string[];
  /** Tests keep outbox messages in memory rather than in the data folder. */
  testing: boolean;
  /**
   * The odds feed `npm start` runs: the seeded simulator, or none (a real provider's adapter plugs in).
   * `stepped` (tests only, with TEST_CLOCK=on) is the simulator ticking only when POST /test/feed asks.
   */
  feed: {
    kind: 'simulator' | 'stepped' | 'off';
    /** Replays the same events and prices; a random seed (printed at start) when not given. */
    seed: number | undefined;
    tickMs: number;
    eventsPerSport: number;
  };
  /**
   * Whether `npm start` runs the casino's round loop (CASINO=off: the games keep their tables and results,
   * but no round moves). Several processes may run it on one database: each move is taken once.
   * `stepped` (tests only, with TEST_CLOCK=on) is the loop without its timer: a game's round moves only when
   * POST /test/casino asks.
   */
  casino: { loop: 'on' | 'stepped' | 'off' };
  /**
   * Where the casino providers' configuration comes from (docs/adr/0012-casino-providers.md): the JSON of
   * CASINO_PROVIDERS, else the file (default `$DATA_DIR/casino-providers.json`, absent is none), plus the
   * built-in provider when its URL and secret are both given. Read and checked by src/casinoProviders.
   */
  casinoProviders: {
    json: string | undefined;
    file: string;
    builtin: { baseUrl: string; secret: string } | undefined;
  };
  /**
   * TEST_CLOCK=on (end-to-end tests only; refused in production): the app's clock may be moved forward
   * through POST /test/clock from this machine (src/testControls/clock.ts). Off by default.
   */
  testClock: boolean;
  /**
   * Password and transaction-password checks that may wait for a hashing slot before the next is refused
   * with 503 (src/auth/passwords.ts). 64 by default: a desk of 20 operators deciding at once all wait.
   */
  hashQueueLimit: number;
  /** How long a new hash may expect to wait for a slot before it is refused with 503 instead (2000 ms). */
  hashWaitLimitMs: number;
  /**
   * How long an API call may take before the work it has not yet done is refused with 503 instead of
   * done for a client that has given up (src/http/clientGone.ts); 8000 ms, inside a client's usual 10 s.
   */
  requestDeadlineMs: number;
  /**
   * How long a transaction password proved right on a session is matched again without hashing
   * (src/auth/transactionStepUp.ts); 300 s by default, 0 hashes every confirmation.
   */
  transactionPasswordRememberSeconds: number;
}

export class ConfigError extends Error {}

/** Reads the environment once at start-up; every bad value is named with what it must be. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = v.safeParse(configSchema, env);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'} ${issue.message}`);
    throw new ConfigError(`Bad configuration:\n- ${problems.join('\n- ')}`);
  }
  const out = result.output;
  const production = out.NODE_ENV === 'production';
  // Without the secret anyone could post updates as Telegram and have the bot message any chat.
  if (production && out.TELEGRAM_BOT_TOKEN && !out.TELEGRAM_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Bad configuration:\n- TELEGRAM_WEBHOOK_SECRET is required in production when TELEGRAM_BOT_TOKEN is set ' +
        "(give the same value to Telegram's setWebhook as secret_token)",
    );
  }
  // The embedded database belongs to one process: a second would not share it.
  if (out.REDIS_URL && !out.DATABASE_URL) {
    throw new ConfigError(
      "Bad configuration:\n- REDIS_URL needs DATABASE_URL: processes side by side share one PostgreSQL (the embedded database is one process's)",
    );
  }
  // The APIs this one leaves out are served by other processes, which only a shared database allows.
  if (out.APIS.length < apiNames.length && !out.REDIS_URL) {
    throw new ConfigError(
      `Bad configuration:\n- APIS=${out.APIS.join(',')} needs REDIS_URL and DATABASE_URL: the other APIs are served by other processes`,
    );
  }
  // ASVS 12.3.1, 12.3.2: a database on another machine only over TLS that checks whom it reached.
  const databaseTls = production && out.DATABASE_URL ? databaseTlsProblem(out.DATABASE_URL) : undefined;
  if (databaseTls) throw new ConfigError(`Bad configuration:\n- ${databaseTls}`);
  if (production && out.TEST_CLOCK === 'on') {
    throw new ConfigError('Bad configuration:\n- TEST_CLOCK cannot be on in production');
  }
  // ASVS 6.3.2: operators move money and manage accounts, so production always asks them for a second step.
  if (production && out.OPERATOR_SECOND_STEP === 'optional') {
    throw new ConfigError('Bad configuration:\n- OPERATOR_SECOND_STEP cannot be optional in production');
  }
  // The stepped feed's control route is a test route: it exists only where the test clock's may.
  if (out.FEED === 'stepped' && out.TEST_CLOCK !== 'on') {
    throw new ConfigError('Bad configuration:\n- FEED=stepped needs TEST_CLOCK=on (tests only)');
  }
  // Likewise the stepped casino's.
  if (out.CASINO === 'stepped' && out.TEST_CLOCK !== 'on') {
    throw new ConfigError('Bad configuration:\n- CASINO=stepped needs TEST_CLOCK=on (tests only)');
  }
  return {
    port: out.PORT,
    host: out.HOST,
    databaseUrl: out.DATABASE_URL,
    dataDir: out.DATA_DIR,
    redisUrl: out.REDIS_URL,
    apis: out.APIS,
    jwtSecret: out.JWT_SECRET,
    totpKey: out.TOTP_KEY,
    operatorSecondStepRequired:
      (out.OPERATOR_SECOND_STEP ?? (production ? 'required' : 'optional')) === 'required',
    accessTokenTtlSeconds: out.ACCESS_TOKEN_TTL,
    logLevel: out.LOG_LEVEL,
    production,
    storybookDir: out.STORYBOOK_DIR,
    appDir: out.APP_DIR,
    telegramBotToken: out.TELEGRAM_BOT_TOKEN,
    telegramWebhookSecret: out.TELEGRAM_WEBHOOK_SECRET,
    trustedProxies: out.TRUSTED_PROXIES,
    testing: out.NODE_ENV === 'test',
    feed: {
      kind: out.FEED,
      seed: out.FEED_SEED,
      tickMs: out.FEED_TICK_MS,
      eventsPerSport: out.FEED_EVENTS_PER_SPORT,
    },
    casino: { loop: out.CASINO },
    casinoProviders: {
      json: out.CASINO_PROVIDERS,
      file: out.CASINO_PROVIDERS_FILE ?? join(out.DATA_DIR, 'casino-providers.json'),
      builtin:
        out.BUILTIN_PROVIDER_URL && out.BUILTIN_PROVIDER_SECRET
          ? { baseUrl: out.BUILTIN_PROVIDER_URL, secret: out.BUILTIN_PROVIDER_SECRET }
          : undefined,
    },
    testClock: out.TEST_CLOCK === 'on',
    hashQueueLimit: out.HASH_QUEUE_LIMIT,
    hashWaitLimitMs: out.HASH_WAIT_LIMIT_MS,
    requestDeadlineMs: out.REQUEST_DEADLINE_MS,
    transactionPasswordRememberSeconds: out.TRANSACTION_PASSWORD_REMEMBER_SECONDS,
  };
}
