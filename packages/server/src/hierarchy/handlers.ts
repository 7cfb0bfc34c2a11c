import { contract, fromMinor, isPrivilegeId, messages, minor, toMinor } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import { userDetail } from './common.ts';
import {
  loginAccountsOf,
  mergeGeneralSetting,
  saveStakeSettings,
  stakeSettingsOf,
  type StakeSettings,
  usernamesStartingWith,
} from './queries.ts';
import { parseRegister, registerUser } from './register.ts';
import {
  createLoginAccount,
  parentDetail,
  updateUser,
  updateUserStatus,
  userListPage,
  usersLock,
} from './service.ts';
import { loadActingUser, loadTargetInSubtree } from './subtree.ts';

const suggestionLimit = 10;

/** The stake buttons in major units, as save-user-stake takes them. */
function stakeSettingsToWire(settings: StakeSettings) {
  return { ...settings, stakes: settings.stakes.map((stake) => fromMinor(minor(stake))) };
}

/**
 * Spec 7, Users: the agent hierarchy (accounts, lists, details, edits, locks, stakes, multi-login). HTTP
 * in and out; the rules are in service.ts and register.ts, the SQL in queries.ts.
 */
export function hierarchyHandlers(context: AppContext) {
  const { db } = context;
  return [
    // A new user directly below the operator or below a user of its subtree.
    handler(
      contract.register,
      async ({ body, request }) =>
        ok(await registerUser(context, callerOf(request), body), messages.userCreated),
      { parseBody: parseRegister },
    ),
    handler(contract.getUserList, async ({ query, request }) =>
      ok(await userListPage(context, callerOf(request), query)),
    ),
    handler(contract.getUserDetail, async ({ query: { username }, request }) => {
      const { target } = await loadTargetInSubtree(context, callerOf(request), { username });
      return ok(await userDetail(db, target));
    }),
    handler(contract.getParentUserDetail, async ({ query: { username }, request }) =>
      ok(await parentDetail(context, callerOf(request), username)),
    ),
    // The names the user list shows (General Lock, search boxes), so it needs User List like the list.
    handler(contract.getUserListSuggestion, async ({ body: { username }, request }) => {
      const acting = await loadActingUser(db, callerOf(request));
      return ok(await usernamesStartingWith(db, acting, username, suggestionLimit));
    }),
    handler(contract.updateUser, async ({ body, request }) =>
      ok(await updateUser(context, callerOf(request), body)),
    ),
    handler(contract.updateUserStatus, async ({ body, request }) =>
      ok(await updateUserStatus(context, callerOf(request), body)),
    ),
    handler(contract.usersLock, async ({ body, request }) =>
      ok(await usersLock(context, callerOf(request), body)),
    ),
    // The caller's own stake settings (a multi-login account keeps its own): the quick-stake buttons and
    // the slip's in-play price choices; a save leaves what it does not name as it was.
    handler(
      contract.saveUserStake,
      async ({ body: { stakes, acceptBetterPrice, waitIfPriceWorse }, request }) => {
        const saved = await saveStakeSettings(db, callerOf(request).userId, {
          ...(stakes && { stakes: stakes.map((stake) => toMinor(stake)) }),
          ...(acceptBetterPrice !== undefined && { acceptBetterPrice }),
          ...(waitIfPriceWorse !== undefined && { waitIfPriceWorse }),
        });
        return ok(stakeSettingsToWire(saved));
      },
    ),
    handler(contract.getUserStake, async ({ request }) =>
      ok(stakeSettingsToWire(await stakeSettingsOf(db, callerOf(request).userId))),
    ),
    // Spec 6: "Admin-only calls exist for ... settings". Named site-wide values, merged into one row.
    handler(contract.saveGeneralSetting, async ({ body }) =>
      ok(await mergeGeneralSetting(db, body, context.now())),
    ),
    handler(contract.createLoginAccount, async ({ body, request }) =>
      ok(await createLoginAccount(context, callerOf(request), body), messages.userCreated),
    ),
    handler(contract.getLoginAccountList, async ({ request }) => {
      const rows = await loginAccountsOf(db, callerOf(request).actingUserId);
      return ok(
        rows.map((row) => ({
          _id: row.id,
          username: row.username,
          fullname: row.fullname,
          privileges: row.privileges.filter(isPrivilegeId),
          userLock: row.userLocked,
          createdAt: row.createdAt.toISOString(),
        })),
      );
    }),
  ];
}
