import * as v from 'valibot';
import { privilegeIds } from '../constants/privileges.ts';
import { messages, ruleMessages } from '../messages.ts';
import { fromMinor, subtractMinor, toMinor, zeroMinor, type Minor } from '../money/minorUnits.ts';
import { needsExposureLimit, type NewUser } from './forms/newUser.ts';
import { passwordSchema, transactionPasswordSchema, usernameSchema } from './forms/fields.ts';
import { envelopeSchema, pagedSchema } from './envelope.ts';
import { defaultJurisdiction } from '../responsibleGaming/periods.ts';
import { jurisdictionSchema } from './responsibleGaming.ts';
import {
  idSchema,
  moneySchema,
  nameTextSchema,
  nonNegativeMoneySchema,
  pageNumberSchema,
  roleSchema,
  secretTextSchema,
  textSchema,
  timestampSchema,
} from './primitives.ts';

/**
 * Spec 7, Users. The wire keeps the spec's spellings (`exposer`, `creditRefrences`, `exposerLimit`); the
 * mappings below are the one place they become exposure, credit reference and exposure limit.
 */

/** Spec 3: "Balance: balance and exposer (spelt so)". GET get-user-balance, POST user-account-balance. */
export const balanceWireSchema = v.object({ balance: moneySchema, exposer: nonNegativeMoneySchema });
export type BalanceWire = v.InferOutput<typeof balanceWireSchema>;
export const balanceResponseSchema = envelopeSchema(balanceWireSchema);

export interface Balance {
  readonly balance: Minor;
  readonly exposure: Minor;
}

/** Spec 9: "Default balance and exposer: 0." */
export const defaultBalance: Balance = { balance: zeroMinor, exposure: zeroMinor };

export function balanceFromWire(wire: BalanceWire): Balance {
  return { balance: toMinor(wire.balance), exposure: toMinor(wire.exposer) };
}

export function balanceToWire(balance: Balance): BalanceWire {
  return { balance: fromMinor(balance.balance), exposer: fromMinor(balance.exposure) };
}

/** POST user-account-balance {username}: one child's balance. */
export const userAccountBalanceRequestSchema = v.object({ username: v.pipe(nameTextSchema, v.nonEmpty()) });

/** Per-index bet settings on the wire (spec 3: "userSetting per index (minBet, maxBet, delay)"). */
const userSettingWireSchema = v.pipe(
  v.object({
    minBet: nonNegativeMoneySchema,
    maxBet: nonNegativeMoneySchema,
    delay: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  }),
  v.check((setting) => setting.minBet <= setting.maxBet, ruleMessages.minBetAboveMaxBet),
);

/**
 * POST register. Spec 3, "New user: username, fullname, password, passwordConfirmation,
 * transactionPassword, role, creditRefrences, exposerLimit (required for role user), privileges (list
 * of numeric ids), parent, partnership, userSetting per index (minBet, maxBet, delay)". The server
 * applies the form's rules again (forms/newUser.ts), and `canCreate` for the caller's role.
 */
export const registerRequestSchema = v.pipe(
  v.object({
    username: usernameSchema,
    fullname: v.pipe(nameTextSchema, v.trim(), v.nonEmpty()),
    password: passwordSchema,
    passwordConfirmation: secretTextSchema,
    transactionPassword: transactionPasswordSchema,
    role: roleSchema,
    creditRefrences: nonNegativeMoneySchema,
    exposerLimit: v.optional(nonNegativeMoneySchema),
    privileges: v.optional(v.array(v.picklist(privilegeIds)), []),
    parent: v.optional(nameTextSchema),
    partnership: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
    userSetting: v.optional(v.array(userSettingWireSchema), []),
    /** Issue 21: a player's jurisdiction for the responsible-gaming rules (spec 9 terms). */
    jurisdiction: v.optional(jurisdictionSchema, defaultJurisdiction),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirmation']],
      (input) => input.password === input.passwordConfirmation,
      messages.passwordsMustMatch,
    ),
    ['passwordConfirmation'],
  ),
  v.forward(
    v.partialCheck(
      [['role'], ['exposerLimit']],
      (input) => !needsExposureLimit(input.role) || input.exposerLimit !== undefined,
      ruleMessages.exposureLimitRequired,
    ),
    ['exposerLimit'],
  ),
);
export type RegisterRequest = v.InferOutput<typeof registerRequestSchema>;
export const registerResponseSchema = envelopeSchema(v.object({ _id: idSchema, username: v.string() }));

export function newUserToWire(user: NewUser): RegisterRequest {
  return {
    username: user.username,
    fullname: user.fullName,
    password: user.password,
    passwordConfirmation: user.passwordConfirmation,
    transactionPassword: user.transactionPassword,
    role: user.role,
    creditRefrences: fromMinor(user.creditReference),
    ...(user.exposureLimit !== undefined && { exposerLimit: fromMinor(user.exposureLimit) }),
    privileges: [...user.privileges],
    ...(user.parent !== undefined && { parent: user.parent }),
    ...(user.partnership !== undefined && { partnership: user.partnership }),
    userSetting: user.betSettings.map((setting) => ({
      minBet: fromMinor(setting.minBet),
      maxBet: fromMinor(setting.maxBet),
      delay: setting.delaySeconds,
    })),
    jurisdiction: user.jurisdiction ?? defaultJurisdiction,
  };
}

export function newUserFromWire(wire: RegisterRequest): NewUser {
  return {
    username: wire.username,
    fullName: wire.fullname,
    password: wire.password,
    passwordConfirmation: wire.passwordConfirmation,
    transactionPassword: wire.transactionPassword,
    role: wire.role,
    creditReference: toMinor(wire.creditRefrences),
    exposureLimit: wire.exposerLimit === undefined ? undefined : toMinor(wire.exposerLimit),
    privileges: wire.privileges,
    parent: wire.parent,
    partnership: wire.partnership,
    betSettings: wire.userSetting.map((setting) => ({
      minBet: toMinor(setting.minBet),
      maxBet: toMinor(setting.maxBet),
      delaySeconds: setting.delay,
    })),
    jurisdiction: wire.jurisdiction,
  };
}

/** A row of the client list (GET get-user-list) and the body of get-user-detail / get-parent-user-detail. */
export const userAccountWireSchema = v.object({
  _id: idSchema,
  username: v.string(),
  fullname: v.string(),
  role: roleSchema,
  parent: v.optional(v.string()),
  balance: moneySchema,
  exposer: nonNegativeMoneySchema,
  creditRefrences: nonNegativeMoneySchema,
  exposerLimit: v.optional(nonNegativeMoneySchema),
  partnership: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
  privileges: v.optional(v.array(v.picklist(privilegeIds)), []),
  userLock: v.boolean(),
  betLock: v.boolean(),
  createdAt: timestampSchema,
  /** Issue 21: a player's jurisdiction (operators have none). */
  jurisdiction: v.optional(jurisdictionSchema),
});
export type UserAccountWire = v.InferOutput<typeof userAccountWireSchema>;

/**
 * A row of the client list (spec: "username, role label, credit reference, balance, client P/L,
 * exposure, available balance, exposure limit, status") and the user detail: the account plus the
 * figures derived from it, so every screen shows the same numbers.
 */
export const userListRowWireSchema = v.object({
  ...userAccountWireSchema.entries,
  roleLabel: v.string(),
  available: moneySchema,
  clientPL: moneySchema,
  status: v.picklist(['active', 'locked']),
  userSetting: v.array(
    v.object({ minBet: nonNegativeMoneySchema, maxBet: nonNegativeMoneySchema, delay: v.number() }),
  ),
});

/** A user account in the product's words. */
export type UserAccount = Omit<
  UserAccountWire,
  '_id' | 'fullname' | 'balance' | 'exposer' | 'creditRefrences' | 'exposerLimit'
> & {
  readonly id: string;
  readonly fullName: string;
  readonly balance: Minor;
  readonly exposure: Minor;
  readonly creditReference: Minor;
  readonly exposureLimit: Minor | undefined;
};

export function userAccountFromWire({
  _id,
  fullname,
  balance,
  exposer,
  creditRefrences,
  exposerLimit,
  ...rest
}: UserAccountWire): UserAccount {
  return {
    ...rest,
    id: _id,
    fullName: fullname,
    balance: toMinor(balance),
    exposure: toMinor(exposer),
    creditReference: toMinor(creditRefrences),
    exposureLimit: exposerLimit === undefined ? undefined : toMinor(exposerLimit),
  };
}

export function userAccountToWire({
  id,
  fullName,
  balance,
  exposure,
  creditReference,
  exposureLimit,
  ...rest
}: UserAccount): UserAccountWire {
  return {
    ...rest,
    _id: id,
    fullname: fullName,
    balance: fromMinor(balance),
    exposer: fromMinor(exposure),
    creditRefrences: fromMinor(creditReference),
    ...(exposureLimit !== undefined && { exposerLimit: fromMinor(exposureLimit) }),
  };
}

/**
 * DOMAIN.md, "Credit reference": "client P/L = balance - credit reference (the c2 credit reference
 * report lists them)".
 */
export function clientProfitLoss(account: Pick<UserAccount, 'balance' | 'creditReference'>): Minor {
  return subtractMinor(account.balance, account.creditReference);
}

/** GET get-user-list: "query username, search, type, status, page". */
export const userListQuerySchema = v.object({
  username: v.optional(nameTextSchema),
  search: v.optional(nameTextSchema),
  type: v.optional(roleSchema),
  status: v.optional(v.picklist(['active', 'locked'])),
  page: v.optional(v.pipe(textSchema(20), v.digits(), v.toNumber(), pageNumberSchema), '1'),
});
export const userListResponseSchema = envelopeSchema(pagedSchema(userListRowWireSchema));
export const userDetailQuerySchema = v.object({ username: v.pipe(nameTextSchema, v.nonEmpty()) });
export const userDetailResponseSchema = envelopeSchema(userListRowWireSchema);

/**
 * GET get-login-account-list: the operator's Multi Login Accounts (extra logins acting for it with a
 * subset of its privileges). POST create-login-account answers like register (`registerResponseSchema`).
 */
export const loginAccountSchema = v.object({
  _id: idSchema,
  username: v.string(),
  fullname: v.string(),
  privileges: v.array(v.picklist(privilegeIds)),
  userLock: v.boolean(),
  createdAt: timestampSchema,
});
export const loginAccountListResponseSchema = envelopeSchema(v.array(loginAccountSchema));
