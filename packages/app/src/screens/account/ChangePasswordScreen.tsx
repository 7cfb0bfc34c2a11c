import { Button, PasswordField } from '@exchange/design-system';
import {
  messages,
  passwordInputMaxLength,
  passwordSchema,
  refusalMessages,
  requiredText,
  ruleMessages,
} from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { fieldErrors } from '../formErrors.ts';
import * as styles from '../screen.css.ts';

/** The current password, then a new one by the rules of spec 5, typed twice. */
export const changePasswordFormSchema = v.pipe(
  v.object({
    oldPassword: requiredText(refusalMessages.oldPasswordRequired),
    password: passwordSchema,
    passwordConfirmation: v.pipe(v.string(), v.nonEmpty(ruleMessages.passwordConfirmationRequired)),
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

export type ChangePasswordForm = v.InferOutput<typeof changePasswordFormSchema>;

export interface ChangePasswordScreenProps {
  onSubmit: (form: ChangePasswordForm) => void;
  pending?: boolean;
  /** The server's message when it refused the change (a wrong current password). */
  error?: string | undefined;
}

/** `/changepassword`: the signed-in player replaces the login password. */
export function ChangePasswordScreen({ onSubmit, pending = false, error }: ChangePasswordScreenProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = fieldErrors(
      changePasswordFormSchema,
      Object.fromEntries(new FormData(event.currentTarget)),
    );
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) onSubmit(result.output);
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Change Password</h1>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={pending}>
        {error && (
          <p role="alert" className={styles.alert}>
            {error}
          </p>
        )}
        <PasswordField
          label="Old Password"
          name="oldPassword"
          autoComplete="current-password"
          maxLength={passwordInputMaxLength}
          required
          error={errors['oldPassword']}
        />
        <PasswordField
          label="New Password"
          name="password"
          autoComplete="new-password"
          maxLength={passwordInputMaxLength}
          hint="8 to 32 letters and digits, with a digit, an upper case and a lower case letter"
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
        <Button type="submit" size="large" loading={pending}>
          Change Password
        </Button>
      </form>
    </div>
  );
}
