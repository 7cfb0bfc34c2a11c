import type { AccessCases } from '../http/accessCases.ts';
import { accountAccessCases } from '../account/access.ts';
import { accountLockAccessCases } from '../accountLocks/access.ts';
import { betAccessCases } from '../bets/access.ts';
import { betLimitAccessCases } from '../betLimits/access.ts';
import { cashierAccessCases } from '../cashier/access.ts';
import { casinoAccessCases } from '../casino/access.ts';
import { casinoProviderAccessCases } from '../casinoProviders/access.ts';
import { hierarchyAccessCases } from '../hierarchy/access.ts';
import { moneyAccessCases } from '../money/access.ts';
import { exportAccessCases } from '../exports/access.ts';
import { newsAccessCases } from '../news/access.ts';
import { referenceAccessCases } from '../reference/access.ts';
import { reportAccessCases } from '../reports/access.ts';
import { responsibleGamingAccessCases } from '../responsibleGaming/access.ts';
import { secondStepAccessCases } from '../secondStep/access.ts';
import { sessionAccessCases } from '../session/access.ts';
import { settingsAccessCases } from '../settings/access.ts';
import { settlementAccessCases } from '../settlement/access.ts';
import { sportsAccessCases } from '../sports/access.ts';
import { vitalsAccessCases } from '../vitals/access.ts';

/**
 * Every route's access cases, module by module (each feature declares its own in its access.ts): the access
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
