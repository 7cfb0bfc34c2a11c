import * as v from 'valibot';
import { paymentAccountTypes, paymentRequestRemark, paymentRequestTypes } from '../constants/payments.ts';
import { paymentStatuses, paymentStatusFilters } from '../constants/reports.ts';
import { envelopeSchema, pagedSchema } from './envelope.ts';
import { bankAccountFormSchema, upiFormSchema } from './forms/payments.ts';
import {
  idSchema,
  isoDateSchema,
  moneySchema,
  nameTextSchema,
  requestAmountSchema,
  startNotAfterEnd,
  textSchema,
  timestampSchema,
} from './primitives.ts';

/** Spec 7, Payments: bank and UPI accounts, deposit and withdrawal requests and their review. */

/** Spec 3: "Bank account: accountHolderName, accountNumber, ifscCode, _id. UPI entry: upiId, _id." */
export const bankAccountSchema = v.object({ ...bankAccountFormSchema.entries, _id: idSchema });
export const upiEntrySchema = v.object({ ...upiFormSchema.entries, _id: idSchema });
export type BankAccount = v.InferOutput<typeof bankAccountSchema>;
export type UpiEntry = v.InferOutput<typeof upiEntrySchema>;

/** POST add-bank-account and add-upi: the bank and UPI forms' fields (spec 5). */
export const addBankAccountRequestSchema = bankAccountFormSchema;
export const addUpiRequestSchema = upiFormSchema;

/** GET get-bank-and-upi-list. */
export const bankAndUpiListResponseSchema = envelopeSchema(
  v.object({ bank: v.array(bankAccountSchema), upi: v.array(upiEntrySchema) }),
);

/** POST delete-upi-bank "({type, id})". */
export const deleteUpiBankRequestSchema = v.object({ type: v.picklist(paymentAccountTypes), id: idSchema });

const requestAmount = requestAmountSchema;

/**
 * POST add-deposit-withdraw, a deposit: "multipart for deposits". The text fields of the multipart body
 * (the image is its file part); spec 3: "type (deposit or withdraw), amount, remark (fixed 'ok'),
 * accountType (upi or bank), imageUrl (file), utrno".
 */
export const depositRequestFieldsSchema = v.object({
  type: v.literal('deposit'),
  amount: v.pipe(textSchema(20), v.decimal(), v.toNumber(), requestAmount),
  remark: v.literal(paymentRequestRemark),
  accountType: v.picklist(paymentAccountTypes),
  utrno: v.pipe(nameTextSchema, v.digits()),
});

/** POST add-deposit-withdraw, a withdrawal: "json for withdrawals", with the chosen bank or UPI entry. */
export const withdrawRequestSchema = v.object({
  type: v.literal('withdraw'),
  amount: requestAmount,
  remark: v.literal(paymentRequestRemark),
  accountType: v.picklist(paymentAccountTypes),
  bankDetail: v.union([bankAccountSchema, upiEntrySchema]),
});

/** Spec 3: "Deposit/withdraw list row: type, amount, createdAt, status, remark, _id." */
export const paymentRequestRowSchema = v.object({
  _id: idSchema,
  type: v.picklist(paymentRequestTypes),
  amount: moneySchema,
  createdAt: timestampSchema,
  status: v.picklist(paymentStatuses),
  remark: v.string(),
  username: v.optional(v.string()),
});

/** POST get-deposit-withdraw-list "({type, startDate, endDate, reportType})": reportType filters by status. */
export const paymentRequestListRequestSchema = v.pipe(
  v.object({
    type: v.picklist(paymentRequestTypes),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    reportType: v.optional(v.picklist(paymentStatusFilters), 'all'),
  }),
  startNotAfterEnd(),
);
export const paymentRequestListResponseSchema = envelopeSchema(pagedSchema(paymentRequestRowSchema));

/** POST update-deposit-withdraw-status (spec 4: "the transitions allowed are not shown"). */
export const updatePaymentStatusRequestSchema = v.object({
  id: idSchema,
  status: v.picklist(paymentStatuses),
});
