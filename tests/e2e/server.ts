import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copySeededFolder, seededStart } from '../../packages/server/src/testing/seededStart.ts';
import { entryArgs } from '../../packages/server/src/testing/serverBundle.ts';

/** A free TCP port on this machine (the lead's server keeps 3000). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  readonly url: string;
  readonly jwtSecret: string;
  stop(): Promise<void>;
}

/**
 * The real server as `npm start` runs it (embedded PGlite with the demo seed, the odds simulator, the
 * built player app at `/`; the server bundled from today's sources by the global setup), on a fresh copy
 * of a demo-seeded database (seededStart.ts: its first start is the node suite's to test) in a temporary
 * folder and a free port. Resolves once it says it is listening; rejects with its output if it exits first.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'exchange-e2e-'));
  copySeededFolder(await seededStart(), dataDir);
  const jwtSecret = 'e2e-secret-that-is-long-enough-for-hs256-signing';
  const child: ChildProcess = spawn(process.execPath, entryArgs('main'), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_DIR: 'packages/app/dist',
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // A slow shared machine must not turn a test's calls into 503s (the deadline: src/http/clientGone.ts).
      REQUEST_DEADLINE_MS: '120000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Exchange server running')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`The server exited (${code}) before listening:\n${output}`)),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    jwtSecret,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
