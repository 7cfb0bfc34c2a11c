import { Button, Dialog, PasswordField, type ButtonProps } from '@exchange/design-system';
import { TransactionPasswordField } from '../../screens/auth/PasswordFields.tsx';
import { Failure } from '../../forms/Failure.tsx';

export interface ConfirmWithPasswordProps {
  /**
   * The password the action is confirmed with: the operator's transaction password (money, deletions, a
   * client's settings), its login password (resetting a client's transaction password), or none.
   */
  password: 'transaction' | 'login' | 'none';
  /** The form's own check of the password ("... is required"), under the field. */
  passwordError?: string | undefined;
  /** The server's refusal of the last try; the dialog stays open for another. */
  failure?: string | undefined;
  pending: boolean;
  confirmLabel: string;
  tone?: ButtonProps['tone'];
  cancelLabel?: string;
}

/**
 * The end of an admin dialog's form: the password the action is confirmed with, the server's refusal
 * beside the buttons it answers, then Cancel and the confirming submit, busy while the call is out.
 */
export function ConfirmWithPassword({
  password,
  passwordError,
  failure,
  pending,
  confirmLabel,
  tone,
  cancelLabel = 'Cancel',
}: ConfirmWithPasswordProps) {
  return (
    <>
      {password === 'transaction' && (
        <TransactionPasswordField errors={passwordError ? { transactionPassword: passwordError } : {}} />
      )}
      {password === 'login' && (
        <PasswordField
          name="password"
          label="Your login password"
          autoComplete="current-password"
          required
          error={passwordError}
        />
      )}
      <Failure message={failure} />
      <Dialog.Footer>
        <Dialog.Close asChild>
          <Button type="button" variant="soft" tone="neutral">
            {cancelLabel}
          </Button>
        </Dialog.Close>
        <Button type="submit" tone={tone} loading={pending}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </>
  );
}
