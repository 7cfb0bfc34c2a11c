import { PasswordField } from '@exchange/design-system';
import { passwordInputMaxLength, transactionPasswordMaxLength } from '@exchange/domain';
import type { ReactNode } from 'react';

type Errors = Readonly<Record<string, string>>;

/**
 * A new password typed twice (spec 5: input maxlength 45), named as the forms' rules name them, so each
 * message lands under its field.
 */
export function NewPasswordFields({ errors, label = 'New Password' }: { errors: Errors; label?: string }) {
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        autoComplete="new-password"
        maxLength={passwordInputMaxLength}
        required
        error={errors['password']}
      />
      <PasswordField
        label="Confirm Password"
        name="passwordConfirmation"
        autoComplete="new-password"
        maxLength={passwordInputMaxLength}
        required
        error={errors['passwordConfirmation']}
      />
    </>
  );
}

/** Spec 5: "Transaction password required, maxlength 15." */
export function TransactionPasswordField({ errors, hint }: { errors: Errors; hint?: ReactNode }) {
  return (
    <PasswordField
      label="Transaction Password"
      name="transactionPassword"
      autoComplete="off"
      maxLength={transactionPasswordMaxLength}
      required
      hint={hint}
      error={errors['transactionPassword']}
    />
  );
}
