import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * The rows of a raw statement. Both drivers answer `execute` with `{ rows }` (node-postgres' QueryResult,
 * PGlite's Results); the shared Database type cannot say which, so the shape is named here, once.
 * Columns come back as the driver reads them: bigint and numeric may be strings, so callers use Number().
 */
export async function rowsOf<TRow>(db: Database, query: SQL): Promise<TRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: TRow[] };
  return result.rows;
}
