import { Inline, Switch, useControllableState, useOnceTrue } from '@exchange/design-system';
import { shortForm } from '@exchange/domain';
import { lazy, Suspense, useState } from 'react';
import { defaultPresetStakes } from './BetSlip.tsx';

const OneClickConfirm = lazy(async () => ({
  default: (await import('./OneClickConfirm.tsx')).OneClickConfirm,
}));

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
  // The question's module loads when the player first turns the setting on, and stays (its closing
  // animates).
  const asked = useOnceTrue(confirming);
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
      {asked && (
        <Suspense fallback={null}>
          <OneClickConfirm
            open={confirming}
            onOpenChange={setConfirming}
            stake={stake}
            presetStakes={presetStakes}
            onStakeChange={setStake}
            onConfirm={() => {
              setEnabled(true);
              setConfirming(false);
            }}
          />
        </Suspense>
      )}
    </Inline>
  );
}
