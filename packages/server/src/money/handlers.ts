import {
  contract,
  defaultPageSize,
  fromMinor,
  privilege,
  readableNarration,
  Refusal,
  type ParsedRequestOf,
} from '@exchange/domain';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../context.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { parse } from '../parse.ts';
import { handler } from '../http/handlers.ts';
import { accountStatement } from '../ledger/index.ts';
import { profitLossPage } from '../reports/profitLoss.ts';
import { generalReportPage } from './generalReport.ts';
import { settledBetIds } from './statementBets.ts';
import { balanceWire, dayRange, moveChips, readTarget } from './service.ts';

/**
 * The wallet body, parsed by its schema; an amount that is not one is refused as amount_invalid (a money
 * refusal the app branches on), in the words the plain parse gives it.
 */
function parseWalletMove(body: unknown): ParsedRequestOf<typeof contract.updateUserWallet>['body'] {
  const schema = contract.updateUserWallet.body;
  const result = v.safeParse(schema, body ?? {});
  if (result.success) return result.output;
  const [issue] = result.issues;
  try {
    return parse(schema, body);
  } catch (error) {
    if (error instanceof Refusal && issue && v.getDotPath(issue) === 'amount') {
      throw new Refusal('amount_invalid', error.message);
    }
    throw error;
  }
}

function idempotencyHeader(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const value = Array.isArray(header) ? header[0] : header;
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Spec 7: wallet moves, balances, account statement, general report, and profit/loss (site settings: src/settings). */
export function moneyHandlers(context: AppContext) {
  const { db } = context;
  return [
    handler(
      contract.updateUserWallet,
      async ({ body, request, gone }) => {
        const key = body.idempotencyKey ?? idempotencyHeader(request);
        const { data, message } = await moveChips(context, callerOf(request), body, key, gone);
        return ok(data, message);
      },
      { parseBody: parseWalletMove },
    ),
    // Another user's balance is a column of the user list: User List.
    handler(contract.getUserBalance, async ({ query, request }) => {
      const target = await readTarget(context, callerOf(request), query.username, privilege.userList);
      return ok(await balanceWire(context, target.id));
    }),
    handler(contract.userAccountBalance, async ({ body, request }) => {
      const target = await readTarget(context, callerOf(request), body.username, privilege.userList);
      return ok(await balanceWire(context, target.id));
    }),
    handler(contract.accountStatementList, async ({ query: { page }, body, request }) => {
      // Another user's statement is Account Statement; one's own always shows.
      const target = await readTarget(context, callerOf(request), body.username, privilege.accountStatement);
      const statement = await accountStatement(db, target.id, {
        ...dayRange(body.startDate, body.endDate),
        kinds: body.type === 'all' ? undefined : [body.type],
        page,
        pageSize: defaultPageSize,
      });
      const betsOf = await settledBetIds(
        db,
        statement.items.filter((row) => row.kind === 'settlement').map((row) => row.transactionId),
        target.id,
      );
      return ok({
        items: statement.items.map((row) => {
          const betIds = betsOf.get(row.transactionId);
          return {
            _id: String(row.entryId),
            createdAt: row.createdAt.toISOString(),
            narration: readableNarration(row.narration),
            type: row.kind,
            credit: fromMinor(row.credit),
            debit: fromMinor(row.debit),
            balance: fromMinor(row.balance),
            ...(betIds && betIds.length > 0 && { betIds }),
          };
        }),
        page: statement.page,
        totalPages: statement.totalPages,
        totalDocs: statement.totalDocs,
      });
    }),
    handler(contract.generalReport, async ({ body, request }) =>
      ok(await generalReportPage(db, callerOf(request), body)),
    ),
    handler(contract.profitLoss, async ({ query: { page }, body, request }) => {
      const caller = callerOf(request);
      // The caller's own: a multi-login account sees its operator's.
      const query = { userId: caller.actingUserId, role: caller.role, page };
      return ok(await profitLossPage(db, { ...query, ...dayRange(body.startDate, body.endDate) }));
    }),
  ];
}
