import type { Endpoint } from './endpoint.ts';
import { referenceEndpoints } from './endpoints/reference.ts';
import { sessionEndpoints } from './endpoints/session.ts';

/**
 * Every call of the three APIs, by name. The server registers a handler for each (and for nothing else),
 * the app calls each through a function typed from it, and /api/openapi.json is generated from it.
 */
export const contract = {
  ...sessionEndpoints,
  ...referenceEndpoints,
} satisfies Record<string, Endpoint>;

export type Contract = typeof contract;
export type EndpointName = keyof Contract;

/**
 * The same endpoints by feature (the file they are declared in), for the OpenAPI document's tags: a new
 * `endpoints/<feature>.ts` is added here as well as to `contract` (the OpenAPI test names any left out).
 */
export const contractFeatures = {
  session: sessionEndpoints,
  reference: referenceEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;
