import {
  betLockRequestSchema,
  childUserListQuerySchema,
  childUserListResponseSchema,
  deleteBetParamsSchema,
  deleteBetRequestSchema,
  deleteBetsRequestSchema,
  emptyResponseSchema,
  isOperator,
  Refusal,
} from '@exchange/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { bets, matchBetLocks, matches } from '../db/exchangeSchema.ts';
import { users } from '../db/schema.ts';
import { requirePrivilege, requireTransactionPassword } from '../hierarchy/common.ts';
import { loadActingUser, loadTargetInSubtree, type UserRow } from '../hierarchy/subtree.ts';
import { callerOf, type Caller } from '../http/access.ts';
import { ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';
import { isUuid } from '../ledger/accounts.ts';
import type { BetEngine } from './engine.ts';
import { betPrivilege } from './listRoutes.ts';

/** The owners' paths of some bets, to check they all lie in an operator's subtree. */
async function betOwners(context: AppContext, betIds: readonly string[]) {
  return context.db
    .select({ id: bets.id, status: bets.status, userId: bets.userId, path: users.path })
    .from(bets)
    .innerJoin(users, eq(users.id, bets.userId))
    .where(inArray(bets.id, [...betIds]));
}

function inSubtree(acting: UserRow, path: string): boolean {
  return path.startsWith(`${acting.path}/`);
}

/** The user a bet-lock call is about: the named user of the subtree, or the operator itself (its downline). */
async function lockTarget(
  context: AppContext,
  caller: Caller,
  username: string | undefined,
): Promise<UserRow> {
  const named = username?.trim();
  if (!named) return loadActingUser(context.db, caller);
  return (await loadTargetInSubtree(context, caller, { username: named }, { allowSelf: true })).target;
}

/** Cancelling and deleting bets, and bet locks on a match (spec 7, Bets). */
export function betManageRoutes(context: AppContext, engine: BetEngine): RouteDefinition[] {
  const { db } = context;
  /**
   * An operator's delete, all or none. Without `confirmedIp` (no transaction password was checked) only
   * unmatched bets qualify, so a bet matched since it was read is refused rather than deleted unconfirmed;
   * with it matched bets qualify too, each leaving an audit entry (never those in their seconds of delay).
   */
  const deleteOpenBets = (betIds: readonly string[], caller: Caller, confirmedIp?: string) =>
    engine.close({
      betIds,
      status: 'deleted',
      from: confirmedIp === undefined ? ['unmatched'] : ['matched', 'unmatched'],
      allOrNothing: true,
      closedBy: caller.userId,
      ...(confirmedIp !== undefined && {
        audit: { actorId: caller.userId, actingForId: caller.actingUserId, ip: confirmedIp },
      }),
    });
  return [
    {
      method: 'DELETE',
      path: 'delete-current-bet/:id',
      response: emptyResponseSchema,
      // A player cancels its own unmatched bet; an operator (privilege 10) deletes one open bet of its
      // downline, a matched one only with its transaction password in the JSON body (docs/decisions.md).
      // Checked in the handler: it depends on the side.
      access: { kind: 'signed-in' },
      handler: async (request) => {
        const caller = callerOf(request);
        const operator = isOperator(caller.role);
        if (operator) requirePrivilege(caller, betPrivilege.currentBets);
        const { id } = parse(deleteBetParamsSchema, request.params);
        const { transactionPassword } = parse(deleteBetRequestSchema, request.body ?? {});
        const [owner] = isUuid(id) ? await betOwners(context, [id]) : [];
        if (!owner) throw new Refusal('not_found');
        if (operator) {
          if (!inSubtree(await loadActingUser(db, caller), owner.path)) {
            throw new Refusal('not_in_subtree');
          }
          if (transactionPassword === undefined) {
            if (owner.status === 'matched') {
              throw new Refusal('matched_bet_needs_transaction_password');
            }
            await deleteOpenBets([id], caller);
          } else {
            await requireTransactionPassword(db, caller, transactionPassword);
            await deleteOpenBets([id], caller, request.ip);
          }
          return ok(null, 'Bet deleted');
        }
        // Another player's bet is not found, rather than forbidden: its existence is none of the caller's business.
        if (owner.userId !== caller.userId) throw new Refusal('not_found');
        if (owner.status !== 'unmatched') throw new Refusal('bet_not_cancellable');
        const closed = await engine.close({
          betIds: [id],
          status: 'cancelled',
          from: ['unmatched'],
          allOrNothing: false,
          closedBy: caller.userId,
        });
        // Matched by the price between the read above and the cancel.
        if (closed.length === 0) throw new Refusal('bet_not_cancellable');
        return ok(null, 'Bet cancelled');
      },
    },
    {
      method: 'POST',
      path: 'delete-bets',
      response: emptyResponseSchema,
      access: { kind: 'operator', privilege: betPrivilege.currentBets },
      handler: async (request) => {
        const caller = callerOf(request);
        const body = parse(deleteBetsRequestSchema, request.body);
        const betIds = [...new Set(body.betIds)];
        const owners = betIds.every(isUuid) ? await betOwners(context, betIds) : [];
        if (owners.length !== betIds.length) throw new Refusal('not_found');
        const acting = await loadActingUser(db, caller);
        if (!owners.every((owner) => inSubtree(acting, owner.path))) {
          throw new Refusal('not_in_subtree');
        }
        await requireTransactionPassword(db, caller, body.transactionPassword);
        // All or nothing: one bet that is no longer open refuses the whole request.
        await deleteOpenBets(betIds, caller, request.ip);
        return ok(null, betIds.length === 1 ? 'Bet deleted' : `${betIds.length} bets deleted`);
      },
    },
    {
      method: 'POST',
      path: 'bet-lock',
      response: emptyResponseSchema,
      access: { kind: 'operator', privilege: betPrivilege.betLock },
      handler: async (request) => {
        const caller = callerOf(request);
        const body = parse(betLockRequestSchema, request.body);
        const target = await lockTarget(context, caller, body.username);
        if (!body.lock) {
          await db
            .delete(matchBetLocks)
            .where(and(eq(matchBetLocks.userId, target.id), eq(matchBetLocks.matchId, body.matchId)));
          return ok(null, 'Betting unlocked');
        }
        const [match] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, body.matchId));
        if (!match) throw new Refusal('not_found');
        await db
          .insert(matchBetLocks)
          .values({ userId: target.id, matchId: body.matchId, createdBy: caller.userId })
          .onConflictDoNothing();
        return ok(null, 'Betting locked');
      },
    },
    {
      method: 'GET',
      path: 'get-child-user-list',
      response: childUserListResponseSchema,
      access: { kind: 'operator', privilege: betPrivilege.betLock },
      handler: async (request) => {
        const caller = callerOf(request);
        const query = parse(childUserListQuerySchema, request.query);
        const parent = await lockTarget(context, caller, query.username);
        const pathIds = parent.path.split('/').filter(isUuid);
        const [inherited] = await db
          .select({ userId: matchBetLocks.userId })
          .from(matchBetLocks)
          .where(and(eq(matchBetLocks.matchId, query.matchId), inArray(matchBetLocks.userId, pathIds)))
          .limit(1);
        const children = await db
          .select({ id: users.id, username: users.username, role: users.role })
          .from(users)
          .where(and(eq(users.parentId, parent.id), isNull(users.ownerId)))
          .orderBy(asc(users.username));
        const locked = new Set(
          children.length === 0
            ? []
            : (
                await db
                  .select({ userId: matchBetLocks.userId })
                  .from(matchBetLocks)
                  .where(
                    and(
                      eq(matchBetLocks.matchId, query.matchId),
                      inArray(
                        matchBetLocks.userId,
                        children.map((child) => child.id),
                      ),
                    ),
                  )
              ).map((row) => row.userId),
        );
        // A lock on the parent or above applies to every child (DOMAIN.md "Locks").
        return ok(
          children.map((child) => ({
            username: child.username,
            role: child.role,
            betLock: inherited !== undefined || locked.has(child.id),
          })),
        );
      },
    },
  ];
}
