import * as v from 'valibot';
import { paymentAccountTypes } from '../../constants/payments.ts';
import { messages, ruleMessages } from '../../messages.ts';
import { imageField, positiveAmountField, requiredText } from './fields.ts';

/**
 * Spec 5, Deposit: "amount required; image required ('Image is required field'); utrno required as a
 * number; 'Fill this field.' for image and utr. Upload accepts png, jpg and jpeg." The range hint
 * (100 to 100000) is shown, not enforced: "enforcement is not shown".
 */
export const depositFormSchema = v.object({
  amount: positiveAmountField,
  image: imageField,
  utrNumber: v.optional(
    v.pipe(v.string(), v.trim(), v.nonEmpty(messages.fillThisField), v.digits(ruleMessages.utrNumeric)),
    '',
  ),
});

/**
 * Spec 5, Withdraw: "amount required; one bank or UPI detail must be selected ('Select one option from
 * bank details or Upi')". The account is picked by its type and id.
 */
export const withdrawFormSchema = v.object({
  amount: positiveAmountField,
  accountType: v.picklist(paymentAccountTypes, messages.selectBankOrUpi),
  accountId: v.optional(v.pipe(v.string(), v.nonEmpty(messages.selectBankOrUpi)), ''),
});

/** Spec 5: "Bank form: account holder name, account number and IFSC code required." */
export const bankAccountFormSchema = v.object({
  accountHolderName: requiredText(ruleMessages.accountHolderNameRequired),
  accountNumber: requiredText(ruleMessages.accountNumberRequired),
  ifscCode: requiredText(ruleMessages.ifscCodeRequired),
});

/** Spec 5: "UPI form: 'UPI Id is required'." */
export const upiFormSchema = v.object({
  upiId: requiredText(messages.upiIdRequired),
});
