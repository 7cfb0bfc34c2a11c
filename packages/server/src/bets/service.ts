import { isOperator, privilege, Refusal, type contract } from '@exchange/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { AppContext } from '../context.ts';
import { bets } from '../db/exchangeSchema.ts';
import { users } from '../db/schema.ts';
import { requirePrivilege, requireTransactionPassword } from '../hierarchy/common.ts';
import {
  descendantsPattern,
  loadActingUser,
  loadTargetInSubtree,
  type UserRow,
} from '../hierarchy/subtree.ts';
import type { Caller } from '../caller.ts';
import { isUuid } from '../ledger/accounts.ts';
import { betListFilter } from '../reports/betFilters.ts';
import { betRecordPage } from './betRecords.ts';
import { withDeletionAudit } from './deletionAudit.ts';
import type { BetEngine } from './engine.ts';
import {
  addMatchBetLock,
  anyMatchBetLock,
  betOwners,
  childrenWithMatchBetLock,
  matchBetLockOf,
  matchExists,
  removeMatchBetLock,
} from './queries.ts';

/**
 * The rules of the bet calls of the main API: who sees, cancels and deletes which bets, and bet locks on a
 * match. Placing, matching and closing are the engine's (engine.ts, placement.ts, closing.ts).
 */

type Body<E extends { body?: v.GenericSchema }> = E['body'] extends v.GenericSchema
  ? v.InferOutput<E['body']>
  : never;

/** Statuses the Current Bets list shows: the open bets and those an operator deleted (spec 3, bet_status). */
const currentStatuses = ['matched', 'unmatched', 'delayed', 'deleted'] as const;

function inSubtree(acting: UserRow, path: string): boolean {
  return path.startsWith(`${acting.path}/`);
}

/** A page of the named bets: a player's own, an operator's (Current Bets) downline's; other ids left out. */
export async function betListByIds(
  context: AppContext,
  caller: Caller,
  request: Body<typeof contract.getBetListByIds>,
) {
  const { db } = context;
  const ids = request.betIds.filter(isUuid);
  if (isOperator(caller.role)) requirePrivilege(caller, privilege.currentBets);
  const acting = await loadActingUser(db, caller);
  const visible = isOperator(caller.role)
    ? sql`${users.path} like ${descendantsPattern(acting.path)}`
    : eq(bets.userId, acting.id);
  if (ids.length === 0) return { docs: [], page: request.page, totalPages: 0, totalDocs: 0 };
  return betRecordPage(db, and(inArray(bets.id, ids), visible), request.page);
}

/**
 * The downline's current bets (open and deleted, with who deleted them) placed in the period; `pageSize`
 * is the screen's 10 unless an export reads the period whole.
 */
export async function downlineCurrentBets(
  context: Pick<AppContext, 'db'>,
  caller: Caller,
  page: number,
  filter: Body<typeof contract.alluserbetList>,
  pageSize?: number,
) {
  const acting = await loadActingUser(context.db, caller);
  const where = and(
    sql`${users.path} like ${descendantsPattern(acting.path)}`,
    inArray(bets.status, [...currentStatuses]),
    betListFilter(filter),
  );
  const records = await betRecordPage(context.db, where, page, pageSize);
  return { ...records, docs: await withDeletionAudit(context.db, records.docs) };
}

/**
 * An operator's delete, all or none. Without `confirmedIp` (no transaction password was checked) only
 * unmatched bets qualify, so a bet matched since it was read is refused rather than deleted unconfirmed;
 * with it matched bets qualify too, each leaving an audit entry (never those in their seconds of delay).
 */
function deleteOpenBets(engine: BetEngine, betIds: readonly string[], caller: Caller, confirmedIp?: string) {
  return engine.close({
    betIds,
    status: 'deleted',
    from: confirmedIp === undefined ? ['unmatched'] : ['matched', 'unmatched'],
    allOrNothing: true,
    closedBy: caller.userId,
    ...(confirmedIp !== undefined && {
      audit: { actorId: caller.userId, actingForId: caller.actingUserId, ip: confirmedIp },
    }),
  });
}

/**
 * DELETE delete-current-bet/{id}: a player cancels its own unmatched bet; an operator (Current Bets)
 * deletes one open bet of its downline, a matched one only with its transaction password
 * (ADR 0053). Answers what was done: 'deleted' or 'cancelled'.
 */
export async function deleteOrCancelBet(
  context: AppContext,
  engine: BetEngine,
  caller: Caller,
  request: { betId: string; transactionPassword: string | undefined; ip: string },
): Promise<'deleted' | 'cancelled'> {
  const { db } = context;
  const { betId, transactionPassword } = request;
  const operator = isOperator(caller.role);
  if (operator) requirePrivilege(caller, privilege.currentBets);
  const [owner] = isUuid(betId) ? await betOwners(db, [betId]) : [];
  if (!owner) throw new Refusal('not_found');
  if (operator) {
    if (!inSubtree(await loadActingUser(db, caller), owner.path)) throw new Refusal('not_in_subtree');
    if (transactionPassword === undefined) {
      if (owner.status === 'matched') throw new Refusal('matched_bet_needs_transaction_password');
      await deleteOpenBets(engine, [betId], caller);
    } else {
      await requireTransactionPassword(db, caller, transactionPassword);
      await deleteOpenBets(engine, [betId], caller, request.ip);
    }
    return 'deleted';
  }
  // Another player's bet is not found, rather than forbidden: its existence is none of the caller's business.
  if (owner.userId !== caller.userId) throw new Refusal('not_found');
  if (owner.status !== 'unmatched') throw new Refusal('bet_not_cancellable');
  const closed = await engine.close({
    betIds: [betId],
    status: 'cancelled',
    from: ['unmatched'],
    allOrNothing: false,
    closedBy: caller.userId,
  });
  // Matched by the price between the read above and the cancel.
  if (closed.length === 0) throw new Refusal('bet_not_cancellable');
  return 'cancelled';
}

/** POST delete-bets: several open bets of the downline, all or none; answers how many were deleted. */
export async function deleteBets(
  context: AppContext,
  engine: BetEngine,
  caller: Caller,
  request: Body<typeof contract.deleteBets> & { ip: string },
): Promise<number> {
  const { db } = context;
  const betIds = [...new Set(request.betIds)];
  const owners = betIds.every(isUuid) ? await betOwners(db, betIds) : [];
  if (owners.length !== betIds.length) throw new Refusal('not_found');
  const acting = await loadActingUser(db, caller);
  if (!owners.every((owner) => inSubtree(acting, owner.path))) throw new Refusal('not_in_subtree');
  await requireTransactionPassword(db, caller, request.transactionPassword);
  // All or nothing: one bet that is no longer open refuses the whole request.
  await deleteOpenBets(engine, betIds, caller, request.ip);
  return betIds.length;
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

/** POST bet-lock: stops (or allows) betting on a match for a user of the subtree or the whole downline. */
export async function setMatchBetLock(
  context: AppContext,
  caller: Caller,
  request: Body<typeof contract.betLock>,
): Promise<void> {
  const { db } = context;
  const target = await lockTarget(context, caller, request.username);
  if (!request.lock) {
    const lock = await matchBetLockOf(db, target.id, request.matchId);
    if (!lock) return;
    // A lock an operator above set (on the caller itself, or on a user below it) stays until that operator
    // lifts it: lifting is for whoever set it, its login accounts and the operators over it.
    const acting = await loadActingUser(db, caller);
    const setter = lock.setterPath;
    const mayLift = setter === null || setter === acting.path || setter.startsWith(`${acting.path}/`);
    if (!mayLift) throw new Refusal('bet_lock_set_above');
    await removeMatchBetLock(db, target.id, request.matchId);
    return;
  }
  if (!(await matchExists(db, request.matchId))) throw new Refusal('not_found');
  await addMatchBetLock(db, { userId: target.id, matchId: request.matchId, createdBy: caller.userId });
}

/** GET get-child-user-list: a user's children (the caller's without one) and whether each may bet on a match. */
export async function childUserBetLocks(
  context: AppContext,
  caller: Caller,
  request: { username?: string | undefined; matchId: number },
) {
  const parent = await lockTarget(context, caller, request.username);
  // A lock on the parent or above applies to every child (DOMAIN.md "Locks").
  const inherited = await anyMatchBetLock(context.db, parent.path.split('/'), request.matchId);
  const children = await childrenWithMatchBetLock(context.db, parent.id, request.matchId);
  return children.map((child) => ({
    username: child.username,
    role: child.role,
    betLock: inherited || child.locked,
    inherited,
  }));
}
