import {
  defaultPageSize,
  pageSizes,
  type PaymentRequestType,
  type PaymentStatusFilter,
} from '@exchange/domain';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { paymentRequests } from '../api/cashier.ts';
import { DownloadButtons } from '../exports/DownloadButtons.tsx';
import { downloadPaymentStatement } from '../exports/playerReports.ts';
import { PaymentStatementScreen } from '../screens/cashier/PaymentStatementScreen.tsx';
import { useServices } from '../services.ts';
import { useReport } from './useReport.ts';

/** Spec 2: "Deposit and withdrawal pages are told apart by path: /withdrawstatement versus deposit." */
export const statementKindOf = (pathname: string): PaymentRequestType =>
  pathname.includes('/withdrawstatement') ? 'withdraw' : 'deposit';

/** `/depositstatement` and `/withdrawstatement`: get-deposit-withdraw-list for the period and Type. */
export function Component() {
  const { api } = useServices();
  const kind = statementKindOf(useLocation().pathname);
  return <Statement key={kind} kind={kind} api={api} />;
}

function Statement({ kind, api }: { kind: PaymentRequestType; api: ReturnType<typeof useServices>['api'] }) {
  const [statusFilter, setStatusFilter] = useState<PaymentStatusFilter>('all');
  const load = useCallback(
    async ({ range, page, pageSize }: Parameters<Parameters<typeof useReport>[0]>[0]) => {
      const result = await paymentRequests(api, page, {
        ...range,
        type: kind,
        reportType: statusFilter,
        // The page-size choice offers only these (spec 2); the call takes them as they are.
        pageSize: pageSizes.find((size) => size === pageSize) ?? defaultPageSize,
      });
      return { ...result, items: result.items.map(({ _id, ...row }) => ({ ...row, id: _id })) };
    },
    [api, kind, statusFilter],
  );
  const report = useReport(load);
  return (
    <PaymentStatementScreen
      {...report.frame}
      kind={kind}
      statusFilter={statusFilter}
      onSubmit={(range, chosen) => {
        setStatusFilter(chosen);
        report.frame.onSubmit(range);
      }}
      rows={report.items}
      actions={
        <DownloadButtons
          formats={['csv']}
          download={() =>
            downloadPaymentStatement(api, { ...report.frame.range, type: kind, reportType: statusFilter })
          }
        />
      }
    />
  );
}
