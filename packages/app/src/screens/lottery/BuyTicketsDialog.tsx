import { Button, Dialog, formatAmount, NumberField, RadioGroup } from '@exchange/design-system';
import { lotteryLimits, type LotteryDraw, type LotteryItem } from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import type { LotteryPurchase } from '../../api/casinoInt.ts';
import { Failure } from '../../forms/Failure.tsx';
import { useSubmission } from '../../forms/useSubmission.ts';
import * as screen from '../screen.css.ts';
import { DrawTerms } from './DrawTerms.tsx';
import * as styles from './lottery.css.ts';
import { TicketPicker } from './TicketPicker.tsx';
import { useDraw } from './useDraw.ts';

export interface BuyTicketsDialogProps {
  /** The draw whose tickets are bought; the dialog is open while it is set. */
  item: LotteryItem | null;
  /** GET lottery-draw: the numbers taken (for picking) and the draw as it stands. */
  loadDraw: (id: string) => Promise<LotteryDraw>;
  /** Buys them; resolves the message to show, or rejects with the refusal, which stays in the dialog. */
  onBuy: (id: string, purchase: LotteryPurchase) => Promise<void>;
  onClose: () => void;
}

type Mode = 'count' | 'pick';

const modes = [
  { value: 'count', label: 'Any free numbers' },
  { value: 'pick', label: 'Pick my numbers' },
] as const;

function BuyForm({
  item,
  loadDraw,
  onBuy,
  onClose,
}: Omit<BuyTicketsDialogProps, 'item'> & { item: LotteryItem }) {
  const [reads, setReads] = useState(0);
  const { draw, failure: unread, setFailure: setUnread } = useDraw(item.id, loadDraw, reads);
  const { failure, pending, reset, send } = useSubmission();
  const [mode, setMode] = useState<Mode>('count');
  const [count, setCount] = useState<number | null>(1);
  const [picked, setPicked] = useState<number[]>([]);
  const [error, setError] = useState<string>();

  const shown = draw?.item ?? item;
  const tickets = shown.tickets ?? 0;
  const left = tickets - (draw?.taken.length ?? shown.sold ?? 0);
  const most = Math.max(1, Math.min(lotteryLimits.ticketsPerBuy, left));
  const quantity = mode === 'count' ? (count ?? 0) : picked.length;

  /** What to buy, or why it cannot be bought as chosen. */
  function purchase(): LotteryPurchase | string {
    if (mode === 'pick') {
      return picked.length === 0 ? 'Pick at least 1 number' : { numbers: [...picked].sort((a, b) => a - b) };
    }
    const counted = count !== null && Number.isInteger(count) && count >= 1 && count <= most;
    return counted ? { count } : `Choose 1 to ${most} tickets`;
  }

  async function buy(event: FormEvent) {
    event.preventDefault();
    reset();
    setUnread(undefined);
    const wanted = purchase();
    if (typeof wanted === 'string') return setError(wanted);
    setError(undefined);
    if (await send(() => onBuy(item.id, wanted))) onClose();
    // The numbers taken may have changed since they were read.
    else setReads((read) => read + 1);
  }

  return (
    <form className={screen.dialogForm} noValidate aria-busy={pending} onSubmit={(event) => void buy(event)}>
      {/* A draw read again after a refusal may fail too: the later failure shows, as it happened. */}
      <Failure message={unread ?? failure} />
      <DrawTerms item={shown} left={left} />
      <RadioGroup
        label="Your tickets"
        orientation="horizontal"
        options={modes}
        value={mode}
        onValueChange={(value) => {
          setMode(value as Mode);
          setError(undefined);
        }}
      />
      {mode === 'count' ? (
        <NumberField
          label="How many tickets"
          name="count"
          min={1}
          max={most}
          step={1}
          steppers
          value={count}
          onValueChange={setCount}
          error={error}
        />
      ) : (
        <TicketPicker
          tickets={tickets}
          taken={new Set(draw?.taken ?? [])}
          picked={picked}
          onPickedChange={setPicked}
          error={error}
        />
      )}
      <p className={styles.total} aria-live="polite">
        Total {formatAmount(quantity * shown.price, { signed: false })}
      </p>
      <Dialog.Footer>
        <Dialog.Close asChild>
          <Button type="button" variant="soft" tone="neutral">
            Cancel
          </Button>
        </Dialog.Close>
        <Button type="submit" loading={pending} disabled={left <= 0}>
          Place a bet
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** 'Place a bet' on a lottery card: how many tickets or which numbers, their total, and the purchase. */
export function BuyTicketsDialog({ item, ...rest }: BuyTicketsDialogProps) {
  return (
    <Dialog.Root open={item !== null} onOpenChange={(next) => !next && rest.onClose()}>
      {item && (
        <Dialog.Content title={`Buy tickets: ${item.title}`} description="Paid from your balance.">
          {/* Mounted afresh for each draw, so the choice starts over. */}
          <BuyForm key={item.id} item={item} {...rest} />
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}
