import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const cacheFolder = fileURLToPath(new URL('../../../../.cache/pglite', import.meta.url));

/**
 * What a migrated database depends on: the migrations drizzle applies and the PGlite build that ran them
 * (a dump is PGlite's own data directory). Any change names a new dump, so a stale one is never loaded.
 */
export function migrationsKey(): string {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(pgliteEntry), '..', 'package.json')));
  hash.update(readFileSync(join(migrationsFolder, 'meta', '_journal.json')));
  for (const name of readdirSync(migrationsFolder)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A dump of a freshly migrated PGlite database, made once and then read from `.cache/pglite/`: loading
 * it takes about a second, where a new PGlite's initdb plus the migrations take three to five, once per
 * test file. Workers racing to make it each write their own file and rename it into place.
 */
export async function migratedDump(): Promise<Blob> {
  const file = join(cacheFolder, `migrated-${migrationsKey()}.tar`);
  if (!existsSync(file)) {
    const client = new PGlite();
    try {
      await migrate(drizzle(client), { migrationsFolder });
      // Written out now, the migrations' WAL need not be replayed by every database loaded from the dump.
      await client.exec('checkpoint');
      const dump = await client.dumpDataDir('none');
      mkdirSync(cacheFolder, { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await client.close();
    }
  }
  return new Blob([readFileSync(file)]);
}
