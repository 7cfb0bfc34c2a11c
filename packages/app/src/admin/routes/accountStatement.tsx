import { privilege, type DateRange } from '@exchange/domain';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { betsByIds } from '../../api/calls.ts';
import { pageOf } from '../../api/pages.ts';
import { DownloadButtons } from '../../exports/DownloadButtons.tsx';
import { downloadStatement } from '../../exports/statement.ts';
import { useReport } from '../../routes/useReport.ts';
import { AccountStatementScreen } from '../../screens/reports/AccountStatementScreen.tsx';
import { useServices } from '../../services.ts';
import { statementOf } from '../api.ts';
import { operatorAtom } from '../state.ts';

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
  const privileges = useAtomValue(operatorAtom)?.privileges ?? [];
  // The server shows an operator the downline's bets under Current Bets only: without it, no link.
  const mayListBets = privileges.includes(privilege.currentBets);
  const loadBets = useCallback(
    (betIds: readonly string[], page: number) => betsByIds(api, betIds, page),
    [api],
  );
  return (
    <AccountStatementScreen
      key={username}
      {...report.frame}
      owner={username}
      rows={report.items}
      loadBets={mayListBets ? loadBets : undefined}
      actions={
        <DownloadButtons
          formats={['csv', 'pdf']}
          download={(format) => downloadStatement(api, format, report.frame.range, username)}
        />
      }
    />
  );
}
