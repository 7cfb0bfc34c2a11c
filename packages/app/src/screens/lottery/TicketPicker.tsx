import { Columns, Stack, TextField } from '@exchange/design-system';
import { lotteryLimits } from '@exchange/domain';
import { useState } from 'react';
import * as styles from './lottery.css.ts';

/** A draw this size shows every number to tap; a bigger one takes the numbers typed. */
export const pickableTickets = 200;

export interface TicketPickerProps {
  /** How many tickets the draw has, numbered from 1. */
  tickets: number;
  /** The numbers sold already. */
  taken: ReadonlySet<number>;
  picked: readonly number[];
  onPickedChange: (picked: number[]) => void;
  error?: string | undefined;
}

/** "7, 12,40" as numbers; null when a part is not a whole number. */
function typedNumbers(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter((part) => part !== '');
  if (!parts.every((part) => /^\d+$/.test(part))) return null;
  return [...new Set(parts.map(Number))];
}

/**
 * The player's own ticket numbers: a grid of every number (the taken ones disabled) for a draw of up to
 * 200 tickets, the numbers typed for a bigger one. At most `lotteryLimits.ticketsPerBuy` at a time.
 */
export function TicketPicker({ tickets, taken, picked, onPickedChange, error }: TicketPickerProps) {
  const [typed, setTyped] = useState(picked.join(', '));
  if (tickets > pickableTickets) {
    return (
      <TextField
        label="Your numbers"
        hint={`Between 1 and ${tickets}, separated by commas`}
        inputMode="numeric"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          onPickedChange(typedNumbers(event.target.value) ?? []);
        }}
        error={error}
      />
    );
  }
  const full = picked.length >= lotteryLimits.ticketsPerBuy;
  const toggle = (number: number) =>
    onPickedChange(
      picked.includes(number) ? picked.filter((other) => other !== number) : [...picked, number],
    );
  return (
    <Stack as="fieldset" space="xsmall" className={styles.picker}>
      <legend className={styles.pickerLegend}>
        Your numbers ({picked.length} of at most {lotteryLimits.ticketsPerBuy})
      </legend>
      {/* Tap targets of 40 px: eight a row on a phone, more on a desktop. */}
      <Columns minColumnWidth={40} space="xxsmall" className={styles.pickerGrid}>
        {Array.from({ length: tickets }, (_, index) => index + 1).map((number) => {
          const isTaken = taken.has(number);
          const isPicked = picked.includes(number);
          return (
            <button
              key={number}
              type="button"
              className={styles.ticket}
              aria-pressed={isPicked}
              aria-label={isTaken ? `Ticket ${number}, taken` : `Ticket ${number}`}
              disabled={isTaken || (full && !isPicked)}
              onClick={() => toggle(number)}
            >
              {number}
            </button>
          );
        })}
      </Columns>
      {error && (
        <p role="alert" className={styles.pickerError}>
          {error}
        </p>
      )}
    </Stack>
  );
}
