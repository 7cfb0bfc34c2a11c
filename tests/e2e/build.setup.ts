import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { removeSeededStarts } from '../../packages/server/src/testing/seededStartCleanup.ts';
import { buildServerBundle } from '../../packages/server/src/testing/serverBundle.ts';

const rootDir = join(import.meta.dirname, '../..');

/**
 * The end-to-end tests load the built player app from the server, so it is built from today's sources first.
 * `npm test` says E2E_APP_ALREADY_BUILT=1 when its library step's `npm run build` has just built it, the
 * same way, from the same sources: building it again would only cost a minute of CI.
 */
export default async function buildApp(): Promise<() => Promise<void>> {
  // The server itself runs bundled from today's sources, as in the node project's process tests.
  await buildServerBundle();
  const built = existsSync(join(rootDir, 'packages/app/dist/index.html'));
  // The teardown removes the seeded databases the test files' servers were copied from (seededStart.ts).
  if (process.env['E2E_APP_ALREADY_BUILT'] === '1' && built) return removeSeededStarts;
  execFileSync('npm', ['run', '--silent', 'build', '--workspace=@exchange/app'], {
    cwd: rootDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Under Vitest NODE_ENV is test, and Vite would build development code.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return removeSeededStarts;
}
