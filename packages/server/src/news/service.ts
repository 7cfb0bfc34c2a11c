import { type NewsItem, Refusal } from '@exchange/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { news, users } from '../db/schema.ts';
import type { Caller } from '../caller.ts';

/** The roles whose message reaches the users below them: the Super Admin's site-wide, an Admin's its label's. */
const newsRoles = ['admin', 'sadmin'] as const;

/**
 * The news ticker: each admin and sadmin keeps one line; a user reads those of the admin and sadmin on its
 * path from the root (itself included), top first, so a white label's players see the Super Admin's line
 * and then their own Admin's.
 */
export async function newsFor(context: AppContext, userId: string): Promise<NewsItem[]> {
  const { db } = context;
  const [user] = await db.select({ path: users.path }).from(users).where(eq(users.id, userId));
  if (!user) throw new Refusal('no_auth_token');
  const pathIds = user.path.split('/');
  const rows = await db
    .select({
      ownerId: news.ownerId,
      text: news.text,
      updatedAt: news.updatedAt,
      username: users.username,
      role: users.role,
    })
    .from(news)
    .innerJoin(users, eq(users.id, news.ownerId))
    .where(and(inArray(news.ownerId, pathIds), inArray(users.role, newsRoles)));
  return rows
    .sort((a, b) => pathIds.indexOf(a.ownerId) - pathIds.indexOf(b.ownerId))
    .map((row) => ({
      username: row.username,
      role: row.role,
      text: row.text,
      updatedAt: row.updatedAt.toISOString(),
    }));
}

/** The caller's own line ('' takes it off). A multi-login account writes its operator's line, as it acts for that operator everywhere else. */
export async function saveNews(context: AppContext, caller: Caller, text: string): Promise<void> {
  const ownerId = caller.actingUserId;
  if (text === '') {
    await context.db.delete(news).where(eq(news.ownerId, ownerId));
    return;
  }
  const updatedAt = context.now();
  await context.db
    .insert(news)
    .values({ ownerId, text, updatedAt })
    .onConflictDoUpdate({ target: news.ownerId, set: { text, updatedAt } });
}
