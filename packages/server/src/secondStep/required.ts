import { authMethods, isOperator } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import type { User } from './users.ts';

/** Whether sign-in asks the user for a code: Telegram linked, or the authenticator app on. */
export function hasSecondStep(user: Pick<User, 'authMethod' | 'otpStatusTelegram'>): boolean {
  return user.otpStatusTelegram === 1 || user.authMethod === authMethods.authenticator;
}

/**
 * ASVS 6.3.2: where OPERATOR_SECOND_STEP requires it (always in production), an operator without a second
 * step is sent to set one up before anything else; players choose for themselves.
 */
export function mustEnrolSecondStep(
  context: Pick<AppContext, 'config'>,
  user: Pick<User, 'role' | 'authMethod' | 'otpStatusTelegram'>,
): boolean {
  return context.config.operatorSecondStepRequired && isOperator(user.role) && !hasSecondStep(user);
}
