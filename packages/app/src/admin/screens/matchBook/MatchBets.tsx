import { Button, Checkbox, Inline, Pagination, Table, visuallyHidden } from '@exchange/design-system';
import { messages, type BetRecord } from '@exchange/domain';
import { useState } from 'react';
import * as screen from '../../../screens/screen.css.ts';
import { BetCells, BetHeaderCells, betNation } from '../bets/betLabels.tsx';
import { DeleteBetsDialog, type DeleteBets } from '../bets/DeleteBetsDialog.tsx';

export interface MatchBetsProps {
  bets: readonly BetRecord[];
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  onDelete: DeleteBets;
}

/** The downline's open bets on the match, newest first; any of them can be deleted, one or several. */
export function MatchBets({ bets, page, totalPages, onPageChange, onDelete }: MatchBetsProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<readonly BetRecord[]>([]);
  const chosen = bets.filter((bet) => selected.has(bet.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((held) => {
      const next = new Set(held);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <Inline align="between" alignY="center" space="medium">
        <h2 className={screen.subheading}>Open bets of your downline</h2>
        <Button
          size="small"
          variant="soft"
          tone="critical"
          disabled={chosen.length === 0}
          onClick={() => setDeleting(chosen)}
        >
          Delete selected ({chosen.length})
        </Button>
      </Inline>
      <Table.Root caption="Open bets of your downline" hideCaption>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>
              <span className={visuallyHidden}>Select</span>
            </Table.HeaderCell>
            <BetHeaderCells withEvent={false} />
            <Table.HeaderCell>Action</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body emptyText={messages.noRecordsFound}>
          {bets.map((bet) => (
            <Table.Row key={bet.id} tone={bet.side}>
              <Table.Cell>
                <Checkbox
                  label={`Select bet of ${bet.username ?? ''}: ${betNation(bet)}`}
                  hideLabel
                  checked={selected.has(bet.id)}
                  onCheckedChange={(checked) => toggle(bet.id, checked === true)}
                />
              </Table.Cell>
              <BetCells bet={bet} withEvent={false} />
              <Table.Cell>
                <Button size="small" variant="soft" tone="critical" onClick={() => setDeleting([bet])}>
                  Delete
                  <span className={visuallyHidden}>
                    {' '}
                    bet of {bet.username}: {betNation(bet)}
                  </span>
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {totalPages > 0 && <Pagination pageCount={totalPages} page={page} onPageChange={onPageChange} />}
      <DeleteBetsDialog
        bets={deleting}
        onDelete={async (targets, password) => {
          await onDelete(targets, password);
          setSelected(new Set());
        }}
        onClose={() => setDeleting([])}
      />
    </>
  );
}
