import {
  Amount,
  Badge,
  Button,
  formatAmount,
  Inline,
  Select,
  Stack,
  Table,
  TextField,
  visuallyHidden,
} from '@exchange/design-system';
import {
  formatDateTime,
  messages,
  paymentAccountTypeLabels,
  paymentStatusFilters,
  paymentStatusLabels,
  sharedReferenceLabel,
  type PaymentRequestType,
  type PaymentStatusFilter,
} from '@exchange/domain';
import { useState } from 'react';
import { ReportFrame, matchesSearch, type ReportFrameProps } from '../../../screens/reports/ReportFrame.tsx';
import * as styles from './cashier.css.ts';
import { DecisionDialog, type DecideRequest } from './DecisionDialog.tsx';
import { requestLabels, statusTones } from './labels.ts';
import { ReceiptDialog, type LoadReceipt } from './ReceiptDialog.tsx';
import type { CashierDecision, CashierFilter, CashierRequest } from './types.ts';

export interface CashierRequestsScreenProps extends Omit<
  ReportFrameProps,
  'title' | 'children' | 'extraFilters' | 'onSubmit'
> {
  type: PaymentRequestType;
  /** The filters applied; the form starts from them. */
  reportType: PaymentStatusFilter;
  username: string;
  onSubmit: (filter: CashierFilter) => void;
  /** The subtree's requests, newest first. */
  rows: readonly CashierRequest[];
  onDecide: DecideRequest;
  loadReceipt: LoadReceipt;
}

export const cashierTitles: Record<PaymentRequestType, string> = {
  deposit: 'Deposit Statement',
  withdraw: 'Withdraw Statement',
};

const typeOptions = paymentStatusFilters.map((value) => ({
  value,
  label: value === 'all' ? 'All' : value,
}));

/**
 * `/admin/depositstatement` and `/admin/withdrawstatement` (told apart by path): the subtree's requests of
 * the period, filtered by status (Type All / approved / pending / rejected) and user. A deposit's receipt
 * opens in a dialog; a pending request is approved or rejected with the transaction password.
 */
export function CashierRequestsScreen({
  type,
  reportType,
  username,
  onSubmit,
  rows,
  onDecide,
  loadReceipt,
  ...frame
}: CashierRequestsScreenProps) {
  const [draftType, setDraftType] = useState(reportType);
  const [draftUser, setDraftUser] = useState(username);
  const [deciding, setDeciding] = useState<{ request: CashierRequest; decision: CashierDecision } | null>(
    null,
  );
  const [receipt, setReceipt] = useState<CashierRequest | null>(null);
  const title = cashierTitles[type];
  const shown = rows
    .map((row) => ({ ...row, date: formatDateTime(row.createdAt), amountText: formatAmount(row.amount) }))
    .filter((row) =>
      matchesSearch(
        frame.search,
        row.username,
        row.date,
        // As shown (2,500.00) and as an operator types it (2500).
        row.amountText,
        row.amountText.replaceAll(',', ''),
        row.utrNumber ?? '',
        row.reason ?? '',
      ),
    );
  return (
    <ReportFrame
      {...frame}
      title={title}
      searchLabel="Search"
      onSubmit={(range) => onSubmit({ range, reportType: draftType, username: draftUser.trim() })}
      extraFilters={
        <>
          <Select
            label="Type"
            options={typeOptions}
            value={draftType}
            onValueChange={(value) =>
              setDraftType(paymentStatusFilters.find((item) => item === value) ?? 'all')
            }
          />
          <TextField
            label="User"
            placeholder="All users"
            autoComplete="off"
            autoCapitalize="none"
            value={draftUser}
            onChange={(event) => setDraftUser(event.target.value)}
          />
        </>
      }
    >
      <Table.Root caption={title} hideCaption striped>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>Date</Table.HeaderCell>
            <Table.HeaderCell>User</Table.HeaderCell>
            <Table.HeaderCell numeric>Amount</Table.HeaderCell>
            <Table.HeaderCell>{type === 'deposit' ? 'Paid by' : 'Pay to'}</Table.HeaderCell>
            <Table.HeaderCell>Status</Table.HeaderCell>
            <Table.HeaderCell>Reason</Table.HeaderCell>
            <Table.HeaderCell>Action</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body emptyText={messages.noResultFound}>
          {shown.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>{row.date}</Table.Cell>
              <Table.Cell>{row.username}</Table.Cell>
              <Table.Cell numeric>
                <Amount value={row.amount} tone="none" />
              </Table.Cell>
              <Table.Cell>
                <Stack as="span" space="xxsmall" className={styles.method}>
                  {row.accountType ? paymentAccountTypeLabels[row.accountType] : '-'}
                  <span className={styles.reference}>
                    {type === 'deposit' ? `UTR ${row.utrNumber ?? '-'}` : row.payTo}
                  </span>
                  {(row.referenceSharedBy ?? 0) > 0 && (
                    <Badge tone="critical">{sharedReferenceLabel(row.referenceSharedBy ?? 0)}</Badge>
                  )}
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <Badge tone={statusTones[row.status]}>{paymentStatusLabels[row.status]}</Badge>
              </Table.Cell>
              <Table.Cell className={styles.reasonCell}>{row.reason ?? ''}</Table.Cell>
              <Table.Cell>
                <RowActions
                  row={row}
                  onReceipt={() => setReceipt(row)}
                  onDecide={(decision) => setDeciding({ request: row, decision })}
                />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <DecisionDialog
        request={deciding?.request ?? null}
        decision={deciding?.decision ?? 'approved'}
        onDecide={onDecide}
        onClose={() => setDeciding(null)}
      />
      <ReceiptDialog request={receipt} loadReceipt={loadReceipt} onClose={() => setReceipt(null)} />
    </ReportFrame>
  );
}

/** Receipt for a deposit; Approve and Reject while the request is pending. */
function RowActions({
  row,
  onReceipt,
  onDecide,
}: {
  row: CashierRequest;
  onReceipt: () => void;
  onDecide: (decision: CashierDecision) => void;
}) {
  const amount = formatAmount(row.amount);
  const whose = (
    <span className={visuallyHidden}>
      {' '}
      the {requestLabels[row.type].toLowerCase()} of {row.username}, {amount}
    </span>
  );
  return (
    <Inline as="span" alignY="center" space="xsmall">
      {row.receiptId !== null && (
        <Button size="small" variant="soft" tone="neutral" onClick={onReceipt}>
          Receipt
          <span className={visuallyHidden}>
            {' '}
            of {row.username}&apos;s deposit, {amount}
          </span>
        </Button>
      )}
      {row.status === 'pending' && (
        <>
          <Button size="small" tone="positive" onClick={() => onDecide('approved')}>
            Approve{whose}
          </Button>
          <Button size="small" variant="soft" tone="critical" onClick={() => onDecide('rejected')}>
            Reject{whose}
          </Button>
        </>
      )}
    </Inline>
  );
}
