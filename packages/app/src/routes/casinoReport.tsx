import { useCallback, useState } from 'react';
import { casinoReport } from '../api/casino.ts';
import { pageOf } from '../api/pages.ts';
import { DownloadButtons } from '../exports/DownloadButtons.tsx';
import { downloadCasinoReport } from '../exports/playerReports.ts';
import { CasinoReportScreen } from '../screens/casino/CasinoReportScreen.tsx';
import { casinoTypeOfMatch } from '../screens/casino/lobby.ts';
import { useServices } from '../services.ts';
import { useResultDetail } from './casinoResultDetail.ts';
import { useReport } from './useReport.ts';

/** `/casinoreport`: POST casino-report for the period (the last 7 days at first) and casino type submitted. */
export function Component() {
  const { api } = useServices();
  const [matchId, setMatchId] = useState<number | undefined>(undefined);
  const load = useCallback(
    ({ range, page, pageSize }: Parameters<Parameters<typeof useReport>[0]>[0]) =>
      pageOf(page, pageSize, (serverPage) => casinoReport(api, serverPage, range, matchId)),
    [api, matchId],
  );
  const report = useReport(load);
  const detail = useResultDetail();
  return (
    <CasinoReportScreen
      {...report.frame}
      matchId={matchId}
      onSubmit={(range, chosen) => {
        setMatchId(chosen);
        report.frame.onSubmit(range);
      }}
      rows={report.items}
      actions={
        <DownloadButtons
          formats={['csv']}
          download={() => downloadCasinoReport(api, report.frame.range, matchId)}
        />
      }
      onOpenRound={(row) =>
        detail.open({
          matchId: row.matchId,
          slug: casinoTypeOfMatch(row.matchId)?.code ?? '',
          gameName: row.gameName,
          mid: row.mid,
        })
      }
      detail={detail.detail}
      onCloseResult={detail.close}
    />
  );
}
