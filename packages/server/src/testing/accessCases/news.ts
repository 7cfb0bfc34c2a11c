import { everyRole, type AccessCases } from '../accessCases.ts';

/** The access matrix entries of the news ticker (src/news): everyone reads it, admin and sadmin write theirs. */
export const newsAccessCases: AccessCases = {
  'GET /api/get-news': { allowed: everyRole },
  'POST /api/save-news': {
    allowed: ['admin', 'sadmin'],
    request: { body: { text: 'Cricket markets open at 09:00' } },
  },
};
