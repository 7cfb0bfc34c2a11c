import { Button, Dialog } from '@exchange/design-system';
import { type FormEvent, type ReactNode } from 'react';
import { useSubmission } from '../../../forms/useSubmission.ts';
import * as screen from '../../../screens/screen.css.ts';
import { Failure } from '../../../forms/Failure.tsx';

export interface ActionDialogProps {
  /** Open while set. */
  open: boolean;
  title: string;
  description?: string | undefined;
  confirmLabel: string;
  /** critical for what players feel at once (a result, a void, a suspension). */
  tone?: 'critical' | 'accent';
  /**
   * Acts; answers field errors to show instead when the form is not good. A rejection's message (the
   * server's refusal) is shown in the dialog, which stays open.
   */
  onConfirm: (form: FormData) => Promise<Record<string, string> | undefined>;
  onClose: () => void;
  /** The form's fields, given the errors of the last try. */
  children?: (errors: Readonly<Record<string, string>>) => ReactNode;
}

/** A confirmation of one sports administration action, with its fields, the rules' and the server's answer. */
export function ActionDialog({
  open,
  title,
  description,
  confirmLabel,
  tone = 'accent',
  onConfirm,
  onClose,
  children,
}: ActionDialogProps) {
  const { errors, failure, pending, reset, send } = useSubmission();

  function close() {
    reset();
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (await send(() => onConfirm(form))) close();
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      {open && (
        <Dialog.Content title={title} description={description} size="small">
          <form
            className={screen.form}
            onSubmit={(event) => void submit(event)}
            noValidate
            aria-busy={pending}
          >
            <Failure message={failure} />
            {children?.(errors)}
            <Dialog.Footer>
              <Dialog.Close asChild>
                <Button type="button" variant="soft" tone="neutral">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" tone={tone} loading={pending}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </form>
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}
