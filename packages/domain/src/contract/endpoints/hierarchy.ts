import * as v from 'valibot';
import { privilege, privilegeIds } from '../../constants/privileges.ts';
import { messages, ruleMessages } from '../../messages.ts';
import {
  passwordSchema,
  requiredText,
  transactionPasswordSchema,
  usernameSchema,
} from '../../schemas/forms/fields.ts';
import { secretTextSchema } from '../../schemas/primitives.ts';
import {
  generalSettingRequestSchema,
  generalSettingResponseSchema,
  updateUserRequestSchema,
  updateUserStatusRequestSchema,
  userStakesResponseSchema,
  userStakesSchema,
  userStatusResponseSchema,
  userSuggestionRequestSchema,
  userSuggestionResponseSchema,
} from '../../schemas/userActions.ts';
import { usersLockRequestSchema } from '../../schemas/bets.ts';
import {
  loginAccountListResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  userDetailQuerySchema,
  userDetailResponseSchema,
  userListQuerySchema,
  userListResponseSchema,
} from '../../schemas/users.ts';
import { platformAccess } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { newPasswordRefusals } from '../newPasswordRefusals.ts';

/**
 * POST update-user: the editable fields, plus the per-index bet settings of register (same rules and
 * messages).
 */
export const updateUserBodySchema = v.object({
  ...updateUserRequestSchema.entries,
  userSetting: v.optional(registerRequestSchema.pipe[0].entries.userSetting.wrapped),
});

/** POST create-login-account (Multi Login Account): an extra login for the operator, spec-5 field rules. */
export const loginAccountRequestSchema = v.pipe(
  v.object({
    username: usernameSchema,
    fullname: requiredText(ruleMessages.fullNameRequired),
    password: passwordSchema,
    passwordConfirmation: v.optional(
      v.pipe(secretTextSchema, v.nonEmpty(ruleMessages.passwordConfirmationRequired)),
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

/** Naming a user: nobody by that name (404), or someone outside the caller's subtree (403). */
const namesUser = ['not_found', 'not_in_subtree'] as const;
/** The caller's transaction password confirms the act; wrong tries are capped. */
const confirmed = ['transaction_password_incorrect', 'transaction_password_locked'] as const;

/** Spec 7, Users: the agent hierarchy (accounts, lists, details, edits, locks, stakes, multi-login). */
export const hierarchyEndpoints = {
  register: endpoint({
    api: 'main',
    method: 'POST',
    path: 'register',
    summary:
      'Creates a user below the operator or below a user of its subtree, with an empty account; the new user changes its password at first sign-in',
    access: { kind: 'operator', privilege: privilege.insertUser },
    body: registerRequestSchema,
    response: registerResponseSchema,
    refusals: [
      ...namesUser,
      'amount_invalid',
      'role_not_allowed',
      'parent_role_too_low',
      'partnership_whole',
      'partnership_above_parent',
      'privilege_not_held',
      'username_taken',
      ...newPasswordRefusals,
      // Responsible gaming (issue 21): no new account for a self-excluded person.
      'identity_self_excluded',
    ],
  }),
  getUserList: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-user-list',
    summary:
      'A page of the children of a user of the subtree (the operator without one), filtered by name, role and status',
    access: { kind: 'operator', privilege: privilege.userList },
    query: userListQuerySchema,
    response: userListResponseSchema,
    refusals: [...namesUser],
  }),
  getUserDetail: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-user-detail',
    summary: 'One user of the subtree with its account figures and bet settings',
    access: { kind: 'operator', privilege: privilege.userList },
    query: userDetailQuerySchema,
    response: userDetailResponseSchema,
    refusals: [...namesUser],
  }),
  getParentUserDetail: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-parent-user-detail',
    summary: "The parent of a user of the subtree (its limits bound the user's edits)",
    access: { kind: 'operator', privilege: privilege.userList },
    query: userDetailQuerySchema,
    response: userDetailResponseSchema,
    refusals: [...namesUser],
  }),
  getUserListSuggestion: endpoint({
    api: 'main',
    method: 'POST',
    path: 'get-user-list-suggestion',
    summary: "Usernames of the operator's subtree starting with the typed text",
    access: { kind: 'operator', privilege: privilege.userList },
    body: userSuggestionRequestSchema,
    response: userSuggestionResponseSchema,
    refusals: [],
  }),
  updateUser: endpoint({
    api: 'main',
    method: 'POST',
    path: 'update-user',
    summary:
      "Changes a user's full name, credit reference (Credit Reference), exposure limit, privileges, partnership or bet settings (User Info)",
    // The fields need their own privileges (credit reference 56, the rest User Info 57), checked by the call.
    access: { kind: 'operator' },
    body: updateUserBodySchema,
    response: userDetailResponseSchema,
    refusals: [
      ...namesUser,
      ...confirmed,
      'nothing_to_change',
      'privilege_not_held',
      'privilege_not_held_by_owner',
      'partnership_whole',
      'partnership_above_parent',
      'partnership_below_downline',
    ],
  }),
  updateUserStatus: endpoint({
    api: 'main',
    method: 'POST',
    path: 'update-user-status',
    summary:
      "Sets a user's user lock (User Lock) or bet lock (Bet Lock); a lock covers the user's whole subtree",
    // User lock needs privilege 59, bet lock 60, checked per flag by the call.
    access: { kind: 'operator' },
    body: updateUserStatusRequestSchema,
    response: userStatusResponseSchema,
    refusals: [...namesUser, ...confirmed, 'nothing_to_change'],
  }),
  usersLock: endpoint({
    api: 'main',
    method: 'POST',
    path: 'users-lock',
    summary: 'General Lock: locks or unlocks both sign-in and betting of a user of the subtree at once',
    access: { kind: 'operator', privilege: privilege.generalLock },
    body: usersLockRequestSchema,
    response: userStatusResponseSchema,
    refusals: [...namesUser, ...confirmed],
  }),
  saveUserStake: endpoint({
    api: 'main',
    method: 'POST',
    path: 'save-user-stake',
    summary: "Saves the caller's own quick-stake buttons",
    access: { kind: 'signed-in' },
    body: userStakesSchema,
    response: userStakesResponseSchema,
    refusals: [],
  }),
  getUserStake: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-user-stake',
    summary: "The caller's own quick-stake buttons (empty until saved)",
    access: { kind: 'signed-in' },
    response: userStakesResponseSchema,
    refusals: [],
  }),
  saveGeneralSetting: endpoint({
    api: 'main',
    method: 'POST',
    path: 'save-general-setting',
    summary: 'Merges named site-wide values into the general settings; answers them as they now stand',
    access: platformAccess,
    body: generalSettingRequestSchema,
    response: generalSettingResponseSchema,
    refusals: [],
  }),
  createLoginAccount: endpoint({
    api: 'main',
    method: 'POST',
    path: 'create-login-account',
    summary:
      'Multi Login Account: an extra login of the operator acting for it with a chosen subset of its privileges',
    access: { kind: 'operator', privilege: privilege.loginUserCreation },
    body: loginAccountRequestSchema,
    response: registerResponseSchema,
    refusals: ['privilege_not_held', 'username_taken', ...newPasswordRefusals],
  }),
  getLoginAccountList: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-login-account-list',
    summary: "The operator's Multi Login Accounts",
    access: { kind: 'operator', privilege: privilege.loginUserCreation },
    response: loginAccountListResponseSchema,
    refusals: [],
  }),
};
