import {
  Button,
  Card,
  CloseIcon,
  Columns,
  IconButton,
  Inline,
  NumberField,
  PlusIcon,
  Stack,
  useControllableState,
} from '@exchange/design-system';
import { shortForm } from '@exchange/domain';
import { forwardRef, useId, useRef, useState, type FormEvent, type HTMLAttributes } from 'react';
import { flushSync } from 'react-dom';
import { stakeErrors } from './stakeRules.ts';
import * as styles from './StakeSettings.css.ts';

export interface StakeSettingsProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'onSubmit'> {
  /** The saved preset stakes (major units, as save-user-stake sends them), in button order. */
  stakes: readonly number[];
  /**
   * Saves the edited stakes. While a returned promise (if any) is pending the form shows it; a
   * rejection's message is shown and the edits are kept.
   */
  onSave: (stakes: number[]) => unknown;
  /** Called after Cancel has put the saved stakes back. */
  onCancel?: () => void;
  minStake?: number;
  maxStake?: number;
  /** How many buttons the bet slip has room for. */
  maxButtons?: number;
  title?: string;
  /**
   * Whether the editor is open. Closed (the default), the card shows the buttons and an Edit button: the
   * player edits them rarely, and an open form would sit beside the slip at every visit.
   */
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
}

interface Draft {
  readonly id: number;
  readonly value: number | null;
}

type Outcome =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/**
 * The preset stake buttons of the bet slip, edited on request: Edit (a disclosure button) opens the form
 * (change, add and remove amounts); Save, Cancel or Edit again close it and give the focus back to Edit.
 */
export const StakeSettings = forwardRef<HTMLElement, StakeSettingsProps>(function StakeSettings(
  {
    stakes,
    onSave,
    onCancel,
    minStake = 1,
    maxStake,
    maxButtons = 10,
    title = 'Stake buttons',
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    ...rest
  },
  ref,
) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const editButton = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const nextId = useRef(0);
  const toDrafts = (values: readonly number[]) => values.map((value) => ({ id: nextId.current++, value }));
  const [drafts, setDrafts] = useState<readonly Draft[]>(() => toDrafts(stakes));
  // Errors show once a save was tried, then follow every edit, so typing is not interrupted before.
  const [checked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const hintId = useId();

  const errors = stakeErrors(
    drafts.map((draft) => draft.value),
    { minStake, maxStake },
  );
  const saving = outcome.kind === 'saving';

  const edit = (next: readonly Draft[]) => {
    setDrafts(next);
    if (outcome.kind !== 'saving') setOutcome({ kind: 'idle' });
  };
  const add = () => {
    const draft = { id: nextId.current++, value: null };
    // Rendered at once so the new field can take focus.
    flushSync(() => edit([...drafts, draft]));
    inputs.current.get(draft.id)?.focus();
  };
  const remove = (index: number) => {
    const next = drafts.filter((_, at) => at !== index);
    flushSync(() => edit(next));
    // Focus goes to the stake that took its place, or the one before, never lost to the page.
    const neighbour = next[index] ?? next[index - 1];
    if (neighbour) inputs.current.get(neighbour.id)?.focus();
  };
  const close = () => {
    // Rendered closed at once, so the focus has Edit to go back to.
    flushSync(() => setOpen(false));
    editButton.current?.focus();
  };
  const cancel = () => {
    setDrafts(toDrafts(stakes));
    setChecked(false);
    setOutcome({ kind: 'idle' });
    onCancel?.();
    close();
  };
  const startEditing = () => {
    setDrafts(toDrafts(stakes));
    setChecked(false);
    setOutcome({ kind: 'idle' });
    flushSync(() => setOpen(true));
    const [first] = inputs.current.values();
    first?.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setChecked(true);
    const firstInvalid = errors.findIndex((error) => error !== null);
    if (firstInvalid !== -1) {
      const draft = drafts[firstInvalid];
      if (draft) inputs.current.get(draft.id)?.focus();
      return;
    }
    setOutcome({ kind: 'saving' });
    try {
      await onSave(drafts.map((draft) => draft.value ?? 0));
      setOutcome({ kind: 'saved' });
      close();
    } catch (error) {
      setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const editor = open && (
    <Stack as="form" space="medium" id={formId} onSubmit={submit} noValidate aria-describedby={hintId}>
      <p id={hintId} className={styles.message}>
        Amounts for the quick stake buttons of the bet slip, {drafts.length} of {maxButtons}.
      </p>
      <Columns as="ol" minColumnWidth="9rem" space="medium" className={styles.list}>
        {drafts.map((draft, index) => (
          <Inline as="li" key={draft.id} alignY="start" space="xxsmall" wrap={false}>
            <NumberField
              ref={(input) => {
                if (input) inputs.current.set(draft.id, input);
                else inputs.current.delete(draft.id);
              }}
              className={styles.field}
              label={`Stake ${index + 1}`}
              value={draft.value}
              onValueChange={(value) =>
                edit(drafts.map((other) => (other.id === draft.id ? { ...other, value } : other)))
              }
              error={checked ? errors[index] : undefined}
              disabled={saving}
            />
            <IconButton
              className={styles.remove}
              label={`Remove stake ${index + 1}`}
              icon={<CloseIcon />}
              size="small"
              disabled={saving || drafts.length === 1}
              onClick={() => remove(index)}
            />
          </Inline>
        ))}
      </Columns>
      <Inline align="between" space="small">
        <Button
          variant="outline"
          tone="neutral"
          disabled={saving || drafts.length >= maxButtons}
          onClick={add}
        >
          <PlusIcon /> Add stake
        </Button>
        <Inline space="small" wrap={false} className={styles.buttons}>
          <Button variant="ghost" tone="neutral" disabled={saving} onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {saving ? 'Saving' : 'Save'}
          </Button>
        </Inline>
      </Inline>
      {outcome.kind === 'failed' && (
        <p className={styles.failure} role="alert">
          The stakes were not saved: {outcome.message}
        </p>
      )}
    </Stack>
  );

  return (
    <Card
      ref={ref}
      title={title}
      actions={
        <Button
          ref={editButton}
          size="small"
          variant="outline"
          tone="neutral"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          aria-label={`Edit ${title.toLowerCase()}`}
          disabled={saving}
          onClick={() => (open ? cancel() : startEditing())}
        >
          Edit
        </Button>
      }
      {...rest}
    >
      {editor || <p className={styles.saved}>{stakes.map((stake) => shortForm(stake)).join(' · ')}</p>}
      <p className={styles.message} role="status">
        {outcome.kind === 'saved' ? 'Stake buttons saved' : ''}
      </p>
    </Card>
  );
});
StakeSettings.displayName = 'StakeSettings';
