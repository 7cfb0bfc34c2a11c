import { privilege } from '@exchange/domain';
import { operators, type AccessCases } from '../accessCases.ts';

const csv = { format: 'csv' };
const period = { startDate: '2024-01-01', endDate: '2024-01-31', ...csv };

/** The access matrix entries of the panel's export routes (operatorHandlers.ts): as their JSON routes'. */
export const operatorExportAccessCases: AccessCases = {
  'POST /api/general-report-export': { allowed: operators, request: { body: { type: 'ALL', ...csv } } },
  'POST /api/downline-bets-export': { allowed: operators, request: { body: period } },
  'POST /api/cashier-statement-export': {
    allowed: operators,
    // As get-deposit-withdraw-list: deposits need Deposit (withdrawals: Withdraw), checked in the call.
    handlerPrivilege: privilege.deposit,
    request: { body: { ...period, type: 'deposit' } },
    target: {
      request: (username) => ({ body: { ...period, type: 'deposit', username } }),
      allowedRelations: ['own'],
    },
  },
  'POST /api/game-reports-export': { allowed: operators, request: { body: period } },
  'POST /api/client-balances-export': {
    allowed: operators,
    request: { body: csv },
    target: { request: (username) => ({ body: { ...csv, username } }), allowedRelations: ['self', 'own'] },
  },
};
