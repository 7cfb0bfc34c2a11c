import type { AccessCases } from '../accessCases.ts';

/** The access matrix entry of the OpenAPI document: public (partners read it before they have an account). */
export const referenceAccessCases: AccessCases = {
  'GET /api/openapi.json': { allowed: 'public' },
};
