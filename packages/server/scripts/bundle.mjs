// The server's command-line entries bundled into ES modules: `npm start` runs its server from one
// (scripts/start.mjs), the tests run theirs as processes (src/testing/serverBundle.ts). Through tsx each
// source module passes a loader hook and a transform: about half of a start's CPU (4 of 9 CPU-s on an
// existing embedded database), and under load a restart spent 25 s importing modules (issue 38). The
// bundle holds this repo's packages; every other package stays an import from node_modules.
import { build, stop } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const serverRoot = join(import.meta.dirname, '..');

export const bundledEntries = {
  main: 'src/main.ts',
  createAdmin: 'src/createAdmin.ts',
  verifyLedger: 'src/verifyLedger.ts',
  migrate: 'src/migrate.ts',
  backup: 'src/backup/backup.ts',
  restore: 'src/backup/restore.ts',
};

/**
 * The bundle's folder: two below the server's package, as each source file is two below it
 * (`src/db/client.ts`), so the relative URLs the sources resolve against their own location (the
 * migrations, the package's version, the seed's images) resolve to the same files from the bundle.
 */
export const bundleDir = (name) => join(serverRoot, '.bundle', name);

/** Bare imports other than this repo's packages are left to Node, from node_modules. */
const thirdPartyExternal = {
  name: 'third-party-external',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@exchange/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Builds every entry afresh from today's sources into `bundleDir(name)` (about a second). Each file is
 * written aside and renamed into place: `npm test` runs suites side by side, and one suite's global setup
 * rebuilding the bundle must not hand another suite's starting server a half-written file.
 */
export async function buildServerBundle(name) {
  const outdir = bundleDir(name);
  const { outputFiles } = await build({
    write: false,
    entryPoints: Object.fromEntries(
      Object.entries(bundledEntries).map(([entry, source]) => [entry, join(serverRoot, source)]),
    ),
    outdir,
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
  // esbuild's service is a child process that otherwise lives as long as the caller: `npm start` would
  // keep an idle one beside the server for days. The next build starts it again.
  await stop();
  for (const file of outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

// `node packages/server/scripts/bundle.mjs <name>` (`npm run build:server` builds `start`, what
// `npm start` and a deployment run).
if (process.argv[1] === import.meta.filename) await buildServerBundle(process.argv[2] ?? 'start');
