import { privilege } from '@exchange/domain';
import { everyRole, operators, type AccessCases } from '../accessCases.ts';

const period = { startDate: '2024-01-01', endDate: '2024-01-31' };
const player = ['user'] as const;

/**
 * The access matrix entries of the cashier routes (src/cashier/handlers.ts). Requests naming an id that
 * does not exist get past validation and access and answer 404 or 400, which the matrix counts as let
 * through. Deciding a request needs Deposit or Withdraw by the request's type, and the request's player
 * below the caller: cashier/cashier.test.ts covers those, as the matrix's requests name no real request.
 */
export const cashierAccessCases: AccessCases = {
  'POST /api/add-bank-account': {
    allowed: player,
    request: { body: { accountHolderName: 'R Sharma', accountNumber: '001234', ifscCode: 'SBIN0001234' } },
  },
  'POST /api/add-upi': { allowed: player, request: { body: { upiId: 'player@upi' } } },
  'POST /api/delete-upi-bank': {
    allowed: player,
    request: { body: { type: 'upi', id: '00000000-0000-4000-8000-00000000abcd' } },
  },
  'GET /api/get-bank-and-upi-list': { allowed: player },
  'POST /api/add-deposit-withdraw': {
    allowed: player,
    request: {
      body: {
        type: 'withdraw',
        amount: 100,
        accountType: 'upi',
        bankDetail: { _id: '00000000-0000-4000-8000-00000000abcd' },
      },
    },
  },
  'POST /api/get-deposit-withdraw-list': {
    allowed: everyRole,
    // An operator's list of deposits needs Deposit (withdrawals: Withdraw); a player's own needs nothing.
    handlerPrivilege: privilege.deposit,
    request: { body: { ...period, type: 'deposit' } },
    target: {
      request: (username) => ({ body: { ...period, type: 'deposit', username } }),
      allowedRelations: ['own'],
    },
  },
  'POST /api/update-deposit-withdraw-status': {
    allowed: operators,
    request: {
      body: { id: '00000000-0000-4000-8000-00000000abcd', status: 'approved', transactionPassword: 'x' },
    },
  },
  'GET /api/get-pending-payment-count': { allowed: operators },
  'GET /api/get-payment-list': { allowed: player },
  'GET /api/get-setting-list': { allowed: everyRole },
  'GET /api/payment-list': { allowed: operators },
  'POST /api/save-payment-list': {
    allowed: operators,
    request: { body: { settingList: { upiId: 'agent@upi', upiName: 'Agent' } } },
  },
  'GET /api/payment-file/:id': { allowed: everyRole },
};
