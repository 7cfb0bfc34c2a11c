import {
  defaultPageSize,
  privilege,
  userDetailQuerySchema,
  userDetailResponseSchema,
  userListQuerySchema,
  userListResponseSchema,
  userSuggestionRequestSchema,
  userSuggestionResponseSchema,
  Refusal,
} from '@exchange/domain';
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { accounts, users } from '../db/schema.ts';
import { callerOf } from '../http/access.ts';
import { ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';
import { userDetail, userToWire } from './common.ts';
import { descendantsPattern, loadActingUser, loadTargetInSubtree } from './subtree.ts';

const suggestionLimit = 10;

/** LIKE treats %, _ and \ specially; typed text must match literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Finding users: the paged list of a user's children, one user's or its parent's details, name suggestions. */
export function listRoutes(context: AppContext): RouteDefinition[] {
  const { db } = context;
  return [
    {
      method: 'GET',
      path: 'get-user-list',
      response: userListResponseSchema,
      access: { kind: 'operator', privilege: privilege.userList },
      // The children of `username` (default: the operator), filtered and paged; multi-login accounts are
      // logins of their operator, not clients, so they are not listed.
      handler: async (request) => {
        const caller = callerOf(request);
        const query = parse(userListQuerySchema, request.query);
        const owner = query.username?.trim()
          ? (await loadTargetInSubtree(context, caller, { username: query.username }, { allowSelf: true }))
              .target
          : await loadActingUser(db, caller);
        const conditions: SQL[] = [eq(users.parentId, owner.id), isNull(users.ownerId)];
        const search = query.search?.trim();
        if (search) conditions.push(sql`${users.username} ilike ${`%${escapeLike(search)}%`}`);
        if (query.type) conditions.push(eq(users.role, query.type));
        if (query.status) conditions.push(eq(users.userLocked, query.status === 'locked'));
        const where = and(...conditions);
        const [total] = await db.select({ value: count() }).from(users).where(where);
        const totalDocs = total?.value ?? 0;
        const rows = await db
          .select({ user: users, balance: accounts.balance, exposure: accounts.exposure })
          .from(users)
          .leftJoin(accounts, eq(accounts.userId, users.id))
          .where(where)
          .orderBy(asc(sql`lower(${users.username})`))
          .limit(defaultPageSize)
          .offset((query.page - 1) * defaultPageSize);
        return ok({
          items: rows.map((row) =>
            userToWire(
              row.user,
              row.balance === null || row.exposure === null
                ? null
                : { balance: row.balance, exposure: row.exposure },
              owner.username,
            ),
          ),
          page: query.page,
          totalPages: Math.ceil(totalDocs / defaultPageSize),
          totalDocs,
        });
      },
    },
    {
      method: 'GET',
      path: 'get-user-detail',
      response: userDetailResponseSchema,
      access: { kind: 'operator', privilege: privilege.userList },
      handler: async (request) => {
        const { username } = parse(userDetailQuerySchema, request.query);
        const { target } = await loadTargetInSubtree(context, callerOf(request), { username });
        return ok(await userDetail(db, target));
      },
    },
    {
      method: 'GET',
      path: 'get-parent-user-detail',
      response: userDetailResponseSchema,
      access: { kind: 'operator', privilege: privilege.userList },
      // The named user's parent (its limits bound the user's edits): the operator itself or in its subtree.
      handler: async (request) => {
        const { username } = parse(userDetailQuerySchema, request.query);
        const { target, acting } = await loadTargetInSubtree(context, callerOf(request), { username });
        const [parent] = await db
          .select()
          .from(users)
          .where(eq(users.id, target.parentId ?? acting.id))
          .limit(1);
        if (!parent) throw new Refusal('not_found');
        return ok(await userDetail(db, parent));
      },
    },
    {
      method: 'POST',
      path: 'get-user-list-suggestion',
      response: userSuggestionResponseSchema,
      // Usernames of the operator's subtree starting with the typed text (General Lock, search boxes): the
      // names the user list shows, so it needs User List like the list.
      access: { kind: 'operator', privilege: privilege.userList },
      handler: async (request) => {
        const caller = callerOf(request);
        const { username } = parse(userSuggestionRequestSchema, request.body);
        const acting = await loadActingUser(db, caller);
        const rows = await db
          .select({ username: users.username })
          .from(users)
          .where(
            and(
              sql`${users.path} like ${descendantsPattern(acting.path)}`,
              isNull(users.ownerId),
              sql`lower(${users.username}) like ${`${escapeLike(username.trim().toLowerCase())}%`}`,
            ),
          )
          .orderBy(asc(sql`lower(${users.username})`))
          .limit(suggestionLimit);
        return ok(rows.map((row) => row.username));
      },
    },
  ];
}
