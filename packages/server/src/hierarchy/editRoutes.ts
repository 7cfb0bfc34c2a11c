import {
  privilege,
  registerRequestSchema,
  toMinor,
  updateUserRequestSchema,
  updateUserStatusRequestSchema,
  userDetailResponseSchema,
  usersLockRequestSchema,
  userStatusResponseSchema,
  Refusal,
} from '@exchange/domain';
import { and, eq, isNull, max } from 'drizzle-orm';
import * as v from 'valibot';
import { disconnectSubtree } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { callerOf } from '../http/access.ts';
import { ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';
import {
  requireGrantable,
  requireGrantableToLogin,
  requirePrivilege,
  requireTransactionPassword,
  sportSettingsFromWire,
  userDetail,
} from './common.ts';
import { loadTargetInSubtree } from './subtree.ts';

/** The per-index bet settings of the register body, reused for update-user (same rules and messages). */
const updateUserSettingSchema = v.object({
  userSetting: v.optional(registerRequestSchema.pipe[0].entries.userSetting.wrapped),
});

/** Changing a user of the subtree: its fields (update-user) and its locks (update-user-status, users-lock). */
export function editRoutes(context: AppContext): RouteDefinition[] {
  const { db } = context;
  return [
    {
      method: 'POST',
      path: 'update-user',
      response: userDetailResponseSchema,
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
          throw new Refusal('nothing_to_change');
        }
        if (changesInfo) requirePrivilege(caller, privilege.userInfo);
        if (input.creditRefrences !== undefined) requirePrivilege(caller, privilege.creditReference);
        if (input.privileges !== undefined) requireGrantable(caller, input.privileges);
        const { target } = await loadTargetInSubtree(context, caller, { username: input.username });
        if (input.privileges !== undefined) await requireGrantableToLogin(db, target, input.privileges);
        if (input.partnership !== undefined) {
          if (!Number.isInteger(input.partnership)) throw new Refusal('partnership_whole');
          const [parent] = await db
            .select({ partnership: users.partnership })
            .from(users)
            .where(eq(users.id, target.parentId ?? ''))
            .limit(1);
          if (parent && input.partnership > parent.partnership) {
            throw new Refusal('partnership_above_parent');
          }
          // The rule holds both ways: lowering a user below one of its children would break it for the child.
          const [children] = await db
            .select({ highest: max(users.partnership) })
            .from(users)
            .where(and(eq(users.parentId, target.id), isNull(users.ownerId)));
          if (children?.highest != null && input.partnership < children.highest) {
            throw new Refusal('partnership_below_downline');
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
        if (!updated) throw new Refusal('not_found');
        return ok(await userDetail(db, updated));
      },
    },
    {
      method: 'POST',
      path: 'update-user-status',
      response: userStatusResponseSchema,
      // User lock needs privilege 59, bet lock 60 (checked per flag). The flag is stored on this user; it
      // covers the subtree through locksOnPath (DOMAIN.md "Locks").
      access: { kind: 'operator' },
      handler: async (request) => {
        const caller = callerOf(request);
        const input = parse(updateUserStatusRequestSchema, request.body);
        if (input.userLock === undefined && input.betLock === undefined) {
          throw new Refusal('nothing_to_change');
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
        if (input.userLock) await disconnectSubtree(context, target);
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
      response: userStatusResponseSchema,
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
        if (input.lock) await disconnectSubtree(context, target);
        return ok({ username: target.username, userLock: input.lock, betLock: input.lock });
      },
    },
  ];
}
