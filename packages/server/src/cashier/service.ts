import type { contract } from '@exchange/domain';
import {
  cashierLimits,
  privilege,
  Refusal,
  socketEvents,
  toMinor,
  type ParsedRequestOf,
  type PaymentRequestRow,
  type PaymentRequestType,
} from '@exchange/domain';
import { createHash } from 'node:crypto';
import { eq, and } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { paymentRequests } from '../db/cashierSchema.ts';
import type { Database } from '../db/client.ts';
import { isUniqueViolation, requirePrivilege, requireTransactionPassword } from '../hierarchy/common.ts';
import { loadActingUser, lockUser, type UserRow } from '../hierarchy/subtree.ts';
import type { Caller } from '../http/access.ts';
import type { UploadedFile } from '../http/upload.ts';
import { cashierHolds, house, postTransfer, type AccountOwner } from '../ledger/index.ts';
import { isUuid } from '../ledger/accounts.ts';
import { balanceWire } from '../money/service.ts';
import { destinationOf } from './accounts.ts';
import { checkedImage, storeImage, type CheckedImage } from './files.ts';
import { uplineMethods } from './methods.ts';
import { requireDepositAllowed, requireDepositsOpen } from '../responsibleGaming/guard.ts';
import {
  liveReferenceRefusal,
  pendingOf,
  requestById,
  requestToWire,
  type DepositReferences,
  type RequestRecord,
} from './queries.ts';

type NewRequest = ParsedRequestOf<typeof contract.addDepositWithdraw>['body'];
type Decision = ParsedRequestOf<typeof contract.updateDepositWithdrawStatus>['body'];

/** The privilege that decides (and reviews) requests of a type: 55 Deposit, 54 Withdraw. */
export function privilegeFor(type: PaymentRequestType) {
  return type === 'deposit' ? privilege.deposit : privilege.withdraw;
}

async function pushBalance(context: AppContext, userId: string): Promise<void> {
  context.notify.toUser(userId, socketEvents.users.balance, await balanceWire(context, userId));
}

async function wireOf(db: Database, id: string): Promise<PaymentRequestRow> {
  const record = await requestById(db, id);
  if (!record) throw new Error(`Payment request ${id} is gone`);
  return requestToWire(record);
}

/** Refuses a request past the player's cap of waiting ones (inside its transaction, the player locked). */
async function requireRoomFor(tx: Database, userId: string, type: PaymentRequestType): Promise<void> {
  if ((await pendingOf(tx, userId, type)) >= cashierLimits.pendingRequestsPerType) {
    throw new Refusal('payment_requests_pending_limit');
  }
}

/**
 * A deposit request: the receipt (checked by its content) and the UTR, waiting for an operator above the
 * player. Nothing moves until one approves. The upline must have a method to pay to. A UTR or a receipt
 * already on a live request (pending or approved, anyone's) is refused: the unique indexes of migration
 * 0016 decide a race between two players, this check words the refusal.
 */
async function requestDeposit(
  context: AppContext,
  player: UserRow,
  body: Extract<NewRequest, { type: 'deposit' }>,
  file: UploadedFile | null,
): Promise<string> {
  if (!file) throw new Refusal('image_required');
  const image = await checkedImage(file);
  if (!(await uplineMethods(context.db, player.path))) throw new Refusal('payment_method_missing');
  const receiptSha256 = createHash('sha256').update(image.bytes).digest('hex');
  const references = { utr: body.utrno, receiptSha256 };
  try {
    return await insertDeposit(context, player, body, image, references);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw (await liveReferenceRefusal(context.db, references)) ?? new Refusal('utr_already_used');
  }
}

async function insertDeposit(
  context: AppContext,
  player: UserRow,
  body: Extract<NewRequest, { type: 'deposit' }>,
  image: CheckedImage,
  references: DepositReferences,
): Promise<string> {
  return context.db.transaction(async (tx) => {
    await lockUser(tx, player.id);
    await requireRoomFor(tx, player.id, 'deposit');
    // Issue 21: refused while blocked or over a deposit limit (pending requests count).
    await requireDepositAllowed(tx, {
      userId: player.id,
      amount: toMinor(body.amount),
      now: context.now(),
      by: 'player',
    });
    const used = await liveReferenceRefusal(tx, references);
    if (used) throw used;
    const receiptFileId = await storeImage(tx, player.id, 'receipt', image);
    const [row] = await tx
      .insert(paymentRequests)
      .values({
        userId: player.id,
        type: 'deposit',
        amount: toMinor(body.amount),
        accountType: body.accountType,
        utr: body.utrno,
        receiptFileId,
        receiptSha256: references.receiptSha256,
        // The app's clock, which the deposit limits' windows are counted on.
        createdAt: context.now(),
      })
      .returning({ id: paymentRequests.id });
    if (!row) throw new Error('The deposit request was not stored');
    return row.id;
  });
}

/**
 * A withdrawal request to one of the player's saved accounts. Its amount moves at once from the player
 * to the cashier's holds account (a `hold` ledger transaction), in the same database transaction as the
 * request: the available balance drops, so the money can be neither bet nor asked for twice.
 */
async function requestWithdrawal(
  context: AppContext,
  player: UserRow,
  body: Extract<NewRequest, { type: 'withdraw' }>,
): Promise<string> {
  const destination = await destinationOf(context.db, player.id, body.accountType, body.bankDetail._id);
  const id = crypto.randomUUID();
  await context.db.transaction(async (tx) => {
    await lockUser(tx, player.id);
    await requireRoomFor(tx, player.id, 'withdraw');
    const where =
      'upiId' in destination ? destination.upiId : `${destination.accountNumber} ${destination.ifscCode}`;
    const hold = await postTransfer(tx, {
      fromUserId: player.id,
      toUserId: cashierHolds,
      amount: toMinor(body.amount),
      kind: 'hold',
      narration: `Withdrawal request to ${where}: held until decided`,
      idempotencyKey: `cashier:hold:${id}`,
      createdBy: player.id,
    });
    await tx.insert(paymentRequests).values({
      id,
      userId: player.id,
      type: 'withdraw',
      amount: toMinor(body.amount),
      accountType: body.accountType,
      destination,
      holdTransactionId: hold.transactionId,
    });
  });
  await pushBalance(context, player.id);
  return id;
}

/** POST add-deposit-withdraw: a player's deposit (multipart, with its receipt) or withdrawal (JSON). */
export async function addRequest(
  context: AppContext,
  caller: Caller,
  body: NewRequest,
  file: UploadedFile | null,
): Promise<PaymentRequestRow> {
  const player = await loadActingUser(context.db, caller);
  const id =
    body.type === 'deposit'
      ? await requestDeposit(context, player, body, file)
      : await requestWithdrawal(context, player, body);
  return wireOf(context.db, id);
}

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

/** The ledger move a decision makes, if any: who pays whom, as what. */
function moveOf(record: RequestRecord, approver: AccountOwner, approved: boolean) {
  const amount = record.amount;
  if (record.type === 'deposit') {
    if (!approved) return null;
    return {
      fromUserId: approver,
      toUserId: record.userId,
      amount,
      kind: 'deposit' as const,
      narration: `Deposit of ${record.username} approved (UTR ${record.utr ?? ''})`,
    };
  }
  return approved
    ? {
        fromUserId: cashierHolds,
        toUserId: approver,
        amount,
        kind: 'withdrawal' as const,
        narration: `Withdrawal of ${record.username} approved`,
      }
    : {
        fromUserId: cashierHolds,
        toUserId: record.userId,
        amount,
        kind: 'release' as const,
        narration: 'Withdrawal request rejected: amount released',
      };
}

/**
 * POST update-deposit-withdraw-status: pending -> approved | rejected, once. The status changes by a
 * conditional UPDATE (WHERE status = 'pending') inside the money's transaction: of two operators
 * deciding at once, the second waits for the first's row lock, then finds nothing pending and is
 * refused, and no money moves twice. A deposit's approval moves the amount from the approver (the Super
 * Admin: the house) to the player, refused when the approver lacks it; a withdrawal's pays the held
 * amount to the approver; its rejection gives it back to the player.
 */
export async function decideRequest(
  context: AppContext,
  caller: Caller,
  decision: Decision,
): Promise<PaymentRequestRow> {
  const { record, acting } = await decidable(context, caller, decision);
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
      })
      .where(and(eq(paymentRequests.id, record.id), eq(paymentRequests.status, 'pending')))
      .returning({ id: paymentRequests.id });
    if (!decided) throw new Refusal('payment_request_decided');
    if (record.type === 'deposit' && approved) await requireDepositsOpen(tx, record.userId, context.now());
    const move = moveOf(record, approver, approved);
    if (!move) return;
    const posted = await postTransfer(tx, {
      ...move,
      idempotencyKey: `cashier:decision:${record.id}`,
      createdBy: caller.userId,
    });
    await tx
      .update(paymentRequests)
      .set({ decisionTransactionId: posted.transactionId })
      .where(eq(paymentRequests.id, record.id));
  });
  const row = await wireOf(context.db, record.id);
  context.notify.toUser(record.userId, socketEvents.users.paymentRequest, row);
  if (record.type === 'withdraw' || approved) await pushBalance(context, record.userId);
  if (approved && approver !== house) await pushBalance(context, approver);
  return row;
}
