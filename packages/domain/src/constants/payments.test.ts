import { describe, expect, it } from 'vitest';
import {
  acceptedImageExtensions,
  acceptedImageInput,
  depositRangeHint,
  paymentAccountTypes,
  paymentRequestRemark,
  paymentRequestTypes,
} from './payments.ts';

describe('payment constants (spec 3, 5 and 9)', () => {
  it('match the spec', () => {
    expect(paymentRequestTypes).toEqual(['deposit', 'withdraw']);
    expect(paymentAccountTypes).toEqual(['upi', 'bank']);
    expect(paymentRequestRemark).toBe('ok');
    expect(depositRangeHint).toEqual({ min: 100, max: 100000 });
    expect(acceptedImageExtensions).toEqual(['png', 'jpg', 'jpeg']);
    expect(acceptedImageInput).toBe('.png,.jpg,.jpeg');
  });
});
