import { contract, refusalMessages } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import { endUserSessions } from './endUserSessions.ts';
import { login, logout, refreshSession, userInfo, type LoginOutcome } from './service.ts';

/**
 * Per typed name (app.ts's key), whatever the address: a throttle above the account lock (auth/guesses.ts),
 * which counts the wrong passwords themselves; past the lock, refusals cost no password check.
 */
export const loginRateLimit = { max: 20, timeWindow: '1 minute' };

/** As the other calls confirmed with a password: per operator, whatever the address. */
export const endUserSessionsRateLimit = { max: 10, timeWindow: '1 minute' };

const loginAnswer = (outcome: LoginOutcome) =>
  outcome.step === 'secondStep'
    ? ok({ ...outcome.user }, refusalMessages.secondStepRequired)
    : ok(outcome.user, 'Login successful');

/** Spec 7, Session: login for players and for operators, refresh-token, user-info. */
export function sessionHandlers(context: AppContext) {
  return [
    handler(
      contract.login,
      async ({ body, request }) => loginAnswer(await login(context, body, 'player', request.ip)),
      { rateLimit: loginRateLimit },
    ),
    handler(
      contract.loginAdmin,
      async ({ body, request }) => loginAnswer(await login(context, body, 'operator', request.ip)),
      { rateLimit: loginRateLimit },
    ),
    handler(contract.refreshToken, async ({ body: { token } }) => ok(await refreshSession(context, token)), {
      rateLimit: { max: 30, timeWindow: '1 minute' },
    }),
    handler(contract.userInfo, async ({ request }) => ok(await userInfo(context, callerOf(request)))),
  ];
}

/** POST logout: ends the caller's own session (service.ts logout). */
export function logoutHandlers(context: AppContext) {
  return [
    handler(contract.logout, async ({ request }) => {
      await logout(context, callerOf(request), request.ip);
      return ok(null, 'Logged out');
    }),
  ];
}

/** POST end-user-sessions: needs User Lock (59), which the endpoint's access rule names. */
export function endUserSessionsHandlers(context: AppContext) {
  return [
    handler(
      contract.endUserSessions,
      async ({ body, request }) => {
        await endUserSessions(context, callerOf(request), body, request.ip);
        return ok(null, 'User signed out');
      },
      { rateLimit: endUserSessionsRateLimit },
    ),
  ];
}
