import { describe, expect, it } from 'vitest';
import {
  acceptedImageExtensions,
  acceptedImageInput,
  depositRangeHint,
  paymentAccountTypes,
  paymentDestinationText,
  paymentRequestRemark,
  paymentRequestTypes,
  sharedReferenceLabel,
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

describe("the agent panel's words for a request, on screen and in its CSV file", () => {
  it('say where a withdrawal is paid: the UPI id, or the bank account in one line', () => {
    expect(paymentDestinationText({ upiId: 'asha@okbank' })).toBe('asha@okbank');
    expect(
      paymentDestinationText({
        accountHolderName: 'Asha Rao',
        accountNumber: '001122334455',
        ifscCode: 'HDFC0001234',
      }),
    ).toBe('Asha Rao, 001122334455, HDFC0001234');
  });

  it('count the other players a UTR or receipt was used by, in the right number', () => {
    expect(sharedReferenceLabel(1)).toBe('UTR or receipt also used by 1 other player');
    expect(sharedReferenceLabel(3)).toBe('UTR or receipt also used by 3 other players');
  });
});
