import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { createTokenService } from './auth/tokens.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { AppContext, Notifier } from './context.ts';
import { openDatabase, type Database } from './db/client.ts';
import { LiveBoard } from './exchange/board.ts';
import { startFeed } from './feed/start.ts';
import { settings } from './db/schema.ts';
import { demoPassword, demoUsers, seedDemo } from './seed/demo.ts';
import { attachSockets } from './sockets.ts';

/** The embedded default keeps its signing secret in its own database, so restarts keep people signed in. */
async function jwtSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const [stored] = await db.select().from(settings).where(eq(settings.name, 'jwtSecret'));
  if (typeof stored?.value === 'string') return stored.value;
  const secret = randomBytes(48).toString('base64url');
  await db.insert(settings).values({ name: 'jwtSecret', value: secret });
  return secret;
}

async function main() {
  const config = loadConfig();
  const wantsDemo = process.argv.includes('--demo') || !config.databaseUrl;
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const seeded = wantsDemo ? await seedDemo(database.db) : false;

  const tokens = createTokenService(
    await jwtSecret(database.db, config.jwtSecret),
    config.accessTokenTtlSeconds,
  );
  // Sockets attach to the HTTP server once it exists; pushes before that have no listener anyway.
  const notifier: Notifier & { target?: Notifier } = {
    toUser: (userId, event, payload) => notifier.target?.toUser(userId, event, payload),
    endSessions: (sessionIds) => notifier.target?.endSessions(sessionIds),
  };
  const context: AppContext = {
    db: database.db,
    tokens,
    config,
    notify: notifier,
    board: new LiveBoard(),
    now: () => new Date(),
  };
  const app = await buildApp(context, { demo: wantsDemo });
  notifier.target = attachSockets(app.server, context).notifier;

  await app.listen({ port: config.port, host: config.host });
  const feed = await startFeed(context, {
    demo: wantsDemo,
    onError: (error) => app.log.error({ err: error }, 'odds feed'),
  });
  const url = `http://localhost:${config.port}`;
  const lines = [`\nExchange server running at ${url} (API under ${url}/api, ${database.kind} database)`];
  if (wantsDemo) {
    lines.push(seeded ? 'Demo data seeded.' : 'Demo data already present.');
    lines.push(`Demo logins (password ${demoPassword}):`);
    for (const demo of demoUsers) {
      const side = demo.role === 'user' ? 'POST /api/login' : 'POST /api/login-admin';
      lines.push(
        `  ${demo.username.padEnd(12)} ${demo.role.padEnd(7)} ${side}${demo.telegram ? '  (Telegram code step)' : ''}`,
      );
    }
  }
  if (wantsDemo) lines.push(`Second-step codes of the demo go to a local outbox: ${url}/api/dev/outbox`);
  if (feed) lines.push(feed.description);
  console.log(lines.join('\n'));

  const shutdown = async () => {
    await feed?.feed.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
