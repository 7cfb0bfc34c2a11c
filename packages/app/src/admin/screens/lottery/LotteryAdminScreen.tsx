import { Badge, Button, Inline, Table, formatAmount, visuallyHidden } from '@exchange/design-system';
import { formatDateTime, messages, ordinal, type LotteryItem } from '@exchange/domain';
import { useState } from 'react';
import type { ReportStatus } from '../../../screens/reports/ReportFrame.tsx';
import * as screen from '../../../screens/screen.css.ts';
import { isLotteryFinal, lotteryStatusLabel } from '../../../screens/lottery/lotteryStatus.ts';
import { ActionDialog } from '../sports/ActionDialog.tsx';
import { LotteryItemDialog } from './LotteryItemDialog.tsx';
import type { LotteryFormValues } from './lotteryForm.ts';
import * as styles from './lottery.css.ts';
import { Failure } from '../../../forms/Failure.tsx';

export interface LotteryAdminScreenProps {
  /** Every draw, as lottery-list gives the players them. */
  items: readonly LotteryItem[];
  status: ReportStatus;
  error?: string | undefined;
  /** Adds a draw (`id` undefined) or edits one; a refusal is shown in the form. */
  onSave: (id: string | undefined, values: LotteryFormValues, image: File | null) => Promise<void>;
  /** Closes a draw; a refusal is shown in the dialog that asked. */
  onCloseItem: (id: string) => Promise<void>;
}

const isFinal = (item: LotteryItem) => isLotteryFinal(item.status);
const money = (amount: number) => formatAmount(amount, { signed: false });

/** What the draw gave: its winning tickets once drawn ("1st #17"), nothing before. */
const resultOf = (item: LotteryItem) =>
  item.winners === undefined
    ? ''
    : item.winners.length === 0
      ? 'No tickets sold'
      : item.winners.map((winner) => `${ordinal(winner.rank)} #${winner.number}`).join(', ');

/**
 * `/admin/lottery`: the Super Admin's lottery draws, which players see on `/lottery`: each one's
 * image, title, draw time, ticket price, tickets sold, prizes, status and result; add a draw, edit one,
 * or close it (its tickets refunded).
 */
export function LotteryAdminScreen({ items, status, error, onSave, onCloseItem }: LotteryAdminScreenProps) {
  // undefined: no form; null: a new draw; else the draw edited.
  const [editing, setEditing] = useState<LotteryItem | null | undefined>();
  const [closing, setClosing] = useState<LotteryItem | null>(null);
  return (
    <div className={screen.page}>
      <Inline align="between" alignY="center" space="medium">
        <h1 className={screen.heading}>Lottery</h1>
        <Button onClick={() => setEditing(null)}>Add draw</Button>
      </Inline>
      <Failure message={status === 'error' && error} />
      <div className={styles.tableBox} aria-busy={status === 'loading'}>
        <Table.Root caption="Lottery draws" hideCaption striped>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>Image</Table.HeaderCell>
              <Table.HeaderCell>Title</Table.HeaderCell>
              <Table.HeaderCell>Draw time</Table.HeaderCell>
              <Table.HeaderCell numeric>Price</Table.HeaderCell>
              <Table.HeaderCell numeric>Sold</Table.HeaderCell>
              <Table.HeaderCell>Prizes</Table.HeaderCell>
              <Table.HeaderCell>Status</Table.HeaderCell>
              <Table.HeaderCell>Result</Table.HeaderCell>
              <Table.HeaderCell>Action</Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body emptyText={messages.noResultFound}>
            {items.map((item) => (
              <Table.Row key={item.id}>
                <Table.Cell>
                  {item.image !== '' && <img className={styles.thumbnail} src={item.image} alt="" />}
                </Table.Cell>
                <Table.Cell>{item.title}</Table.Cell>
                <Table.Cell>{item.closeAt ? formatDateTime(item.closeAt) : item.date}</Table.Cell>
                <Table.Cell numeric>{money(item.price)}</Table.Cell>
                <Table.Cell numeric>
                  {item.sold ?? 0} of {item.tickets ?? '-'}
                </Table.Cell>
                <Table.Cell>{(item.prizes ?? []).map(money).join(' · ')}</Table.Cell>
                <Table.Cell>
                  <Badge size="small" tone={item.status === 'open' ? 'positive' : 'neutral'}>
                    {lotteryStatusLabel(item.status)}
                  </Badge>
                </Table.Cell>
                <Table.Cell>{resultOf(item)}</Table.Cell>
                <Table.Cell>
                  <Inline alignY="center" space="xsmall">
                    {/* A closed or drawn draw is final: the server refuses to edit it. */}
                    {!isFinal(item) && (
                      <>
                        <Button size="small" variant="soft" onClick={() => setEditing(item)}>
                          Edit<span className={visuallyHidden}> {item.title}</span>
                        </Button>
                        <Button size="small" variant="soft" tone="critical" onClick={() => setClosing(item)}>
                          Close<span className={visuallyHidden}> {item.title}</span>
                        </Button>
                      </>
                    )}
                  </Inline>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </div>
      <LotteryItemDialog
        item={editing ?? null}
        open={editing !== undefined}
        onSave={(values, image) => onSave(editing?.id, values, image)}
        onClose={() => setEditing(undefined)}
      />
      {/* Asks first: closing is final, and players then see the draw as Closed. */}
      <ActionDialog
        open={closing !== null}
        title={`Close ${closing?.title ?? ''}`}
        description={`Every ticket sold (${closing?.sold ?? 0}) is refunded and the draw is not made. Players see it as Closed; it cannot be opened or edited again.`}
        confirmLabel="Close draw"
        tone="critical"
        onConfirm={async () => {
          if (closing) await onCloseItem(closing.id);
          return undefined;
        }}
        onClose={() => setClosing(null)}
      />
    </div>
  );
}
