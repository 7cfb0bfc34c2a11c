import { Amount, Button, Dialog } from '@exchange/design-system';
import { useState, type FormEvent } from 'react';
import * as screen from '../../../screens/screen.css.ts';
import * as styles from '../admin.css.ts';
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
}

/** One client action in a dialog: the client's figures, the form with its rules, the server's answer. */
export function ClientActionDialog({ action, privileges, onSubmit, onClose }: ClientActionDialogProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  function close() {
    setErrors({});
    setFailure(undefined);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!action) return;
    const read = readClientAction(action.kind, new FormData(event.currentTarget), privileges);
    setErrors(read.ok ? {} : read.errors);
    if (!read.ok) return;
    setPending(true);
    setFailure(undefined);
    try {
      await onSubmit(read.request, action.client);
      close();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
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
            className={screen.form}
            onSubmit={(event) => void submit(event)}
            noValidate
            aria-busy={pending}
          >
            <dl className={styles.figures}>
              <dt>Balance</dt>
              <dd>
                <Amount value={action.client.balance} tone="none" />
              </dd>
              <dt>Available</dt>
              <dd>
                <Amount value={action.client.available} tone="none" />
              </dd>
              <dt>Credit reference</dt>
              <dd>
                <Amount value={action.client.creditReference} tone="none" />
              </dd>
            </dl>
            {failure && (
              <p role="alert" className={screen.alert}>
                {failure}
              </p>
            )}
            <ClientActionFields
              kind={action.kind}
              client={action.client}
              errors={errors}
              privileges={privileges}
            />
            <Dialog.Footer>
              <Dialog.Close asChild>
                <Button type="button" variant="soft" tone="neutral">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={pending}>
                Submit
              </Button>
            </Dialog.Footer>
          </form>
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}
