import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from './serverProcess.ts';

/** Debian's redis-server; scripts/test-postgres.mjs installs it for the cluster tests. */
const redisBinary = process.env['TEST_REDIS_SERVER'] ?? '/usr/bin/redis-server';

export interface TestRedis {
  readonly url: string;
  /** Stops it (SIGKILL: nothing of it needs to survive), as a crash or an outage would. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
}

/**
 * A Redis of the test's own on a free port, nothing written to disk: the cluster tests start one per
 * file, and stop and start it to play an outage.
 */
export async function startTestRedis(): Promise<TestRedis> {
  if (!existsSync(redisBinary)) {
    throw new Error(
      `${redisBinary} is missing: apt-get install redis-server (scripts/test-postgres.mjs does)`,
    );
  }
  const port = await freePort();
  let stopRunning: () => Promise<void> = async () => {};
  async function start(): Promise<void> {
    const child = spawn(
      redisBinary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      void exited.then(() => reject(new Error(`redis-server exited before it was ready:\n${output}`)));
    });
    stopRunning = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    };
  }
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopRunning(), start };
}
