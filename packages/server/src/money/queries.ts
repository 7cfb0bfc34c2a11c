import { defaultPageSize } from '@exchange/domain';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accounts, users } from '../db/schema.ts';

/**
 * A page of the operator's direct children (its logins left out) with credit reference and balance;
 * `pageSize` is the screen's 10 unless an export reads them all.
 */
export async function childrenFiguresPage(
  db: Database,
  operatorId: string,
  page: number,
  pageSize: number = defaultPageSize,
) {
  const children = and(eq(users.parentId, operatorId), isNull(users.ownerId));
  const [counted] = await db.select({ total: count() }).from(users).where(children);
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      fullname: users.fullname,
      creditReference: users.creditReference,
      balance: accounts.balance,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(children)
    .orderBy(asc(users.username), asc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, totalDocs: counted?.total ?? 0 };
}
