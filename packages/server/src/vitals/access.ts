import type { AccessCases } from '../http/accessCases.ts';

/** The access matrix entry of the web-vitals report: public (a beacon sends no token). */
export const vitalsAccessCases: AccessCases = {
  'POST /api/web-vitals': {
    allowed: 'public',
    request: { body: { name: 'LCP', value: 1234.5, rating: 'good', id: 'v5-1-1', path: '/' } },
  },
};
