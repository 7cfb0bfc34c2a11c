import type { GeneralReportType } from '@exchange/domain';
import { useCallback, useState } from 'react';
import { DownloadButtons } from '../../exports/DownloadButtons.tsx';
import { useServices } from '../../services.ts';
import { generalReport } from '../api.ts';
import { downloadGeneralReport } from '../exports.ts';
import { GeneralReportScreen } from '../screens/reports/GeneralReportScreen.tsx';
import { usePagedList } from './usePagedList.ts';

/** `/admin/generalreport`: general-report of the chosen type, page by page. */
export function Component() {
  const { api } = useServices();
  const [type, setType] = useState<GeneralReportType>('ALL');
  const [search, setSearch] = useState('');
  const fetchServerPage = useCallback(
    async (reportType: GeneralReportType, page: number) => {
      const result = await generalReport(api, reportType, page);
      return {
        ...result,
        items: result.items.map(({ _id, fullname, ...row }) => ({ ...row, id: _id, fullName: fullname })),
      };
    },
    [api],
  );
  const list = usePagedList(type, fetchServerPage);
  return (
    <GeneralReportScreen
      {...list}
      search={search}
      onSearchChange={setSearch}
      type={type}
      rows={list.items}
      actions={<DownloadButtons formats={['csv']} download={() => downloadGeneralReport(api, type)} />}
      onLoad={(next) => {
        setType(next);
        list.firstPage();
        // Load with the same type reads it again: balances move.
        list.reload();
      }}
    />
  );
}
