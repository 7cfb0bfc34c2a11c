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
import type { AppContext } from '../context.ts';
import { paymentRequests } from '../db/cashierSchema.ts';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../hierarchy/common.ts';
import { loadActingUser, lockUser, type UserRow } from '../hierarchy/subtree.ts';
import type { Caller } from '../caller.ts';
import type { UploadedFile } from '../uploadedFile.ts';
import { cashierHolds, postTransfer } from '../ledger/index.ts';
import { balanceWire } from '../money/service.ts';
import { destinationLabel, destinationOf } from './accounts.ts';
import { checkedImage, storeImage, type CheckedImage } from './files.ts';
import { uplineMethods } from './methods.ts';
import { requireDepositAllowed } from '../responsibleGaming/guard.ts';
import {
  liveReferenceRefusal,
  pendingOf,
  requestById,
  requestToWire,
  type DepositReferences,
} from './queries.ts';

type NewRequest = ParsedRequestOf<typeof contract.addDepositWithdraw>['body'];

/** The privilege that decides (and reviews) requests of a type: 55 Deposit, 54 Withdraw. */
export function privilegeFor(type: PaymentRequestType) {
  return type === 'deposit' ? privilege.deposit : privilege.withdraw;
}

export async function pushBalance(context: AppContext, userId: string): Promise<void> {
  context.notify.toUser(userId, socketEvents.users.balance, await balanceWire(context, userId));
}

export async function wireOf(db: Database, id: string): Promise<PaymentRequestRow> {
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
    const hold = await postTransfer(tx, {
      fromUserId: player.id,
      toUserId: cashierHolds,
      amount: toMinor(body.amount),
      kind: 'hold',
      narration: `Withdrawal request to ${destinationLabel(destination)}: held until decided`,
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
