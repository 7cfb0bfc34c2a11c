import { Amount, Button, Table, visuallyHidden } from '@exchange/design-system';
import { formatDateTime, messages } from '@exchange/domain';
import { useState } from 'react';
import { ReportFrame, matchesSearch, type ReportFrameProps } from './ReportFrame.tsx';
import * as styles from './reports.css.ts';
import { StatementBetsDialog, type LoadBetsByIds } from './StatementBetsDialog.tsx';

export interface StatementRow {
  readonly id: string;
  readonly createdAt: string;
  readonly narration: string;
  /** Rupees with two decimals, as the API sends them. */
  readonly credit: number;
  readonly debit: number;
  readonly balance: number;
  /** A settlement's bets (get-bet-list-by-ids), when the row is one. */
  readonly betIds?: readonly string[] | undefined;
}

export interface AccountStatementScreenProps extends Omit<
  ReportFrameProps,
  'title' | 'children' | 'extraFilters'
> {
  /** Whose statement it is, when not the signed-in user's own (an operator reading a client's). */
  owner?: string | undefined;
  rows: readonly StatementRow[];
  /** Reads a settlement's bets; without it the description is plain text. */
  loadBets?: LoadBetsByIds | undefined;
}

/** `/accountstatement`: every move of the player's money in a period, with the balance after each. */
export function AccountStatementScreen({ rows, owner, loadBets, ...frame }: AccountStatementScreenProps) {
  const [opened, setOpened] = useState<{ narration: string; betIds: readonly string[] } | null>(null);
  const shown = rows
    .map((row) => ({ ...row, date: formatDateTime(row.createdAt) }))
    .filter((row) => matchesSearch(frame.search, row.narration, row.date));
  return (
    <ReportFrame
      {...frame}
      title={owner ? `Account Statement: ${owner}` : 'Account Statement'}
      searchLabel="Search"
    >
      <Table.Root caption="Account Statement" hideCaption striped>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>Date</Table.HeaderCell>
            <Table.HeaderCell>Description</Table.HeaderCell>
            <Table.HeaderCell numeric>Credit</Table.HeaderCell>
            <Table.HeaderCell numeric>Debit</Table.HeaderCell>
            <Table.HeaderCell numeric>Balance</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body emptyText={messages.noResultFound}>
          {shown.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>{row.date}</Table.Cell>
              <Table.Cell>
                {loadBets && row.betIds && row.betIds.length > 0 ? (
                  <Button
                    size="small"
                    variant="ghost"
                    tone="neutral"
                    className={styles.linkButton}
                    onClick={() => setOpened({ narration: row.narration, betIds: row.betIds ?? [] })}
                  >
                    {row.narration}
                    <span className={visuallyHidden}>: show bets</span>
                  </Button>
                ) : (
                  row.narration
                )}
              </Table.Cell>
              <Table.Cell numeric>
                <Amount value={row.credit} tone="none" />
              </Table.Cell>
              <Table.Cell numeric>
                <Amount value={row.debit} tone="none" />
              </Table.Cell>
              <Table.Cell numeric>
                <Amount value={row.balance} tone="none" />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {loadBets && <StatementBetsDialog row={opened} loadBets={loadBets} onClose={() => setOpened(null)} />}
    </ReportFrame>
  );
}
