import { formatAmount, type PaymentRequestRow } from '@exchange/domain';

/** What the player is told when the upline decides one of its requests, and how (a success or an error). */
export function paymentDecisionToast(request: Pick<PaymentRequestRow, 'type' | 'amount' | 'status'>): {
  tone: 'success' | 'error';
  message: string;
} {
  const amount = formatAmount(request.amount);
  if (request.type === 'deposit') {
    return request.status === 'approved'
      ? { tone: 'success', message: `Your deposit of ${amount} was approved and added to your balance.` }
      : { tone: 'error', message: `Your deposit of ${amount} was rejected.` };
  }
  return request.status === 'approved'
    ? { tone: 'success', message: `Your withdrawal of ${amount} was approved.` }
    : {
        tone: 'error',
        message: `Your withdrawal of ${amount} was rejected; the amount is back in your balance.`,
      };
}
