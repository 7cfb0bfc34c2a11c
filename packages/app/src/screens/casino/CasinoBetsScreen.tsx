import {
  Amount,
  Badge,
  Button,
  DateField,
  Inline,
  Select,
  Spinner,
  Table,
  visuallyHidden,
} from '@exchange/design-system';
import {
  casinoBetReportStatuses,
  formatDateTime,
  fromMinor,
  messages,
  runnerLabel,
  reportOutcome,
  reportOutcomeLabels,
  sportName,
  type BetRecord,
  type CasinoBetReportStatus,
  type ReportOutcome,
} from '@exchange/domain';
import { useState, type ReactNode } from 'react';
import { ListFrame, type ListControls } from '../reports/ListFrame.tsx';
import { matchesSearch } from '../reports/ReportFrame.tsx';
import * as screen from '../screen.css.ts';
import * as styles from './casino.css.ts';
import { allCasinoTypes, casinoTypes } from './lobby.ts';
import { ResultDialog, type ResultDetail } from './ResultDialog.tsx';
import { useReportDateBounds } from '../reports/useReportDateBounds.ts';

export interface CasinoBetsFilter {
  readonly status: CasinoBetReportStatus;
  /** YYYY-MM-DD: bets placed since this day. */
  readonly startDate: string;
  /** A game's match id, or spec 9's 50001 for every game. */
  readonly reportType: number;
}

export interface CasinoBetsScreenProps extends ListControls {
  /** The filter applied; the form starts from it (spec 2: the start date 7 days back). */
  filter: CasinoBetsFilter;
  /** Spec 2: the choices apply together, on Submit. */
  onSubmit: (filter: CasinoBetsFilter) => void;
  /** What the report offers after Submit (issue 41): its download. */
  actions?: ReactNode;
  rows: readonly BetRecord[];
  /** The stake of every bet the filter lists (spec 7: `bettotal[0]`). */
  totalStake: number;
  /** A settled bet's round was chosen: the page opens its result and fairness proof. */
  onOpenRound: (bet: BetRecord) => void;
  detail: ResultDetail | null;
  onCloseResult: () => void;
}

/** How a settled bet's result reads: won and lost by their colour, the rest plainly. */
const outcomeTones: Partial<Record<ReportOutcome, 'positive' | 'critical'>> = {
  won: 'positive',
  lost: 'critical',
};

/** A round has a result (and a proof) to open once it was dealt: not for a voided one. */
const hasResult = (outcome: ReportOutcome) => outcome === 'won' || outcome === 'lost' || outcome === 'even';

const typeOptions = [
  allCasinoTypes,
  ...casinoTypes.map((type) => ({ value: String(type.matchId), label: type.name })),
];

/**
 * `/casino-bets`, Live Casino Bets (spec 2): Settled or Un-Settled casino bets since a start date, of
 * one casino type or all; rows coloured back or lay; 'Please wait' while they load. A settled bet says
 * how it ended, its P/L and its round, which opens the round's result and fairness proof (issue 39).
 */
export function CasinoBetsScreen({
  filter,
  onSubmit,
  actions,
  rows,
  totalStake,
  onOpenRound,
  detail,
  onCloseResult,
  ...list
}: CasinoBetsScreenProps) {
  const [draft, setDraft] = useState(filter);
  const bounds = useReportDateBounds();
  const settled = filter.status === 'completed';
  const shown = rows
    .map((row) => ({
      ...row,
      date: formatDateTime(row.placedAt),
      nation: runnerLabel({ ...row, isFancy: row.betOn === 'FANCY' }),
      outcome: reportOutcome(row),
    }))
    .filter((row) => matchesSearch(list.search, row.matchName, row.marketName, row.nation, row.date));
  return (
    <div className={screen.page}>
      <h1 className={screen.heading}>Live Casino Bets</h1>
      <Inline
        as="form"
        alignY="end"
        space="medium"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(draft);
        }}
      >
        <Select
          label="Report type"
          // Spec 5: "Log type and report type have a disabled placeholder option."
          placeholder="Select Report Type"
          className={styles.filter}
          options={casinoBetReportStatuses.map((status) => ({ value: status.value, label: status.label }))}
          value={draft.status}
          onValueChange={(value) =>
            setDraft({ ...draft, status: value === 'pending' ? 'pending' : 'completed' })
          }
        />
        <DateField
          label="Start date"
          className={styles.filter}
          value={draft.startDate}
          onValueChange={(startDate) => setDraft({ ...draft, startDate })}
          min={bounds.min}
          max={bounds.max}
          required
        />
        <Select
          label="Casino type"
          className={styles.filter}
          options={typeOptions}
          value={String(draft.reportType)}
          onValueChange={(value) => setDraft({ ...draft, reportType: Number(value) })}
        />
        <Button type="submit" loading={list.status === 'loading'}>
          Submit
        </Button>
        {actions}
      </Inline>
      <ListFrame {...list} searchLabel="Search">
        {list.status === 'loading' ? (
          <Spinner className={styles.pleaseWait} />
        ) : (
          <Table.Root caption="Live Casino Bets" hideCaption>
            <Table.Head>
              <Table.Row>
                <Table.HeaderCell>Sports</Table.HeaderCell>
                <Table.HeaderCell>Event Name</Table.HeaderCell>
                <Table.HeaderCell>Market Name</Table.HeaderCell>
                <Table.HeaderCell>Nation</Table.HeaderCell>
                <Table.HeaderCell numeric>User Rate</Table.HeaderCell>
                <Table.HeaderCell numeric>Amount</Table.HeaderCell>
                <Table.HeaderCell>Place Date</Table.HeaderCell>
                {settled && (
                  <>
                    <Table.HeaderCell>Result</Table.HeaderCell>
                    <Table.HeaderCell numeric>Profit/Loss</Table.HeaderCell>
                    <Table.HeaderCell>Round</Table.HeaderCell>
                  </>
                )}
              </Table.Row>
            </Table.Head>
            <Table.Body emptyText={messages.noResultFound}>
              {shown.map((row) => (
                <Table.Row key={row.id} tone={row.side}>
                  <Table.Cell>{sportName(row.sportId)}</Table.Cell>
                  <Table.Cell>{row.matchName}</Table.Cell>
                  <Table.Cell>{row.marketName}</Table.Cell>
                  <Table.Cell>{row.nation}</Table.Cell>
                  <Table.Cell numeric>{row.odds}</Table.Cell>
                  <Table.Cell numeric>
                    <Amount value={fromMinor(row.stake)} tone="none" />
                  </Table.Cell>
                  <Table.Cell>{row.date}</Table.Cell>
                  {settled && (
                    <>
                      <Table.Cell>
                        <Badge tone={outcomeTones[row.outcome] ?? 'neutral'}>
                          {reportOutcomeLabels[row.outcome]}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell numeric>
                        {row.pnl === undefined ? '–' : <Amount value={row.pnl} />}
                      </Table.Cell>
                      <Table.Cell>
                        {row.roundId && hasResult(row.outcome) ? (
                          <button
                            type="button"
                            className={styles.roundButton}
                            onClick={() => onOpenRound(row)}
                          >
                            {row.roundId}
                            <span className={visuallyHidden}>: open its result and fairness proof</span>
                          </button>
                        ) : (
                          (row.roundId ?? '–')
                        )}
                      </Table.Cell>
                    </>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </ListFrame>
      <Inline as="p" wrap={false} space="xsmall" margin="none" fontSize="small" color="secondary">
        <span>Total amount</span>
        <Amount value={totalStake} tone="none" />
      </Inline>
      <ResultDialog detail={detail} onClose={onCloseResult} />
    </div>
  );
}
