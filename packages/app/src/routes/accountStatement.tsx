import { useCallback } from 'react';
import { accountStatement, betsByIds } from '../api/calls.ts';
import { pageOf } from '../api/pages.ts';
import { DownloadButtons } from '../exports/DownloadButtons.tsx';
import { downloadStatement } from '../exports/statement.ts';
import { AccountStatementScreen } from '../screens/reports/AccountStatementScreen.tsx';
import { useServices } from '../services.ts';
import { useReport } from './useReport.ts';

/** `/accountstatement`: account-statement-list for the period. */
export function Component() {
  const { api } = useServices();
  const load = useCallback(
    ({ range, page, pageSize }: Parameters<Parameters<typeof useReport>[0]>[0]) =>
      pageOf(page, pageSize, async (serverPage) => {
        const result = await accountStatement(api, serverPage, range);
        return { ...result, items: result.items.map(({ _id, ...row }) => ({ ...row, id: _id })) };
      }),
    [api],
  );
  const report = useReport(load);
  const loadBets = useCallback(
    (betIds: readonly string[], page: number) => betsByIds(api, betIds, page),
    [api],
  );
  return (
    <AccountStatementScreen
      {...report.frame}
      rows={report.items}
      loadBets={loadBets}
      actions={
        <DownloadButtons
          formats={['csv', 'pdf']}
          download={(format) => downloadStatement(api, format, report.frame.range)}
        />
      }
    />
  );
}
