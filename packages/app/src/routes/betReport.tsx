import type { BetListFilter } from '@exchange/domain';
import { useCallback, useState } from 'react';
import { betReport, cancelBets } from '../api/betting.ts';
import { pageOf } from '../api/pages.ts';
import { DownloadButtons } from '../exports/DownloadButtons.tsx';
import { downloadBetReport } from '../exports/playerReports.ts';
import { BetReportScreen } from '../screens/bets/BetReportScreen.tsx';
import { useServices } from '../services.ts';
import { useReport } from './useReport.ts';

type Query = Parameters<Parameters<typeof useReport>[0]>[0];

/** A bet report (POST bet-history or unsettled-bets) for the period and bet type chosen. */
export function BetReport({ report }: { report: 'history' | 'unsettled' }) {
  const { api } = useServices();
  const [betType, setBetType] = useState<BetListFilter>('all');
  const path = report === 'history' ? 'bet-history' : 'unsettled-bets';
  const load = useCallback(
    ({ range, page, pageSize }: Query) =>
      pageOf(page, pageSize, (serverPage) => betReport(api, path, serverPage, { ...range, betType })),
    [api, path, betType],
  );
  const { frame, items, reload } = useReport(load);
  return (
    <BetReportScreen
      {...frame}
      report={report}
      betType={betType}
      onBetTypeChange={(next) => {
        setBetType(next);
        frame.onPageChange(1);
      }}
      rows={items}
      actions={
        <DownloadButtons
          formats={['csv']}
          download={() => downloadBetReport(api, report, { ...frame.range, betType })}
        />
      }
      onCancelAllWaiting={
        report === 'unsettled'
          ? async () => {
              const cancelled = await cancelBets(api);
              // The cancelled bets leave the unsettled list.
              reload();
              return cancelled.length;
            }
          : undefined
      }
    />
  );
}
