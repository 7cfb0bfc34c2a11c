import { Button, PasswordField, TextField } from '@exchange/design-system';
import { messages, ruleMessages } from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import * as styles from '../screen.css.ts';
import { AuthFrame } from './AuthFrame.tsx';

export interface LoginCredentials {
  username: string;
  password: string;
}

export interface LoginScreenProps {
  onSubmit: (credentials: LoginCredentials) => void;
  /** While the login call is out. */
  pending?: boolean;
  /** Spec 8: "Login failure stores the server message", shown above the form. */
  error?: string | undefined;
}

/** `/login`: username and password; the server's message when it refuses. */
export function LoginScreen({ onSubmit, pending = false, error }: LoginScreenProps) {
  const [missing, setMissing] = useState<{ username?: string; password?: string }>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const problems = {
      ...(!username && { username: messages.usernameRequired }),
      ...(!password && { password: ruleMessages.passwordRequired }),
    };
    setMissing(problems);
    if (Object.keys(problems).length === 0) onSubmit({ username, password });
  }

  return (
    <AuthFrame title="Sign in">
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={pending}>
        {error && (
          <p role="alert" className={styles.alert}>
            {error}
          </p>
        )}
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          required
          error={missing.username}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          error={missing.password}
        />
        <Button type="submit" fullWidth size="large" loading={pending}>
          Login
        </Button>
      </form>
    </AuthFrame>
  );
}
