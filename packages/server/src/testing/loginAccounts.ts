import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import type { TestApp, TestUser } from './app.ts';

/**
 * A multi-login account of `owner` as create-login-account makes it (same role, stored below the owner,
 * owner_id set) with the given privileges, for tests that need one without the route's own checks.
 */
export async function createLoginAccount(
  t: TestApp,
  owner: TestUser,
  privileges: readonly number[],
): Promise<TestUser> {
  const created = await t.createUser({ role: owner.role, parent: owner, privileges: [...privileges] });
  const [login] = await t.database.db
    .update(users)
    .set({ ownerId: owner.id, partnership: owner.partnership })
    .where(eq(users.id, created.id))
    .returning();
  if (!login) throw new Error('login account was not created');
  return login;
}
