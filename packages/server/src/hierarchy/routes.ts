import {
  defaultPageSize,
  fromMinor,
  generalSettingRequestSchema,
  messages,
  minor,
  privilegeIds,
  refusalMessages,
  registerRequestSchema,
  requiredText,
  ruleMessages,
  toMinor,
  transactionPasswordSchema,
  updateUserRequestSchema,
  updateUserStatusRequestSchema,
  userDetailQuerySchema,
  userListQuerySchema,
  usernameSchema,
  passwordSchema,
  userStakesSchema,
  userSuggestionRequestSchema,
  usersLockRequestSchema,
} from '@exchange/domain';
import { and, asc, count, eq, isNotNull, isNull, max, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { hashPassword } from '../auth/passwords.ts';
import type { AppContext } from '../context.ts';
import { accounts, settings, users } from '../db/schema.ts';
import { callerOf } from '../http/access.ts';
import { HttpError, ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';
import {
  isUniqueViolation,
  requireGrantable,
  requirePrivilege,
  requireTransactionPassword,
  sportSettingsFromWire,
  userToWire,
} from './common.ts';
import { registerUser } from './register.ts';
import { descendantsPattern, loadActingUser, loadTargetInSubtree, type UserRow } from './subtree.ts';

/** Spec 3 privilege ids used by these routes. */
const privilege = {
  userList: 4,
  insertUser: 5,
  generalLock: 12,
  loginUserCreation: 19,
  creditReference: 56,
  userInfo: 57,
  userLock: 59,
  betLock: 60,
} as const;

const suggestionLimit = 10;
/** The site-wide row save-general-setting merges into (settings table, by name). */
export const generalSettingName = 'general';

/** LIKE treats %, _ and \ specially; typed text must match literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The per-index bet settings of the register body, reused for update-user (same rules and messages). */
const updateUserSettingSchema = v.object({
  userSetting: v.optional(registerRequestSchema.pipe[0].entries.userSetting.wrapped),
});

/** createaccount, Multi Login Account: an extra login for the operator, with spec-5 rules for its fields. */
const loginAccountRequestSchema = v.pipe(
  v.object({
    username: usernameSchema,
    fullname: requiredText(ruleMessages.fullNameRequired),
    password: passwordSchema,
    passwordConfirmation: v.optional(
      v.pipe(v.string(), v.nonEmpty(ruleMessages.passwordConfirmationRequired)),
      '',
    ),
    transactionPassword: transactionPasswordSchema,
    privileges: v.optional(v.array(v.picklist(privilegeIds)), []),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirmation']],
      (input) => input.password === input.passwordConfirmation,
      messages.passwordsMustMatch,
    ),
    ['passwordConfirmation'],
  ),
);

/** Spec 7, Users: the agent hierarchy (accounts, lists, details, edits, locks, stakes, multi-login). */
export function hierarchyRoutes(context: AppContext): RouteDefinition[] {
  const { db } = context;

  async function accountOf(userId: string) {
    const [row] = await db
      .select({ balance: accounts.balance, exposure: accounts.exposure })
      .from(accounts)
      .where(eq(accounts.userId, userId))
      .limit(1);
    return row ?? null;
  }

  async function usernameOf(userId: string | null): Promise<string | null> {
    if (!userId) return null;
    const [row] = await db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row?.username ?? null;
  }

  async function detailOf(user: UserRow) {
    return userToWire(user, await accountOf(user.id), await usernameOf(user.parentId));
  }

  return [
    {
      method: 'POST',
      path: 'register',
      access: { kind: 'operator', privilege: privilege.insertUser },
      handler: async (request) => {
        const { data, message } = await registerUser(context, callerOf(request), request.body);
        return ok(data, message);
      },
    },
    {
      method: 'GET',
      path: 'get-user-list',
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
      access: { kind: 'operator', privilege: privilege.userList },
      handler: async (request) => {
        const { username } = parse(userDetailQuerySchema, request.query);
        const { target } = await loadTargetInSubtree(context, callerOf(request), { username });
        return ok(await detailOf(target));
      },
    },
    {
      method: 'GET',
      path: 'get-parent-user-detail',
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
        if (!parent) throw new HttpError(404, refusalMessages.notFound);
        return ok(await detailOf(parent));
      },
    },
    {
      method: 'POST',
      path: 'update-user',
      // The fields need their own privileges (credit reference 56, the rest User Info 57), checked below.
      access: { kind: 'operator' },
      handler: async (request) => {
        const caller = callerOf(request);
        const input = parse(updateUserRequestSchema, request.body);
        const { userSetting } = parse(updateUserSettingSchema, request.body);
        const changesInfo =
          input.fullname !== undefined ||
          input.exposerLimit !== undefined ||
          input.privileges !== undefined ||
          input.partnership !== undefined ||
          userSetting !== undefined;
        if (!changesInfo && input.creditRefrences === undefined) {
          throw new HttpError(400, refusalMessages.nothingToChange);
        }
        if (changesInfo) requirePrivilege(caller, privilege.userInfo);
        if (input.creditRefrences !== undefined) requirePrivilege(caller, privilege.creditReference);
        if (input.privileges !== undefined) requireGrantable(caller, input.privileges);
        const { target } = await loadTargetInSubtree(context, caller, { username: input.username });
        if (input.partnership !== undefined) {
          if (!Number.isInteger(input.partnership))
            throw new HttpError(400, refusalMessages.partnershipWhole);
          const [parent] = await db
            .select({ partnership: users.partnership })
            .from(users)
            .where(eq(users.id, target.parentId ?? ''))
            .limit(1);
          if (parent && input.partnership > parent.partnership) {
            throw new HttpError(400, refusalMessages.partnershipAboveParent);
          }
          // The rule holds both ways: lowering a user below one of its children would break it for the child.
          const [children] = await db
            .select({ highest: max(users.partnership) })
            .from(users)
            .where(and(eq(users.parentId, target.id), isNull(users.ownerId)));
          if (children?.highest != null && input.partnership < children.highest) {
            throw new HttpError(400, refusalMessages.partnershipBelowDownline);
          }
        }
        await requireTransactionPassword(db, caller, input.transactionPassword);
        const [updated] = await db
          .update(users)
          .set({
            ...(input.fullname !== undefined && { fullname: input.fullname }),
            ...(input.creditRefrences !== undefined && { creditReference: toMinor(input.creditRefrences) }),
            ...(input.exposerLimit !== undefined && { exposureLimit: toMinor(input.exposerLimit) }),
            ...(input.privileges !== undefined && {
              privileges: target.role === 'user' ? [] : [...input.privileges],
            }),
            ...(input.partnership !== undefined && { partnership: input.partnership }),
            ...(userSetting !== undefined && { sportSettings: sportSettingsFromWire(userSetting) }),
          })
          .where(eq(users.id, target.id))
          .returning();
        if (!updated) throw new HttpError(404, refusalMessages.notFound);
        return ok(await detailOf(updated));
      },
    },
    {
      method: 'POST',
      path: 'update-user-status',
      // User lock needs privilege 59, bet lock 60 (checked per flag). The flag is stored on this user; it
      // covers the subtree through locksOnPath (DOMAIN.md "Locks").
      access: { kind: 'operator' },
      handler: async (request) => {
        const caller = callerOf(request);
        const input = parse(updateUserStatusRequestSchema, request.body);
        if (input.userLock === undefined && input.betLock === undefined) {
          throw new HttpError(400, refusalMessages.nothingToChange);
        }
        if (input.userLock !== undefined) requirePrivilege(caller, privilege.userLock);
        if (input.betLock !== undefined) requirePrivilege(caller, privilege.betLock);
        const { target } = await loadTargetInSubtree(context, caller, { username: input.username });
        await requireTransactionPassword(db, caller, input.transactionPassword);
        await db
          .update(users)
          .set({
            ...(input.userLock !== undefined && { userLocked: input.userLock }),
            ...(input.betLock !== undefined && { betLocked: input.betLock }),
          })
          .where(eq(users.id, target.id));
        return ok({
          username: target.username,
          userLock: input.userLock ?? target.userLocked,
          betLock: input.betLock ?? target.betLocked,
        });
      },
    },
    {
      method: 'POST',
      path: 'users-lock',
      // General Lock: locks (or unlocks) both sign-in and betting of a chosen user at once.
      access: { kind: 'operator', privilege: privilege.generalLock },
      handler: async (request) => {
        const caller = callerOf(request);
        const input = parse(usersLockRequestSchema, request.body);
        const { target } = await loadTargetInSubtree(context, caller, { username: input.username });
        await requireTransactionPassword(db, caller, input.transactionPassword);
        await db
          .update(users)
          .set({ userLocked: input.lock, betLocked: input.lock })
          .where(eq(users.id, target.id));
        return ok({ username: target.username, userLock: input.lock, betLock: input.lock });
      },
    },
    {
      method: 'POST',
      path: 'save-user-stake',
      access: { kind: 'signed-in' },
      // The caller's own quick-stake buttons (a multi-login account keeps its own).
      handler: async (request) => {
        const caller = callerOf(request);
        const { stakes } = parse(userStakesSchema, request.body);
        await db
          .update(users)
          .set({ stakes: stakes.map((stake) => toMinor(stake)) })
          .where(eq(users.id, caller.userId));
        return ok({ stakes });
      },
    },
    {
      method: 'GET',
      path: 'get-user-stake',
      access: { kind: 'signed-in' },
      handler: async (request) => {
        const caller = callerOf(request);
        const [row] = await db
          .select({ stakes: users.stakes })
          .from(users)
          .where(eq(users.id, caller.userId));
        return ok({ stakes: (row?.stakes ?? []).map((stake) => fromMinor(minor(stake))) });
      },
    },
    {
      method: 'POST',
      path: 'save-general-setting',
      // Spec 6: "Admin-only calls exist for ... settings". Named site-wide values, merged into one row.
      access: { kind: 'operator', roles: ['admin'] },
      handler: async (request) => {
        const values = parse(generalSettingRequestSchema, request.body);
        const saved = await db.transaction(async (tx) => {
          const [current] = await tx
            .select({ value: settings.value })
            .from(settings)
            .where(eq(settings.name, generalSettingName))
            .for('update');
          const merged = { ...(current?.value as Record<string, unknown> | undefined), ...values };
          await tx
            .insert(settings)
            .values({ name: generalSettingName, value: merged })
            .onConflictDoUpdate({ target: settings.name, set: { value: merged, updatedAt: context.now() } });
          return merged;
        });
        return ok(saved);
      },
    },
    {
      method: 'POST',
      path: 'get-user-list-suggestion',
      access: { kind: 'operator' },
      // Usernames of the operator's subtree starting with the typed text (General Lock, search boxes).
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
    {
      method: 'POST',
      path: 'create-login-account',
      access: { kind: 'operator', privilege: privilege.loginUserCreation },
      // Multi Login Account: a login of the operator (same role, owner_id = the operator, stored below it so
      // the operator's locks cover it) whose calls act for the operator with a chosen subset of privileges.
      handler: async (request) => {
        const caller = callerOf(request);
        // A login may not mint further logins: only the operator itself chooses who acts for it.
        if (caller.userId !== caller.actingUserId) throw new HttpError(403, refusalMessages.forbidden);
        const input = parse(loginAccountRequestSchema, request.body);
        requireGrantable(caller, input.privileges);
        const acting = await loadActingUser(db, caller);
        const [existing] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()))
          .limit(1);
        if (existing) throw new HttpError(400, refusalMessages.usernameTaken);
        const [passwordHash, transactionPasswordHash] = await Promise.all([
          hashPassword(input.password),
          hashPassword(input.transactionPassword),
        ]);
        const id = crypto.randomUUID();
        try {
          await db.insert(users).values({
            id,
            username: input.username,
            fullname: input.fullname,
            role: acting.role,
            parentId: acting.id,
            path: `${acting.path}/${id}`,
            ownerId: acting.id,
            passwordHash,
            transactionPasswordHash,
            mustChangePassword: true,
            partnership: acting.partnership,
            privileges: [...input.privileges],
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new HttpError(400, refusalMessages.usernameTaken);
          throw error;
        }
        return ok({ _id: id, username: input.username }, messages.userCreated);
      },
    },
    {
      method: 'GET',
      path: 'get-login-account-list',
      access: { kind: 'operator', privilege: privilege.loginUserCreation },
      handler: async (request) => {
        const caller = callerOf(request);
        const rows = await db
          .select()
          .from(users)
          .where(and(isNotNull(users.ownerId), eq(users.ownerId, caller.actingUserId)))
          .orderBy(asc(sql`lower(${users.username})`));
        return ok(
          rows.map((row) => ({
            _id: row.id,
            username: row.username,
            fullname: row.fullname,
            privileges: row.privileges,
            userLock: row.userLocked,
            createdAt: row.createdAt.toISOString(),
          })),
        );
      },
    },
  ];
}
