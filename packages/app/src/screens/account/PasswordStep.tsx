import { Button, PasswordField } from '@exchange/design-system';
import { passwordInputMaxLength, telegramPasswordFormSchema } from '@exchange/domain';
import { useState } from 'react';
import { fieldErrors } from '../formErrors.ts';
import * as screenStyles from '../screen.css.ts';

export interface PasswordStepProps {
  /** Why the password is asked for, above the field. */
  instructions: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (password: string) => void;
}

/** Both ways of switching secure auth on start with the login password (spec 5: 'Please enter login password'). */
export function PasswordStep({ instructions, submitLabel, pending, onSubmit }: PasswordStepProps) {
  const [error, setError] = useState<string>();
  return (
    <form
      className={screenStyles.form}
      noValidate
      aria-busy={pending}
      onSubmit={(event) => {
        event.preventDefault();
        const result = fieldErrors(
          telegramPasswordFormSchema,
          Object.fromEntries(new FormData(event.currentTarget)),
        );
        setError(result.ok ? undefined : result.errors['password']);
        if (result.ok) onSubmit(result.output.password);
      }}
    >
      <p className={screenStyles.muted}>{instructions}</p>
      <PasswordField
        label="Login Password"
        name="password"
        autoComplete="current-password"
        maxLength={passwordInputMaxLength}
        required
        error={error}
      />
      <div>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
