import type { Endpoint } from './endpoint.ts';
import { accountEndpoints } from './endpoints/account.ts';
import { hierarchyEndpoints } from './endpoints/hierarchy.ts';
import { moneyEndpoints } from './endpoints/money.ts';
import { newsEndpoints } from './endpoints/news.ts';
import { reportEndpoints } from './endpoints/reports.ts';
import { secondStepEndpoints } from './endpoints/secondStep.ts';
import { referenceEndpoints } from './endpoints/reference.ts';
import { sessionEndpoints } from './endpoints/session.ts';
import { settingsEndpoints } from './endpoints/settings.ts';
import { vitalsEndpoints } from './endpoints/vitals.ts';
import { betEndpoints } from './endpoints/bets.ts';
import { betLimitEndpoints } from './endpoints/betLimits.ts';
import { casinoBetEndpoints } from './endpoints/casinoBets.ts';
import { casinoEndpoints } from './endpoints/casino.ts';
import { settlementEndpoints } from './endpoints/settlement.ts';
import { sportsEndpoints } from './endpoints/sports.ts';
import { sportsAdminEndpoints } from './endpoints/sportsAdmin.ts';
import { paymentEndpoints } from './endpoints/payments.ts';
import { casinoProviderEndpoints } from './endpoints/casinoProviders.ts';
import { responsibleGamingEndpoints } from './endpoints/responsibleGaming.ts';
import { exportEndpoints } from './endpoints/exports.ts';

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
  ...betLimitEndpoints,
  ...casinoBetEndpoints,
  ...settlementEndpoints,
  ...sportsEndpoints,
  ...sportsAdminEndpoints,
  ...referenceEndpoints,
  ...casinoEndpoints,
  ...paymentEndpoints,
  ...casinoProviderEndpoints,
  ...responsibleGamingEndpoints,
  ...exportEndpoints,
} satisfies Record<string, Endpoint>;

export type Contract = typeof contract;
export type EndpointName = keyof Contract;

/**
 * The same endpoints by feature (the file they are declared in), for the OpenAPI document's tags: a new
 * `endpoints/<feature>.ts` is added here as well as to `contract` (the OpenAPI test names any left out).
 */
export const contractFeatures = {
  session: sessionEndpoints,
  secondStep: secondStepEndpoints,
  account: accountEndpoints,
  settings: settingsEndpoints,
  news: newsEndpoints,
  vitals: vitalsEndpoints,
  hierarchy: hierarchyEndpoints,
  money: moneyEndpoints,
  reports: reportEndpoints,
  bets: betEndpoints,
  betLimits: betLimitEndpoints,
  casinoBets: casinoBetEndpoints,
  settlement: settlementEndpoints,
  sports: sportsEndpoints,
  sportsAdmin: sportsAdminEndpoints,
  reference: referenceEndpoints,
  casino: casinoEndpoints,
  payments: paymentEndpoints,
  casinoProviders: casinoProviderEndpoints,
  responsibleGaming: responsibleGamingEndpoints,
  exports: exportEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;
