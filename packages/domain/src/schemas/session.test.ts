import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkWireCases, ok, type WireCase } from '../testing/wire.ts';
import * as session from './session.ts';

const sessionUser = {
  _id: 'u1',
  username: 'Rahul_01',
  role: 'user',
  token: 't',
  refreshToken: 'r',
  sessionId: 's',
  auth_method: 0,
  otpStatusTelegram: 0,
};
const otp = { otp1: '1', otp2: '2', otp3: '3', otp4: '4', otp5: '5', otp6: '6', token: 'temp' };

/** Spec section 7: every session call with bodies it must accept and bodies it must refuse. */
const cases: WireCase[] = [
  [
    'login request',
    session.loginRequestSchema,
    [
      { username: 'Rahul_01', password: 'x' },
      { username: 'demo', password: 'x', isDemo: true, logs: { ip: '1.2.3.4' } },
    ],
    [
      { username: ' ', password: 'x' },
      { username: 'a', password: '' },
    ],
  ],
  [
    'login response',
    session.loginResponseSchema,
    [ok(sessionUser), ok({ ...sessionUser, img_mobile: '/m.png' })],
    [ok({ ...sessionUser, role: 'boss' }), ok({ ...sessionUser, auth_method: 0.5 })],
  ],
  [
    'user info',
    session.userInfoResponseSchema,
    [ok({ ...sessionUser, token: undefined })],
    [ok({ username: 'x' })],
  ],
  ['refresh token', session.refreshTokenRequestSchema, [{ token: 'r' }], [{ token: '' }]],
  [
    'refresh token response',
    session.refreshTokenResponseSchema,
    [ok({ token: 't', refreshToken: 'r' })],
    [ok({ token: 't' })],
  ],
  [
    'otp request',
    session.otpRequestSchema,
    [otp],
    [
      { ...otp, otp6: '66' },
      { ...otp, token: 1 },
    ],
  ],
  [
    'verify otp response',
    session.verifyOtpResponseSchema,
    [
      ok({ user: sessionUser, images: { img_desktop: '/d.png' }, message: 'Welcome' }),
      ok({ message: 'Wrong code' }),
    ],
    [ok({ user: { username: 'x' } })],
  ],
  ['resend otp', session.resendOtpRequestSchema, [{ token: 't' }], [{}]],
  ['check password', session.checkPasswordRequestSchema, [{ password: 'x' }], [{ password: '' }]],
  ['check password response', session.checkPasswordResponseSchema, [ok({ gkey: 'CONNECT-123' })], [ok({})]],
  ['room join event', session.userRoomJoinEventSchema, [{ userId: 'u1' }], [{ userId: '' }]],
  ['logout event', session.logoutEventSchema, [{ sessionId: 's' }], [{}]],
];

describe('session wire schemas (spec section 7)', () => {
  checkWireCases(cases);

  it('a login is not a demo unless it says so', () => {
    expect(v.parse(session.loginRequestSchema, { username: 'a', password: 'b' }).isDemo).toBe(false);
  });
});
