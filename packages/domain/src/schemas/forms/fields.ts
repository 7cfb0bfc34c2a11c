import * as v from 'valibot';
import { acceptedImageExtensions, acceptedImageTypes } from '../../constants/payments.ts';
import { messages, ruleMessages } from '../../messages.ts';
import { toMinor } from '../../money/minorUnits.ts';
import { nameTextSchema } from '../primitives.ts';

/**
 * Field rules of spec section 5, shared by the form schemas (what a person types) and the wire schemas
 * (what the server accepts). Text fields default a missing value to '' so a missing field reports its
 * own "required" message, not a generic one.
 */

/** A text field that must not be empty: a short text, its length capped and without control characters. */
export function requiredText(message: string) {
  return v.optional(v.pipe(nameTextSchema, v.trim(), v.nonEmpty(message)), '');
}

/**
 * Spec 5: "username required ('Username is required'), no leading or trailing spaces, an uppercase first
 * letter followed by 3 to 19 lowercase letters, digits, underscore or hyphen ('Must Contain One
 * Uppercase')".
 */
export const usernamePattern = /^[A-Z][a-z0-9_-]{3,19}$/;
export const usernameSchema = v.optional(
  v.pipe(
    v.string(),
    v.nonEmpty(messages.usernameRequired),
    v.check((value) => value === value.trim(), ruleMessages.usernameSpaces),
    v.regex(usernamePattern, messages.usernamePattern),
  ),
  '',
);

/**
 * Spec 5: "Password required, minimum 8 ('Password must be at least 8 characters'), 8 to 32 alphanumeric
 * with at least one digit, one uppercase and one lowercase, otherwise 'contains at least one digit,one
 * upper case,one lower case alphabet,'; input maxlength 45." A new one is also checked by the server against
 * common passwords and the account's own words (server/auth/newPasswords.ts): that list stays out of the
 * browser's bundle, and the forms show the server's refusal.
 */
export const passwordPattern = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])[a-zA-Z0-9]{8,32}$/;
export const passwordInputMaxLength = 45;
export const passwordSchema = v.optional(
  v.pipe(
    v.string(),
    v.nonEmpty(ruleMessages.passwordRequired),
    v.minLength(8, messages.passwordMinLength),
    v.regex(passwordPattern, messages.passwordPattern),
  ),
  '',
);

/** Spec 5: "Transaction password required, maxlength 15." */
export const transactionPasswordMaxLength = 15;
export const transactionPasswordSchema = v.optional(
  v.pipe(
    v.string(),
    v.nonEmpty(ruleMessages.transactionPasswordRequired),
    v.maxLength(transactionPasswordMaxLength, ruleMessages.transactionPasswordMaxLength),
  ),
  '',
);

/**
 * A transaction password a user chooses for itself (the first-login form): the spec's maxlength 15, and
 * at least 8 characters with a letter and a digit (ASVS 6.2.1's minimum; the wrong guesses it can take are
 * capped too). The server also refuses common ones and the account's own words (server/auth/newPasswords.ts).
 * Typing an existing one to confirm an act uses `transactionPasswordSchema`, so a password set before
 * this rule still confirms.
 */
export const transactionPasswordMinLength = 8;
export const newTransactionPasswordSchema = v.pipe(
  transactionPasswordSchema,
  v.check(
    (value) =>
      value === '' ||
      (value.length >= transactionPasswordMinLength && /\p{L}/u.test(value) && /\d/.test(value)),
    ruleMessages.transactionPasswordWeak,
  ),
);

/** A typed amount in rupees: digits with up to two decimals. */
export const amountPattern = /^\d+(\.\d{1,2})?$/;

/** A required amount field: the typed rupees as minor units. */
export function amountField(requiredMessage: string) {
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(requiredMessage),
      v.regex(amountPattern, ruleMessages.amountInvalid),
      v.transform((text) => toMinor(text)),
    ),
    '',
  );
}

/** A required amount that must be above 0 (spec 5: the deposit form waits "until the amount is above 0"). */
export const positiveAmountField = v.pipe(
  amountField(ruleMessages.amountRequired),
  v.check((amount) => amount > 0, ruleMessages.amountAboveZero),
);

/** An optional amount field: '' (or missing) is undefined, anything else must be an amount. */
export const optionalAmountField = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.check((text) => text === '' || amountPattern.test(text), ruleMessages.amountInvalid),
    v.transform((text) => (text === '' ? undefined : toMinor(text))),
  ),
  '',
);

/** Spec 5: "Security code: each box takes one character on a numeric keypad." */
export const otpDigitSchema = v.optional(v.pipe(v.string(), v.regex(/^\d$/, ruleMessages.otpDigit)), '');

/** The whole security code as typed: 6 digits (spec 9: "OTP: 6 digits"). */
export const otpCodeSchema = v.pipe(v.string(), v.regex(/^\d{6}$/, ruleMessages.otpCode));

/** What a file input holds; a browser `File` fits. Only the name and type are read. */
export interface UploadFile {
  readonly name: string;
  readonly type: string;
}

/** Spec 5: "Upload accepts png, jpg and jpeg." By extension or, failing that, by MIME type. */
export function isAcceptedImage(file: UploadFile): boolean {
  const extension = file.name.split('.').at(-1)?.toLowerCase() ?? '';
  return (
    (acceptedImageExtensions as readonly string[]).includes(extension) ||
    (acceptedImageTypes as readonly string[]).includes(file.type.toLowerCase())
  );
}

/** Spec 5: "image required ('Image is required field')"; png, jpg or jpeg. */
export const imageField = v.pipe(
  // The null default makes a missing field report its message too.
  v.nullish(v.looseObject({ name: v.string(), type: v.string() }), null),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    if (dataset.value === null || dataset.value === undefined) {
      addIssue({ message: messages.imageRequired });
      return NEVER;
    }
    return dataset.value;
  }),
  v.check((file) => isAcceptedImage(file), ruleMessages.imageType),
);
