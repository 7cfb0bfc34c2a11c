import { Button, CopyButton, Dialog, Inline } from '@exchange/design-system';
import { messages } from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import * as screen from '../../../screens/screen.css.ts';
import * as styles from '../admin.css.ts';
import { useSubmission } from '../../../forms/useSubmission.ts';
import { ConfirmWithPassword } from '../ConfirmWithPassword.tsx';

export interface ResetTransactionPasswordDialogProps {
  /** The client whose transaction password is reset; the dialog is open while it is set. */
  username: string | null;
  /** Sends the operator's own login password; resolves with the client's new transaction password. */
  onReset: (username: string, password: string) => Promise<string>;
  onClose: () => void;
}

/**
 * reset-transaction-password: the operator confirms with its own login password (a stolen session alone
 * cannot reset one), then reads the new transaction password once, here; closing the dialog forgets it.
 */
export function ResetTransactionPasswordDialog({
  username,
  onReset,
  onClose,
}: ResetTransactionPasswordDialogProps) {
  const { errors, setErrors, failure, pending, reset, send } = useSubmission();
  const error = errors['password'];
  const [issued, setIssued] = useState<string>();

  function close() {
    reset();
    setIssued(undefined);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!username) return;
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (!password) return setErrors({ password: messages.loginPasswordRequired });
    await send(async () => setIssued(await onReset(username, password)));
  }

  return (
    <Dialog.Root open={username !== null} onOpenChange={(open) => !open && close()}>
      {username && (
        <Dialog.Content
          title={`Reset transaction password: ${username}`}
          description={
            issued
              ? 'Give this to the client now: it is shown only once.'
              : `A new transaction password is made for ${username}. Confirm with your login password.`
          }
          size="small"
        >
          {issued ? (
            <div className={screen.dialogForm}>
              <Inline as="p" alignY="center" space="small" className={styles.issued}>
                <code aria-label="New transaction password">{issued}</code>
                <CopyButton value={issued} label="Copy transaction password" size="small" />
              </Inline>
              <Dialog.Footer>
                <Dialog.Close asChild>
                  <Button type="button">Done</Button>
                </Dialog.Close>
              </Dialog.Footer>
            </div>
          ) : (
            <form
              className={screen.dialogForm}
              onSubmit={(event) => void submit(event)}
              noValidate
              aria-busy={pending}
            >
              <ConfirmWithPassword
                password="login"
                passwordError={error}
                failure={failure}
                pending={pending}
                confirmLabel="Reset"
              />
            </form>
          )}
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}
