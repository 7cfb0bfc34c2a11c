import { Button, IconButton, Inline, MinusIcon, NumberField, PlusIcon } from '@exchange/design-system';
import {
  maximumOdds,
  minimumOdds,
  nextTick,
  previousTick,
  snapToLadder,
  type PlacedBet,
} from '@exchange/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';

/** Only exchange match odds wait for a price, and only they move along the ladder. */
export function isPriceEditable(bet: PlacedBet): boolean {
  return bet.status === 'unmatch' && bet.betOn === 'MATCH_ODDS' && bet.oddsType === undefined;
}

export interface EditPriceProps {
  bet: PlacedBet;
  /** The bet in words: the form's name, so a screen reader hears which bet it moves. */
  description: string;
  /** Whether the move is under way: the form is read-only and Save shows it. */
  pending: boolean;
  onSave: (odds: number) => void;
  onClose: () => void;
}

/**
 * A waiting bet's new price: stepped along the exchange ladder (the buttons, ArrowUp and ArrowDown) and
 * snapped to it when typed, saved with Enter or Save, left with Escape (in the field) or Close.
 */
export function EditPrice({ bet, description, pending, onSave, onClose }: EditPriceProps) {
  const [odds, setOdds] = useState<number | null>(bet.odds);
  const field = useRef<HTMLInputElement>(null);
  // The form opens for this one field: the player's next key goes to it.
  useEffect(() => field.current?.focus(), []);
  const tick = (direction: 'up' | 'down') => {
    const from = odds ?? bet.odds;
    const next = direction === 'up' ? nextTick(from) : previousTick(from);
    if (next !== null) setOdds(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || odds === null) return;
    onSave(snapToLadder(odds));
  };
  return (
    <form aria-label={`Edit price of ${description}`} onSubmit={submit}>
      <Inline space="xsmall" alignY="end">
        <IconButton
          label="Lower price"
          variant="outline"
          icon={<MinusIcon />}
          disabled={pending || (odds !== null && odds <= minimumOdds)}
          onClick={() => tick('down')}
        />
        <NumberField
          label="New price"
          value={odds}
          onValueChange={setOdds}
          min={minimumOdds}
          max={maximumOdds}
          readOnly={pending}
          ref={field}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose();
            if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
            // The ladder, not NumberField's even steps.
            event.preventDefault();
            tick(event.key === 'ArrowUp' ? 'up' : 'down');
          }}
          onBlur={() => {
            if (odds !== null) setOdds(snapToLadder(odds));
          }}
        />
        <IconButton
          label="Raise price"
          variant="outline"
          icon={<PlusIcon />}
          disabled={pending || (odds !== null && odds >= maximumOdds)}
          onClick={() => tick('up')}
        />
        <Button type="submit" size="small" loading={pending} disabled={odds === null}>
          {pending ? 'Saving' : 'Save'}
        </Button>
        <Button size="small" variant="ghost" tone="neutral" onClick={onClose} disabled={pending}>
          Close
        </Button>
      </Inline>
    </form>
  );
}
