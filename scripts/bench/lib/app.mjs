// The player app and the server as a visitor meets them, for the bench parts that measure the app: a
// production build of the app in .cache/ (so a server already serving packages/app/dist is left alone)
// and a server of its own on a free port, with a fresh database, the demo data and the odds simulator.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from './build.mjs';

export const benchAppDir = join(repositoryRoot, '.cache/bench/app');
let built = false;

/** Builds the app once per bench run. */
export function buildAppForBench() {
  if (built) return benchAppDir;
  execFileSync(
    'npx',
    [
      'vite',
      'build',
      '--config',
      'packages/app/vite.config.ts',
      '--outDir',
      benchAppDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: repositoryRoot, stdio: 'inherit' },
  );
  built = true;
  return benchAppDir;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `npm start`'s server (not on port 3000: that one is someone's) serving `appDir`; resolves once it
 * listens. `stop()` ends it and removes its data.
 */
export async function startServer(appDir) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  const child = spawn(
    process.execPath,
    ['--conditions=@exchange/source', '--import', 'tsx', 'packages/server/src/main.ts'],
    {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_DIR: appDir,
        LOG_LEVEL: 'warn',
        FEED: 'simulator',
        // The same events and prices every run.
        FEED_SEED: '20240601',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Exchange server running')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`the server exited (${code}) before listening:\n${output}`)),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
