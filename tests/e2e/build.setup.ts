import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** The end-to-end tests load the built player app from the server, so it is built from today's sources first. */
export default function buildApp() {
  execFileSync('npm', ['run', '--silent', 'build', '--workspace=@exchange/app'], {
    cwd: join(import.meta.dirname, '../..'),
    stdio: ['ignore', 'pipe', 'pipe'],
    // Under Vitest NODE_ENV is test, and Vite would build development code.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
