// `npm run bench -- pglite-durability`: what durable commits cost on the embedded database (issue 23):
// single-row transactions in a data folder with fsync at each commit (packages/server/src/db/durableFs.ts,
// what the server runs) and without (PGlite's default), one after another as PGlite runs them.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const commits = 300;

/** Runs in a child that loads the server's TypeScript: commits per second, and fsyncs per commit. */
const measure = `
import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DurableNodeFS, durableStartParams } from './packages/server/src/db/durableFs.ts';
const results = {};
for (const mode of ['durable', 'default']) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-durability-'));
  const fs = mode === 'durable' ? new DurableNodeFS(dir) : null;
  const client = new PGlite(fs ? { fs, startParams: durableStartParams } : { dataDir: dir });
  await client.waitReady;
  await client.exec('create table moves (id serial primary key, amount bigint not null)');
  const syncsBefore = fs?.syncs ?? 0;
  const started = performance.now();
  for (let i = 0; i < ${commits}; i++) {
    await client.transaction((tx) => tx.query('insert into moves (amount) values ($1)', [i]));
  }
  const ms = performance.now() - started;
  results[mode] = { perSecond: ${commits} / (ms / 1000), msPerCommit: ms / ${commits}, syncsPerCommit: ((fs?.syncs ?? 0) - syncsBefore) / ${commits} };
  await client.close();
  rmSync(dir, { recursive: true, force: true });
}
console.log(JSON.stringify(results));
`;

export async function run() {
  const load = loadavg()[0].toFixed(1);
  const child = spawnSync(
    process.execPath,
    ['--conditions=@exchange/source', '--import', 'tsx', '--input-type=module', '-e', measure],
    { cwd: root, encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(child.stderr);
  const results = JSON.parse(child.stdout.trim().split('\n').at(-1));
  const row = (name, r) =>
    `| ${name} | ${Math.round(r.perSecond)} | ${r.msPerCommit.toFixed(1)} ms | ${r.syncsPerCommit.toFixed(1)} |`;
  const slower = results.durable.msPerCommit / results.default.msPerCommit;
  return `## Embedded database: the cost of durable commits

${commits} single-row transactions one after another in a PGlite data folder under \`os.tmpdir()\`
(a disk, not tmpfs, on this machine); the load average was ${load} when the run began.

| mode | per second | per commit | fsync per commit |
| ---- | ---------: | ---------: | ---------------: |
${row('durable (fsync at commit, what the server runs)', results.durable)}
${row("PGlite's default (no fsync)", results.default)}

Durable commits take ${slower.toFixed(1)}× as long here. The server runs them: an acknowledged move of
money survives a power cut (packages/server/src/db/durableFs.ts).`;
}
