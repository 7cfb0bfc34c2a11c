import { Button, Dialog } from '@exchange/design-system';
import { useState } from 'react';

export interface CancelAllWaitingProps {
  /** Cancels every waiting bet of the player, on every market; answers how many it cancelled. */
  onCancelAll: () => Promise<number>;
}

/**
 * Cancel all unmatched bets, on every market: asked once more in a dialog, since it reaches bets the page
 * may not list (another match's, another period's). The dialog then says what was done, or why not.
 */
export function CancelAllWaiting({ onCancelAll }: CancelAllWaitingProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    try {
      const count = await onCancelAll();
      setOutcome(count === 1 ? '1 unmatched bet was cancelled.' : `${count} unmatched bets were cancelled.`);
    } catch (error) {
      setOutcome(`Nothing was cancelled: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setOutcome(null);
      }}
    >
      <Dialog.Trigger asChild>
        {/* Among the report's filters, inside their form: a plain button, never its submit. */}
        <Button type="button" variant="outline" tone="neutral">
          Cancel all unmatched bets
        </Button>
      </Dialog.Trigger>
      <Dialog.Content
        title="Cancel all unmatched bets?"
        description="Every bet of yours still waiting for its price, on every market, is cancelled. Matched bets stay."
      >
        {outcome && <p role="status">{outcome}</p>}
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button type="button" variant="soft" tone="neutral">
              {outcome ? 'Close' : 'Keep them'}
            </Button>
          </Dialog.Close>
          {!outcome && (
            <Button tone="critical" loading={pending} onClick={() => void confirm()}>
              Cancel all
            </Button>
          )}
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
