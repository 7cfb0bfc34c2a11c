// `npm start`: builds what is needed, then runs the server (embedded PGlite with demo data unless
// DATABASE_URL is set) on http://localhost:3000. Until the app exists, `/` shows the design system's Storybook.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('storybook-static/index.html')) {
  console.log('Building Storybook (first start only)...');
  const build = spawnSync('npm', ['run', '--silent', 'build-storybook'], { stdio: 'inherit' });
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
    env: { STORYBOOK_DIR: 'storybook-static', LOG_LEVEL: 'warn', ...process.env },
  },
);
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
