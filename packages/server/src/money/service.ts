import {
  type contract,
  balanceToWire,
  isOperator,
  privilege,
  Refusal,
  toMinor,
  type ParsedRequestOf,
  type PrivilegeId,
  socketEvents,
} from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { requirePrivilege, requireTransactionPassword } from '../hierarchy/common.ts';
import { loadActingUser, loadTargetInSubtree, lockUser, type UserRow } from '../hierarchy/subtree.ts';
import type { Caller } from '../caller.ts';
import { neverGone, refuseIfClientGone, type ClientGone } from '../clientGone.ts';
import type { Database } from '../db/client.ts';
import { getBalance, house, postTransfer, type AccountOwner } from '../ledger/index.ts';
import { requireDepositAllowed } from '../responsibleGaming/guard.ts';
import { impliedKey } from './impliedKeys.ts';

const oneDayMs = 24 * 60 * 60 * 1000;

/** Report dates are whole UTC days: the end date is included, so the range ends at the next day's start. */
export function dayRange(startDate: string, endDate: string): { from: Date; to: Date } {
  const from = new Date(`${startDate}T00:00:00.000Z`);
  const to = new Date(new Date(`${endDate}T00:00:00.000Z`).getTime() + oneDayMs);
  return { from, to };
}

/** A user's balance and exposure in the wire spelling. */
export async function balanceWire(context: AppContext, userId: string) {
  const balance = await getBalance(context.db, userId);
  return balanceToWire({ balance: balance.balance, exposure: balance.exposure });
}

/** Spec 3 "Balance" pushed on the user's socket room after each change, in the wire spelling. */
async function pushBalance(context: AppContext, userId: string): Promise<void> {
  context.notify.toUser(userId, socketEvents.users.balance, await balanceWire(context, userId));
}

/**
 * The user whose figures a read call shows: the caller's own row when no other user is named; a player
 * may name only itself; an operator may name itself or, holding `othersNeed`, anyone in its subtree.
 */
export async function readTarget(
  context: AppContext,
  caller: Caller,
  username: string | undefined,
  othersNeed: PrivilegeId,
): Promise<UserRow> {
  const acting = await loadActingUser(context.db, caller);
  const named = username?.trim();
  if (!named || named.toLowerCase() === acting.username.toLowerCase()) return acting;
  if (!isOperator(caller.role)) throw new Refusal('not_in_subtree');
  const { target } = await loadTargetInSubtree(context, caller, { username: named }, { allowSelf: true });
  if (target.id !== acting.id) requirePrivilege(caller, othersNeed);
  return target;
}

type WalletMove = ParsedRequestOf<typeof contract.updateUserWallet>['body'];

/**
 * update-user-wallet: chips to (deposit) or from (withdraw) a direct child, under Deposit or Withdraw and
 * the caller's transaction password. `idempotencyKey` is the body's or the header's; without one, the
 * move's own fields imply one (money/impliedKeys.ts).
 */
export async function moveChips(
  context: AppContext,
  caller: Caller,
  body: WalletMove,
  idempotencyKey: string | undefined,
  gone: ClientGone = neverGone,
) {
  const { db } = context;
  const isDeposit = body.type === 'deposit';
  requirePrivilege(caller, isDeposit ? privilege.deposit : privilege.withdraw);
  const { acting, target } = await loadTargetInSubtree(context, caller, { username: body.username });
  // Chips move one level at a time (DOMAIN.md), and never to a multi-login account (it has no money).
  if (target.parentId !== acting.id || target.ownerId !== null) {
    throw new Refusal('not_direct_child');
  }
  await requireTransactionPassword(db, caller, body.transactionPassword);
  // The check can wait for a hashing slot: a client that gave up meanwhile gets nothing done.
  refuseIfClientGone(gone);

  // The Super Admin (the root, without a parent) issues chips from the house and returns them there.
  const operatorAccount: AccountOwner = acting.parentId === null ? house : acting.id;
  const remark = body.remark.trim();
  const base = isDeposit ? `Deposit to ${target.username}` : `Withdraw from ${target.username}`;
  const amount = toMinor(body.amount);
  // Scoped to the operator, so one operator's key can never collide with another's.
  const scoped = (key: string) => `wallet:${acting.id}:${key}`;
  const key = idempotencyKey ?? (await impliedKey(db, scoped, caller.sessionId, body, context.now()));
  const move = {
    fromUserId: isDeposit ? operatorAccount : target.id,
    toUserId: isDeposit ? target.id : operatorAccount,
    amount,
    kind: isDeposit ? ('deposit' as const) : ('withdrawal' as const),
    narration: remark ? `${base} / ${remark}` : base,
    idempotencyKey: scoped(key),
    createdBy: caller.userId,
  };
  const result = await db.transaction(async (tx) => {
    if (!isDeposit) return postTransfer(tx, move, { gone });
    // A deposit is a deposit whoever makes it (docs/adr/0018): the player's blocks and limits hold, with
    // the player's row locked as its own cashier requests lock it, so the two are counted in turn.
    await lockUser(tx, target.id);
    const rule = (locked: Database) =>
      requireDepositAllowed(locked, { userId: target.id, amount, now: context.now(), by: 'operator' });
    return postTransfer(tx, move, { rule, gone });
  });
  if (!result.replayed) {
    await pushBalance(context, target.id);
    if (operatorAccount !== house) await pushBalance(context, acting.id);
  }
  return {
    data: {
      transactionId: String(result.transactionId),
      replayed: result.replayed,
      ...(await balanceWire(context, target.id)),
    },
    message: isDeposit ? 'Deposit successful' : 'Withdraw successful',
  };
}
