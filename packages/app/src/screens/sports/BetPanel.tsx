import {
  BetSlip,
  defaultPresetStakes,
  OneClickBetting,
  type BetSlipStatus,
  type PriceMoveSettings,
  type PriceSelection,
  type StakeLimits,
} from '@exchange/betting-widgets';
import { Card, EmptyState } from '@exchange/design-system';
import type { Bet } from '@exchange/domain';
import { useEffect, useRef } from 'react';
import type { MatchStore } from '../../sockets/matchStore.ts';
import { useSlipUnavailable } from './slipUnavailable.ts';

/** The bet slip's state: the price clicked, the odds and stake as typed, and the placement's progress. */
export interface SlipState {
  /** A new number per price click, so each click starts a fresh slip. */
  readonly key: number;
  readonly selection: PriceSelection;
  readonly odds: number | null;
  /** Major units, as typed. */
  readonly stake: number | null;
  readonly status: BetSlipStatus;
  readonly error?: string | undefined;
}

export interface OneClickSetting {
  readonly enabled: boolean;
  readonly stake: number | null;
}

export interface BetPanelProps {
  slip: SlipState | null;
  /** The player's quick stakes (major units); empty means the defaults. */
  presetStakes: readonly number[];
  limits: StakeLimits | undefined;
  oneClick: OneClickSetting;
  onOneClickChange: (setting: OneClickSetting) => void;
  onSlipChange: (change: { odds?: number | null; stake?: number | null }) => void;
  onPlaceBet: (bet: Bet) => void;
  onCloseSlip: () => void;
  /** The match room: a slip whose market closes or suspends, or whose match ends, says so and sends nothing. */
  live?: MatchStore | undefined;
  /** The player's in-play price choices, offered in the slip (none on a casino table: no delay there). */
  priceMove?: PriceMoveSettings | undefined;
  onPriceMoveChange?: ((settings: PriceMoveSettings) => void) | undefined;
}

/**
 * Where the panel is: `panel`, the slip with the one-click setting in their card; `slip`, the slip alone,
 * opened under the tapped runner (a phone); `settings`, the card while the slip is open under its runner.
 */
export type BetPanelPart = 'panel' | 'slip' | 'settings';

/**
 * The bet slip with the one-click setting. A new slip takes the focus (its stake
 * box), so a keyboard user goes on typing and a phone scrolls the slip into view under the thumb.
 */
export function BetPanel({ part = 'panel', ...props }: BetPanelProps & { part?: BetPanelPart }) {
  const stakes = props.presetStakes.length > 0 ? props.presetStakes : defaultPresetStakes;
  const form = useRef<HTMLFormElement>(null);
  const slipKey = props.slip?.key;
  const unavailable = useSlipUnavailable(props.live, props.slip?.selection);
  const inline = part === 'slip';
  useEffect(() => {
    if (slipKey === undefined) return;
    const labels = [...(form.current?.querySelectorAll('label') ?? [])];
    const stake = labels.find((label) => label.textContent === 'Stake')?.control;
    // A slip opened under the tapped runner is already by the thumb: it scrolls only as far as it takes to
    // show it whole, where focusing alone would centre it and push a pinned table's rows out of sight.
    (stake ?? form.current)?.focus({ preventScroll: inline });
    if (inline) form.current?.scrollIntoView({ block: 'nearest' });
  }, [slipKey, inline]);

  const slip = props.slip && (
    <BetSlip.Root
      key={props.slip.key}
      ref={form}
      selection={props.slip.selection}
      odds={props.slip.odds}
      onOddsChange={(odds) => props.onSlipChange({ odds })}
      stake={props.slip.stake}
      onStakeChange={(stake) => props.onSlipChange({ stake })}
      presetStakes={stakes}
      limits={props.limits}
      status={props.slip.status}
      error={props.slip.error}
      unavailable={unavailable}
      onPlaceBet={props.onPlaceBet}
      onCancel={props.onCloseSlip}
      priceMove={props.priceMove}
      onPriceMoveChange={props.onPriceMoveChange}
    />
  );
  if (inline) return slip;

  return (
    <>
      <Card title="Bet slip" titleAs="h2">
        {part === 'settings' && props.slip ? (
          <EmptyState
            size="small"
            titleAs="h3"
            title={`Open under ${props.slip.selection.runnerName}`}
            description="Place or cancel the bet there, under its price."
          />
        ) : slip ? (
          slip
        ) : (
          <EmptyState
            size="small"
            titleAs="h3"
            title="No selection"
            description={
              props.oneClick.enabled
                ? 'One-click betting is on: a price click places the bet at once.'
                : 'Click a back or lay price to put it in the slip.'
            }
          />
        )}
        <OneClickBetting
          enabled={props.oneClick.enabled}
          onEnabledChange={(enabled) => props.onOneClickChange({ ...props.oneClick, enabled })}
          stake={props.oneClick.stake ?? stakes[0]}
          onStakeChange={(stake) => props.onOneClickChange({ ...props.oneClick, stake })}
          presetStakes={stakes}
        />
      </Card>
    </>
  );
}
