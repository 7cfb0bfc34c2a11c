import { messages, ruleMessages } from '@exchange/domain';
import * as v from 'valibot';

const text = v.optional(v.pipe(v.string(), v.trim()), '');

const fields = v.object({
  upiId: text,
  upiName: text,
  accountHolderName: text,
  accountNumber: text,
  ifscCode: text,
  /** A QR image is chosen now or saved already. */
  hasQrImage: v.boolean(),
});
type Form = v.InferOutput<typeof fields>;
type BankField = 'accountHolderName' | 'accountNumber' | 'ifscCode';
const bankFields: readonly BankField[] = ['accountHolderName', 'accountNumber', 'ifscCode'];
const hasBank = (form: Form) => bankFields.some((field) => form[field] !== '');

/** A bank account is all three fields or none: each missing one of a started account says so. */
const bankField = (field: BankField, message: string) =>
  v.forward(
    v.check<Form, string>((form) => !hasBank(form) || form[field] !== '', message),
    [field],
  );

/**
 * The operator's payment methods as typed, as save-payment-list takes them: a UPI id with its name (the QR
 * image optional) and a bank account (holder, number and IFSC together), at least one of the two. The
 * messages are spec 5's where it has one.
 */
export const paymentMethodFormSchema = v.pipe(
  fields,
  v.forward(
    v.check<Form, string>(
      (form) => form.upiId !== '' || (form.upiName === '' && !form.hasQrImage),
      messages.upiIdRequired,
    ),
    ['upiId'],
  ),
  v.forward(
    v.check<Form, string>((form) => form.upiId === '' || form.upiName !== '', ruleMessages.upiNameRequired),
    ['upiName'],
  ),
  v.forward(
    v.check<Form, string>((form) => form.upiId !== '' || hasBank(form), messages.fillThisField),
    ['upiId'],
  ),
  bankField('accountHolderName', ruleMessages.accountHolderNameRequired),
  bankField('accountNumber', ruleMessages.accountNumberRequired),
  bankField('ifscCode', ruleMessages.ifscCodeRequired),
);
