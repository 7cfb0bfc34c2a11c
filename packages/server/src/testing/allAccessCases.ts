import type { AccessCases } from './accessCases.ts';
import { accountAccessCases } from './accessCases/account.ts';
import { accountLockAccessCases } from './accessCases/accountLocks.ts';
import { betAccessCases } from './accessCases/bets.ts';
import { betLimitAccessCases } from './accessCases/betLimits.ts';
import { cashierAccessCases } from './accessCases/cashier.ts';
import { casinoAccessCases } from './accessCases/casino.ts';
import { casinoProviderAccessCases } from './accessCases/casinoProviders.ts';
import { hierarchyAccessCases } from './accessCases/hierarchy.ts';
import { moneyAccessCases } from './accessCases/money.ts';
import { exportAccessCases } from './accessCases/exports.ts';
import { operatorExportAccessCases } from './accessCases/operatorExports.ts';
import { newsAccessCases } from './accessCases/news.ts';
import { referenceAccessCases } from './accessCases/reference.ts';
import { reportAccessCases } from './accessCases/reports.ts';
import { responsibleGamingAccessCases } from './accessCases/responsibleGaming.ts';
import { secondStepAccessCases } from './accessCases/secondStep.ts';
import { sessionAccessCases } from './accessCases/session.ts';
import { settingsAccessCases } from './accessCases/settings.ts';
import { settlementAccessCases } from './accessCases/settlement.ts';
import { sportsAccessCases } from './accessCases/sports.ts';
import { vitalsAccessCases } from './accessCases/vitals.ts';

/**
 * Every route's access cases, module by module (each feature's in accessCases/<feature>.ts): the access
 * matrix walks them all, and the GET-routes test calls each GET as the roles its case lets in.
 */
export const accessCaseModules: readonly AccessCases[] = [
  sessionAccessCases,
  accountLockAccessCases,
  hierarchyAccessCases,
  secondStepAccessCases,
  accountAccessCases,
  moneyAccessCases,
  exportAccessCases,
  operatorExportAccessCases,
  settingsAccessCases,
  betAccessCases,
  betLimitAccessCases,
  settlementAccessCases,
  reportAccessCases,
  sportsAccessCases,
  vitalsAccessCases,
  newsAccessCases,
  referenceAccessCases,
  casinoAccessCases,
  cashierAccessCases,
  casinoProviderAccessCases,
  responsibleGamingAccessCases,
];

export const allAccessCases: AccessCases = Object.assign({}, ...accessCaseModules);
