import { Button, Inline } from '@exchange/design-system';
import { snapToLadder, type PlacedBet } from '@exchange/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LadderStepper } from '../../internal/LadderStepper.tsx';

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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || odds === null) return;
    onSave(snapToLadder(odds));
  };
  return (
    <form aria-label={`Edit price of ${description}`} onSubmit={submit}>
      <Inline space="xsmall" alignY="end">
        <LadderStepper
          labels={{ field: 'New price', lower: 'Lower price', raise: 'Raise price' }}
          value={odds}
          onValueChange={setOdds}
          from={bet.odds}
          busy={pending}
          inputRef={field}
          onEscape={onClose}
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
