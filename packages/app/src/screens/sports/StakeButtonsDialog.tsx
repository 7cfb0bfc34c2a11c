import { Button, Dialog, NumberField } from '@exchange/design-system';
import { shortForm } from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import * as screen from '../screen.css.ts';

export interface StakeButtonsDialogProps {
  /** The quick stakes now (major units). */
  stakes: readonly number[];
  /** Saves them (save-user-stake); a rejection's message is shown in the dialog. */
  onSave: (stakes: readonly number[]) => Promise<unknown>;
}

/** Edits the player's quick-stake buttons: one amount per button, each above zero. */
export function StakeButtonsDialog({ stakes, onSave }: StakeButtonsDialogProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<readonly (number | null)[]>(stakes);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.some((stake) => stake === null || stake <= 0)) {
      setError('Every stake button needs an amount above 0.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave(draft as number[]);
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // Each opening starts from the stakes saved, not from an abandoned edit.
        if (next) {
          setDraft(stakes);
          setError(null);
        }
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="small" variant="outline" tone="neutral">
          Edit stakes
        </Button>
      </Dialog.Trigger>
      <Dialog.Content title="Stake buttons" description="The amounts the bet slip offers as quick stakes.">
        <form className={screen.form} onSubmit={(event) => void submit(event)} noValidate>
          {draft.map((stake, index) => (
            <NumberField
              key={index}
              label={`Button ${index + 1}`}
              hint={stake ? `Shown as ${shortForm(stake)}` : undefined}
              value={stake}
              min={1}
              onValueChange={(value) =>
                setDraft((current) => current.map((old, at) => (at === index ? value : old)))
              }
            />
          ))}
          {error && (
            <p role="alert" className={screen.alert}>
              {error}
            </p>
          )}
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button type="button" variant="outline" tone="neutral">
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={saving}>
              Save stakes
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
