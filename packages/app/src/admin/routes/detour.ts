import { transactionPasswordPath } from '../../session/signIn.ts';
import { adminPages, adminPath } from '../pages.ts';

/**
 * Where the panel sends a signed-in operator instead of the page it asked for, or null to open that page:
 * a new account changes its passwords first; one that must set up a second step (ASVS 6.3.2,
 * OPERATOR_SECOND_STEP) opens Secure Auth, the one page the server then answers.
 */
export function adminDetour(
  operator: { changePasswordRequired: boolean; secondStepEnrolmentRequired: boolean },
  pathname: string,
): string | null {
  if (operator.changePasswordRequired) return adminPath(transactionPasswordPath);
  const secureAuth = adminPath(adminPages.secureAuth.path);
  if (operator.secondStepEnrolmentRequired && pathname !== secureAuth) return secureAuth;
  return null;
}
