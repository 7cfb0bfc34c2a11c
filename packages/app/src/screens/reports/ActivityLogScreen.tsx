import { Select, Table } from '@exchange/design-system';
import {
  activityLogTypes,
  formatDateTime,
  messages,
  type ActivityLogType,
  type DateRange,
} from '@exchange/domain';
import { useState } from 'react';
import { ReportFrame, matchesSearch, type ReportFrameProps } from './ReportFrame.tsx';

export interface ActivityLogRow {
  readonly createdAt: string;
  readonly ip: string;
}

export interface ActivityLogScreenProps extends Omit<
  ReportFrameProps,
  'title' | 'children' | 'extraFilters' | 'onSubmit'
> {
  /** Spec 6: "The Activity Logs screen shows only the user's own username." */
  username: string;
  /** The log type applied; the form starts from it. */
  logType: ActivityLogType;
  /** Spec 2: the period and log type chosen apply together, on Submit. */
  onSubmit: (range: DateRange, logType: ActivityLogType) => void;
  rows: readonly ActivityLogRow[];
}

/** `/activity-log`: the player's logins or password changes in a period. */
export function ActivityLogScreen({ username, logType, onSubmit, rows, ...frame }: ActivityLogScreenProps) {
  const [draftLogType, setDraftLogType] = useState(logType);
  const shown = rows
    .map((row) => ({ ...row, date: formatDateTime(row.createdAt) }))
    .filter((row) => matchesSearch(frame.search, username, row.date, row.ip));
  return (
    <ReportFrame
      {...frame}
      title="Activity Logs"
      onSubmit={(range) => onSubmit(range, draftLogType)}
      extraFilters={
        <Select
          label="Log type"
          // Spec 5: "Log type and report type have a disabled placeholder option."
          placeholder="Select Log Type"
          options={activityLogTypes.map((type) => ({ value: type.value, label: type.label }))}
          value={draftLogType}
          onValueChange={(value) => setDraftLogType(value as ActivityLogType)}
        />
      }
    >
      <Table.Root caption="Activity Logs" hideCaption striped>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>Username</Table.HeaderCell>
            <Table.HeaderCell>Date</Table.HeaderCell>
            <Table.HeaderCell>IP Address</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body emptyText={messages.noResultFound}>
          {shown.map((row, index) => (
            <Table.Row key={`${row.createdAt}-${index}`}>
              <Table.Cell>{username}</Table.Cell>
              <Table.Cell>{row.date}</Table.Cell>
              <Table.Cell>{row.ip}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ReportFrame>
  );
}
