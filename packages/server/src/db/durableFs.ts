import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { fsyncSync } from 'node:fs';

/**
 * Durable commits on the embedded database (issue 23). PGlite 0.5 starts PostgreSQL with `-F` (fsync
 * off), and its Node file system (Emscripten's NODEFS) has no fsync: a power cut or a kernel crash could
 * lose acknowledged money or leave the data folder corrupt. Here PostgreSQL runs with fsync on and
 * `wal_sync_method=fsync` (the one method that reaches the file system's fsync; fdatasync is a no-op in
 * Emscripten), and NODEFS's fsync is the real one: each commit's WAL is on disk before the commit
 * returns, and checkpoints sync the data files before the WAL that covers them is recycled.
 * The cost is in docs/BENCHMARKS.md (`npm run bench -- pglite-durability`).
 */
export class DurableNodeFS extends NodeFS {
  /** fsync calls so far: the durability test checks that a commit makes one. */
  syncs = 0;

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]): ReturnType<NodeFS['init']> {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    preRun.push((module: { NODEFS: { stream_ops: Record<string, unknown> } }) => {
      module.NODEFS.stream_ops['fsync'] = (stream: { nfd: number }) => {
        this.syncs += 1;
        fsyncSync(stream.nfd);
        return 0;
      };
    });
    return { emscriptenOpts: { ...result.emscriptenOpts, preRun } };
  }
}

/** PGlite's own start parameters, with fsync on (no `-F`) and the WAL synced by fsync. */
export const durableStartParams: string[] = [
  ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/** PGlite's options for a data folder whose commits are durable. */
export function durableOptions(dataDir: string): Pick<PGliteOptions, 'fs' | 'startParams'> {
  return { fs: new DurableNodeFS(dataDir), startParams: durableStartParams };
}
