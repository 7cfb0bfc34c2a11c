import { formatAmount } from '@exchange/design-system';
import type { PaymentRequestRow } from '@exchange/domain';

/** What the player is told when the upline decides one of its requests, and how (a success or an error). */
export function paymentDecisionToast(
  request: Pick<PaymentRequestRow, 'type' | 'amount' | 'status'> & { reason?: string | null },
): {
  tone: 'success' | 'error';
  message: string;
} {
  const amount = formatAmount(request.amount);
  // Issue 39: a rejection says why, as the operator wrote it.
  const why = request.reason ? `: ${request.reason}` : '';
  if (request.type === 'deposit') {
    return request.status === 'approved'
      ? { tone: 'success', message: `Your deposit of ${amount} was approved and added to your balance.` }
      : { tone: 'error', message: `Your deposit of ${amount} was rejected${why}.` };
  }
  return request.status === 'approved'
    ? { tone: 'success', message: `Your withdrawal of ${amount} was approved.` }
    : {
        tone: 'error',
        message: `Your withdrawal of ${amount} was rejected${why}. The amount is back in your balance.`,
      };
}
