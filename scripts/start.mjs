// `npm start`: builds what is needed, then runs the server (embedded PGlite with demo data unless
// DATABASE_URL is set; never the demo with NODE_ENV=production, see packages/server/src/startPlan.ts) on
// http://localhost:3000: the player app at `/`, the design system's Storybook at /storybook/.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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

const server = spawn(
  process.execPath,
  [
    '--conditions=@exchange/source',
    '--import',
    'tsx',
    'packages/server/src/main.ts',
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
    env: {
      STORYBOOK_DIR: 'storybook-static',
      APP_DIR: 'packages/app/dist',
      LOG_LEVEL: 'warn',
      ...process.env,
    },
  },
);
server.on('exit', (code) => process.exit(code ?? 0));
// Ctrl-C and `kill` of the group reach the server too, so it gets such a signal twice: it shuts down once
// however many come (packages/server/src/shutdown.ts). Forwarded for a signal sent to this process alone.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
