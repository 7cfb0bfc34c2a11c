import { saveFile } from './saveFile.ts';

/** What every report's CSV export adds to its filters: the file, and the zone the screen shows times in. */
export const csvFields = () => ({
  format: 'csv' as const,
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
});

/** Saves the CSV file a report's export answers with under `name`, once the server has made it. */
export async function saveCsv(name: string, file: Promise<unknown>): Promise<void> {
  saveFile(name, (await file) as Uint8Array<ArrayBuffer>, 'text/csv');
}
