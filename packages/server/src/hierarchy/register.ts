import {
  canCreate,
  outranks,
  type RegisterRequest,
  registerRequestSchema,
  ruleMessages,
  toMinor,
  Refusal,
} from '@exchange/domain';
import * as v from 'valibot';
import { requireNewPassword } from '../auth/newPasswords.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { AppContext } from '../context.ts';
import { accounts, users } from '../db/schema.ts';
import type { Caller } from '../caller.ts';
import { parse } from '../parse.ts';
import { isUuid } from '../ledger/accounts.ts';
import { isUniqueViolation, requireGrantable, sportSettingsFromWire } from './common.ts';
import { usernameTaken } from './queries.ts';
import { requireIdentityNotExcluded } from '../responsibleGaming/guard.ts';
import { addEvent } from '../responsibleGaming/store.ts';
import { loadActingUser, loadTargetInSubtree, type UserRow } from './subtree.ts';

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The wire schema leaves some spec-5 rules with valibot's generic wording; the form's messages
 * (newUserFormSchema) are the spec's, so the first failing field answers with the form's message.
 */
function registerMessage(field: string, raw: unknown, message: string): string | null {
  switch (field) {
    case 'fullname':
      return ruleMessages.fullNameRequired;
    case 'passwordConfirmation':
      return isBlank(raw) ? ruleMessages.passwordConfirmationRequired : message;
    case 'role':
      return ruleMessages.roleRequired;
    case 'creditRefrences':
      return isBlank(raw) ? ruleMessages.creditReferenceRequired : ruleMessages.amountInvalid;
    case 'exposerLimit':
      return message === ruleMessages.exposureLimitRequired ? message : ruleMessages.amountInvalid;
    case 'partnership':
      return ruleMessages.partnershipRange;
    case 'userSetting':
      if (message === ruleMessages.minBetAboveMaxBet) return message;
      return raw === undefined || Array.isArray(raw) ? ruleMessages.amountInvalid : null;
    default:
      return null;
  }
}

/** The register body, parsed by its schema; a broken rule answers with the new-user form's message. */
export function parseRegister(body: unknown): RegisterRequest {
  const result = v.safeParse(registerRequestSchema, body ?? {});
  if (result.success) return result.output;
  const [issue] = result.issues;
  const path = issue ? (v.getDotPath(issue) ?? '') : '';
  const [field = '', ...rest] = path.split('.');
  const raw =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  // userSetting.N.delay has its own rule message.
  const message = field === 'userSetting' && rest.at(-1) === 'delay' ? ruleMessages.delayInvalid : null;
  const mapped = message ?? (issue ? registerMessage(field, raw, issue.message) : null);
  if (mapped) {
    // An amount that is not one (credit reference, exposure limit, a bet setting): a money refusal.
    throw new Refusal(mapped === ruleMessages.amountInvalid ? 'amount_invalid' : 'invalid_input', mapped);
  }
  return parse(registerRequestSchema, body);
}

/** The new user's parent: the creator, or a user of the creator's subtree named by username or id. */
async function resolveParent(
  context: AppContext,
  caller: Caller,
  acting: UserRow,
  parent: string | undefined,
) {
  const name = parent?.trim();
  if (!name || name.toLowerCase() === acting.username.toLowerCase() || name === acting.id) return acting;
  return (await loadTargetInSubtree(context, caller, isUuid(name) ? { id: name } : { username: name }))
    .target;
}

/**
 * POST register (spec 3 "New user", spec 5 rules): role strictly below the creator's; the parent is the
 * creator or a user of its subtree ranking above the new role (never a multi-login account); partnership
 * not above the parent's; privileges a subset of the creator's. The account starts with the
 * change-password flag and an empty money account.
 */
export async function registerUser(context: AppContext, caller: Caller, input: RegisterRequest) {
  const acting = await loadActingUser(context.db, caller);
  if (!canCreate(acting.role, input.role)) throw new Refusal('role_not_allowed');
  const parent = await resolveParent(context, caller, acting, input.parent);
  if (parent.ownerId !== null || !outranks(parent.role, input.role)) {
    throw new Refusal('parent_role_too_low');
  }
  const partnership = input.partnership ?? 0;
  if (!Number.isInteger(partnership)) throw new Refusal('partnership_whole');
  if (partnership > parent.partnership) throw new Refusal('partnership_above_parent');
  requireGrantable(caller, input.privileges);
  // The transaction password is the creator's too, but only until the first login replaces both.
  requireNewPassword('password', input.password, input);
  if (await usernameTaken(context.db, input.username)) throw new Refusal('username_taken');
  const player = input.role === 'user';
  // Issue 21: no new account for a person whose self-exclusion holds.
  if (player) await requireIdentityNotExcluded(context.db, input.fullname, context.now());

  const [passwordHash, transactionPasswordHash] = await Promise.all([
    hashPassword(input.password),
    hashPassword(input.transactionPassword),
  ]);
  const id = crypto.randomUUID();
  try {
    await context.db.transaction(async (tx) => {
      await tx.insert(users).values({
        id,
        username: input.username,
        fullname: input.fullname,
        role: input.role,
        parentId: parent.id,
        path: `${parent.path}/${id}`,
        passwordHash,
        transactionPasswordHash,
        mustChangePassword: true,
        partnership,
        creditReference: toMinor(input.creditRefrences),
        exposureLimit: input.exposerLimit === undefined ? null : toMinor(input.exposerLimit),
        sportSettings: sportSettingsFromWire(input.userSetting),
        // Privileges open operator menus; a player has none.
        privileges: input.role === 'user' ? [] : [...input.privileges],
        jurisdiction: input.jurisdiction,
      });
      await tx.insert(accounts).values({ userId: id });
      if (player) {
        await addEvent(tx, {
          userId: id,
          kind: 'jurisdiction_set',
          detail: input.jurisdiction === 'uk' ? 'UK' : 'Outside the UK',
          byUserId: caller.userId,
          at: context.now(),
        });
      }
    });
  } catch (error) {
    // Two registrations of one name at once: the unique index decides, the loser gets the clear refusal.
    if (isUniqueViolation(error)) throw new Refusal('username_taken');
    throw error;
  }
  return { _id: id, username: input.username };
}
