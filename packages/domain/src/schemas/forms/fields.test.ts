import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages, ruleMessages } from '../../messages.ts';
import { formatMoney } from '../../format/money.ts';
import { minor } from '../../money/minorUnits.ts';
import {
  amountField,
  imageField,
  isAcceptedImage,
  newTransactionPasswordSchema,
  optionalAmountField,
  otpCodeSchema,
  otpDigitSchema,
  passwordInputMaxLength,
  passwordPattern,
  passwordSchema,
  positiveAmountField,
  requiredText,
  transactionPasswordMaxLength,
  transactionPasswordSchema,
  usernamePattern,
  usernameSchema,
} from './fields.ts';

/** The first message a schema reports for a value, or null when it accepts it. */
function firstMessage(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

describe('username (spec 5)', () => {
  it.each(['Abcd', 'Rahul_01', 'A-b_c9', `A${'b'.repeat(19)}`])('accepts %j', (username) => {
    expect(firstMessage(usernameSchema, username)).toBeNull();
  });

  it.each([
    ['', messages.usernameRequired],
    [undefined, messages.usernameRequired],
    [' Abcd', ruleMessages.usernameSpaces],
    ['Abcd ', ruleMessages.usernameSpaces],
    ['abcd', messages.usernamePattern],
    ['Abc', messages.usernamePattern],
    [`A${'b'.repeat(20)}`, messages.usernamePattern],
    ['AbcD', messages.usernamePattern],
    ['Ab.cd', messages.usernamePattern],
  ])('rejects %j with %j', (username, message) => {
    expect(firstMessage(usernameSchema, username)).toBe(message);
  });

  it('property: accepts exactly the usernames the rule allows', () => {
    fc.assert(
      fc.property(fc.stringMatching(usernamePattern), (username) => {
        expect(firstMessage(usernameSchema, username)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 25 }), (text) => {
        expect(firstMessage(usernameSchema, text) === null).toBe(usernamePattern.test(text));
      }),
    );
  });
});

describe('password (spec 5)', () => {
  it('keeps the input maxlength of 45 and the transaction password maxlength of 15', () => {
    expect(passwordInputMaxLength).toBe(45);
    expect(transactionPasswordMaxLength).toBe(15);
  });

  it.each(['Passw0rd', 'aB3aB3aB3', `Ab1${'x'.repeat(29)}`])('accepts %j', (password) => {
    expect(firstMessage(passwordSchema, password)).toBeNull();
  });

  it.each([
    ['', ruleMessages.passwordRequired],
    ['Ab1', messages.passwordMinLength],
    ['password1', messages.passwordPattern],
    ['PASSWORD1', messages.passwordPattern],
    ['Password', messages.passwordPattern],
    ['Passw0rd!', messages.passwordPattern],
    [`Ab1${'x'.repeat(30)}`, messages.passwordPattern],
  ])('rejects %j with %j', (password, message) => {
    expect(firstMessage(passwordSchema, password)).toBe(message);
  });

  it('property: accepts exactly 8-32 letters and digits with a digit, an upper and a lower case letter', () => {
    const alphanumeric = fc.stringMatching(/^[A-Za-z0-9]{0,40}$/);
    fc.assert(
      fc.property(fc.oneof(alphanumeric, fc.string({ maxLength: 40 })), (password) => {
        const message = firstMessage(passwordSchema, password);
        expect(message === null).toBe(passwordPattern.test(password));
        if (password.length > 0 && password.length < 8) expect(message).toBe(messages.passwordMinLength);
      }),
    );
  });
});

describe('transaction password (spec 5)', () => {
  it('is required and at most 15 characters', () => {
    expect(firstMessage(transactionPasswordSchema, '')).toBe(ruleMessages.transactionPasswordRequired);
    expect(firstMessage(transactionPasswordSchema, 'x'.repeat(15))).toBeNull();
    expect(firstMessage(transactionPasswordSchema, 'x'.repeat(16))).toBe(
      ruleMessages.transactionPasswordMaxLength,
    );
  });

  it('property: accepts exactly 1 to 15 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        expect(firstMessage(transactionPasswordSchema, text) === null).toBe(
          text.length >= 1 && text.length <= 15,
        );
      }),
    );
  });
});

describe('a new transaction password (issue 14, ASVS 6.2.1)', () => {
  it('needs at least 8 characters with a letter and a digit, and keeps the maxlength of 15', () => {
    expect(firstMessage(newTransactionPasswordSchema, '')).toBe(ruleMessages.transactionPasswordRequired);
    for (const weak of ['Txn1234', 'a123456', '12345678', 'abcdefgh', '12345678901234']) {
      expect(firstMessage(newTransactionPasswordSchema, weak), weak).toBe(
        ruleMessages.transactionPasswordWeak,
      );
    }
    for (const strong of ['Txn12345', 'a1234567', '1234567890123x']) {
      expect(firstMessage(newTransactionPasswordSchema, strong), strong).toBeNull();
    }
    expect(firstMessage(newTransactionPasswordSchema, 'Txn1234567890123')).toBe(
      ruleMessages.transactionPasswordMaxLength,
    );
  });
});

describe('amount fields', () => {
  const field = amountField('Needed');

  it('turn typed rupees into minor units', () => {
    expect(v.parse(field, '100')).toBe(10000);
    expect(v.parse(field, ' 12.5 ')).toBe(1250);
    expect(v.parse(field, '0.05')).toBe(5);
    expect(firstMessage(field, '')).toBe('Needed');
    expect(firstMessage(field, undefined)).toBe('Needed');
    expect(firstMessage(field, '12.345')).toBe(ruleMessages.amountInvalid);
    expect(firstMessage(field, '-5')).toBe(ruleMessages.amountInvalid);
    expect(firstMessage(field, '1e3')).toBe(ruleMessages.amountInvalid);
  });

  it('a positive amount must be above 0', () => {
    expect(firstMessage(positiveAmountField, '0')).toBe(ruleMessages.amountAboveZero);
    expect(firstMessage(positiveAmountField, '')).toBe(ruleMessages.amountRequired);
    expect(v.parse(positiveAmountField, '0.01')).toBe(1);
  });

  it('an optional amount may be empty', () => {
    expect(v.parse(optionalAmountField, '')).toBeUndefined();
    expect(v.parse(optionalAmountField, undefined)).toBeUndefined();
    expect(v.parse(optionalAmountField, '5')).toBe(500);
    expect(firstMessage(optionalAmountField, 'five')).toBe(ruleMessages.amountInvalid);
  });

  it('property: any amount typed with two decimals reads back as the same minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (amount) => {
        expect(v.parse(field, formatMoney(minor(amount)))).toBe(amount);
      }),
    );
  });
});

describe('required text', () => {
  it('trims and requires', () => {
    const schema = requiredText('Say something');
    expect(v.parse(schema, '  hi ')).toBe('hi');
    expect(firstMessage(schema, '   ')).toBe('Say something');
    expect(firstMessage(schema, undefined)).toBe('Say something');
  });
});

describe('security code digits (spec 5)', () => {
  it('one digit per box, six for the code', () => {
    expect(firstMessage(otpDigitSchema, '7')).toBeNull();
    for (const bad of ['', '77', 'a', ' '])
      expect(firstMessage(otpDigitSchema, bad)).toBe(ruleMessages.otpDigit);
    expect(firstMessage(otpCodeSchema, '012345')).toBeNull();
    for (const bad of ['12345', '1234567', '12345a'])
      expect(firstMessage(otpCodeSchema, bad)).toBe(ruleMessages.otpCode);
  });

  it('property: a box accepts exactly one digit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3 }), (text) => {
        expect(firstMessage(otpDigitSchema, text) === null).toBe(/^\d$/.test(text));
      }),
    );
  });
});

describe('image upload (spec 5)', () => {
  it('accepts png, jpg and jpeg by extension or type', () => {
    expect(isAcceptedImage({ name: 'receipt.PNG', type: '' })).toBe(true);
    expect(isAcceptedImage({ name: 'receipt.jpeg', type: '' })).toBe(true);
    expect(isAcceptedImage({ name: 'receipt', type: 'image/jpeg' })).toBe(true);
    expect(isAcceptedImage({ name: 'receipt.gif', type: 'image/gif' })).toBe(false);
    expect(isAcceptedImage({ name: 'receipt.pdf', type: 'application/pdf' })).toBe(false);
  });

  it("requires an image: 'Image is required field'", () => {
    expect(firstMessage(imageField, null)).toBe(messages.imageRequired);
    expect(firstMessage(imageField, undefined)).toBe(messages.imageRequired);
    expect(firstMessage(imageField, { name: 'a.gif', type: 'image/gif' })).toBe(ruleMessages.imageType);
    expect(firstMessage(imageField, { name: 'a.jpg', type: 'image/jpeg', size: 10 })).toBeNull();
  });
});
