import { Amount, Table } from '@exchange/design-system';
import { formatDateTime, messages } from '@exchange/domain';
import { ReportFrame, matchesSearch, type ReportFrameProps } from './ReportFrame.tsx';

export interface StatementRow {
  readonly id: string;
  readonly createdAt: string;
  readonly narration: string;
  /** Rupees with two decimals, as the API sends them. */
  readonly credit: number;
  readonly debit: number;
  readonly balance: number;
}

export interface AccountStatementScreenProps extends Omit<
  ReportFrameProps,
  'title' | 'children' | 'extraFilters'
> {
  /** Whose statement it is, when not the signed-in user's own (an operator reading a client's). */
  owner?: string | undefined;
  rows: readonly StatementRow[];
}

/** `/accountstatement`: every move of the player's money in a period, with the balance after each. */
export function AccountStatementScreen({ rows, owner, ...frame }: AccountStatementScreenProps) {
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
              <Table.Cell>{row.narration}</Table.Cell>
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
    </ReportFrame>
  );
}
