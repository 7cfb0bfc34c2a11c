import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, serverDatabase, type ServerDatabase } from './testing/serverProcess.ts';

/**
 * Issue 38: `npm start` (scripts/start.mjs) exited 143 within milliseconds of a SIGTERM while the server
 * and the built-in provider were still draining, so a supervisor watching it could kill them mid-drain. It
 * must stay until both have exited and exit with their status. (npm itself exits at once on a SIGTERM sent
 * to npm's own pid; the README tells a supervisor to run the script.) Embedded only: the PostgreSQL lane
 * would repeat it.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));

let database: ServerDatabase;
beforeAll(async () => {
  database = await serverDatabase('start-script-');
});
afterAll(async () => {
  await database.dispose();
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('scripts/start.mjs on SIGTERM', () => {
  it('exits 0 only once the server and the provider it started have both exited', async () => {
    const [port, providerPort] = [await freePort(), await freePort()];
    const start = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        START_BUILD: 'off',
        NODE_ENV: 'development',
        PORT: String(port),
        PROVIDER_PORT: String(providerPort),
        HOST: '127.0.0.1',
        DATA_DIR: database.dir,
        FEED: 'off',
        REQUEST_DEADLINE_MS: '120000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)));
    await new Promise<void>((resolve) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Exchange server running') && output.includes('Casino provider')) resolve();
      };
      start.stdout.on('data', onData);
      start.stderr.on('data', onData);
      void exited.then(() => resolve());
    });
    const children = spawnSync('pgrep', ['-P', String(start.pid)], { encoding: 'utf8' })
      .stdout.trim()
      .split('\n')
      .filter(Boolean)
      .map(Number);
    try {
      expect(output).toContain('Exchange server running');
      expect(children).toHaveLength(2);
    } catch (failure) {
      // A failed start-up check leaves nothing running behind the test run.
      for (const pid of [start.pid ?? 0, ...children]) if (alive(pid)) process.kill(pid, 'SIGKILL');
      throw failure;
    }

    start.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(children.filter(alive)).toEqual([]);
  });
});
