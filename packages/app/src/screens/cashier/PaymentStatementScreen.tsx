import { Amount, Badge, Select, Table, type BadgeProps } from '@exchange/design-system';
import {
  formatDateTime,
  messages,
  paymentStatusFilters,
  type DateRange,
  type PaymentRequestType,
  type PaymentStatus,
  type PaymentStatusFilter,
} from '@exchange/domain';
import { useState } from 'react';
import { ReportFrame, matchesSearch, type ReportFrameProps } from '../reports/ReportFrame.tsx';
import * as styles from './cashier.css.ts';

/**
 * Spec 3: "Deposit/withdraw list row: type, amount, createdAt, status, remark, _id." The remark is the
 * fixed 'ok' the request was sent with; a rejected request shows the operator's reason instead (issue 39).
 */
export interface PaymentStatementRow {
  readonly id: string;
  readonly type: PaymentRequestType;
  /** Rupees with two decimals, as the API sends them. */
  readonly amount: number;
  readonly createdAt: string;
  readonly status: PaymentStatus;
  readonly remark: string;
  /** Why the upline rejected it; null unless rejected. */
  readonly reason?: string | null | undefined;
}

export interface PaymentStatementScreenProps extends Omit<
  ReportFrameProps,
  'title' | 'children' | 'extraFilters' | 'onSubmit'
> {
  /** Spec 2: "Deposit and withdrawal pages are told apart by path". */
  kind: PaymentRequestType;
  /** The Type filter applied; the form starts from it. */
  statusFilter: PaymentStatusFilter;
  /** The period and the Type chosen apply together, on Submit. */
  onSubmit: (range: DateRange, statusFilter: PaymentStatusFilter) => void;
  rows: readonly PaymentStatementRow[];
}

export const paymentStatementTitles: Record<PaymentRequestType, string> = {
  deposit: 'Deposit Statement',
  withdraw: 'Withdraw Statement',
};

const typeLabels: Record<PaymentRequestType, string> = { deposit: 'Deposit', withdraw: 'Withdraw' };

/** Spec 4: "The Type filter offers All plus these three" (approved, pending, rejected). */
const statusLabels: Record<PaymentStatusFilter, string> = {
  all: 'All',
  approved: 'Approved',
  pending: 'Pending',
  rejected: 'Rejected',
};

const statusTones: Record<PaymentStatus, NonNullable<BadgeProps['tone']>> = {
  approved: 'positive',
  pending: 'warning',
  rejected: 'critical',
};

/** `/depositstatement` and `/withdrawstatement`: the player's requests of one kind in a period. */
export function PaymentStatementScreen({
  kind,
  statusFilter,
  onSubmit,
  rows,
  ...frame
}: PaymentStatementScreenProps) {
  const [draftStatus, setDraftStatus] = useState(statusFilter);
  const title = paymentStatementTitles[kind];
  const shown = rows
    .map((row) => ({ ...row, date: formatDateTime(row.createdAt) }))
    .filter((row) =>
      matchesSearch(frame.search, typeLabels[row.type], row.date, statusLabels[row.status], row.reason ?? ''),
    );
  return (
    <ReportFrame
      {...frame}
      title={title}
      searchLabel="Search"
      onSubmit={(range) => onSubmit(range, draftStatus)}
      extraFilters={
        <Select
          label="Type"
          options={paymentStatusFilters.map((value) => ({ value, label: statusLabels[value] }))}
          value={draftStatus}
          onValueChange={(value) => setDraftStatus(value as PaymentStatusFilter)}
        />
      }
    >
      <Table.Root caption={title} hideCaption striped>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>Type</Table.HeaderCell>
            <Table.HeaderCell numeric>Amount</Table.HeaderCell>
            <Table.HeaderCell>Date</Table.HeaderCell>
            <Table.HeaderCell>Status</Table.HeaderCell>
            <Table.HeaderCell>Reason</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body emptyText={messages.noResultFound}>
          {shown.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>{typeLabels[row.type]}</Table.Cell>
              <Table.Cell numeric>
                <Amount value={row.amount} tone="none" />
              </Table.Cell>
              <Table.Cell>{row.date}</Table.Cell>
              <Table.Cell>
                <Badge tone={statusTones[row.status]}>{statusLabels[row.status]}</Badge>
              </Table.Cell>
              <Table.Cell className={styles.reasonCell}>{row.reason ?? ''}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ReportFrame>
  );
}
