import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { demoPassword } from '../seed/demo.ts';
import { openTestDatabase } from './database.ts';
import { freePort } from './freePort.ts';
import { copySeededFolder, seededStart } from './seededStart.ts';
import { entryArgs } from './serverBundle.ts';

export { freePort };

const {
  DATABASE_URL: _database,
  TEST_DATABASE_URL: _testDatabase,
  JWT_SECRET: _secret,
  TELEGRAM_BOT_TOKEN: _bot,
  TELEGRAM_WEBHOOK_SECRET: _hook,
  ...environment
} = process.env;

export interface ServerRun {
  /** Set once it listens. */
  url: string | null;
  /** Standard output and error so far. */
  output: string;
  exitCode: number | null;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/**
 * Starts the real server as a child process (`npm start` runs main.ts; here its bundle, serverBundle.ts),
 * for tests of start-up, shutdown and overload: whatever the surrounding environment points at, without
 * JWT_SECRET, Telegram and the odds feed. Resolves once it listens or has exited.
 */
export async function startServer(
  dir: string,
  env: Record<string, string> = {},
  args: string[] = [],
): Promise<ServerRun> {
  const port = await freePort();
  const child = spawn(process.execPath, entryArgs('main', args), {
    env: {
      ...environment,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      FEED: 'off',
      LOG_LEVEL: 'warn',
      // As in testing/app.ts: a slow shared machine must not turn a test's calls into 503s.
      REQUEST_DEADLINE_MS: '120000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const run: ServerRun = {
    url: null,
    output: '',
    exitCode: null,
    child,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
  void exited.then((code) => (run.exitCode = code));
  await new Promise<void>((resolve) => {
    const onData = (chunk: Buffer) => {
      run.output += chunk.toString();
      if (run.url === null && run.output.includes('Exchange server running')) {
        run.url = `http://127.0.0.1:${port}`;
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => resolve());
  });
  return run;
}

/**
 * A demo operator's or player's bearer token (the demo has no second step for these). Retried as a
 * refusal for load asks (503 and Retry-After): a busy server sheds sign-ins too.
 */
export async function demoLogin(url: string, username: string, retries = 10): Promise<string> {
  const side = username.toLowerCase().startsWith('player') ? 'login' : 'login-admin';
  const response = await fetch(`${url}/api/${side}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: demoPassword }),
  });
  if (response.status === 503 && retries > 0) {
    const seconds = Number(response.headers.get('retry-after') ?? 1);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    return demoLogin(url, username, retries - 1);
  }
  const body = (await response.json()) as { data: { token: string } | null; message: string };
  if (!body.data) throw new Error(`${username} could not sign in: ${response.status} ${body.message}`);
  return body.data.token;
}

/**
 * The database a started server runs on, with the demo: an embedded one in a folder of its own, or, under
 * `npm run test:postgres` (TEST_DATABASE_URL), a fresh database on that server (`--demo` seeds it). Both
 * are copies of the worker's demo-seeded database (seededStart.ts): these tests are about what a running
 * server does, not its first start (main.test.ts starts on new folders).
 */
export interface ServerDatabase {
  kind: 'pglite' | 'postgres';
  dir: string;
  env: Record<string, string>;
  args: string[];
  /** Opens it from the test (stop the server first on PGlite: it is one process's). */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

export async function serverDatabase(prefix: string): Promise<ServerDatabase> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (!process.env['TEST_DATABASE_URL']) {
    copySeededFolder(await seededStart(), dir);
    return {
      kind: 'pglite',
      dir,
      env: {},
      args: [],
      open: () => openDatabase({ dataDir: dir }),
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const database = await openTestDatabase({ template: (await seededStart()).template });
  const url = database.url ?? '';
  return {
    kind: 'postgres',
    dir,
    env: { DATABASE_URL: url },
    args: ['--demo'],
    // The test's own pool; closing it leaves the database for the next server.
    open: () => openDatabase({ url, dataDir: null }),
    dispose: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
