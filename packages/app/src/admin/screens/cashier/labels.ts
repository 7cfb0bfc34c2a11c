import type { PaymentRequestType } from '@exchange/domain';

/** A request's type as a word of the statements. */
export const requestLabels: Record<PaymentRequestType, string> = {
  deposit: 'Deposit',
  withdraw: 'Withdrawal',
};

export const statusTones = { approved: 'positive', pending: 'warning', rejected: 'critical' } as const;
