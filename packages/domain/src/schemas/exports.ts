import * as v from 'valibot';

/**
 * What a report's export adds to the report's filters (docs/adr/0039): the file wanted, and the IANA time
 * zone the screen shows times in (the browser's), so the file's dates read as the screen's do.
 */
export const exportTimeZoneSchema = v.optional(v.pipe(v.string(), v.maxLength(64)), 'UTC');

/** The fields of a report that downloads as CSV only (every report but the account statement). */
export const csvExportFields = { format: v.picklist(['csv']), timeZone: exportTimeZoneSchema };

/** The content type a CSV-only export answers with. */
export const csvFileTypes = ['text/csv'] as const;
