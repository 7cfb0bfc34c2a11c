import { Button, Select, Table, visuallyHidden } from '@exchange/design-system';
import {
  betListFilters,
  betReportStatus,
  formatDateTime,
  messages,
  nationLabel,
  type BetListFilter,
  type BetRecord,
} from '@exchange/domain';
import { useState } from 'react';
import { ReportFrame, matchesSearch, type ReportFrameProps } from '../../../screens/reports/ReportFrame.tsx';
import { BetCells, BetHeaderCells, BetStatusBadge, sideLabels } from './betLabels.tsx';
import { DeleteBetsDialog } from './DeleteBetsDialog.tsx';

export interface DownlineBetsScreenProps extends Omit<
  ReportFrameProps,
  'title' | 'children' | 'extraFilters'
> {
  betType: BetListFilter;
  onBetTypeChange: (betType: BetListFilter) => void;
  rows: readonly BetRecord[];
  /** Deletes an open bet, a matched one with the transaction password (a refusal shows in the confirmation). */
  onDelete: (bet: BetRecord, transactionPassword?: string) => Promise<void>;
}

/**
 * `unsettledbet[/{type}]`: the downline's open and deleted bets placed in the period (spec 3: bet_status
 * 'deleted' is deleted, anything else pending), back or lay rows; an open bet can be deleted.
 */
export function DownlineBetsScreen({
  betType,
  onBetTypeChange,
  rows,
  onDelete,
  ...frame
}: DownlineBetsScreenProps) {
  const [deleting, setDeleting] = useState<BetRecord | null>(null);
  const shown = rows
    .map((row) => ({
      ...row,
      date: formatDateTime(row.placedAt),
      nation: nationLabel({ ...row, isFancy: row.betOn === 'FANCY' }),
      status: betReportStatus(row.bet_status ?? ''),
    }))
    .filter((row) =>
      matchesSearch(frame.search, row.username ?? '', row.matchName, row.marketName, row.nation),
    );
  return (
    <ReportFrame
      {...frame}
      title="Current Bets"
      extraFilters={
        <Select
          label="Bet type"
          options={betListFilters.map((value) => ({
            value,
            label: value === 'all' ? 'All' : sideLabels[value],
          }))}
          value={betType}
          onValueChange={(value) => onBetTypeChange(betListFilters.find((type) => type === value) ?? 'all')}
        />
      }
    >
      <Table.Root caption="Current Bets" hideCaption>
        <Table.Head>
          <Table.Row>
            <BetHeaderCells withEvent />
            <Table.HeaderCell>Status</Table.HeaderCell>
            <Table.HeaderCell>Action</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body emptyText={messages.noResultFound}>
          {shown.map((row) => (
            <Table.Row key={row.id} tone={row.side}>
              <BetCells bet={row} withEvent />
              <Table.Cell>
                <BetStatusBadge bet={row} />
                {row.deletedBy && row.deletedAt && (
                  <div>
                    by {row.deletedBy}, {formatDateTime(row.deletedAt)}
                  </div>
                )}
              </Table.Cell>
              <Table.Cell>
                {row.status === 'pending' && (
                  <Button size="small" variant="soft" tone="critical" onClick={() => setDeleting(row)}>
                    Delete
                    <span className={visuallyHidden}>
                      {' '}
                      bet of {row.username}: {row.nation}
                    </span>
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <DeleteBetsDialog
        bets={deleting ? [deleting] : []}
        onDelete={async ([bet], transactionPassword) => {
          if (bet) await onDelete(bet, transactionPassword);
        }}
        onClose={() => setDeleting(null)}
      />
    </ReportFrame>
  );
}
