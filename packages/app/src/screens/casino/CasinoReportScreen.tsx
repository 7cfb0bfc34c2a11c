import { Amount, Select, Table } from '@exchange/design-system';
import { formatDateTime, messages, shortReference, type DateRange } from '@exchange/domain';
import { useState } from 'react';
import { ReportFrame, matchesSearch, type ReportFrameProps } from '../reports/ReportFrame.tsx';
import * as styles from './casino.css.ts';
import { roundOf } from './CasinoResultsScreen.tsx';
import { casinoTypes } from './lobby.ts';
import { ResultDialog, type ResultDetail } from './ResultDialog.tsx';

/** One settled round of the player (POST casino-report). */
export interface CasinoReportRow {
  readonly matchId: number;
  readonly gameName: string;
  readonly mid: string;
  readonly winnerName: string;
  readonly bets: number;
  readonly stake: number;
  readonly pnl: number;
  readonly settledAt: string;
}

export interface CasinoReportScreenProps extends Omit<
  ReportFrameProps,
  'title' | 'children' | 'extraFilters' | 'onSubmit'
> {
  /** A game's match id, or undefined for every game. */
  matchId: number | undefined;
  /** The period and casino type apply together, on Submit. */
  onSubmit: (range: DateRange, matchId: number | undefined) => void;
  rows: readonly CasinoReportRow[];
  onOpenRound: (row: CasinoReportRow) => void;
  detail: ResultDetail | null;
  onCloseResult: () => void;
}

const everyGame = 'all';

/**
 * A round of an international provider's game (no match id of ours): its result is the provider's, so it
 * opens nothing here, and its id reads as a short reference (issue 39), not a UUID.
 */
const isProviderRound = (row: CasinoReportRow) => row.matchId === 0;
const typeOptions = [
  { value: everyGame, label: 'All Casino' },
  ...casinoTypes.map((type) => ({ value: String(type.matchId), label: type.name })),
];

/**
 * `/casinoreport`: the player's settled casino rounds in a period, of one game or all: what the player
 * staked on each and won or lost there; a round opens its result and fairness proof.
 */
export function CasinoReportScreen({
  matchId,
  onSubmit,
  rows,
  onOpenRound,
  detail,
  onCloseResult,
  ...frame
}: CasinoReportScreenProps) {
  const [draftType, setDraftType] = useState(matchId === undefined ? everyGame : String(matchId));
  const shown = rows
    .map((row) => ({ row, date: formatDateTime(row.settledAt), round: shortReference(roundOf(row.mid)) }))
    .filter(({ row, round, date }) => matchesSearch(frame.search, row.gameName, round, row.winnerName, date));
  return (
    <>
      <ReportFrame
        {...frame}
        title="Casino Report"
        searchLabel="Search"
        onSubmit={(range) => onSubmit(range, draftType === everyGame ? undefined : Number(draftType))}
        extraFilters={
          <Select
            label="Casino type"
            className={styles.filter}
            options={typeOptions}
            value={draftType}
            onValueChange={setDraftType}
          />
        }
      >
        <Table.Root caption="Casino Report" hideCaption striped>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>Settled</Table.HeaderCell>
              <Table.HeaderCell>Game</Table.HeaderCell>
              <Table.HeaderCell>Market Id</Table.HeaderCell>
              <Table.HeaderCell>Winner</Table.HeaderCell>
              <Table.HeaderCell numeric>Bets</Table.HeaderCell>
              <Table.HeaderCell numeric>Stake</Table.HeaderCell>
              <Table.HeaderCell numeric>Profit/Loss</Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body emptyText={messages.noResultFound}>
            {shown.map(({ row, date, round }) => (
              <Table.Row key={row.mid}>
                <Table.Cell>{date}</Table.Cell>
                <Table.Cell>{row.gameName}</Table.Cell>
                <Table.Cell>
                  {isProviderRound(row) ? (
                    round
                  ) : (
                    <button type="button" className={styles.roundButton} onClick={() => onOpenRound(row)}>
                      {round}
                    </button>
                  )}
                </Table.Cell>
                <Table.Cell>{row.winnerName}</Table.Cell>
                <Table.Cell numeric>{row.bets}</Table.Cell>
                <Table.Cell numeric>
                  <Amount value={row.stake} tone="none" />
                </Table.Cell>
                <Table.Cell numeric>
                  <Amount value={row.pnl} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ReportFrame>
      <ResultDialog detail={detail} onClose={onCloseResult} />
    </>
  );
}
