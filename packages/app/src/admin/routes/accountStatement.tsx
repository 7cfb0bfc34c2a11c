import type { DateRange } from '@exchange/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { pageOf } from '../../api/pages.ts';
import { useReport } from '../../routes/useReport.ts';
import { AccountStatementScreen } from '../../screens/reports/AccountStatementScreen.tsx';
import { useServices } from '../../services.ts';
import { statementOf } from '../api.ts';

/**
 * `/admin/accountstatement[?username=]`: the operator's own statement, or a client's (the client list's
 * Statement link; the server checks privilege 8 and the subtree).
 */
export function Component() {
  const { api } = useServices();
  const [params] = useSearchParams();
  const username = params.get('username')?.trim() || undefined;
  const load = useCallback(
    ({ range, page, pageSize }: { range: DateRange; page: number; pageSize: number }) =>
      pageOf(page, pageSize, async (serverPage) => {
        const result = await statementOf(api, serverPage, range, username);
        return { ...result, items: result.items.map(({ _id, ...row }) => ({ ...row, id: _id })) };
      }),
    [api, username],
  );
  const report = useReport(load);
  return <AccountStatementScreen key={username} {...report.frame} owner={username} rows={report.items} />;
}
