import type { Endpoint } from './endpoint.ts';
import { sessionEndpoints } from './endpoints/session.ts';
import { sportsEndpoints } from './endpoints/sports.ts';
import { sportsAdminEndpoints } from './endpoints/sportsAdmin.ts';

/**
 * Every call of the three APIs, by name. The server registers a handler for each (and for nothing else),
 * the app calls each through a function typed from it, and /api/openapi.json is generated from it.
 */
export const contract = {
  ...sessionEndpoints,
  ...sportsEndpoints,
  ...sportsAdminEndpoints,
} satisfies Record<string, Endpoint>;

export type Contract = typeof contract;
export type EndpointName = keyof Contract;
