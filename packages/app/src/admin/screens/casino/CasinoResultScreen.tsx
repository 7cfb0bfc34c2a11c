import { Table } from '@exchange/design-system';
import { casinoRoundLabel, formatDateTime, messages, paginationRanges } from '@exchange/domain';
import { CasinoResultFilters, type CasinoTypeOption } from '../../../screens/casino/CasinoResultFilters.tsx';
import { ListFrame, type ListControls } from '../../../screens/reports/ListFrame.tsx';
import { matchesSearch } from '../../../screens/reports/ReportFrame.tsx';
import * as screen from '../../../screens/screen.css.ts';
import * as styles from './casino.css.ts';

/** A casino type of the select: a game by its match id. */
export type CasinoType = CasinoTypeOption;

/** Spec 3's casino result: the round (`mid`) and its winner. */
export interface CasinoResultRow {
  readonly mid: string;
  readonly winnerName: string;
  readonly voided: boolean;
  readonly resultAt: string;
}

export interface CasinoResultScreenProps extends ListControls {
  types: readonly CasinoType[];
  /** The day of the results (YYYY-MM-DD); every day when empty. */
  date: string;
  onDateChange: (date: string) => void;
  matchId: number;
  onMatchIdChange: (matchId: number) => void;
  rows: readonly CasinoResultRow[];
  /** A row was chosen: the host opens its result in a modal. */
  onOpen: (mid: string) => void;
}

/**
 * `casinoresult[/{gameId}]`, the Casino Result Report (spec 2): a date and a casino type, then the
 * rounds' Market Id (the part before the dot) and Winner, newest first, paged with a range of 1 (spec 9);
 * a row opens the result's html in a modal. The filters, page size and search are the player's Casino
 * Results' own (issue 39: the two sides' results read alike).
 */
export function CasinoResultScreen({
  types,
  date,
  onDateChange,
  matchId,
  onMatchIdChange,
  rows,
  onOpen,
  ...list
}: CasinoResultScreenProps) {
  const shown = rows.filter((row) =>
    matchesSearch(list.search, casinoRoundLabel(row.mid), row.voided ? 'Void' : row.winnerName),
  );
  return (
    <div className={screen.page}>
      <h1 className={screen.heading}>Casino Result Report</h1>
      <CasinoResultFilters
        types={types}
        date={date}
        onDateChange={onDateChange}
        matchId={matchId}
        onMatchIdChange={onMatchIdChange}
      />
      <ListFrame {...list} searchLabel="Search" paginationRange={paginationRanges.casinoResult}>
        <Table.Root caption="Casino Result Report" hideCaption striped>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>Market Id</Table.HeaderCell>
              <Table.HeaderCell>Winner</Table.HeaderCell>
              <Table.HeaderCell>Result time</Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body emptyText={messages.noResultFound}>
            {shown.map((row) => (
              <Table.Row key={row.mid}>
                <Table.Cell>
                  <button type="button" className={styles.rowButton} onClick={() => onOpen(row.mid)}>
                    {casinoRoundLabel(row.mid)}
                  </button>
                </Table.Cell>
                <Table.Cell>{row.voided ? 'Void' : row.winnerName}</Table.Cell>
                <Table.Cell>{formatDateTime(row.resultAt)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ListFrame>
    </div>
  );
}
