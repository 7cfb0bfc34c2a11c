import {
  defaultPageSize,
  privilege,
  Refusal,
  toMinor,
  type contract,
  type ParsedRequestOf,
} from '@exchange/domain';
import { requireNewPassword } from '../auth/newPasswords.ts';
import { hashPassword } from '../auth/passwords.ts';
import { disconnectSubtree } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import type { Caller } from '../caller.ts';
import {
  isUniqueViolation,
  requireGrantable,
  requireGrantableToLogin,
  requirePrivilege,
  requireTransactionPassword,
  sportSettingsFromWire,
  userDetail,
  userToWire,
} from './common.ts';
import {
  childrenPage,
  highestChildPartnership,
  partnershipOf,
  updateUserRow,
  usernameTaken,
  userById,
  type ChildrenFilter,
} from './queries.ts';
import { loadActingUser, loadTargetInSubtree } from './subtree.ts';

type Body<Name extends keyof typeof contract> = ParsedRequestOf<(typeof contract)[Name]>['body'];

/**
 * The children of `username` (default: the operator), filtered and paged, in the list's wire form; an
 * export reads them all (`pageSize`).
 */
export async function userListPage(
  context: Pick<AppContext, 'db'>,
  caller: Caller,
  query: ChildrenFilter & { username?: string | undefined },
) {
  const { db } = context;
  const owner = query.username?.trim()
    ? (await loadTargetInSubtree(context, caller, { username: query.username }, { allowSelf: true })).target
    : await loadActingUser(db, caller);
  const { rows, totalDocs } = await childrenPage(db, owner.id, query);
  return {
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
    totalPages: Math.ceil(totalDocs / (query.pageSize ?? defaultPageSize)),
    totalDocs,
  };
}

/** The named user's parent (its limits bound the user's edits): the operator itself or in its subtree. */
export async function parentDetail(context: AppContext, caller: Caller, username: string) {
  const { target, acting } = await loadTargetInSubtree(context, caller, { username });
  const parent = await userById(context.db, target.parentId ?? acting.id);
  if (!parent) throw new Refusal('not_found');
  return userDetail(context.db, parent);
}

/**
 * Multi Login Account: a login of the operator (same role, owner_id = the operator, stored below it so
 * the operator's locks cover it) whose calls act for the operator with a chosen subset of privileges.
 */
export async function createLoginAccount(
  context: AppContext,
  caller: Caller,
  input: Body<'createLoginAccount'>,
) {
  const { db } = context;
  // A login may not mint further logins: only the operator itself chooses who acts for it.
  if (caller.userId !== caller.actingUserId) throw new Refusal('forbidden');
  requireGrantable(caller, input.privileges);
  requireNewPassword('password', input.password, input);
  const acting = await loadActingUser(db, caller);
  if (await usernameTaken(db, input.username)) throw new Refusal('username_taken');
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
    if (isUniqueViolation(error)) throw new Refusal('username_taken');
    throw error;
  }
  return { _id: id, username: input.username };
}

/** update-user: the fields of a user of the subtree, each under its privilege, confirmed by the caller. */
export async function updateUser(context: AppContext, caller: Caller, input: Body<'updateUser'>) {
  const { db } = context;
  const { userSetting } = input;
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
    const parentPartnership = await partnershipOf(db, target.parentId ?? '');
    if (parentPartnership !== undefined && input.partnership > parentPartnership) {
      throw new Refusal('partnership_above_parent');
    }
    // The rule holds both ways: lowering a user below one of its children would break it for the child.
    const highest = await highestChildPartnership(db, target.id);
    if (highest != null && input.partnership < highest) {
      throw new Refusal('partnership_below_downline');
    }
  }
  await requireTransactionPassword(db, caller, input.transactionPassword);
  const updated = await updateUserRow(db, target.id, {
    ...(input.fullname !== undefined && { fullname: input.fullname }),
    ...(input.creditRefrences !== undefined && { creditReference: toMinor(input.creditRefrences) }),
    ...(input.exposerLimit !== undefined && { exposureLimit: toMinor(input.exposerLimit) }),
    ...(input.privileges !== undefined && {
      privileges: target.role === 'user' ? [] : [...input.privileges],
    }),
    ...(input.partnership !== undefined && { partnership: input.partnership }),
    ...(userSetting !== undefined && { sportSettings: sportSettingsFromWire(userSetting) }),
  });
  if (!updated) throw new Refusal('not_found');
  return userDetail(db, updated);
}

/**
 * update-user-status: user lock needs User Lock, bet lock Bet Lock (checked per flag). The flag is stored
 * on this user; it covers the subtree through locksOnPath (DOMAIN.md "Locks").
 */
export async function updateUserStatus(context: AppContext, caller: Caller, input: Body<'updateUserStatus'>) {
  const { db } = context;
  if (input.userLock === undefined && input.betLock === undefined) {
    throw new Refusal('nothing_to_change');
  }
  if (input.userLock !== undefined) requirePrivilege(caller, privilege.userLock);
  if (input.betLock !== undefined) requirePrivilege(caller, privilege.betLock);
  const { target } = await loadTargetInSubtree(context, caller, { username: input.username });
  await requireTransactionPassword(db, caller, input.transactionPassword);
  await updateUserRow(db, target.id, {
    ...(input.userLock !== undefined && { userLocked: input.userLock }),
    ...(input.betLock !== undefined && { betLocked: input.betLock }),
  });
  if (input.userLock) await disconnectSubtree(context, target);
  return {
    username: target.username,
    userLock: input.userLock ?? target.userLocked,
    betLock: input.betLock ?? target.betLocked,
  };
}

/** General Lock: locks (or unlocks) both sign-in and betting of a chosen user at once. */
export async function usersLock(context: AppContext, caller: Caller, input: Body<'usersLock'>) {
  const { db } = context;
  const { target } = await loadTargetInSubtree(context, caller, { username: input.username });
  await requireTransactionPassword(db, caller, input.transactionPassword);
  await updateUserRow(db, target.id, { userLocked: input.lock, betLocked: input.lock });
  if (input.lock) await disconnectSubtree(context, target);
  return { username: target.username, userLock: input.lock, betLock: input.lock };
}
