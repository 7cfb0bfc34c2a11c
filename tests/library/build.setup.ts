import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The library tests check what `npm run build` publishes: build every package once, in dependency order,
 * before any of them runs (each package's build replaces its `dist/`, so tests must not build concurrently).
 */
export default function buildPackages() {
  execFileSync('npm', ['run', 'build'], {
    cwd: join(import.meta.dirname, '../..'),
    stdio: ['ignore', 'pipe', 'pipe'],
    // Vitest sets NODE_ENV=test, and Vite builds development code (jsxDEV calls) under any NODE_ENV but
    // production: what partners get is built for production.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
