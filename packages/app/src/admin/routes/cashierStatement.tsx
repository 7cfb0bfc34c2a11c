import type { DateRange, PaymentRequestType, PaymentStatusFilter } from '@exchange/domain';
import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { pageOf } from '../../api/pages.ts';
import { DownloadButtons } from '../../exports/DownloadButtons.tsx';
import { useReport } from '../../routes/useReport.ts';
import { useServices } from '../../services.ts';
import { cashierRequestOf, cashierRequests, decideRequest, paymentFile } from '../cashierApi.ts';
import { downloadCashierStatement } from '../exports.ts';
import { adminPages } from '../pages.ts';
import { CashierRequestsScreen } from '../screens/cashier/CashierRequestsScreen.tsx';
import type { CashierRequest } from '../screens/cashier/types.ts';
import { cashierDecisionsAtom } from '../state.ts';

/**
 * `/admin/depositstatement` and `/admin/withdrawstatement`, told apart by path: the subtree's requests
 * (get-deposit-withdraw-list; the server checks Deposit or Withdraw and the subtree), decided with
 * update-deposit-withdraw-status; a receipt is fetched from payment-file with the session's token.
 */
export function Component() {
  const { pathname } = useLocation();
  const type = pathname.includes(adminPages.withdrawStatement.path) ? 'withdraw' : 'deposit';
  // One screen per path: going from one statement to the other starts afresh, not from the other's rows.
  return <CashierStatement key={type} type={type} />;
}

function CashierStatement({ type }: { type: PaymentRequestType }) {
  const { api, toast } = useServices();
  const [filter, setFilter] = useState<{ reportType: PaymentStatusFilter; username: string }>({
    reportType: 'all',
    username: '',
  });
  const decided = useSetAtom(cashierDecisionsAtom);
  const load = useCallback(
    ({ range, page, pageSize }: { range: DateRange; page: number; pageSize: number }) =>
      pageOf(page, pageSize, async (serverPage) => {
        const result = await cashierRequests(api, serverPage, { type, ...range, ...filter });
        return { ...result, items: result.items.map(cashierRequestOf) };
      }),
    [api, type, filter],
  );
  const report = useReport(load);
  const loadReceipt = useCallback(
    (request: CashierRequest) => paymentFile(api, request.receiptId ?? ''),
    [api],
  );
  return (
    <CashierRequestsScreen
      {...report.frame}
      type={type}
      reportType={filter.reportType}
      username={filter.username}
      onSubmit={({ range, ...next }) => {
        setFilter(next);
        report.frame.onSubmit(range);
      }}
      rows={report.items}
      actions={
        <DownloadButtons
          formats={['csv']}
          download={() => downloadCashierStatement(api, { type, ...report.frame.range, ...filter })}
        />
      }
      loadReceipt={loadReceipt}
      onDecide={async (request, status, transactionPassword, reason) => {
        toast.success(await decideRequest(api, { id: request.id, status, transactionPassword, reason }));
        decided((count) => count + 1);
        report.reload();
      }}
    />
  );
}
