import * as v from 'valibot';
import { paymentRequestTypes } from '../constants/payments.ts';
import { privilegeIds } from '../constants/privileges.ts';
import { messages, ruleMessages } from '../messages.ts';
import { envelopeSchema } from './envelope.ts';
import { newTransactionPasswordSchema, passwordSchema, requiredText } from './forms/fields.ts';
import {
  moneySchema,
  nameTextSchema,
  nonNegativeMoneySchema,
  numericIdSchema,
  numericQuerySchema,
  remarkTextSchema,
  requestAmountSchema,
  secretTextSchema,
  sportIdSchema,
} from './primitives.ts';
import { balanceWireSchema } from './users.ts';

/**
 * Spec 7, Users: what an operator does to an account (edit, move balance, lock, passwords) and the
 * player's own settings. Bodies keep the spec's spellings; no domain type differs, so no mappings.
 */

/** POST update-user: the editable fields of a child account, confirmed with the transaction password. */
export const updateUserRequestSchema = v.object({
  username: v.pipe(nameTextSchema, v.nonEmpty()),
  fullname: v.optional(v.pipe(nameTextSchema, v.trim(), v.nonEmpty())),
  creditRefrences: v.optional(nonNegativeMoneySchema),
  exposerLimit: v.optional(nonNegativeMoneySchema),
  privileges: v.optional(v.array(v.picklist(privilegeIds))),
  partnership: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
  transactionPassword: v.pipe(secretTextSchema, v.nonEmpty()),
});

/**
 * POST update-user-wallet: DOMAIN.md "'Deposit' on a child moves balance from the parent to the child,
 * 'withdraw' moves it back; both need the parent's transaction password."
 */
export const updateUserWalletRequestSchema = v.object({
  username: v.pipe(nameTextSchema, v.nonEmpty()),
  type: v.picklist(paymentRequestTypes),
  amount: requestAmountSchema,
  remark: v.optional(remarkTextSchema, ''),
  transactionPassword: v.pipe(secretTextSchema, v.nonEmpty()),
});
/**
 * The transfer's id, whether it was a replay of an earlier call with the same idempotency key, and the
 * child's balance after it.
 */
export const updateUserWalletResponseSchema = envelopeSchema(
  v.object({ transactionId: v.string(), replayed: v.boolean(), ...balanceWireSchema.entries }),
);

/** More quick-stake buttons than any screen shows: the list is stored as it comes. */
const maxStakeButtons = 20;

const stakeButtonsSchema = v.pipe(v.array(requestAmountSchema), v.maxLength(maxStakeButtons));

/**
 * POST save-user-stake: the player's quick-stake buttons and the bet slip's in-play price choices
 * (docs/adr/0026-in-play-price-moves.md); what is left out stays as saved.
 */
export const userStakesSchema = v.pipe(
  v.object({
    stakes: v.optional(stakeButtonsSchema),
    acceptBetterPrice: v.optional(v.boolean()),
    waitIfPriceWorse: v.optional(v.boolean()),
  }),
  v.check(
    (settings) => Object.values(settings).some((value) => value !== undefined),
    ruleMessages.stakeSettingsEmpty,
  ),
);
/** save-user-stake / GET get-user-stake: the stake settings as they stand. */
export const userStakeSettingsSchema = v.object({
  stakes: stakeButtonsSchema,
  acceptBetterPrice: v.boolean(),
  waitIfPriceWorse: v.boolean(),
});
export type UserStakeSettings = v.InferOutput<typeof userStakeSettingsSchema>;
export const userStakesResponseSchema = envelopeSchema(userStakeSettingsSchema);

/** POST update-user-status: user lock (cannot log in) and bet lock (cannot bet), DOMAIN.md "Locks". */
export const updateUserStatusRequestSchema = v.object({
  username: v.pipe(nameTextSchema, v.nonEmpty()),
  userLock: v.optional(v.boolean()),
  betLock: v.optional(v.boolean()),
  transactionPassword: v.pipe(secretTextSchema, v.nonEmpty()),
});
/** update-user-status and users-lock (General Lock): both locks of the user as they now stand. */
export const userStatusResponseSchema = envelopeSchema(
  v.object({ username: v.string(), userLock: v.boolean(), betLock: v.boolean() }),
);

/**
 * POST update-password: the caller's own password (with the old one) or a child's (with the operator's
 * transaction password). The new password follows the new-user rules of spec 5.
 */
export const updatePasswordRequestSchema = v.pipe(
  v.object({
    username: v.optional(nameTextSchema),
    oldPassword: v.optional(secretTextSchema),
    password: passwordSchema,
    passwordConfirmation: secretTextSchema,
    transactionPassword: v.optional(secretTextSchema),
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

/** POST add-transaction-password: set at /transaction-password together with a new login password. */
export const addTransactionPasswordRequestSchema = v.pipe(
  v.object({
    password: passwordSchema,
    transactionPassword: newTransactionPasswordSchema,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['transactionPassword']],
      (input) => input.password !== input.transactionPassword,
      ruleMessages.transactionPasswordSameAsPassword,
    ),
    ['transactionPassword'],
  ),
);

/**
 * POST reset-transaction-password: the caller resets its own transaction password, or an operator a
 * child's. It also takes the caller's login password: a stolen session alone cannot reset it.
 */
export const resetTransactionPasswordRequestSchema = v.object({
  username: v.pipe(nameTextSchema, v.nonEmpty()),
  password: requiredText(messages.loginPasswordRequired),
});
export const resetTransactionPasswordResponseSchema = envelopeSchema(
  v.object({ transactionPassword: v.string() }),
);

/**
 * POST unlock-account: an operator above ends the lock that wrong sign-in guesses (or wrong codes and
 * transaction passwords) put on an account before it runs out.
 */
export const unlockAccountRequestSchema = v.object({
  username: v.pipe(nameTextSchema, v.trim(), v.nonEmpty()),
});

/**
 * An operator's act on a user below it, confirmed with the operator's transaction password: POST
 * end-user-sessions (signs the user out everywhere, ASVS 7.4.5) and POST reset-second-step (switches off
 * the second step of a user who lost it, ASVS 6.4.4).
 */
export const confirmedUserActRequestSchema = v.object({
  username: v.pipe(nameTextSchema, v.trim(), v.nonEmpty()),
  transactionPassword: v.pipe(secretTextSchema, v.nonEmpty()),
});

/** POST get-user-list-suggestion ({username}): usernames starting with the typed text. */
export const userSuggestionRequestSchema = v.object({ username: nameTextSchema });
export const userSuggestionResponseSchema = envelopeSchema(v.array(v.string()));

/** POST save-general-setting: named values (the spec shows no fields). */
export const generalSettingRequestSchema = v.record(
  nameTextSchema,
  v.union([remarkTextSchema, v.number(), v.boolean()]),
);
/** The general settings as they stand after the save (the saved values merged into the earlier ones). */
export const generalSettingResponseSchema = envelopeSchema(generalSettingRequestSchema);

/** GET get-exposer-event: the events that hold the user's exposure. */
export const exposureEventsResponseSchema = envelopeSchema(
  v.array(
    v.object({
      matchId: numericIdSchema,
      matchName: v.string(),
      sportId: sportIdSchema,
      exposer: nonNegativeMoneySchema,
    }),
  ),
);

/**
 * GET get-user-book?matchId&marketId&username: one user's book on one market: a player's own position, an
 * operator's downline combined at its share. Without a username, the caller's own.
 */
export const userBookQuerySchema = v.object({
  matchId: numericQuerySchema,
  marketId: v.pipe(nameTextSchema, v.nonEmpty()),
  username: v.optional(v.pipe(nameTextSchema, v.trim(), v.nonEmpty())),
});
export const userBookResponseSchema = envelopeSchema(
  v.array(v.object({ selectionId: numericIdSchema, runnerName: v.string(), amount: moneySchema })),
);
