import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DurableNodeFS, durableStartParams } from './durableFs.ts';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
function folder(): string {
  const path = mkdtempSync(join(tmpdir(), 'durable-'));
  folders.push(path);
  return path;
}

describe('durable commits on the embedded database (issue 23)', () => {
  it('syncs to disk at each commit, before it returns, and keeps what it acknowledged', async () => {
    const dir = folder();
    const fs = new DurableNodeFS(dir);
    const client = new PGlite({ fs, startParams: durableStartParams });
    await client.waitReady;
    try {
      expect((await client.query('show fsync')).rows).toEqual([{ fsync: 'on' }]);
      expect((await client.query('show wal_sync_method')).rows).toEqual([{ wal_sync_method: 'fsync' }]);
      await client.exec('create table acknowledged (id int primary key)');
      for (const id of [1, 2, 3]) {
        const before = fs.syncs;
        await client.transaction((tx) => tx.query('insert into acknowledged values ($1)', [id]));
        expect(fs.syncs).toBeGreaterThan(before);
      }
      // A statement that writes nothing commits nothing to sync.
      const before = fs.syncs;
      await client.query('select count(*) from acknowledged');
      expect(fs.syncs).toBe(before);
    } finally {
      await client.close();
    }
    // The server's own opening of a data folder runs the same way, and finds every acknowledged row.
    const database = await openDatabase({ dataDir: dir });
    try {
      const setting = await database.db.execute(sql`select current_setting('fsync') as fsync`);
      expect(JSON.stringify(setting)).toContain('"fsync":"on"');
      const rows = await database.db.execute(sql`select id from acknowledged order by id`);
      expect(JSON.stringify(rows)).toContain('[{"id":1},{"id":2},{"id":3}]');
    } finally {
      await database.close();
    }
  });
});
