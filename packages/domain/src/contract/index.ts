import type { Endpoint } from './endpoint.ts';
import { betEndpoints } from './endpoints/bets.ts';
import { sessionEndpoints } from './endpoints/session.ts';
import { settlementEndpoints } from './endpoints/settlement.ts';

/**
 * Every call of the three APIs, by name. The server registers a handler for each (and for nothing else),
 * the app calls each through a function typed from it, and /api/openapi.json is generated from it.
 */
export const contract = {
  ...sessionEndpoints,
  ...betEndpoints,
  ...settlementEndpoints,
} satisfies Record<string, Endpoint>;

export type Contract = typeof contract;
export type EndpointName = keyof Contract;
