import { betListFilters, betRecordFromWire, type BetListFilter, type DateRange } from '@exchange/domain';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { pageOf } from '../../api/pages.ts';
import { DownloadButtons } from '../../exports/DownloadButtons.tsx';
import { useReport } from '../../routes/useReport.ts';
import { useServices } from '../../services.ts';
import { deleteDownlineBet, downlineBets } from '../api.ts';
import { downloadDownlineBets } from '../exports.ts';
import { adminPages, adminPath } from '../pages.ts';
import { DownlineBetsScreen } from '../screens/bets/DownlineBetsScreen.tsx';

const isBetType = (value: string | undefined): value is BetListFilter =>
  (betListFilters as readonly (string | undefined)[]).includes(value);

/** `/admin/unsettledbet[/{type}]` (type all, back or lay): alluserbetList for the period; delete-current-bet. */
export function Component() {
  const { api, toast } = useServices();
  const navigate = useNavigate();
  const { type } = useParams();
  const betType = isBetType(type) ? type : 'all';
  const load = useCallback(
    ({ range, page, pageSize }: { range: DateRange; page: number; pageSize: number }) =>
      pageOf(page, pageSize, async (serverPage) => {
        const bets = await downlineBets(api, serverPage, { ...range, betType });
        return { ...bets, items: bets.docs.map(betRecordFromWire) };
      }),
    [api, betType],
  );
  const report = useReport(load);
  return (
    <DownlineBetsScreen
      {...report.frame}
      betType={betType}
      onBetTypeChange={(next) => void navigate(adminPath(`${adminPages.currentBets.path}/${next}`))}
      rows={report.items}
      actions={
        <DownloadButtons
          formats={['csv']}
          download={() => downloadDownlineBets(api, { ...report.frame.range, betType })}
        />
      }
      onDelete={async (bet, transactionPassword) => {
        toast.success(await deleteDownlineBet(api, bet.id, transactionPassword));
        report.reload();
      }}
    />
  );
}
