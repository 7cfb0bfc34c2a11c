import * as v from 'valibot';
import { privilege } from '../../constants/privileges.ts';
import { generalReportTypes } from '../../constants/reports.ts';
import { pageQuerySchema } from '../../schemas/envelope.ts';
import { nameTextSchema, startNotAfterEnd } from '../../schemas/primitives.ts';
import {
  accountStatementRequestSchema,
  accountStatementResponseSchema,
  generalReportResponseSchema,
  profitLossRequestSchema,
  profitLossResponseSchema,
} from '../../schemas/reports.ts';
import { updateUserWalletRequestSchema, updateUserWalletResponseSchema } from '../../schemas/userActions.ts';
import { balanceResponseSchema, userAccountBalanceRequestSchema } from '../../schemas/users.ts';
import { endpoint } from '../endpoint.ts';

/** The wallet body plus the transfer's idempotency key (also accepted as the Idempotency-Key header). */
export const updateUserWalletBodySchema = v.object({
  ...updateUserWalletRequestSchema.entries,
  idempotencyKey: v.optional(v.pipe(nameTextSchema, v.trim(), v.nonEmpty())),
});

/** The kinds of ledger transaction an account statement can be narrowed to, and 'all'. */
export const accountStatementTypes = [
  'all',
  'transfer',
  'deposit',
  'withdrawal',
  'settlement',
  'correction',
  'opening',
  // A withdrawal request's amount held until an operator decides, and released on a rejection (issue 16).
  'hold',
  'release',
  // Lottery tickets bought, prizes paid and tickets refunded (issue 39).
  'lottery',
  // The exchange's commission on a market's net winnings, and its refund by a rollback (issue 41).
  'commission',
] as const;

/** POST account-statement-list: the period (and a child) of the shared schema, plus the type filter. */
export const accountStatementListBodySchema = v.pipe(
  v.object({
    ...accountStatementRequestSchema.pipe[0].entries,
    type: v.optional(v.picklist(accountStatementTypes), 'all'),
  }),
  startNotAfterEnd(),
);

/** POST general-report: "a type select (ALL general report, c2 credit reference report)", paged by `page`. */
export const generalReportRequestSchema = v.object({
  type: v.optional(v.picklist(generalReportTypes.map((type) => type.value)), 'ALL'),
  page: pageQuerySchema.entries.page,
});

/** GET get-user-balance?username: the caller's own balance without one. */
export const userBalanceQuerySchema = v.object({ username: v.optional(nameTextSchema) });

/** Naming a user: nobody by that name (404), or someone outside the caller's subtree (403). */
const namesUser = ['not_found', 'not_in_subtree'] as const;

/** Spec 7: wallet moves, balances, the account statement, the general report and profit/loss. */
export const moneyEndpoints = {
  updateUserWallet: endpoint({
    api: 'main',
    method: 'POST',
    path: 'update-user-wallet',
    summary:
      'Moves chips to (deposit) or from (withdraw) a direct child; a retry with the same idempotency key moves nothing twice',
    // The privilege depends on the direction (55 Deposit, 54 Withdraw), so the call checks it.
    access: { kind: 'operator' },
    body: updateUserWalletBodySchema,
    response: updateUserWalletResponseSchema,
    refusals: [
      ...namesUser,
      'not_direct_child',
      'transaction_password_incorrect',
      'transaction_password_locked',
      'amount_invalid',
      'insufficient_balance',
      'idempotency_key_reused',
      'user_not_found',
      // Responsible gaming holds for an operator's deposit too (docs/adr/0018).
      'player_deposits_blocked',
      'player_deposit_limit_exceeded',
    ],
  }),
  getUserBalance: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-user-balance',
    summary: "The caller's balance and exposure, or (User List) those of a user of its subtree",
    access: { kind: 'signed-in' },
    query: userBalanceQuerySchema,
    response: balanceResponseSchema,
    refusals: [...namesUser],
  }),
  userAccountBalance: endpoint({
    api: 'main',
    method: 'POST',
    path: 'user-account-balance',
    summary: "A user's balance and exposure: the caller itself or (User List) a user of its subtree",
    access: { kind: 'signed-in' },
    body: userAccountBalanceRequestSchema,
    response: balanceResponseSchema,
    refusals: [...namesUser],
  }),
  accountStatementList: endpoint({
    api: 'main',
    method: 'POST',
    path: 'account-statement-list',
    summary:
      "A page of the caller's ledger entries in a period, or (Account Statement) a user's of its subtree",
    access: { kind: 'signed-in' },
    query: pageQuerySchema,
    body: accountStatementListBodySchema,
    response: accountStatementResponseSchema,
    refusals: [...namesUser],
  }),
  generalReport: endpoint({
    api: 'main',
    method: 'POST',
    path: 'general-report',
    summary: "The operator's direct children with their balance (ALL) or credit reference (c2), paged",
    // The children's balances and credit references: what the user list shows, so User List.
    access: { kind: 'operator', privilege: privilege.userList },
    body: generalReportRequestSchema,
    response: generalReportResponseSchema,
    refusals: [],
  }),
  profitLoss: endpoint({
    api: 'main',
    method: 'POST',
    path: 'profit-loss',
    summary:
      "The caller's profit and loss per settled market in a period (an operator's: its share of the downline's)",
    access: { kind: 'signed-in' },
    query: pageQuerySchema,
    body: profitLossRequestSchema,
    response: profitLossResponseSchema,
    refusals: [],
  }),
};
