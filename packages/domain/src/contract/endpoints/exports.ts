import * as v from 'valibot';
import { fileBytesResponseSchema } from '../../schemas/envelope.ts';
import { exportTimeZoneSchema } from '../../schemas/exports.ts';
import { startNotAfterEnd } from '../../schemas/primitives.ts';
import { endpoint } from '../endpoint.ts';
import { accountStatementListBodySchema } from './money.ts';
import { operatorExportEndpoints } from './operatorExports.ts';
import { playerExportEndpoints } from './playerExports.ts';

/** The content types an export answers with. */
export const exportFileTypes = ['text/csv', 'application/pdf'] as const;

/**
 * POST account-statement-export: account-statement-list's filters (period, type, a client's username),
 * the file wanted, and the IANA time zone the screen shows times in, so the file's dates read as its do.
 */
export const accountStatementExportBodySchema = v.pipe(
  v.object({
    ...accountStatementListBodySchema.pipe[0].entries,
    format: v.picklist(['csv', 'pdf']),
    timeZone: exportTimeZoneSchema,
  }),
  startNotAfterEnd(),
);

/** Issue 41: reports as files, for every row of the filters, not just a page (docs/adr/0039). */
export const exportEndpoints = {
  accountStatementExport: endpoint({
    api: 'main',
    method: 'POST',
    path: 'account-statement-export',
    summary:
      "Every ledger entry of account-statement-list's filters as a CSV or PDF file: the caller's own, or (Account Statement) a user's of its subtree",
    access: { kind: 'signed-in' },
    body: accountStatementExportBodySchema,
    fileTypes: exportFileTypes,
    response: fileBytesResponseSchema,
    refusals: ['not_found', 'not_in_subtree'],
  }),
  ...playerExportEndpoints,
  ...operatorExportEndpoints,
};
