import { activityLogPageSize, defaultActivityLogType, type ActivityLogType } from '@exchange/domain';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { userLogs } from '../api/calls.ts';
import { pageFromServerPages } from '../api/pages.ts';
import { DownloadButtons } from '../exports/DownloadButtons.tsx';
import { downloadActivityLog } from '../exports/playerReports.ts';
import { ActivityLogScreen } from '../screens/reports/ActivityLogScreen.tsx';
import { useServices } from '../services.ts';
import { userAtom } from '../state/atoms.ts';
import { useReport } from './useReport.ts';

/** `/activity-log`: get-user-logs for the period and log type (Login by default) submitted. */
export function Component() {
  const { api } = useServices();
  const user = useAtomValue(userAtom);
  const [logType, setLogType] = useState<ActivityLogType>(defaultActivityLogType);
  const load = useCallback(
    ({ range, page, pageSize }: Parameters<Parameters<typeof useReport>[0]>[0]) =>
      // Spec 9: the call pages by 50; the page-size control (default 10) shows parts of those pages.
      pageFromServerPages(page, pageSize, activityLogPageSize, async (serverPage) => {
        const result = await userLogs(api, serverPage, { ...range, reportType: logType });
        return {
          ...result,
          items: result.items.map((item) => ({ createdAt: item.createdAt, ip: item.logs.ip })),
        };
      }),
    [api, logType],
  );
  const report = useReport(load);
  return (
    <ActivityLogScreen
      {...report.frame}
      onSubmit={(range, chosenLogType) => {
        setLogType(chosenLogType);
        report.frame.onSubmit(range);
      }}
      username={user?.username ?? ''}
      logType={logType}
      rows={report.items}
      actions={
        <DownloadButtons
          formats={['csv']}
          download={() => downloadActivityLog(api, { ...report.frame.range, reportType: logType })}
        />
      }
    />
  );
}
