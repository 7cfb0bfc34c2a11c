/** Deposit and withdrawal constants (spec sections 3, 5 and 9). */

import type { PaymentStatus } from './reports.ts';

/** Spec 3: "Deposit/withdraw request: type (deposit or withdraw)". */
export const paymentRequestTypes = ['deposit', 'withdraw'] as const;
export type PaymentRequestType = (typeof paymentRequestTypes)[number];

/** Spec 3: "accountType (upi or bank)"; also the `type` of delete-upi-bank. */
export const paymentAccountTypes = ['upi', 'bank'] as const;
export type PaymentAccountType = (typeof paymentAccountTypes)[number];

/** Spec 3: "remark (fixed 'ok')". */
export const paymentRequestRemark = 'ok';

/**
 * The reasons an operator picks from when it rejects a request (issue 39); it may add words to one, or
 * write its own instead. The player reads the reason on its request and, a withdrawal, in its statement.
 */
export const paymentRejectionReasons: Readonly<Record<PaymentRequestType, readonly string[]>> = {
  deposit: [
    'Payment not received',
    'UTR does not match the payment',
    'Amount does not match the payment',
    'Receipt unreadable',
  ],
  withdraw: [
    'Account details are wrong',
    'Account holder name does not match',
    'Bank or UPI not accepting payments',
    'Asked by the player',
  ],
};

/** The longest rejection reason taken: a sentence the player's statement row can show whole. */
export const rejectionReasonMaxLength = 200;

/**
 * Spec 5 and 9: "The range hint is 100 to 100000; enforcement is not shown." Rupees; the server enforces
 * it on deposits (issue 16, docs/adr/0011-cashier.md).
 */
export const depositRangeHint = { min: 100, max: 100_000 } as const;

/** Spec 5: "Upload accepts png, jpg and jpeg." */
export const acceptedImageExtensions = ['png', 'jpg', 'jpeg'] as const;
export const acceptedImageTypes = ['image/png', 'image/jpeg'] as const;
/** The file input's `accept` attribute. */
export const acceptedImageInput = '.png,.jpg,.jpeg';

/**
 * The cashier's own bounds (the spec gives none): an image's size, the saved accounts a player keeps, and
 * the requests it may have waiting at once, so one account cannot fill the database with receipts.
 */
export const cashierLimits = {
  imageMaxMegabytes: 5,
  savedAccountsPerType: 10,
  pendingRequestsPerType: 5,
} as const;

/**
 * The agent panel's words for a request (the Deposit and Withdraw statements, on screen and in their CSV
 * files): its account type, its status capitalised as spec 4's Type filter shows it, and the warning on a
 * deposit whose UTR or receipt other players' requests carried too (the operator checks the bank first).
 */
export const paymentAccountTypeLabels: Record<PaymentAccountType, string> = { upi: 'UPI', bank: 'Bank' };
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  approved: 'Approved',
  pending: 'Pending',
  rejected: 'Rejected',
};
export const sharedReferenceLabel = (players: number) =>
  `UTR or receipt also used by ${players} other ${players === 1 ? 'player' : 'players'}`;

/** Where a withdrawal is paid, in one line: the UPI id, or the bank account's holder, number and IFSC. */
export function paymentDestinationText(
  detail: { upiId: string } | { accountHolderName: string; accountNumber: string; ifscCode: string },
): string {
  return 'upiId' in detail
    ? detail.upiId
    : `${detail.accountHolderName}, ${detail.accountNumber}, ${detail.ifscCode}`;
}
