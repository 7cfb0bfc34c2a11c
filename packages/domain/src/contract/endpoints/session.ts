import { emptyResponseSchema } from '../../schemas/envelope.ts';
import {
  loginRequestSchema,
  loginResponseSchema,
  refreshTokenRequestSchema,
  refreshTokenResponseSchema,
  userInfoResponseSchema,
} from '../../schemas/session.ts';
import { endpoint } from '../endpoint.ts';

const loginRefusals = [
  'invalid_credentials',
  'sign_in_locked',
  'user_locked',
  'maintenance',
  'telegram_not_configured',
] as const;

/** Spec 7, Session: signing in and out, refreshing tokens, the signed-in user. */
export const sessionEndpoints = {
  login: endpoint({
    api: 'main',
    method: 'POST',
    path: 'login',
    summary: 'Signs a player in; answers the tokens, or a code-step token when a second step is on',
    access: { kind: 'public' },
    body: loginRequestSchema,
    response: loginResponseSchema,
    refusals: [...loginRefusals, 'player_only'],
  }),
  loginAdmin: endpoint({
    api: 'main',
    method: 'POST',
    path: 'login-admin',
    summary: 'Signs an operator in; answers the tokens, or a code-step token when a second step is on',
    access: { kind: 'public' },
    body: loginRequestSchema,
    response: loginResponseSchema,
    refusals: [...loginRefusals, 'operator_only'],
  }),
  refreshToken: endpoint({
    api: 'main',
    method: 'POST',
    path: 'refresh-token',
    summary: 'Trades a refresh token (usable once) for a new access token and refresh token',
    access: { kind: 'public' },
    body: refreshTokenRequestSchema,
    response: refreshTokenResponseSchema,
    refusals: ['refresh_token_invalid', 'refresh_token_reused'],
  }),
  userInfo: endpoint({
    api: 'main',
    method: 'GET',
    path: 'user-info',
    summary: 'The signed-in user, and for an operator the privileges it holds now',
    access: { kind: 'signed-in', duringFirstLogin: true, duringEnrolment: true },
    response: userInfoResponseSchema,
    refusals: [],
  }),
  logout: endpoint({
    api: 'main',
    method: 'POST',
    path: 'logout',
    summary: "Ends the caller's session: its tokens stop working and its sockets close",
    access: { kind: 'signed-in', duringFirstLogin: true, duringEnrolment: true },
    response: emptyResponseSchema,
    refusals: [],
  }),
};
