import type { contract } from '@exchange/domain';
import {
  formatMoney,
  Refusal,
  socketEvents,
  toMinor,
  type ParsedRequestOf,
  type PaymentRequestRow,
} from '@exchange/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { paymentRequests } from '../db/cashierSchema.ts';
import type { Database } from '../db/client.ts';
import { requirePrivilege, requireTransactionPassword } from '../hierarchy/common.ts';
import { loadActingUser } from '../hierarchy/subtree.ts';
import { neverGone, refuseIfClientGone, type ClientGone } from '../clientGone.ts';
import type { Caller } from '../caller.ts';
import {
  cashierHolds,
  ensureAccount,
  house,
  lockAccounts,
  post,
  postTransfer,
  type AccountOwner,
} from '../ledger/index.ts';
import { isUuid } from '../ledger/accounts.ts';
import { requireDepositsOpen } from '../responsibleGaming/guard.ts';
import { destinationLabel } from './accounts.ts';
import { requestById, type RequestRecord } from './queries.ts';
import { privilegeFor, pushBalance, wireOf } from './service.ts';

type Decision = ParsedRequestOf<typeof contract.updateDepositWithdrawStatus>['body'];

/**
 * The request an operator may decide: of a player strictly below it (the player's parent or any
 * operator above), under the type's privilege. Its transaction password confirms the decision.
 */
async function decidable(context: AppContext, caller: Caller, decision: Decision) {
  const record = isUuid(decision.id) ? await requestById(context.db, decision.id) : null;
  if (!record) throw new Refusal('not_found');
  const acting = await loadActingUser(context.db, caller);
  if (!record.userPath.startsWith(`${acting.path}/`)) throw new Refusal('not_in_subtree');
  requirePrivilege(caller, privilegeFor(record.type));
  await requireTransactionPassword(context.db, caller, decision.transactionPassword);
  return { record, acting };
}

/** Where a withdrawal was asked to, as its statement rows name it. */
const payTo = (record: RequestRecord) =>
  record.destination ? destinationLabel(record.destination) : 'its account';

/**
 * The ledger moves of a decision, in order, each with its statement narration. A deposit's approval pays
 * the player from the approver. A withdrawal's rejection gives the held amount back. Its approval gives it
 * back too and then pays it from the player to the approver, so the player's own statement ends with the
 * payout after the hold, not at "held until decided" (issue 39): the approver's move alone would not be
 * the player's.
 */
function movesOf(record: RequestRecord, approver: AccountOwner, decision: Decision) {
  const { amount, username } = record;
  if (record.type === 'deposit') {
    if (decision.status === 'rejected') return [];
    const narration = `Deposit of ${username} approved (UTR ${record.utr ?? ''})`;
    return [{ from: approver, to: record.userId, kind: 'deposit' as const, narration, amount }];
  }
  if (decision.status === 'rejected') {
    const narration = `Withdrawal rejected: ${decision.reason}. The held amount is back in the balance`;
    return [{ from: cashierHolds, to: record.userId, kind: 'release' as const, narration, amount }];
  }
  return [
    {
      from: cashierHolds,
      to: record.userId,
      kind: 'release' as const,
      narration: 'Withdrawal approved: the held amount is released for payout',
      amount,
    },
    {
      from: record.userId,
      to: approver,
      kind: 'withdrawal' as const,
      narration: `Withdrawal of ${username} paid out to ${payTo(record)}`,
      amount,
    },
  ];
}

type Move = ReturnType<typeof movesOf>[number];

/**
 * One move in the ledger, keyed by the request and its step. The payout is not held to the player's
 * available balance: the hold reserved the amount when it was asked, and the release just gave it back.
 */
async function postMove(
  tx: Database,
  record: RequestRecord,
  move: Move,
  step: number,
  by: string,
  gone: ClientGone,
) {
  const details = {
    kind: move.kind,
    narration: move.narration,
    idempotencyKey: step === 0 ? `cashier:decision:${record.id}` : `cashier:decision:${record.id}:${step}`,
    createdBy: by,
  };
  if (move.kind !== 'withdrawal') {
    return postTransfer(
      tx,
      { ...details, fromUserId: move.from, toUserId: move.to, amount: move.amount },
      { gone },
    );
  }
  const accountOf = async (owner: AccountOwner) => (await ensureAccount(tx, owner)).id;
  return post(
    tx,
    {
      ...details,
      entries: [
        { accountId: await accountOf(move.from), amount: -move.amount },
        { accountId: await accountOf(move.to), amount: move.amount },
      ],
    },
    { gone },
  );
}

/** The operator's confirmation of a decision: "Withdrawal of Rs 300.00 rejected". */
export function decisionMessage(row: Pick<PaymentRequestRow, 'type' | 'amount' | 'status'>): string {
  const what = row.type === 'deposit' ? 'Deposit' : 'Withdrawal';
  return `${what} of Rs ${formatMoney(toMinor(row.amount))} ${row.status}`;
}

/**
 * POST update-deposit-withdraw-status: pending -> approved | rejected, once. The status changes by a
 * conditional UPDATE (WHERE status = 'pending') inside the money's transaction: of two operators
 * deciding at once, the second waits for the first's row lock, then finds nothing pending and is
 * refused, and no money moves twice. A deposit's approval moves the amount from the approver (the Super
 * Admin: the house) to the player, refused when the approver lacks it; a withdrawal's pays the held
 * amount to the approver through the player's account; its rejection gives it back to the player. A
 * rejection keeps its reason, which the player reads. A decision whose client has gone (`gone`, issue 38)
 * is rolled back whole: asked after the password check, by each move once its locks are held, and last
 * before the commit, so an operator who gave up never finds a decision made behind its back.
 */
export async function decideRequest(
  context: AppContext,
  caller: Caller,
  decision: Decision,
  gone: ClientGone = neverGone,
): Promise<PaymentRequestRow> {
  const { record, acting } = await decidable(context, caller, decision);
  refuseIfClientGone(gone);
  const approver: AccountOwner = acting.parentId === null ? house : acting.id;
  const approved = decision.status === 'approved';
  const remark = decision.remark.trim();
  await context.db.transaction(async (tx) => {
    const [decided] = await tx
      .update(paymentRequests)
      .set({
        status: decision.status,
        decidedBy: caller.userId,
        decidedAt: context.now(),
        ...(remark !== '' && { remark }),
        ...(decision.status === 'rejected' && { reason: decision.reason }),
      })
      .where(and(eq(paymentRequests.id, record.id), eq(paymentRequests.status, 'pending')))
      .returning({ id: paymentRequests.id });
    if (!decided) throw new Refusal('payment_request_decided');
    if (record.type === 'deposit' && approved) await requireDepositsOpen(tx, record.userId, context.now());
    const moves = movesOf(record, approver, decision);
    // Every account of the moves locked at once, in the ledger's one order: taken move by move, a
    // withdrawal's payout would lock the approver after the player, and a chip move between the two
    // (which locks both at once) deadlocked with it on PostgreSQL under load (issue 38's bench).
    const owners = [...new Set(moves.flatMap((move) => [move.from, move.to]))];
    await lockAccounts(
      tx,
      await Promise.all(owners.map(async (owner) => (await ensureAccount(tx, owner)).id)),
    );
    let last: number | undefined;
    for (const [step, move] of moves.entries()) {
      last = (await postMove(tx, record, move, step, caller.userId, gone)).transactionId;
    }
    refuseIfClientGone(gone);
    if (last === undefined) return;
    await tx
      .update(paymentRequests)
      .set({ decisionTransactionId: last })
      .where(eq(paymentRequests.id, record.id));
  });
  const row = await wireOf(context.db, record.id);
  context.notify.toUser(record.userId, socketEvents.users.paymentRequest, row);
  if (record.type === 'withdraw' || approved) await pushBalance(context, record.userId);
  if (approved && approver !== house) await pushBalance(context, approver);
  return row;
}
