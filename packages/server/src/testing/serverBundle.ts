import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildServerBundle as buildBundle, bundleDir, type bundledEntries } from '../../scripts/bundle.mjs';

/**
 * The server's command-line entries bundled (scripts/bundle.mjs), for the tests that run them as processes:
 * a test run starts the server dozens of times, and through tsx each start costs twice the CPU.
 */
const testBundle = 'test';

export type BundledEntry = keyof typeof bundledEntries;

/** Builds every entry afresh from today's sources (the node project's global setup). */
export function buildServerBundle(): Promise<void> {
  return buildBundle(testBundle);
}

/** The bundled entry's file; the tests' global setup built it. */
function bundledEntry(name: BundledEntry): string {
  const file = join(bundleDir(testBundle), `${name}.mjs`);
  if (!existsSync(file)) throw new Error(`${file} is missing: the node project's global setup builds it`);
  return file;
}

/**
 * Node's arguments to run an entry: the bundle, with source maps so a failure's stack names the sources.
 */
export function entryArgs(name: BundledEntry, args: readonly string[] = []): string[] {
  return ['--enable-source-maps', bundledEntry(name), ...args];
}
