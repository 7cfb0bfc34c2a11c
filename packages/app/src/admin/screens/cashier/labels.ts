import type { PaymentAccountType, PaymentRequestType, PaymentStatus } from '@exchange/domain';

/** A request's type as a word of the statements. */
export const requestLabels: Record<PaymentRequestType, string> = {
  deposit: 'Deposit',
  withdraw: 'Withdrawal',
};

export const accountTypeLabels: Record<PaymentAccountType, string> = { upi: 'UPI', bank: 'Bank' };

/** Spec 4's status values, capitalised, as the Type filter and the rows show them. */
export const statusLabels: Record<PaymentStatus, string> = {
  approved: 'Approved',
  pending: 'Pending',
  rejected: 'Rejected',
};

export const statusTones = { approved: 'positive', pending: 'warning', rejected: 'critical' } as const;

/** A deposit whose UTR or receipt other players' requests carried too: the operator checks the bank first. */
export const sharedReferenceLabel = (players: number) =>
  `UTR or receipt also used by ${players} other ${players === 1 ? 'player' : 'players'}`;
