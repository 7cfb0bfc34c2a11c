import { build, type Plugin } from 'esbuild';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The server's command-line entries bundled into ES modules, for the tests that run them as processes.
 * Through tsx each source module passes a loader hook and a transform: about half of a start's CPU (4 of
 * 9 CPU-s on an existing embedded database), and a test run starts the server dozens of times
 * (docs/decisions.md, "Session 20"). The bundle holds this repo's packages; every other package stays an
 * import from node_modules, as `npm start` loads it.
 */
const serverRoot = join(import.meta.dirname, '..', '..');

/**
 * Two folders below the server's package, as each source file is two below it (`src/db/client.ts`): the
 * relative URLs the sources resolve against their own location (the migrations, the package's version)
 * then resolve to the same files from the bundle.
 */
const bundleDir = join(serverRoot, '.bundle', 'test');

export const bundledEntries = {
  main: 'src/main.ts',
  createAdmin: 'src/createAdmin.ts',
  verifyLedger: 'src/verifyLedger.ts',
  migrate: 'src/migrate.ts',
  backup: 'src/backup/backup.ts',
  restore: 'src/backup/restore.ts',
} as const;

export type BundledEntry = keyof typeof bundledEntries;

/** Bare imports other than this repo's packages are left to Node, from node_modules. */
const thirdPartyExternal: Plugin = {
  name: 'third-party-external',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@exchange/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Builds every entry afresh from today's sources (about a second). Each file is written aside and renamed
 * into place: `npm test` runs suites side by side, and one suite's global setup rebuilding the bundle must
 * not hand another suite's starting server a half-written file (the content is the same, the rename atomic).
 */
export async function buildServerBundle(): Promise<void> {
  const { outputFiles } = await build({
    write: false,
    entryPoints: Object.fromEntries(
      Object.entries(bundledEntries).map(([name, source]) => [name, join(serverRoot, source)]),
    ),
    outdir: bundleDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The workspace packages' TypeScript sources, as tsx loads them under `--conditions=@exchange/source`.
    conditions: ['@exchange/source'],
    sourcemap: 'inline',
    logLevel: 'warning',
    plugins: [thirdPartyExternal],
  });
  for (const file of outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

/** The bundled entry's file; the tests' global setup built it. */
function bundledEntry(name: BundledEntry): string {
  const file = join(bundleDir, `${name}.mjs`);
  if (!existsSync(file)) throw new Error(`${file} is missing: the node project's global setup builds it`);
  return file;
}

/**
 * Node's arguments to run an entry: the bundle, with source maps so a failure's stack names the sources.
 */
export function entryArgs(name: BundledEntry, args: readonly string[] = []): string[] {
  return ['--enable-source-maps', bundledEntry(name), ...args];
}
