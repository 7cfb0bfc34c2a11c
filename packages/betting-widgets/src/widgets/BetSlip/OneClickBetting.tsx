import { Button, Columns, Dialog, Inline, Switch, useControllableState } from '@exchange/design-system';
import { shortForm } from '@exchange/domain';
import { useState } from 'react';
import * as styles from './BetSlip.css.ts';
import { defaultPresetStakes } from './BetSlip.tsx';

export interface OneClickBettingProps {
  enabled?: boolean | undefined;
  defaultEnabled?: boolean | undefined;
  onEnabledChange?: ((enabled: boolean) => void) | undefined;
  /** The stake a price click places (major units), one of the preset stakes. */
  stake?: number | undefined;
  defaultStake?: number | undefined;
  onStakeChange?: ((stake: number) => void) | undefined;
  presetStakes?: readonly number[] | undefined;
}

/**
 * The one-click setting: once on, a price click places the bet at once with the chosen stake (the host
 * builds it with `betFromSelection`). Turning it on asks first, because bets then skip the slip.
 */
export function OneClickBetting({
  enabled: enabledProp,
  defaultEnabled = false,
  onEnabledChange,
  stake: stakeProp,
  presetStakes = defaultPresetStakes,
  defaultStake = presetStakes[0] ?? 100,
  onStakeChange,
}: OneClickBettingProps) {
  const [enabled, setEnabled] = useControllableState({
    value: enabledProp,
    defaultValue: defaultEnabled,
    onChange: onEnabledChange,
  });
  const [stake, setStake] = useControllableState({
    value: stakeProp,
    defaultValue: defaultStake,
    onChange: onStakeChange,
  });
  const [confirming, setConfirming] = useState(false);
  return (
    <Inline alignY="center" space="small" data-state={enabled ? 'on' : 'off'}>
      <Switch
        label="One-click betting"
        description={
          enabled ? `A price click places ${shortForm(stake)} at once` : 'Bets go to the slip first'
        }
        checked={enabled}
        onCheckedChange={(checked) => (checked ? setConfirming(true) : setEnabled(false))}
      />
      <Dialog.Root open={confirming} onOpenChange={setConfirming}>
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
                onClick={() => setStake(preset)}
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
            <Button
              onClick={() => {
                setEnabled(true);
                setConfirming(false);
              }}
            >
              Turn on
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </Inline>
  );
}
