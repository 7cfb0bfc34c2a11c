import { isOperator, Refusal, type Access } from '@exchange/domain';
import type { FastifyRequest } from 'fastify';
import { loadSignedInUser } from '../auth/signedIn.ts';
import type { AppContext } from '../context.ts';
import { mustEnrolSecondStep } from '../secondStep/required.ts';
import { checkAccess } from './access.ts';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * The preHandler of every route: verifies the token, the session and the user, then the route's access
 * rule. Player-side calls answer with the maintenance flag while maintenance is on; operators keep
 * working so they can switch it off.
 */
export function authenticate(context: AppContext, access: Access) {
  return async (request: FastifyRequest): Promise<void> => {
    request.caller = null;
    if (access.kind === 'public') return;
    const token = bearerToken(request);
    if (!token) throw new Refusal('no_auth_token');
    const claims = await context.tokens.verify(token);
    const wantsSecondStep = access.kind === 'second-step';
    if ((claims.kind === 'second-step') !== wantsSecondStep) {
      throw new Refusal(wantsSecondStep ? 'token_malformed' : 'second_step_required');
    }
    const row = await loadSignedInUser(context.db, claims);
    if (!isOperator(row.user.role) && row.maintenance) {
      throw new Refusal('maintenance', undefined, { maintenance: true });
    }
    request.caller = {
      userId: row.user.id,
      sessionId: row.sessionId,
      role: row.user.role,
      privileges: row.privileges,
      actingUserId: row.user.ownerId ?? row.user.id,
    };
    checkAccess(access, request.caller);
    // A created user's first sign-in must set its own password and transaction password before anything else.
    // The code step is still signing in (an upline's reset keeps the user's second step): the session it
    // opens is the one held to the change.
    if (row.user.mustChangePassword && access.kind !== 'second-step' && access.duringFirstLogin !== true) {
      throw new Refusal('first_login_change_required', undefined, { changePasswordRequired: true });
    }
    // ASVS 6.3.2: where operators must have a second step, one without it may only set one up.
    if (
      mustEnrolSecondStep(context, row.user) &&
      !(access.kind !== 'second-step' && access.duringEnrolment === true)
    ) {
      throw new Refusal('second_step_enrolment_required', undefined, { secondStepEnrolmentRequired: true });
    }
  };
}
