import { Table } from '@exchange/design-system';
import { messages, type CasinoResult } from '@exchange/domain';
import { ListFrame, type ListControls } from '../reports/ListFrame.tsx';
import { matchesSearch } from '../reports/ReportFrame.tsx';
import * as screen from '../screen.css.ts';
import * as styles from './casino.css.ts';
import { CasinoHead } from './CasinoLobbyScreen.tsx';
import { CasinoResultFilters } from './CasinoResultFilters.tsx';
import { casinoTypes } from './lobby.ts';
import { ResultDialog, type ResultDetail } from './ResultDialog.tsx';

export interface CasinoResultsScreenProps extends ListControls {
  /** The casino type shown: a game's match id. */
  matchId: number;
  onMatchIdChange: (matchId: number) => void;
  /** The day of the results (YYYY-MM-DD, UTC); every day when empty. */
  date: string;
  onDateChange: (date: string) => void;
  rows: readonly CasinoResult[];
  onOpenResult: (result: CasinoResult) => void;
  detail: ResultDetail | null;
  onCloseResult: () => void;
}

/** Spec 3: "mid (the part before the dot is shown)". */
export const roundOf = (mid: string) => mid.split('.')[0] ?? mid;

/**
 * `/casino/result` and `/casino/result/{matchid}`: a game's results by day, Market Id and Winner, paged
 * (spec 9: pagination range 1); a row opens its result and fairness proof.
 */
export function CasinoResultsScreen({
  matchId,
  onMatchIdChange,
  date,
  onDateChange,
  rows,
  onOpenResult,
  detail,
  onCloseResult,
  ...list
}: CasinoResultsScreenProps) {
  const shown = rows.filter((row) => matchesSearch(list.search, roundOf(row.mid), row.data.winnerName));
  return (
    <div className={`${screen.page} ${styles.casinoPage}`}>
      <CasinoHead title="Casino Results" />
      <CasinoResultFilters
        types={casinoTypes}
        date={date}
        onDateChange={onDateChange}
        matchId={matchId}
        onMatchIdChange={onMatchIdChange}
      />
      <ListFrame {...list} searchLabel="Search" paginationRange={1}>
        <Table.Root caption="Casino Results" hideCaption hoverable>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>Market Id</Table.HeaderCell>
              <Table.HeaderCell>Winner</Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body emptyText={messages.noResultFound}>
            {shown.map((row) => (
              <Table.Row key={row.mid} className={styles.clickableRow} onClick={() => onOpenResult(row)}>
                <Table.Cell>
                  {/* The row is clickable with a pointer; the button is its way in by keyboard. */}
                  <button
                    type="button"
                    className={styles.roundButton}
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpenResult(row);
                    }}
                  >
                    {roundOf(row.mid)}
                  </button>
                </Table.Cell>
                <Table.Cell>{row.data.winnerName}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ListFrame>
      <ResultDialog detail={detail} onClose={onCloseResult} />
    </div>
  );
}
