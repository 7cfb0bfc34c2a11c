import {
  socketEvents,
  accountStatementRequestSchema,
  accountStatementResponseSchema,
  balanceResponseSchema,
  balanceToWire,
  defaultPageSize,
  fromMinor,
  generalReportResponseSchema,
  generalReportTypes,
  isOperator,
  minor,
  nameTextSchema,
  pageQuerySchema,
  privilege,
  type PrivilegeId,
  profitLossRequestSchema,
  profitLossResponseSchema,
  startNotAfterEnd,
  toMinor,
  updateUserWalletRequestSchema,
  updateUserWalletResponseSchema,
  userAccountBalanceRequestSchema,
  Refusal,
} from '@exchange/domain';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../context.ts';
import { accounts, users } from '../db/schema.ts';
import { requirePrivilege, requireTransactionPassword } from '../hierarchy/common.ts';
import { loadActingUser, loadTargetInSubtree, type UserRow } from '../hierarchy/subtree.ts';
import { callerOf, type Caller } from '../http/access.ts';
import { ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';
import { profitLossPage } from '../reports/profitLoss.ts';
import {
  accountStatement,
  getBalance,
  house,
  ledgerTransactionKinds,
  transfer,
  type AccountOwner,
} from '../ledger/index.ts';

/** Spec 3 privilege ids these routes check for operators below the Super Admin. */
export const moneyPrivilege = { accountStatement: 8, withdraw: 54, deposit: 55 } as const;

/** The wallet body plus the transfer's idempotency key (also accepted as the Idempotency-Key header). */
const walletRequestSchema = v.object({
  ...updateUserWalletRequestSchema.entries,
  idempotencyKey: v.optional(v.pipe(nameTextSchema, v.trim(), v.nonEmpty())),
});

/** Account statement: the domain body plus our type filter ('all' or one ledger transaction kind). */
const statementTypes = ['all', ...ledgerTransactionKinds] as const;
const statementRequestSchema = v.pipe(
  v.object({
    ...accountStatementRequestSchema.pipe[0].entries,
    type: v.optional(v.picklist(statementTypes), 'all'),
  }),
  startNotAfterEnd(),
);

/** generalreport: "a type select (ALL general report, c2 credit reference report)", paged by `page`. */
const generalReportRequestSchema = v.object({
  type: v.optional(v.picklist(generalReportTypes.map((type) => type.value)), 'ALL'),
  page: pageQuerySchema.entries.page,
});

const oneDayMs = 24 * 60 * 60 * 1000;

/** Report dates are whole UTC days: the end date is included, so the range ends at the next day's start. */
function dayRange(startDate: string, endDate: string): { from: Date; to: Date } {
  const from = new Date(`${startDate}T00:00:00.000Z`);
  const to = new Date(new Date(`${endDate}T00:00:00.000Z`).getTime() + oneDayMs);
  return { from, to };
}

function idempotencyHeader(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const value = Array.isArray(header) ? header[0] : header;
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Spec 7: wallet moves, balances, account statement, general report, and profit/loss (site settings: src/settings). */
export function moneyRoutes(context: AppContext): RouteDefinition[] {
  const { db } = context;

  async function balanceWire(userId: string) {
    const balance = await getBalance(db, userId);
    return balanceToWire({ balance: balance.balance, exposure: balance.exposure });
  }

  /** Spec 3 "Balance" pushed on the user's socket room after each change, in the wire spelling. */
  async function pushBalance(userId: string): Promise<void> {
    context.notify.toUser(userId, socketEvents.users.balance, await balanceWire(userId));
  }

  /**
   * The user whose figures a read route shows: the caller's own row when no other user is named;
   * a player may name only itself; an operator may name itself or, holding `othersNeed`, anyone in its
   * subtree.
   */
  async function readTarget(
    caller: Caller,
    username: string | undefined,
    othersNeed: PrivilegeId,
  ): Promise<UserRow> {
    const acting = await loadActingUser(db, caller);
    const named = username?.trim();
    if (!named || named.toLowerCase() === acting.username.toLowerCase()) return acting;
    if (!isOperator(caller.role)) throw new Refusal('not_in_subtree');
    const { target } = await loadTargetInSubtree(context, caller, { username: named }, { allowSelf: true });
    if (target.id !== acting.id) requirePrivilege(caller, othersNeed);
    return target;
  }

  return [
    {
      method: 'POST',
      path: 'update-user-wallet',
      response: updateUserWalletResponseSchema,
      // The privilege depends on the direction (55 Deposit, 54 Withdraw), so it is checked in the handler.
      access: { kind: 'operator' },
      handler: async (request) => {
        const caller = callerOf(request);
        const body = parse(walletRequestSchema, request.body);
        const isDeposit = body.type === 'deposit';
        requirePrivilege(caller, isDeposit ? moneyPrivilege.deposit : moneyPrivilege.withdraw);
        const { acting, target } = await loadTargetInSubtree(context, caller, { username: body.username });
        // Chips move one level at a time (DOMAIN.md), and never to a multi-login account (it has no money).
        if (target.parentId !== acting.id || target.ownerId !== null) {
          throw new Refusal('not_direct_child');
        }
        await requireTransactionPassword(db, caller, body.transactionPassword);

        // The Super Admin (the root, without a parent) issues chips from the house and returns them there.
        const operatorAccount: AccountOwner = acting.parentId === null ? house : acting.id;
        const remark = body.remark.trim();
        const base = isDeposit ? `Deposit to ${target.username}` : `Withdraw from ${target.username}`;
        const key = body.idempotencyKey ?? idempotencyHeader(request);
        const result = await transfer(db, {
          fromUserId: isDeposit ? operatorAccount : target.id,
          toUserId: isDeposit ? target.id : operatorAccount,
          amount: toMinor(body.amount),
          kind: isDeposit ? 'deposit' : 'withdrawal',
          narration: remark ? `${base} / ${remark}` : base,
          // Scoped to the operator, so one operator's key can never collide with another's.
          idempotencyKey: key === undefined ? undefined : `wallet:${acting.id}:${key}`,
          createdBy: caller.userId,
        });
        if (!result.replayed) {
          await pushBalance(target.id);
          if (operatorAccount !== house) await pushBalance(acting.id);
        }
        return ok(
          {
            transactionId: String(result.transactionId),
            replayed: result.replayed,
            ...(await balanceWire(target.id)),
          },
          isDeposit ? 'Deposit successful' : 'Withdraw successful',
        );
      },
    },
    {
      method: 'GET',
      path: 'get-user-balance',
      response: balanceResponseSchema,
      access: { kind: 'signed-in' },
      handler: async (request) => {
        const caller = callerOf(request);
        const query = parse(v.object({ username: v.optional(nameTextSchema) }), request.query);
        // Another user's balance is a column of the user list: User List.
        const target = await readTarget(caller, query.username, privilege.userList);
        return ok(await balanceWire(target.id));
      },
    },
    {
      method: 'POST',
      path: 'user-account-balance',
      response: balanceResponseSchema,
      access: { kind: 'signed-in' },
      handler: async (request) => {
        const caller = callerOf(request);
        const body = parse(userAccountBalanceRequestSchema, request.body);
        const target = await readTarget(caller, body.username, privilege.userList);
        return ok(await balanceWire(target.id));
      },
    },
    {
      method: 'POST',
      path: 'account-statement-list',
      response: accountStatementResponseSchema,
      access: { kind: 'signed-in' },
      handler: async (request) => {
        const caller = callerOf(request);
        const { page } = parse(pageQuerySchema, request.query);
        const body = parse(statementRequestSchema, request.body);
        // Another user's statement is privilege 8; one's own always shows.
        const target = await readTarget(caller, body.username, privilege.accountStatement);
        const statement = await accountStatement(db, target.id, {
          ...dayRange(body.startDate, body.endDate),
          kinds: body.type === 'all' ? undefined : [body.type],
          page,
          pageSize: defaultPageSize,
        });
        return ok({
          items: statement.items.map((row) => ({
            _id: String(row.entryId),
            createdAt: row.createdAt.toISOString(),
            narration: row.narration,
            type: row.kind,
            credit: fromMinor(row.credit),
            debit: fromMinor(row.debit),
            balance: fromMinor(row.balance),
          })),
          page: statement.page,
          totalPages: statement.totalPages,
          totalDocs: statement.totalDocs,
        });
      },
    },
    {
      method: 'POST',
      path: 'general-report',
      response: generalReportResponseSchema,
      // The children's balances and credit references: what the user list shows, so User List.
      access: { kind: 'operator', privilege: privilege.userList },
      handler: async (request) => {
        const caller = callerOf(request);
        const body = parse(generalReportRequestSchema, request.body);
        const acting = await loadActingUser(db, caller);
        const children = and(eq(users.parentId, acting.id), isNull(users.ownerId));
        const [counted] = await db.select({ total: count() }).from(users).where(children);
        const totalDocs = counted?.total ?? 0;
        const rows = await db
          .select({
            id: users.id,
            username: users.username,
            fullname: users.fullname,
            creditReference: users.creditReference,
            balance: accounts.balance,
          })
          .from(users)
          .leftJoin(accounts, eq(accounts.userId, users.id))
          .where(children)
          .orderBy(asc(users.username), asc(users.id))
          .limit(defaultPageSize)
          .offset((body.page - 1) * defaultPageSize);
        return ok({
          items: rows.map((row, index) => ({
            srNo: (body.page - 1) * defaultPageSize + index + 1,
            _id: row.id,
            username: row.username,
            fullname: row.fullname,
            amount: fromMinor(minor(body.type === 'c2' ? row.creditReference : (row.balance ?? 0))),
          })),
          page: body.page,
          totalPages: Math.ceil(totalDocs / defaultPageSize),
          totalDocs,
        });
      },
    },
    {
      method: 'POST',
      path: 'profit-loss',
      response: profitLossResponseSchema,
      access: { kind: 'signed-in' },
      handler: async (request) => {
        const caller = callerOf(request);
        const { page } = parse(pageQuerySchema, request.query);
        const body = parse(profitLossRequestSchema, request.body);
        // The caller's own: a multi-login account sees its operator's.
        const query = { userId: caller.actingUserId, role: caller.role, page };
        return ok(await profitLossPage(db, { ...query, ...dayRange(body.startDate, body.endDate) }));
      },
    },
  ];
}
