import type { Endpoint } from './endpoint.ts';
import { accountEndpoints } from './endpoints/account.ts';
import { hierarchyEndpoints } from './endpoints/hierarchy.ts';
import { moneyEndpoints } from './endpoints/money.ts';
import { newsEndpoints } from './endpoints/news.ts';
import { reportEndpoints } from './endpoints/reports.ts';
import { secondStepEndpoints } from './endpoints/secondStep.ts';
import { sessionEndpoints } from './endpoints/session.ts';
import { settingsEndpoints } from './endpoints/settings.ts';
import { vitalsEndpoints } from './endpoints/vitals.ts';
import { betEndpoints } from './endpoints/bets.ts';
import { settlementEndpoints } from './endpoints/settlement.ts';
import { sportsEndpoints } from './endpoints/sports.ts';
import { sportsAdminEndpoints } from './endpoints/sportsAdmin.ts';

/**
 * Every call of the three APIs, by name. The server registers a handler for each (and for nothing else),
 * the app calls each through a function typed from it, and /api/openapi.json is generated from it.
 */
export const contract = {
  ...sessionEndpoints,
  ...secondStepEndpoints,
  ...accountEndpoints,
  ...settingsEndpoints,
  ...newsEndpoints,
  ...vitalsEndpoints,
  ...hierarchyEndpoints,
  ...moneyEndpoints,
  ...reportEndpoints,
  ...betEndpoints,
  ...settlementEndpoints,
  ...sportsEndpoints,
  ...sportsAdminEndpoints,
} satisfies Record<string, Endpoint>;

export type Contract = typeof contract;
export type EndpointName = keyof Contract;
