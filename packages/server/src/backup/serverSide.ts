import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * How `npm run backup` gets a consistent copy of the embedded database while the server runs: PGlite is
 * one process's, so the script cannot open the folder itself. The running server keeps its process id in
 * the data folder; the script sends it SIGUSR2 and the server writes the dump (between two transactions)
 * to `backups/latest.tar.gz` there. Only the folder's owner can signal the process: no network surface.
 */
export const backupSignal = 'SIGUSR2';

export function pidFilePath(dataDir: string): string {
  return join(dataDir, 'server.pid');
}

export function latestBackupPath(dataDir: string): string {
  return join(dataDir, 'backups', 'latest.tar.gz');
}

/** The running server's process id for this data folder, or null when none runs. */
export function runningServer(dataDir: string): number | null {
  const path = pidFilePath(dataDir);
  if (!existsSync(path)) return null;
  const pid = Number(readFileSync(path, 'utf8').trim());
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** Writes a dump atomically: a reader never sees half a file. */
export async function writeDump(dump: Blob, path: string): Promise<void> {
  const partial = `${path}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  renameSync(partial, path);
}

/** Called by main.ts on the embedded database: answers SIGUSR2 with a dump; returns what to undo on exit. */
export function serveBackups(
  dataDir: string,
  database: Pick<DatabaseHandle, 'dump'>,
  log: (message: string) => void,
): () => void {
  const dump = database.dump;
  if (!dump) return () => undefined;
  writeFileSync(pidFilePath(dataDir), String(process.pid));
  const onSignal = () => {
    const path = latestBackupPath(dataDir);
    mkdirSync(join(dataDir, 'backups'), { recursive: true, mode: 0o700 });
    dump()
      .then((blob) => writeDump(blob, path))
      .then(
        () => log(`Backup written to ${path}.`),
        (error: unknown) => log(`Backup failed: ${error instanceof Error ? error.message : String(error)}`),
      );
  };
  process.on(backupSignal, onSignal);
  return () => {
    process.off(backupSignal, onSignal);
    rmSync(pidFilePath(dataDir), { force: true });
  };
}
