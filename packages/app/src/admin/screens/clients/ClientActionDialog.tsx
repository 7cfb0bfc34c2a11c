import { Amount, Dialog } from '@exchange/design-system';
import { useEffect, useState, type FormEvent } from 'react';
import * as screen from '../../../screens/screen.css.ts';
import * as styles from '../admin.css.ts';
import { useSubmission } from '../../../forms/useSubmission.ts';
import { ConfirmWithPassword } from '../ConfirmWithPassword.tsx';
import { ClientActionFields, readClientAction } from './actionForms.tsx';
import {
  clientActionRules,
  type ClientActionKind,
  type ClientActionRequest,
  type ClientRow,
} from './clientActions.ts';

export interface ClientActionDialogProps {
  /** The action and the client it is for; the dialog is open while both are set. */
  action: { readonly kind: ClientActionKind; readonly client: ClientRow } | null;
  /** The operator's privileges (the lock switches it may not use are shown disabled). */
  privileges: readonly number[];
  /** Sends the change; a rejection's message (the server's) is shown in the dialog, which stays open. */
  onSubmit: (request: ClientActionRequest, client: ClientRow) => Promise<void>;
  onClose: () => void;
  /**
   * Reads the client's balance and exposure now (user-account-balance): chips move against the account as
   * it stands, not as the list row showed it when the page loaded.
   */
  loadBalance?: ((username: string) => Promise<{ balance: number; exposure: number }>) | undefined;
}

/** The client's balance and available chips, read fresh when the dialog opens (the row's until then). */
function useFreshFigures(client: ClientRow | undefined, loadBalance: ClientActionDialogProps['loadBalance']) {
  const [fresh, setFresh] = useState<{ username: string; balance: number; available: number }>();
  const username = client?.username;
  useEffect(() => {
    if (!username || !loadBalance) return;
    let current = true;
    loadBalance(username).then(
      ({ balance, exposure }) => current && setFresh({ username, balance, available: balance - exposure }),
      // The row's figures stay shown; the move itself is checked by the server against the real account.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [username, loadBalance]);
  if (!client) return undefined;
  return fresh?.username === client.username ? fresh : client;
}

/** One client action in a dialog: the client's figures, the form with its rules, the server's answer. */
export function ClientActionDialog({
  action,
  privileges,
  onSubmit,
  onClose,
  loadBalance,
}: ClientActionDialogProps) {
  const figures = useFreshFigures(action?.client, loadBalance);
  const { errors, setErrors, failure, pending, reset, send } = useSubmission();

  function close() {
    reset();
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!action) return;
    const read = readClientAction(action.kind, new FormData(event.currentTarget), privileges);
    if (!read.ok) return setErrors(read.errors);
    if (await send(() => onSubmit(read.request, action.client))) close();
  }

  const rule = action ? clientActionRules[action.kind] : undefined;
  return (
    <Dialog.Root open={action !== null} onOpenChange={(open) => !open && close()}>
      {action && rule && (
        <Dialog.Content
          title={`${rule.title}: ${action.client.username}`}
          description={rule.explanation}
          size="medium"
        >
          <form
            className={screen.dialogForm}
            onSubmit={(event) => void submit(event)}
            noValidate
            aria-busy={pending}
          >
            <dl className={styles.figures}>
              <dt>Balance</dt>
              <dd>
                <Amount value={figures?.balance ?? action.client.balance} tone="none" />
              </dd>
              <dt>Available</dt>
              <dd>
                <Amount value={figures?.available ?? action.client.available} tone="none" />
              </dd>
              <dt>Credit reference</dt>
              <dd>
                <Amount value={action.client.creditReference} tone="none" />
              </dd>
            </dl>
            <ClientActionFields
              kind={action.kind}
              client={action.client}
              errors={errors}
              privileges={privileges}
            />
            <ConfirmWithPassword
              password={rule.withoutTransactionPassword === true ? 'none' : 'transaction'}
              passwordError={errors['transactionPassword']}
              failure={failure}
              pending={pending}
              confirmLabel="Submit"
            />
          </form>
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}
