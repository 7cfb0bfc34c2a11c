import type { KeyObject } from 'node:crypto';
import { and, eq, isNotNull, not, like } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { isSealed, openTotpSeed, sealTotpSeed } from './totpSeeds.ts';
import type { User } from './users.ts';

/**
 * Replaces a seed stored in clear with its sealed form, only while the row still holds that clear value
 * (a seed changed meanwhile stays as it was changed).
 */
async function sealInPlace(db: Database, key: KeyObject, userId: string, clear: string): Promise<boolean> {
  const sealed = await db
    .update(users)
    .set({ totpSecret: sealTotpSeed(key, userId, clear) })
    .where(and(eq(users.id, userId), eq(users.totpSecret, clear)))
    .returning({ id: users.id });
  return sealed.length > 0;
}

/**
 * Seals every seed still stored in clear: those enrolled before seeds were sealed. Runs at every start, on
 * any number of processes at once (each row is sealed once, by whichever gets to it first); a start finds
 * nothing left to do after the first.
 */
export async function sealClearTotpSeeds(db: Database, key: KeyObject): Promise<number> {
  const clear = await db
    .select({ id: users.id, seed: users.totpSecret })
    .from(users)
    .where(and(isNotNull(users.totpSecret), not(like(users.totpSecret, 'v1.%'))));
  let sealed = 0;
  for (const { id, seed } of clear) {
    if (seed !== null && !isSealed(seed) && (await sealInPlace(db, key, id, seed))) sealed += 1;
  }
  return sealed;
}

/**
 * The user's seed, opened to check a code. One still in clear (written by an older process during a
 * rolling deploy, after this one's start sealed the rest) is sealed now.
 */
export async function openSeedOf(context: AppContext, user: User): Promise<string | null> {
  const stored = user.totpSecret;
  if (stored === null) return null;
  if (!isSealed(stored)) await sealInPlace(context.db, context.totpKey, user.id, stored);
  return openTotpSeed(context.totpKey, user.id, stored);
}
