import type { DateRange } from '@exchange/domain';
import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { profitLoss } from '../api/betting.ts';
import type { Page } from '../api/pages.ts';
import { DownloadButtons } from '../exports/DownloadButtons.tsx';
import { downloadProfitLoss } from '../exports/playerReports.ts';
import { ProfitLossScreen, type ProfitLossRow } from '../screens/bets/ProfitLossScreen.tsx';
import { useServices } from '../services.ts';
import { sideOfPath } from '../session/storage.ts';
import { useReport } from './useReport.ts';

type Query = Parameters<Parameters<typeof useReport>[0]>[0];

/**
 * `/profitloss`. The chart and the period's total need every result of the period, so the server's pages
 * of the period are read once per Submit (the first tells how many there are, the rest come together) and
 * the table pages through them here.
 */
export function Component() {
  const { api } = useServices();
  // The agent panel shows this route too (admin/routes.tsx): there the server answers with the operator's
  // share of its downline's results, its book.
  const subject = sideOfPath(useLocation().pathname) === 'admin' ? 'book' : 'player';
  const periods = useRef(new Map<string, Promise<readonly ProfitLossRow[]>>());
  const [period, setPeriod] = useState<readonly ProfitLossRow[]>([]);

  const wholePeriod = useCallback(
    (range: DateRange) => {
      const key = JSON.stringify(range);
      let rows = periods.current.get(key);
      if (!rows) {
        rows = (async () => {
          const first = await profitLoss(api, 1, range);
          const rest = await Promise.all(
            Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) =>
              profitLoss(api, index + 2, range),
            ),
          );
          return [first, ...rest].flatMap((page) => page.items);
        })();
        // A failed read is tried again on the next Submit.
        rows.catch(() => periods.current.delete(key));
        periods.current.set(key, rows);
      }
      return rows;
    },
    [api],
  );

  const load = useCallback(
    async ({ range, page, pageSize }: Query): Promise<Page<ProfitLossRow>> => {
      const rows = await wholePeriod(range);
      setPeriod(rows);
      return {
        items: rows.slice((page - 1) * pageSize, page * pageSize),
        page,
        totalPages: Math.ceil(rows.length / pageSize),
        totalDocs: rows.length,
      };
    },
    [wholePeriod],
  );
  const { frame, items } = useReport(load);
  return (
    <ProfitLossScreen
      {...frame}
      onSubmit={(range) => {
        // Submit reads the period again: results may have been settled since.
        periods.current.clear();
        frame.onSubmit(range);
      }}
      rows={items}
      period={period}
      subject={subject}
      actions={<DownloadButtons formats={['csv']} download={() => downloadProfitLoss(api, frame.range)} />}
    />
  );
}
