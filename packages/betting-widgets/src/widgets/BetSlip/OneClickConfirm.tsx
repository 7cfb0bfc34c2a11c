import { Button, Columns, Dialog } from '@exchange/design-system';
import { shortForm } from '@exchange/domain';
import * as styles from './BetSlip.css.ts';

export interface OneClickConfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stake: number;
  presetStakes: readonly number[];
  onStakeChange: (stake: number) => void;
  onConfirm: () => void;
}

/**
 * The question one-click betting asks before it turns on, with the stake a click will place: a module of
 * its own, so that its dialog stack loads when a player first turns the setting on, not with the odds page.
 */
export function OneClickConfirm({
  open,
  onOpenChange,
  stake,
  presetStakes,
  onStakeChange,
  onConfirm,
}: OneClickConfirmProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title="Turn on one-click betting?"
        description="A click on a price will place the bet straight away, with no bet slip to check it."
      >
        <Columns
          minColumnWidth={styles.presetWidth}
          space="xsmall"
          role="radiogroup"
          aria-label="One-click stake"
        >
          {presetStakes.map((preset) => (
            <Button
              key={preset}
              size="small"
              tone="neutral"
              variant={preset === stake ? 'solid' : 'outline'}
              role="radio"
              aria-checked={preset === stake}
              onClick={() => onStakeChange(preset)}
            >
              {shortForm(preset)}
            </Button>
          ))}
        </Columns>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button tone="neutral" variant="outline">
              Keep the slip
            </Button>
          </Dialog.Close>
          <Button onClick={onConfirm}>Turn on</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
