import { describe, expect, it } from 'vitest';
import { paymentDecisionToast } from './paymentEvents.ts';

describe('paymentDecisionToast', () => {
  it('tells an approved deposit as a success, with the amount in two decimals', () => {
    expect(paymentDecisionToast({ type: 'deposit', amount: 500, status: 'approved' })).toEqual({
      tone: 'success',
      message: 'Your deposit of 500.00 was approved and added to your balance.',
    });
  });

  it('tells a rejection as an error with its reason, a withdrawal with its amount released', () => {
    expect(
      paymentDecisionToast({
        type: 'deposit',
        amount: 100.5,
        status: 'rejected',
        reason: 'Payment not received',
      }),
    ).toEqual({
      tone: 'error',
      message: 'Your deposit of 100.50 was rejected: Payment not received.',
    });
    expect(
      paymentDecisionToast({
        type: 'withdraw',
        amount: 1500,
        status: 'rejected',
        reason: 'Account details are wrong',
      }),
    ).toEqual({
      tone: 'error',
      message:
        'Your withdrawal of 1,500.00 was rejected: Account details are wrong. The amount is back in your balance.',
    });
    expect(paymentDecisionToast({ type: 'withdraw', amount: 1500, status: 'approved' }).tone).toBe('success');
  });
});
