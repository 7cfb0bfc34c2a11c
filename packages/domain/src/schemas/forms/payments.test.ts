import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages, ruleMessages } from '../../messages.ts';
import { bankAccountFormSchema, depositFormSchema, upiFormSchema, withdrawFormSchema } from './payments.ts';

function fieldMessages(schema: v.GenericSchema, value: unknown): Record<string, string | undefined> {
  const result = v.safeParse(schema, value);
  if (result.success) return {};
  const nested: Record<string, string[] | undefined> = v.flatten(result.issues).nested ?? {};
  return Object.fromEntries(Object.entries(nested).map(([path, list]) => [path, list?.[0]]));
}

const receipt = { name: 'receipt.jpg', type: 'image/jpeg' };

describe('deposit form (spec 5)', () => {
  it('accepts an amount above 0, a png/jpg/jpeg receipt and a numeric UTR', () => {
    expect(v.parse(depositFormSchema, { amount: '500', image: receipt, utrNumber: '123456789012' })).toEqual({
      amount: 50000,
      image: receipt,
      utrNumber: '123456789012',
    });
  });

  it("reports 'Image is required field', 'Fill this field.' and the amount rules", () => {
    expect(fieldMessages(depositFormSchema, { amount: '', image: null, utrNumber: '' })).toEqual({
      amount: ruleMessages.amountRequired,
      image: messages.imageRequired,
      utrNumber: messages.fillThisField,
    });
    expect(fieldMessages(depositFormSchema, {})).toEqual({
      amount: ruleMessages.amountRequired,
      image: messages.imageRequired,
      utrNumber: messages.fillThisField,
    });
    expect(fieldMessages(depositFormSchema, { amount: '0', image: receipt, utrNumber: 'UTR12' })).toEqual({
      amount: ruleMessages.amountAboveZero,
      utrNumber: ruleMessages.utrNumeric,
    });
  });

  it('does not enforce the 100 to 100000 range hint ("enforcement is not shown")', () => {
    expect(v.safeParse(depositFormSchema, { amount: '50', image: receipt, utrNumber: '1' }).success).toBe(
      true,
    );
    expect(v.safeParse(depositFormSchema, { amount: '250000', image: receipt, utrNumber: '1' }).success).toBe(
      true,
    );
  });

  it('property: accepts exactly the digit-only UTR numbers', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (utr) => {
        const ok = v.safeParse(depositFormSchema, { amount: '100', image: receipt, utrNumber: utr }).success;
        expect(ok).toBe(/^\d+$/.test(utr.trim()));
      }),
    );
  });
});

describe('withdraw form (spec 5)', () => {
  it('needs a bank or UPI entry', () => {
    expect(v.parse(withdrawFormSchema, { amount: '100', accountType: 'upi', accountId: 'u1' })).toEqual({
      amount: 10000,
      accountType: 'upi',
      accountId: 'u1',
    });
    expect(fieldMessages(withdrawFormSchema, { amount: '100', accountType: '', accountId: '' })).toEqual({
      accountType: messages.selectBankOrUpi,
      accountId: messages.selectBankOrUpi,
    });
    expect(fieldMessages(withdrawFormSchema, { amount: '100', accountType: 'bank' })).toEqual({
      accountId: messages.selectBankOrUpi,
    });
  });
});

describe('bank and UPI forms (spec 5)', () => {
  it('require every bank field', () => {
    expect(
      fieldMessages(bankAccountFormSchema, { accountHolderName: ' ', accountNumber: '', ifscCode: '' }),
    ).toEqual({
      accountHolderName: ruleMessages.accountHolderNameRequired,
      accountNumber: ruleMessages.accountNumberRequired,
      ifscCode: ruleMessages.ifscCodeRequired,
    });
    expect(
      v.parse(bankAccountFormSchema, {
        accountHolderName: 'R Sharma',
        accountNumber: '0012',
        ifscCode: 'SBIN0001234',
      }),
    ).toEqual({ accountHolderName: 'R Sharma', accountNumber: '0012', ifscCode: 'SBIN0001234' });
  });

  it("UPI: 'UPI Id is required'", () => {
    expect(fieldMessages(upiFormSchema, { upiId: '' })).toEqual({ upiId: messages.upiIdRequired });
    expect(v.parse(upiFormSchema, { upiId: 'rahul@upi' })).toEqual({ upiId: 'rahul@upi' });
  });
});
