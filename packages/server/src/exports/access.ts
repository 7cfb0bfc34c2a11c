import { everyRole, type AccessCases } from '../http/accessCases.ts';

const body = { startDate: '2024-01-01', endDate: '2024-01-31', format: 'csv' };

/** The access matrix entries of the export routes (src/exports/handlers.ts): as the JSON report's. */
export const exportAccessCases: AccessCases = {
  'POST /api/account-statement-export': {
    allowed: everyRole,
    request: { body },
    target: { request: (username) => ({ body: { ...body, username } }), allowedRelations: ['self', 'own'] },
  },
};
