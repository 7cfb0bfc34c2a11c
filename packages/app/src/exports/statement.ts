import { exportEndpoints, exportFileName, type DateRange, type ExportFormat } from '@exchange/domain';
import type { Api } from '../api/api.ts';
import { callEndpoint } from '../api/contractClient.ts';
import { saveFile } from './saveFile.ts';

const types: Record<ExportFormat, string> = { csv: 'text/csv', pdf: 'application/pdf' };

/**
 * Saves the account statement of the period (the caller's own, or a client's) as the server makes it:
 * every entry of the filters, dates in the browser's time zone as the screen shows them.
 */
export async function downloadStatement(
  api: Api,
  format: ExportFormat,
  range: DateRange,
  username?: string,
): Promise<void> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const body = { ...range, format, timeZone, ...(username && { username }) };
  const bytes = await callEndpoint(api, exportEndpoints.accountStatementExport, { body });
  saveFile(
    exportFileName('account-statement', range, format),
    bytes as Uint8Array<ArrayBuffer>,
    types[format],
  );
}
