import { buildApp } from './app.ts';
import { loadSecret, loadTokenSecret, serverSecrets } from './auth/secrets.ts';
import { createTokenService } from './auth/tokens.ts';
import { limitHashingQueue, limitHashingWait } from './auth/passwords.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { AppContext, Notifier } from './context.ts';
import { openDatabase } from './db/client.ts';
import { refusePowerfulRole } from './db/rolePowers.ts';
import { autovacuumNaptimeMs, startEmbeddedAutovacuum } from './db/embeddedAutovacuum.ts';
import { LiveBoard } from './exchange/board.ts';
import { refuseUnsoundLedger, UnsoundLedgerError } from './ledger/index.ts';
import { createCasino } from './casino/start.ts';
import { createFeed } from './feed/start.ts';
import { demoPassword, demoUsers, hasDemoData, seedDemo } from './seed/demo.ts';
import { attachSockets } from './sockets.ts';
import { planStart } from './startPlan.ts';
import { createShutdown } from './shutdown.ts';
import { serveBackups } from './backup/serverSide.ts';
import { createAppClock, registerTestClock } from './testControls/clock.ts';
import { registerTestCasino } from './testControls/casinoRounds.ts';
import { registerTestFeed } from './testControls/feed.ts';
import { instance } from './cluster/instance.ts';
import { startExpiredSecretSweeps } from './retention/expiredSecrets.ts';
import { drawDueLotteries } from './lottery/drawing.ts';
import { startLotteryDraws } from './lottery/worker.ts';
import { leadRoles, type LedRole, type Leaderships } from './cluster/leadership.ts';
import { connectRedis } from './cluster/redis.ts';
import { relayBoard } from './cluster/boardRelay.ts';
import { relayWaitingBets } from './cluster/waitingRelay.ts';
import { betEngineOf } from './bets/index.ts';
import { rekeyIdentities } from './responsibleGaming/identityKeys.ts';
import { sealClearTotpSeeds } from './secondStep/sealedSeeds.ts';
import { totpKeyFrom } from './secondStep/totpSeeds.ts';
import { setTransactionPasswordMemory } from './auth/transactionStepUp.ts';
import { startPhases } from './startPhases.ts';

async function main() {
  const phases = startPhases();
  phases.mark('modules');
  const config = loadConfig();
  limitHashingQueue(config.hashQueueLimit);
  limitHashingWait(config.hashWaitLimitMs);
  setTransactionPasswordMemory(config.transactionPasswordRememberSeconds);
  const facts = {
    production: config.production,
    demoFlag: process.argv.includes('--demo'),
    embedded: !config.databaseUrl,
    demoDataPresent: false,
  };
  // What the configuration alone refuses is refused before the database is touched.
  planStart(facts);
  const tokenSecret = await loadTokenSecret({ configured: config.jwtSecret, dataDir: config.dataDir });
  const totpSecret = await loadSecret(serverSecrets.totpSeeds, {
    configured: config.totpKey,
    dataDir: config.dataDir,
  });
  const totpKey = totpKeyFrom(totpSecret.secret);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  phases.mark('database');
  let wantsDemo: boolean;
  try {
    await refusePowerfulRole(database, config.production);
    await database.migrate();
    await refuseUnsoundLedger(database.db);
    await rekeyIdentities(database.db);
    await sealClearTotpSeeds(database.db, totpKey);
    // Only production asks: the check tries the demo password on each demo username, which takes a moment.
    const demoDataPresent = config.production && (await hasDemoData(database.db));
    wantsDemo = planStart({ ...facts, demoDataPresent }).demo;
  } catch (error) {
    await database.close();
    throw error;
  }
  phases.mark('migrations and checks');
  const seeded = wantsDemo ? await seedDemo(database.db) : false;
  phases.mark('demo data');
  // Beside other processes (docs/adr/0016-scale-out.md): socket rooms and rate limits span them through Redis.
  const redis = config.redisUrl
    ? await connectRedis(config.redisUrl, (error) => console.error('Redis:', error))
    : undefined;

  const tokens = createTokenService(tokenSecret.secret, config.accessTokenTtlSeconds);
  // Sockets attach to the HTTP server once it exists; pushes before that have no listener anyway.
  const notifier: Notifier & { target?: Notifier } = {
    toUser: (userId, event, payload) => notifier.target?.toUser(userId, event, payload),
    listens: (userId) => notifier.target?.listens(userId) ?? false,
    endSessions: (sessionIds) => notifier.target?.endSessions(sessionIds),
  };
  const clock = createAppClock();
  const context: AppContext = {
    db: database.db,
    tokens,
    config,
    notify: notifier,
    board: new LiveBoard(),
    now: clock.now,
    totpKey,
  };
  // Won once the API listens (below); health asks before then too.
  const led: { leaderships?: Leaderships; priceLagMs?: () => number | null } = {};
  const app = await buildApp(context, {
    demo: wantsDemo,
    shedding: { databaseLoad: database.load },
    ...(redis && { redis }),
    cluster: () => ({
      instance,
      leaderships: led.leaderships?.held() ?? [],
      redis: redis?.state() ?? 'off',
      database: led.leaderships?.database() ?? 'ready',
      priceLagMs: led.priceLagMs?.() ?? null,
    }),
  });
  phases.mark('app');
  // Beside others, only the feed's leader matches waiting bets as prices move (cluster/waitingRelay.ts).
  const engine = betEngineOf(app);
  if (redis) await engine.setMatching(false);
  // End-to-end tests only (TEST_CLOCK=on, never in production): moving the clock past an exclusion's end,
  // or a lottery draw's close time (drawn before the move answers).
  if (config.testClock) registerTestClock(app, clock, () => drawDueLotteries(context));
  const feed = await createFeed(context, {
    demo: wantsDemo,
    onError: (error) => app.log.error({ err: error }, 'odds feed'),
  });
  // FEED=stepped (which needs TEST_CLOCK=on): end-to-end tests tick the odds simulator themselves.
  if (feed?.stepped) {
    const { stepped } = feed;
    registerTestFeed(app, {
      get tick() {
        return stepped.tick;
      },
      step: (ticks) => stepped.step(ticks),
      running: () => led.leaderships?.held().includes('feed') ?? false,
    });
  }
  const casino = createCasino(context, {
    onError: (error) => app.log.error({ err: error }, 'casino round loop'),
  });
  // CASINO=stepped (which needs TEST_CLOCK=on): end-to-end tests move the casino's rounds themselves.
  if (casino.stepped) registerTestCasino(app, { loop: casino.stepped, db: context.db });
  const sockets = attachSockets(app.server, context, {
    onError: (error) => app.log.error({ err: error }, 'casino rooms'),
    ...(redis && { redis }),
  });
  notifier.target = sockets.notifier;

  await app.listen({ port: config.port, host: config.host });
  phases.mark('feed, casino and listening');
  // One process runs the feed and one the casino's dealer (docs/adr/0016-scale-out.md): alone, this one at
  // once; beside others on PostgreSQL, whichever wins each role's lock, and another when it stops.
  // Beside others, the board mirrors the feed's leader until this process leads it.
  const relay = redis
    ? await relayBoard(context.board, redis, (error) => app.log.error({ err: error }, 'board relay'))
    : undefined;
  await relay?.follow();
  if (feed) led.priceLagMs = () => relay?.lagMs() ?? 0;
  const waitingRelay = redis
    ? await relayWaitingBets(engine, redis, (error) => app.log.error({ err: error }, 'waiting bets relay'))
    : undefined;
  const roles: LedRole[] = [];
  if (feed) {
    roles.push({
      name: 'feed',
      start: async () => {
        await relay?.lead();
        await feed.feed.start();
        if (redis) await engine.setMatching(true);
      },
      stop: async () => {
        if (redis) await engine.setMatching(false);
        await feed.feed.stop();
        await relay?.follow();
        if (feed) led.priceLagMs = () => relay?.lagMs() ?? 0;
      },
    });
  }
  const { loop } = casino;
  // Beside others, the dealer that takes over voids the rounds the last one left under way.
  const voidLiveRounds = redis !== undefined;
  if (loop)
    roles.push({ name: 'casino', start: () => casino.start({ voidLiveRounds }), stop: () => loop.stop() });
  else await casino.start();
  led.leaderships = await leadRoles({
    databaseUrl: config.databaseUrl,
    roles,
    onError: (error) => app.log.error({ err: error }, 'leadership'),
    onChange: (held) => app.log.info({ leaderships: held }, 'leaderships'),
  });
  // PGlite has no autovacuum of its own (db/embeddedAutovacuum.ts); PostgreSQL's runs as it always does.
  const autovacuum =
    database.kind === 'pglite'
      ? startEmbeddedAutovacuum(database.db, {
          intervalMs: await autovacuumNaptimeMs(database.db),
          onError: (error) => app.log.error({ err: error }, 'embedded autovacuum'),
        })
      : null;
  const secretSweeps = startExpiredSecretSweeps(database.db, {
    now: context.now,
    onError: (error) => app.log.error({ err: error }, 'expired secrets sweep'),
  });
  const lotteryDraws = startLotteryDraws(context, {
    onError: (error) => app.log.error({ err: error }, 'lottery draws'),
  });
  const url = `http://localhost:${config.port}`;
  const lines = [
    `\nExchange server running at ${url} (API under ${url}/api, ${database.kind} database)`,
    phases.summary(),
  ];
  if (redis) lines.push(`Beside other processes through Redis, as ${instance.id}.`);
  if (config.databaseUrl && roles.length > 0) {
    const held = led.leaderships.held();
    lines.push(
      held.length > 0
        ? `Runs for all processes: ${held.join(', ')}.`
        : 'Runs the feed and the casino dealer only if the process that does stops.',
    );
  }
  if (wantsDemo) {
    lines.push(seeded ? 'Demo data seeded.' : 'Demo data already present.');
    // Every demo user's transaction password is its password: operators type it to move money.
    lines.push(`Demo logins (password ${demoPassword}, the transaction password too):`);
    for (const demo of demoUsers) {
      const side = demo.role === 'user' ? 'POST /api/login' : 'POST /api/login-admin';
      lines.push(
        `  ${demo.username.padEnd(12)} ${demo.role.padEnd(7)} ${side}${demo.telegram ? '  (Telegram code step)' : ''}`,
      );
    }
  }
  if (wantsDemo && !config.telegramBotToken) {
    lines.push(`Second-step codes of the demo go to a local outbox: ${url}/api/dev/outbox`);
  }
  if (tokenSecret.source.kind === 'file' && tokenSecret.source.created) {
    lines.push(
      `Token-signing secret made in ${tokenSecret.source.path} (owner-only; keep it, or set JWT_SECRET).`,
    );
  }
  if (totpSecret.source.kind === 'file' && totpSecret.source.created) {
    lines.push(
      `Authenticator-seed key made in ${totpSecret.source.path} (owner-only; keep it with your backups, or set TOTP_KEY).`,
    );
  }
  if (feed) lines.push(feed.description);
  lines.push(casino.description);

  // Once, however many signals come (the process group's and the one scripts/start.mjs forwards).
  const shutdown = createShutdown({
    app,
    io: sockets.io,
    workers: [
      {
        async stop() {
          await led.leaderships?.close();
          await relay?.close();
          await waitingRelay?.close();
        },
      },
      secretSweeps,
      lotteryDraws,
      ...(autovacuum ? [autovacuum] : []),
    ],
    database,
    ...(redis && { redis }),
    log: (message) => console.log(message),
  });
  // `npm run backup` asks this process for a copy of the embedded database (backup/serverSide.ts).
  const stopBackups = serveBackups(config.dataDir, database, (message) => console.log(message));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(
      signal,
      () =>
        void shutdown(signal).then((code) => {
          stopBackups();
          process.exit(code);
        }),
    );
  }
  // Only now: whoever waits for this line may signal at once, and a signal without a listener kills.
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof UnsoundLedgerError ? error.message : error);
  process.exit(1);
});
