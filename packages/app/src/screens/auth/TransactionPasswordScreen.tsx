import { Button } from '@exchange/design-system';
import { messages, newTransactionPasswordSchema, passwordSchema, ruleMessages } from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { fieldErrors } from '../formErrors.ts';
import * as styles from '../screen.css.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { NewPasswordFields, TransactionPasswordField } from './PasswordFields.tsx';

/** The first-login form: the rules of spec 5 for the new password, which must be typed twice. */
export const firstLoginFormSchema = v.pipe(
  v.object({
    password: passwordSchema,
    passwordConfirmation: v.pipe(v.string(), v.nonEmpty(ruleMessages.passwordConfirmationRequired)),
    transactionPassword: newTransactionPasswordSchema,
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
      [['password'], ['transactionPassword']],
      (input) => input.password !== input.transactionPassword,
      ruleMessages.transactionPasswordSameAsPassword,
    ),
    ['transactionPassword'],
  ),
);

export interface TransactionPasswordScreenProps {
  onSubmit: (passwords: { password: string; transactionPassword: string }) => void;
  pending?: boolean;
  error?: string | undefined;
}

/**
 * `/transaction-password`: an account's first sign-in replaces the password its parent set and chooses
 * the transaction password that confirms money moves.
 */
export function TransactionPasswordScreen({
  onSubmit,
  pending = false,
  error,
}: TransactionPasswordScreenProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = fieldErrors(firstLoginFormSchema, Object.fromEntries(new FormData(event.currentTarget)));
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) {
      onSubmit({ password: result.output.password, transactionPassword: result.output.transactionPassword });
    }
  }

  return (
    <AuthFrame title="Change Password">
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={pending}>
        <p className={styles.muted}>
          Before you start, replace the password you were given and choose a transaction password.
        </p>
        {error && (
          <p role="alert" className={styles.alert}>
            {error}
          </p>
        )}
        <NewPasswordFields errors={errors} />
        <TransactionPasswordField errors={errors} />
        <Button type="submit" fullWidth size="large" loading={pending}>
          Submit
        </Button>
      </form>
    </AuthFrame>
  );
}
