// What `npm start` and `npm run start:cluster` share: the builds the server serves (Storybook, the player
// app) and the built-in casino provider beside it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

/** The newest modification time under a folder (sources change: the built Storybook is stale). */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/**
 * The processes started here beside the server (the built-in provider): `npm start` waits for them to
 * exit before it does (issue 38), so a supervisor does not kill them mid-drain.
 */
export const siteChildren = [];

/** Builds Storybook and the player app when their sources changed since the last build. */
export function buildSite() {
  // The caller built already (the start-up test of scripts/start.mjs): nothing is rebuilt.
  if (process.env.START_BUILD === 'off') return;
  const built = 'storybook-static/index.html';
  const sources = Math.max(newest('packages'), newest('.storybook'));
  if (!existsSync(built) || statSync(built).mtimeMs < sources) {
    console.log('Building Storybook (sources changed since the last build)...');
    const build = spawnSync('npm', ['run', '--silent', 'build-storybook'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  // The player app, served at `/`: rebuilt when its sources or the packages it uses changed.
  const builtApp = 'packages/app/dist/index.html';
  const appSources = Math.max(
    ...['app', 'domain', 'design-system', 'betting-widgets'].map((name) => newest(`packages/${name}`)),
  );
  if (!existsSync(builtApp) || statSync(builtApp).mtimeMs < appSources) {
    console.log('Building the player app (sources changed since the last build)...');
    const build = spawnSync('npm', ['run', '--silent', 'build', '--workspace=@exchange/app'], {
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

/** Where the server finds what buildSite built. */
export const siteEnv = { STORYBOOK_DIR: 'storybook-static', APP_DIR: 'packages/app/dist' };

// Issue 19: the built-in casino provider (packages/casino-provider), its own process beside the server. They
// share a secret kept in $DATA_DIR/provider-secret (made on first start, owner-only) and find each other by
// URL: the provider calls the server's wallet at /wallet/slot, the server lists and launches its games.
export function startBuiltinProvider(serverPort) {
  const dataDir = process.env.DATA_DIR || './data';
  const secretFile = join(dataDir, 'provider-secret');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (!existsSync(secretFile)) {
    writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    console.log(`Casino provider secret made in ${secretFile} (owner-only).`);
  }
  if (process.platform !== 'win32' && (statSync(secretFile).mode & 0o077) !== 0) {
    console.error(
      `Bad casino provider secret file ${secretFile}: others may read it. Run: chmod 600 ${secretFile}`,
    );
    process.exit(1);
  }
  const secret = readFileSync(secretFile, 'utf8').trim();
  const builtPage = 'packages/casino-provider/dist/index.html';
  const pageSources = Math.max(newest('packages/casino-provider'), newest('packages/design-system'));
  const stale = !existsSync(builtPage) || statSync(builtPage).mtimeMs < pageSources;
  if (stale && process.env.START_BUILD !== 'off') {
    console.log("Building the casino provider's game pages (sources changed since the last build)...");
    const build = spawnSync('npm', ['run', '--silent', 'build', '--workspace=@exchange/casino-provider'], {
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const port = process.env.PROVIDER_PORT || '3002';
  const provider = spawn(
    process.execPath,
    ['--conditions=@exchange/source', '--import', 'tsx', 'packages/casino-provider/src/main.ts'],
    {
      stdio: 'inherit',
      env: {
        LOG_LEVEL: 'warn',
        ...process.env,
        PORT: port,
        PROVIDER_SECRET: secret,
        WALLET_URL: `http://127.0.0.1:${serverPort}/wallet/slot`,
      },
    },
  );
  siteChildren.push(provider);
  provider.on('exit', (code) => {
    if (code) console.error(`The casino provider stopped (exit ${code}); the lobby lists none of its games.`);
  });
  // However the server ends (its exit below ends this script), the provider ends with it.
  process.on('exit', () => provider.kill());
  return { BUILTIN_PROVIDER_URL: `http://localhost:${port}`, BUILTIN_PROVIDER_SECRET: secret };
}
