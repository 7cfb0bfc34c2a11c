import type { Refusal, RefusalCode } from '@exchange/domain';
import type { FastifyRequest } from 'fastify';

/**
 * Security events (ASVS 16.3.1, 16.3.2, 16.3.3): a failed authentication (with the factor that failed), a
 * refused authorization, refused input and a rate limit hit are logged as their own warn line with who
 * asked, what and about whom, where pino's request line carried only the URL and the status. Sign-ins,
 * wrong sign-in passwords and locks are also rows of `activity_logs`, which the user reads; a wrong
 * transaction password or security code is only here, as the user has nothing to read about it. Business refusals (a bet locked, a market closed) are not security
 * events, whatever their status: they are listed by code, not by status. A value only the database
 * refused (`input_not_storable`) has its own warn line already, without the request's parameters.
 */

export type SecurityEvent =
  'authentication_failed' | 'authorization_refused' | 'input_refused' | 'rate_limited';

/** Which secret a failed authentication guessed wrong (or is locked out of). */
export type AuthenticationFactor = 'password' | 'transactionPassword' | 'code' | 'refreshToken';

const factorOfCode: Partial<Record<RefusalCode, AuthenticationFactor>> = {
  invalid_credentials: 'password',
  password_incorrect: 'password',
  sign_in_locked: 'password',
  transaction_password_incorrect: 'transactionPassword',
  transaction_password_locked: 'transactionPassword',
  code_wrong: 'code',
  code_expired: 'code',
  code_used: 'code',
  code_too_many_tries: 'code',
  code_locked: 'code',
  refresh_token_invalid: 'refreshToken',
  refresh_token_reused: 'refreshToken',
};

const eventOfCode: Partial<Record<RefusalCode, SecurityEvent>> = {
  forbidden: 'authorization_refused',
  not_in_subtree: 'authorization_refused',
  not_direct_child: 'authorization_refused',
  privilege_not_held: 'authorization_refused',
  privilege_not_held_by_owner: 'authorization_refused',
  player_only: 'authorization_refused',
  operator_only: 'authorization_refused',
  bet_not_yours: 'authorization_refused',
  first_login_change_required: 'authorization_refused',
  second_step_enrolment_required: 'authorization_refused',
  invalid_input: 'input_refused',
  payload_too_large: 'input_refused',
  unsupported_media_type: 'input_refused',
  too_many_requests: 'rate_limited',
};

export function securityEventOf(code: RefusalCode): SecurityEvent | undefined {
  return factorOfCode[code] ? 'authentication_failed' : eventOfCode[code];
}

/** The user a call names (the target of an operator's act), as the caller sent it; never a secret. */
const targetFields = ['username', 'userId', 'user_id'] as const;
const targetMaxLength = 64;

function targetOf(request: FastifyRequest): string | undefined {
  for (const source of [request.params, request.query, request.body]) {
    if (typeof source !== 'object' || source === null) continue;
    for (const field of targetFields) {
      const value = (source as Record<string, unknown>)[field];
      if (typeof value === 'string' && value !== '') return value.slice(0, targetMaxLength);
    }
  }
  return undefined;
}

/** Logs the refusal as a security event when it is one. */
export function logSecurityEvent(request: FastifyRequest, refusal: Refusal): void {
  const securityEvent = securityEventOf(refusal.code);
  if (!securityEvent) return;
  const caller = request.caller;
  request.log.warn(
    {
      securityEvent,
      code: refusal.code,
      ...(factorOfCode[refusal.code] && { factor: factorOfCode[refusal.code] }),
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      callerId: caller?.userId ?? null,
      callerRole: caller?.role ?? null,
      sessionId: caller?.sessionId ?? null,
      target: targetOf(request) ?? null,
      ip: request.ip,
    },
    'security event',
  );
}
