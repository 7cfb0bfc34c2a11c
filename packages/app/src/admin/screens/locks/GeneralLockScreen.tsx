import { Badge, Button, Card, Inline, PasswordField, TextField } from '@exchange/design-system';
import { labels, messages, ruleMessages, transactionPasswordMaxLength } from '@exchange/domain';
import { useId, useState, type FormEvent } from 'react';
import { Failure } from '../../../forms/Failure.tsx';
import { useSubmission } from '../../../forms/useSubmission.ts';
import * as screen from '../../../screens/screen.css.ts';
import * as styles from '../admin.css.ts';

/** A user's locks as the server reports them. */
export interface LockStatus {
  readonly username: string;
  readonly userLock: boolean;
  readonly betLock: boolean;
}

export interface GeneralLockScreenProps {
  /** Usernames of the downline starting with what is typed (get-user-list-suggestion). */
  suggestions: readonly string[];
  onQueryChange: (text: string) => void;
  /** Load: the user's locks now. */
  onLoad: (username: string) => Promise<LockStatus>;
  /** Locks (or unlocks) sign-in and betting at once, confirmed with the transaction code. */
  onApply: (request: { username: string; lock: boolean; transactionPassword: string }) => Promise<LockStatus>;
}

/**
 * `userlock`, General Lock: find a user of the downline (suggestions as you type), Load its locks, then
 * lock or unlock both its sign-in and its betting with the transaction code. Reset starts again.
 */
export function GeneralLockScreen({ suggestions, onQueryChange, onLoad, onApply }: GeneralLockScreenProps) {
  const listId = useId();
  const [username, setUsername] = useState('');
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<LockStatus | null>(null);
  const { errors, setErrors, failure, pending, reset: forgetErrors, send } = useSubmission();

  const run = (action: () => Promise<LockStatus>) => send(async () => setStatus(await action()));

  function load(event: FormEvent) {
    event.preventDefault();
    const name = username.trim();
    setErrors(name ? {} : { username: messages.usernameRequired });
    setStatus(null);
    if (name) void run(() => onLoad(name));
  }

  function apply(target: LockStatus, lock: boolean) {
    setErrors(code ? {} : { code: ruleMessages.transactionPasswordRequired });
    if (code) void run(() => onApply({ username: target.username, lock, transactionPassword: code }));
  }

  function reset() {
    setUsername('');
    setCode('');
    setStatus(null);
    forgetErrors();
    onQueryChange('');
  }

  const locked = status !== null && (status.userLock || status.betLock);
  return (
    <div className={screen.page}>
      <h1 className={screen.heading}>{labels.generalLock}</h1>
      <Card as="div">
        <form className={screen.form} onSubmit={load} noValidate aria-busy={pending}>
          <Failure message={failure} />
          <TextField
            label="Username"
            list={listId}
            autoComplete="off"
            autoCapitalize="none"
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              onQueryChange(event.target.value);
            }}
            required
            error={errors['username']}
          />
          <datalist id={listId}>
            {suggestions.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <PasswordField
            label="Transaction Code"
            autoComplete="off"
            maxLength={transactionPasswordMaxLength}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={errors['code']}
          />
          <Inline alignY="center" space="xsmall" className={styles.actions}>
            <Button type="submit" loading={pending && status === null}>
              {labels.load}
            </Button>
            <Button type="button" variant="soft" tone="neutral" onClick={reset}>
              {labels.reset}
            </Button>
          </Inline>
        </form>
      </Card>
      {status && (
        <Card as="section" aria-label={`Locks of ${status.username}`}>
          <div className={screen.form}>
            <h2 className={screen.subheading}>{status.username}</h2>
            <Inline as="p" space="xsmall">
              <Badge tone={status.userLock ? 'critical' : 'positive'}>
                {status.userLock ? 'Sign-in locked' : 'Sign-in open'}
              </Badge>
              <Badge tone={status.betLock ? 'critical' : 'positive'}>
                {status.betLock ? 'Betting locked' : 'Betting open'}
              </Badge>
            </Inline>
            <div>
              <Button
                tone={locked ? 'positive' : 'critical'}
                loading={pending}
                onClick={() => apply(status, !locked)}
              >
                {locked ? `Unlock ${status.username}` : `Lock ${status.username}`}
              </Button>
            </div>
          </div>
        </Card>
      )}
    </div>
  );
}
