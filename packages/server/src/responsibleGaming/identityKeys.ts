import { identityKey } from '@exchange/domain';
import { isNotNull, sql } from 'drizzle-orm';
import { arrayParam } from '../db/arrays.ts';
import type { Database } from '../db/client.ts';
import { responsibleGaming } from '../db/responsibleGamingSchema.ts';

/**
 * Brings every stored identity key to the rule in force (the domain's `identityKey`, computed in
 * JavaScript, so no SQL migration can do it). Issue 37 made the key ignore invisible characters and fold
 * look-alike letters; a key stored before must match the same person's key now, or an old self-exclusion
 * stops blocking a new account. The key of a key is the key (a property the domain tests), so this runs at
 * every start, on any number of processes at once, and writes only the rows whose key changes.
 */
export async function rekeyIdentities(db: Database): Promise<number> {
  const rows = await db
    .select({ userId: responsibleGaming.userId, key: responsibleGaming.identityKey })
    .from(responsibleGaming)
    .where(isNotNull(responsibleGaming.identityKey));
  const changed = rows.flatMap(({ userId, key }) => {
    const current = key === null ? null : identityKey(key);
    return current === null || current === key ? [] : [{ userId, key: current }];
  });
  if (changed.length === 0) return 0;
  await db.execute(sql`update responsible_gaming r set identity_key = c.key
    from unnest(${arrayParam(
      changed.map((row) => row.userId),
      'uuid',
    )}, ${arrayParam(
      changed.map((row) => row.key),
      'text',
    )}) as c(user_id, key)
    where r.user_id = c.user_id and r.identity_key is not null`);
  return changed.length;
}
