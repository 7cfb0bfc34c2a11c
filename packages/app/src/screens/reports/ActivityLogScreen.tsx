import { Select, Table } from '@exchange/design-system';
import { activityLogTypes, formatDateTime, messages, type ActivityLogType } from '@exchange/domain';
import { ReportFrame, matchesSearch, type ReportFrameProps } from './ReportFrame.tsx';

export interface ActivityLogRow {
  readonly createdAt: string;
  readonly ip: string;
}

export interface ActivityLogScreenProps extends Omit<
  ReportFrameProps,
  'title' | 'children' | 'extraFilters'
> {
  /** Spec 6: "The Activity Logs screen shows only the user's own username." */
  username: string;
  logType: ActivityLogType;
  onLogTypeChange: (logType: ActivityLogType) => void;
  rows: readonly ActivityLogRow[];
}

/** `/activity-log`: the player's logins or password changes in a period. */
export function ActivityLogScreen({
  username,
  logType,
  onLogTypeChange,
  rows,
  ...frame
}: ActivityLogScreenProps) {
  const shown = rows
    .map((row) => ({ ...row, date: formatDateTime(row.createdAt) }))
    .filter((row) => matchesSearch(frame.search, username, row.date, row.ip));
  return (
    <ReportFrame
      {...frame}
      title="Activity Logs"
      extraFilters={
        <Select
          label="Log type"
          options={activityLogTypes.map((type) => ({ value: type.value, label: type.label }))}
          value={logType}
          onValueChange={(value) => onLogTypeChange(value as ActivityLogType)}
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
