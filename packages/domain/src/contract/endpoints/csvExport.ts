import { fileBytesResponseSchema } from '../../schemas/envelope.ts';
import { csvFileTypes } from '../../schemas/exports.ts';

/**
 * What every report's CSV download declares (issue 41, docs/adr/0039): a POST of the report's filters on
 * the main API, answered with the file's bytes; refusals stay envelopes.
 */
export const csvExport = {
  api: 'main',
  method: 'POST',
  fileTypes: csvFileTypes,
  response: fileBytesResponseSchema,
} as const;
