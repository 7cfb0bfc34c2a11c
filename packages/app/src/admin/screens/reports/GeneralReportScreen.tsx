import { Amount, Button, Select, Table } from '@exchange/design-system';
import {
  generalReportTypes,
  labels,
  messages,
  paginationRanges,
  type GeneralReportType,
} from '@exchange/domain';
import { useState, type ReactNode } from 'react';
import { ListFrame, type ListControls } from '../../../screens/reports/ListFrame.tsx';
import { matchesSearch } from '../../../screens/reports/ReportFrame.tsx';
import * as screen from '../../../screens/screen.css.ts';

export interface GeneralReportRow {
  readonly srNo: number;
  readonly id: string;
  readonly username: string;
  readonly fullName: string;
  /** Rupees: the balance (General Report) or the credit reference (Credit Reference Report). */
  readonly amount: number;
}

export interface GeneralReportScreenProps extends ListControls {
  /** The report shown. */
  type: GeneralReportType;
  /** Load: the chosen report, read again. */
  onLoad: (type: GeneralReportType) => void;
  rows: readonly GeneralReportRow[];
  /** Beside Load (issue 41): the report's download, of the type loaded. */
  actions?: ReactNode;
}

const isReportType = (value: string): value is GeneralReportType =>
  generalReportTypes.some((type) => type.value === value);

/**
 * `generalreport`: the operator's direct clients with their balance (ALL general report) or credit
 * reference (c2 credit reference report): a type, Load, then Sr.No, Name and Amount, paged with a range of 5.
 */
export function GeneralReportScreen({ type, onLoad, rows, actions, ...list }: GeneralReportScreenProps) {
  const [draft, setDraft] = useState<GeneralReportType>(type);
  const shown = rows.filter((row) => matchesSearch(list.search, row.username, row.fullName));
  const title = generalReportTypes.find((report) => report.value === type)?.label ?? '';
  return (
    <div className={screen.page}>
      <h1 className={screen.heading}>General Report</h1>
      <form
        className={screen.filters}
        onSubmit={(event) => {
          event.preventDefault();
          onLoad(draft);
        }}
      >
        <Select
          label="Type"
          options={generalReportTypes.map(({ value, label }) => ({ value, label }))}
          value={draft}
          onValueChange={(value) => isReportType(value) && setDraft(value)}
        />
        <Button type="submit" loading={list.status === 'loading'}>
          {labels.load}
        </Button>
        {actions}
      </form>
      <ListFrame {...list} paginationRange={paginationRanges.generalReport}>
        <Table.Root caption={title} hideCaption striped>
          <Table.Head>
            <Table.Row>
              {labels.generalReportColumns.map((column) => (
                <Table.HeaderCell key={column} numeric={column === 'Amount'}>
                  {column}
                </Table.HeaderCell>
              ))}
            </Table.Row>
          </Table.Head>
          <Table.Body emptyText={messages.noResultFound}>
            {shown.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>{row.srNo}</Table.Cell>
                <Table.Cell>
                  {row.username} ({row.fullName})
                </Table.Cell>
                <Table.Cell numeric>
                  <Amount value={row.amount} tone="none" />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ListFrame>
    </div>
  );
}
