import { Button, DateField, Pagination, Select, Table } from '@exchange/design-system';
import { casinoRoundLabel, formatDateTime, messages, paginationRanges } from '@exchange/domain';
import { useState } from 'react';
import type { ReportStatus } from '../../../screens/reports/ReportFrame.tsx';
import * as screen from '../../../screens/screen.css.ts';
import * as styles from './casino.css.ts';
import { useReportDateBounds } from '../../../screens/reports/useReportDateBounds.ts';

/** A casino type of the select: a game by its match id. */
export interface CasinoType {
  readonly matchId: number;
  readonly name: string;
}

/** Spec 3's casino result: the round (`mid`) and its winner. */
export interface CasinoResultRow {
  readonly mid: string;
  readonly winnerName: string;
  readonly voided: boolean;
  readonly resultAt: string;
}

export interface CasinoResultFilter {
  /** A day (YYYY-MM-DD), or '' for every day. */
  readonly date: string;
  readonly matchId: number;
}

export interface CasinoResultScreenProps {
  types: readonly CasinoType[];
  filter: CasinoResultFilter;
  onSubmit: (filter: CasinoResultFilter) => void;
  rows: readonly CasinoResultRow[];
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** A row was chosen: the host opens its result in a modal. */
  onOpen: (mid: string) => void;
  status: ReportStatus;
  error?: string | undefined;
}

/**
 * `casinoresult[/{gameId}]`, the Casino Result Report (spec 2): a date and a casino type, then the
 * rounds' Market Id (the part before the dot) and Winner, newest first, paged with a range of 1 (spec 9);
 * a row opens the result's html in a modal.
 */
export function CasinoResultScreen({
  types,
  filter,
  onSubmit,
  rows,
  page,
  totalPages,
  onPageChange,
  onOpen,
  status,
  error,
}: CasinoResultScreenProps) {
  const [draft, setDraft] = useState(filter);
  const bounds = useReportDateBounds();
  return (
    <div className={screen.page}>
      <h1 className={screen.heading}>Casino Result Report</h1>
      <form
        className={screen.filters}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(draft);
        }}
      >
        <DateField
          label="Date"
          value={draft.date}
          onValueChange={(date) => setDraft((current) => ({ ...current, date }))}
          min={bounds.min}
          max={bounds.max}
        />
        <Select
          label="Casino type"
          options={types.map((type) => ({ value: String(type.matchId), label: type.name }))}
          value={String(draft.matchId)}
          onValueChange={(value) => setDraft((current) => ({ ...current, matchId: Number(value) }))}
        />
        <Button type="submit" loading={status === 'loading'}>
          Submit
        </Button>
      </form>
      {status === 'error' && error && (
        <p role="alert" className={screen.alert}>
          {error}
        </p>
      )}
      <div className={styles.tableBox} aria-busy={status === 'loading'}>
        <Table.Root caption="Casino Result Report" hideCaption striped>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>Market Id</Table.HeaderCell>
              <Table.HeaderCell>Winner</Table.HeaderCell>
              <Table.HeaderCell>Result time</Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body emptyText={messages.noResultFound}>
            {rows.map((row) => (
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
      </div>
      {totalPages > 0 && (
        <Pagination
          pageCount={totalPages}
          page={page}
          onPageChange={onPageChange}
          range={paginationRanges.casinoResult}
        />
      )}
    </div>
  );
}
