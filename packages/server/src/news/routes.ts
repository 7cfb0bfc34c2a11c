import {
  newsResponseSchema,
  privilege,
  saveNewsRequestSchema,
  type NewsItem,
  Refusal,
} from '@exchange/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { news, users } from '../db/schema.ts';
import { callerOf, type Access } from '../http/access.ts';
import { ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';

/**
 * Spec 2 and 6: only admin and sadmin get the messages route, with Events (the messages screen sits with
 * the sports screens). Per label, not platform-wide: an Admin's line reaches only its own subtree.
 */
const newsEditorAccess: Access = {
  kind: 'operator',
  roles: ['admin', 'sadmin'],
  privilege: privilege.events,
};

/** The roles whose message reaches the users below them: the Super Admin's site-wide, an Admin's its label's. */
const newsRoles = ['admin', 'sadmin'] as const;

/**
 * The news ticker: each admin and sadmin keeps one line; a user reads those of the admin and sadmin on its
 * path from the root (itself included), top first, so a white label's players see the Super Admin's line
 * and then their own Admin's.
 */
export function newsRoutes(context: AppContext): RouteDefinition[] {
  const { db } = context;

  async function newsFor(userId: string): Promise<NewsItem[]> {
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

  return [
    {
      method: 'GET',
      path: 'get-news',
      response: newsResponseSchema,
      access: { kind: 'signed-in' },
      handler: async (request) => ok(await newsFor(callerOf(request).userId)),
    },
    {
      method: 'POST',
      path: 'save-news',
      response: newsResponseSchema,
      access: newsEditorAccess,
      handler: async (request) => {
        const caller = callerOf(request);
        const { text } = parse(saveNewsRequestSchema, request.body);
        // A multi-login account writes its operator's line, as it acts for that operator everywhere else.
        const ownerId = caller.actingUserId;
        if (text === '') {
          await db.delete(news).where(eq(news.ownerId, ownerId));
        } else {
          const updatedAt = context.now();
          await db
            .insert(news)
            .values({ ownerId, text, updatedAt })
            .onConflictDoUpdate({ target: news.ownerId, set: { text, updatedAt } });
        }
        return ok(await newsFor(caller.userId), text === '' ? 'Message removed' : 'Message saved');
      },
    },
  ];
}
