import * as v from 'valibot';
import { privilegeIds, type PrivilegeId } from '../../constants/privileges.ts';
import { canCreate, playerRole, roles, type Role } from '../../constants/roles.ts';
import { messages, ruleMessages } from '../../messages.ts';
import type { Minor } from '../../money/minorUnits.ts';
import type { Jurisdiction } from '../../responsibleGaming/periods.ts';
import {
  amountField,
  optionalAmountField,
  passwordSchema,
  requiredText,
  transactionPasswordSchema,
  usernameSchema,
} from './fields.ts';

/** Per-index bet settings of a new account (spec 6: "per-index minBet, maxBet and delay"). */
export interface BetSetting {
  readonly minBet: Minor;
  readonly maxBet: Minor;
  readonly delaySeconds: number;
}

/** A new account as the product sees it (spec 3, "New user"); schemas/users.ts maps it to the wire. */
export interface NewUser {
  readonly username: string;
  readonly fullName: string;
  readonly password: string;
  readonly passwordConfirmation: string;
  readonly transactionPassword: string;
  readonly role: Role;
  readonly creditReference: Minor;
  /** Required for players (spec 5: "exposerLimit required for role user"). */
  readonly exposureLimit: Minor | undefined;
  readonly privileges: readonly PrivilegeId[];
  readonly parent: string | undefined;
  /** The creator's share in percent (0-100), for operator accounts. */
  readonly partnership: number | undefined;
  readonly betSettings: readonly BetSetting[];
  /** Issue 21: a player's jurisdiction; the server takes `intl` (outside the UK) without one. */
  readonly jurisdiction?: Jurisdiction | undefined;
}

/** Spec 5: "exposerLimit required for role user". Shared by the form and the register body. */
export function needsExposureLimit(role: Role): boolean {
  return role === playerRole;
}

/** Spec 6: "partnership percentages": 0 to 100, up to two decimals. */
export const partnershipField = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (text) => text === '' || (/^\d+(\.\d{1,2})?$/.test(text) && Number(text) <= 100),
      ruleMessages.partnershipRange,
    ),
    v.transform((text) => (text === '' ? undefined : Number(text))),
  ),
  '',
);

export const betSettingField = v.pipe(
  v.object({
    minBet: amountField(ruleMessages.amountRequired),
    maxBet: amountField(ruleMessages.amountRequired),
    delaySeconds: v.optional(
      v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, ruleMessages.delayInvalid), v.transform(Number)),
      '0',
    ),
  }),
  v.forward(
    v.partialCheck(
      [['minBet'], ['maxBet']],
      (setting) => setting.minBet <= setting.maxBet,
      ruleMessages.minBetAboveMaxBet,
    ),
    ['minBet'],
  ),
);

/** The fields every new sign-in takes (spec 5): the add-user form's first ones, and Multi Login Account's. */
const signInEntries = {
  username: usernameSchema,
  fullName: requiredText(ruleMessages.fullNameRequired),
  password: passwordSchema,
  // Spec 5: "Confirmation required, 'Passwords must match'."
  passwordConfirmation: v.optional(
    v.pipe(v.string(), v.nonEmpty(ruleMessages.passwordConfirmationRequired)),
    '',
  ),
  transactionPassword: transactionPasswordSchema,
};

/**
 * A new sign-in's form: its fields plus `entries`. The passwords are compared even while other fields
 * fail, and a mismatch is reported under the confirmation (spec 5: "Passwords must match").
 */
function signInForm<TEntries extends v.ObjectEntries>(entries: TEntries) {
  const schema = v.object({ ...signInEntries, ...entries });
  return v.pipe(
    schema,
    v.rawCheck<v.InferOutput<typeof schema>>(({ dataset, addIssue }) => {
      // The fields' own types are not known inside this generic function; both are strings when typed.
      const { password, passwordConfirmation } = dataset.value as Record<string, unknown>;
      if (typeof password !== 'string' || typeof passwordConfirmation !== 'string') return;
      if (passwordConfirmation === '' || password === passwordConfirmation) return;
      addIssue({
        message: messages.passwordsMustMatch,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value as Record<string, unknown>,
            key: 'passwordConfirmation',
            value: passwordConfirmation,
          },
        ],
      });
    }),
  );
}

/**
 * The add-user form of spec 5, for an account created by `creatorRole` (the role select offers only
 * the roles it may create: constants/roles.ts `canCreate`).
 */
export function newUserFormSchema(creatorRole: Role) {
  return v.pipe(
    signInForm({
      // Spec 5: "Role, full name and credit reference required."
      role: v.pipe(
        v.picklist(roles, ruleMessages.roleRequired),
        v.check((role) => canCreate(creatorRole, role), ruleMessages.roleNotAllowed),
      ),
      creditReference: amountField(ruleMessages.creditReferenceRequired),
      exposureLimit: optionalAmountField,
      privileges: v.optional(v.array(v.picklist(privilegeIds)), []),
      parent: v.optional(
        v.pipe(
          v.string(),
          v.trim(),
          v.transform((text) => text || undefined),
        ),
        '',
      ),
      partnership: partnershipField,
      betSettings: v.optional(v.array(betSettingField), []),
    }),
    // Spec 5: "exposerLimit required for role user."
    v.forward(
      v.partialCheck(
        [['role'], ['exposureLimit']],
        (input) => !needsExposureLimit(input.role) || input.exposureLimit !== undefined,
        ruleMessages.exposureLimitRequired,
      ),
      ['exposureLimit'],
    ),
  );
}

/**
 * Spec 2's `createaccount`, Multi Login Account: a second sign-in of the operator with the privileges it
 * may use ("Each created login account is given privileges from the listed menu items", spec 6).
 */
export const loginAccountFormSchema = signInForm({
  privileges: v.optional(v.array(v.picklist(privilegeIds)), []),
});
export type LoginAccountForm = v.InferOutput<typeof loginAccountFormSchema>;

/** What the form holds while a person types. Its output is a `NewUser`. */
export type NewUserFormInput = v.InferInput<ReturnType<typeof newUserFormSchema>>;
