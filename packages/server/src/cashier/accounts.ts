import {
  cashierLimits,
  Refusal,
  type BankAccount,
  type PaymentAccountType,
  type UpiEntry,
} from '@exchange/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import { paymentBankAccounts, paymentUpiIds } from '../db/cashierSchema.ts';
import type { Database } from '../db/client.ts';
import { lockUser } from '../hierarchy/subtree.ts';
import { isUuid } from '../ledger/accounts.ts';

/** A player's saved bank accounts and UPI ids, which its withdrawals go to (spec 3, 5 and 7). */

const bankColumns = {
  _id: paymentBankAccounts.id,
  accountHolderName: paymentBankAccounts.accountHolderName,
  accountNumber: paymentBankAccounts.accountNumber,
  ifscCode: paymentBankAccounts.ifscCode,
};
const upiColumns = { _id: paymentUpiIds.id, upiId: paymentUpiIds.upiId };

export async function bankAndUpiList(db: Database, userId: string) {
  const [bank, upi] = await Promise.all([
    db
      .select(bankColumns)
      .from(paymentBankAccounts)
      .where(eq(paymentBankAccounts.userId, userId))
      .orderBy(asc(paymentBankAccounts.createdAt), asc(paymentBankAccounts.id)),
    db
      .select(upiColumns)
      .from(paymentUpiIds)
      .where(eq(paymentUpiIds.userId, userId))
      .orderBy(asc(paymentUpiIds.createdAt), asc(paymentUpiIds.id)),
  ]);
  return { bank, upi };
}

/**
 * Saves a bank account, refusing a repeat (same number and IFSC, in any case) and an eleventh account.
 * The count and the insert run in one transaction with the player's rows locked, so two quick clicks
 * cannot pass the cap together.
 */
export function addBankAccount(
  db: Database,
  userId: string,
  account: Omit<BankAccount, '_id'>,
): Promise<BankAccount> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [saved] = await tx
      .select({ total: count() })
      .from(paymentBankAccounts)
      .where(eq(paymentBankAccounts.userId, userId));
    if ((saved?.total ?? 0) >= cashierLimits.savedAccountsPerType) throw new Refusal('payment_accounts_full');
    const [row] = await tx
      .insert(paymentBankAccounts)
      .values({ userId, ...account, ifscCode: account.ifscCode.toUpperCase() })
      .onConflictDoNothing()
      .returning(bankColumns);
    if (!row) throw new Refusal('payment_account_duplicate');
    return row;
  });
}

/** Saves a UPI id, refusing a repeat (in any case) and an eleventh one. */
export function addUpi(db: Database, userId: string, entry: Omit<UpiEntry, '_id'>): Promise<UpiEntry> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [saved] = await tx
      .select({ total: count() })
      .from(paymentUpiIds)
      .where(eq(paymentUpiIds.userId, userId));
    if ((saved?.total ?? 0) >= cashierLimits.savedAccountsPerType) throw new Refusal('payment_accounts_full');
    const [row] = await tx
      .insert(paymentUpiIds)
      .values({ userId, upiId: entry.upiId })
      .onConflictDoNothing()
      .returning(upiColumns);
    if (!row) throw new Refusal('payment_account_duplicate');
    return row;
  });
}

/** Removes one of the player's entries; requests made to it keep their copy. */
export async function deleteAccount(
  db: Database,
  userId: string,
  type: PaymentAccountType,
  id: string,
): Promise<void> {
  if (!isUuid(id)) throw new Refusal('not_found');
  const deleted =
    type === 'bank'
      ? await db
          .delete(paymentBankAccounts)
          .where(and(eq(paymentBankAccounts.id, id), eq(paymentBankAccounts.userId, userId)))
          .returning({ id: paymentBankAccounts.id })
      : await db
          .delete(paymentUpiIds)
          .where(and(eq(paymentUpiIds.id, id), eq(paymentUpiIds.userId, userId)))
          .returning({ id: paymentUpiIds.id });
  if (deleted.length === 0) throw new Refusal('not_found');
}

/** The saved entry a withdrawal names, copied for the request; a missing or foreign one is not chosen. */
export async function destinationOf(
  db: Database,
  userId: string,
  type: PaymentAccountType,
  id: string,
): Promise<BankAccount | UpiEntry> {
  if (!isUuid(id)) throw new Refusal('payment_account_not_selected');
  const [row] =
    type === 'bank'
      ? await db
          .select(bankColumns)
          .from(paymentBankAccounts)
          .where(and(eq(paymentBankAccounts.id, id), eq(paymentBankAccounts.userId, userId)))
      : await db
          .select(upiColumns)
          .from(paymentUpiIds)
          .where(and(eq(paymentUpiIds.id, id), eq(paymentUpiIds.userId, userId)));
  if (!row) throw new Refusal('payment_account_not_selected');
  return row;
}

/** Where a withdrawal goes, in a statement's words: "UPI name@bank" or "bank account 1234 (IFSC0001)". */
export function destinationLabel(destination: BankAccount | UpiEntry): string {
  return 'upiId' in destination
    ? `UPI ${destination.upiId}`
    : `bank account ${destination.accountNumber} (${destination.ifscCode})`;
}
