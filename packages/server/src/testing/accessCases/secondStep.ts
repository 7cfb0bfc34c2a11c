import { privilege } from '@exchange/domain';
import { everyRole, operators, type AccessCases } from '../accessCases.ts';
import { testPassword } from '../app.ts';

const wrongCode = { otp1: '0', otp2: '0', otp3: '0', otp4: '0', otp5: '0', otp6: '0' };

/**
 * Access matrix of the second-step and security routes. verify-otp and resend-telegram-otp take only the
 * temporary token of the code step; the Telegram and authenticator settings are any signed-in user's own
 * (they act on the caller, never on a named user); reset-second-step is an upline's, on a user of its
 * subtree (a user without a second step answers 400, past the access check). The Telegram webhook is public (the bot's secret header
 * is the handler's check); the code outbox exists only in the demo and is public there.
 */
export const secondStepAccessCases: AccessCases = {
  'POST /api/verify-otp': { allowed: 'second-step', request: { body: { ...wrongCode, token: '' } } },
  'POST /api/resend-telegram-otp': { allowed: 'second-step', request: { body: { token: '' } } },
  'POST /api/resend-telegram-otp-after-login': { allowed: everyRole },
  'POST /api/disable-telegram-otp': { allowed: everyRole, request: { body: { ...wrongCode, token: '' } } },
  'POST /api/check-user-password': { allowed: everyRole, request: { body: { password: testPassword } } },
  'POST /api/totp-enrol': { allowed: everyRole, request: { body: { password: testPassword } } },
  'POST /api/totp-verify': { allowed: everyRole, request: { body: wrongCode } },
  'POST /api/totp-disable': { allowed: everyRole, request: { body: wrongCode } },
  'POST /api/telegram/webhook': {
    allowed: 'public',
    request: { body: { message: { chat: { id: 1 }, text: '/start' } } },
  },
  'GET /api/dev/outbox': { allowed: 'public' },
  'POST /api/reset-second-step': {
    allowed: operators,
    handlerPrivilege: privilege.userPasswordChange,
    target: {
      request: (username) => ({ body: { username, transactionPassword: testPassword } }),
      allowedRelations: ['own'],
    },
  },
};
