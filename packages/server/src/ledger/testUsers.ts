import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';

/** Players straight into the users table: the ledger needs only that they exist. */
export async function insertUsers(db: Database, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await db.insert(users).values(
    ids.map((id) => ({
      id,
      username: `Player_${id}`,
      fullname: 'Ledger test player',
      role: 'user' as const,
      path: id,
      passwordHash: 'not-a-real-hash',
    })),
  );
  return ids;
}
