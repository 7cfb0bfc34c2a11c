import type { AccessCases } from '../accessCases.ts';

/** The access matrix entries of the web-vitals report and the health probe: public. */
export const vitalsAccessCases: AccessCases = {
  'POST /api/web-vitals': {
    allowed: 'public',
    request: { body: { name: 'LCP', value: 1234.5, rating: 'good', id: 'v5-1-1', path: '/' } },
  },
  // A probe sends no token (issue 23).
  'GET /api/health': { allowed: 'public', request: {} },
};
