import { Amount, Badge, Table } from '@exchange/design-system';
import { betReportStatus, formatDateTime, fromMinor, nationLabel, type BetRecord } from '@exchange/domain';

/** A bet's side as the bet lists name it. */
export const sideLabels = { back: 'Back', lay: 'Lay' } as const;
export const betNation = (bet: BetRecord) => nationLabel({ ...bet, isFancy: bet.betOn === 'FANCY' });

/** Spec 3: bet_status 'deleted' is deleted, any other value pending. */
export function BetStatusBadge({ bet }: { bet: BetRecord }) {
  const status = betReportStatus(bet.bet_status ?? '');
  return (
    <Badge size="small" tone={status === 'deleted' ? 'critical' : 'neutral'}>
      {status}
    </Badge>
  );
}

/** The bet lists' columns (spec 2, bet reports), without the event where the page is one match's. */
export function BetHeaderCells({ withEvent }: { withEvent: boolean }) {
  const columns = ['Username', ...(withEvent ? ['Event Name'] : []), 'Market Name', 'Nation', 'Type'];
  return (
    <>
      {columns.map((column) => (
        <Table.HeaderCell key={column}>{column}</Table.HeaderCell>
      ))}
      <Table.HeaderCell numeric>Amount</Table.HeaderCell>
      <Table.HeaderCell>Place Date</Table.HeaderCell>
    </>
  );
}

/** A bet's cells under `BetHeaderCells`. */
export function BetCells({ bet, withEvent }: { bet: BetRecord; withEvent: boolean }) {
  const texts = [bet.username, ...(withEvent ? [bet.matchName] : []), bet.marketName, betNation(bet)];
  return (
    <>
      {[...texts, sideLabels[bet.side]].map((text, index) => (
        <Table.Cell key={index}>{text}</Table.Cell>
      ))}
      <Table.Cell numeric>
        <Amount value={fromMinor(bet.stake)} tone="none" />
      </Table.Cell>
      <Table.Cell>{formatDateTime(bet.placedAt)}</Table.Cell>
    </>
  );
}
