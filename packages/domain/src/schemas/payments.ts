import * as v from 'valibot';
import {
  acceptedImageTypes,
  cashierLimits,
  depositRangeHint,
  paymentAccountTypes,
  paymentRequestRemark,
  paymentRequestTypes,
  rejectionReasonMaxLength,
} from '../constants/payments.ts';
import { pageSizes } from '../constants/pagination.ts';
import { paymentStatuses, paymentStatusFilters } from '../constants/reports.ts';
import { messages, ruleMessages } from '../messages.ts';
import { envelopeSchema, pagedSchema } from './envelope.ts';
import { amountPattern, transactionPasswordSchema } from './forms/fields.ts';
import { bankAccountFormSchema, upiFormSchema } from './forms/payments.ts';
import {
  idSchema,
  isoDateSchema,
  moneySchema,
  nameTextSchema,
  remarkTextSchema,
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
export const addBankAccountResponseSchema = envelopeSchema(bankAccountSchema);
export const addUpiResponseSchema = envelopeSchema(upiEntrySchema);

/** GET get-bank-and-upi-list. */
export const bankAndUpiListResponseSchema = envelopeSchema(
  v.object({ bank: v.array(bankAccountSchema), upi: v.array(upiEntrySchema) }),
);

/** POST delete-upi-bank "({type, id})". */
export const deleteUpiBankRequestSchema = v.object({ type: v.picklist(paymentAccountTypes), id: idSchema });

/**
 * An amount as a multipart field (text) or in JSON (a number): required, rupees with at most two decimals,
 * above 0, at most `maxRequestAmount`.
 */
const wireAmountSchema = v.pipe(
  v.optional(v.union([v.number(), v.pipe(textSchema(20), v.trim())]), ''),
  v.check((amount) => amount !== '', ruleMessages.amountRequired),
  v.check((amount) => typeof amount === 'number' || amountPattern.test(amount), ruleMessages.amountInvalid),
  v.transform(Number),
  requestAmountSchema,
);

/** Spec 9 "Deposit range hint 100 to 100000": the server enforces it (issue 16). */
const depositAmountSchema = v.pipe(
  wireAmountSchema,
  v.check(
    (amount) => amount >= depositRangeHint.min && amount <= depositRangeHint.max,
    ruleMessages.depositRange,
  ),
);

/** The longest UTR (bank reference) taken: Indian UTRs are 12 to 22 characters. */
export const utrMaxLength = 30;

/**
 * POST add-deposit-withdraw, a deposit: "multipart for deposits". The text fields of the multipart body
 * (the receipt image is its file part `imageUrl`); spec 3: "type (deposit or withdraw), amount, remark
 * (fixed 'ok'), accountType (upi or bank), imageUrl (file), utrno". Spec 5: "utrno required as a number;
 * 'Fill this field.' for image and utr".
 */
export const depositRequestFieldsSchema = v.object({
  type: v.literal('deposit'),
  amount: depositAmountSchema,
  remark: v.optional(v.literal(paymentRequestRemark), paymentRequestRemark),
  accountType: v.picklist(paymentAccountTypes),
  utrno: v.pipe(
    v.optional(
      v.union([v.pipe(v.number(), v.transform(String)), v.pipe(textSchema(utrMaxLength), v.trim())]),
      '',
    ),
    v.check((utr) => utr !== '', messages.fillThisField),
    v.check((utr) => /^\d+$/.test(utr), ruleMessages.utrNumeric),
  ),
});

/**
 * POST add-deposit-withdraw, a withdrawal: "json for withdrawals", with the chosen bank account or UPI id
 * of the player's own list (`bankDetail`, of which only `_id` is read: the server takes the saved entry).
 */
export const withdrawRequestSchema = v.object({
  type: v.literal('withdraw'),
  amount: wireAmountSchema,
  remark: v.optional(v.literal(paymentRequestRemark), paymentRequestRemark),
  accountType: v.picklist(paymentAccountTypes, messages.selectBankOrUpi),
  bankDetail: v.pipe(
    v.nullish(v.object({ _id: v.optional(nameTextSchema, '') }), null),
    v.check((detail) => detail !== null && detail._id !== '', messages.selectBankOrUpi),
    v.transform((detail) => ({ _id: detail?._id ?? '' })),
  ),
});

/** POST add-deposit-withdraw: a deposit (multipart, with the receipt) or a withdrawal (JSON). */
export const addDepositWithdrawRequestSchema = v.variant('type', [
  depositRequestFieldsSchema,
  withdrawRequestSchema,
]);

/** The multipart file part of a deposit: the receipt image (spec 3 "imageUrl (file)"). */
export const depositImageField = 'imageUrl';
/** The multipart file part of save-payment-list: the QR image of the operator's UPI id. */
export const paymentQrImageField = 'qrImage';

/** The largest receipt or QR image taken, in bytes. */
export const paymentImageMaxBytes = cashierLimits.imageMaxMegabytes * 1024 * 1024;

/** Spec 3: "Deposit/withdraw list row: type, amount, createdAt, status, remark, _id", and what review needs. */
export const paymentRequestRowSchema = v.object({
  _id: idSchema,
  type: v.picklist(paymentRequestTypes),
  amount: moneySchema,
  createdAt: timestampSchema,
  status: v.picklist(paymentStatuses),
  /** 'ok' as sent; the deciding operator's remark once it wrote one. */
  remark: v.string(),
  /** Why the operator rejected the request (issue 39); null unless rejected. */
  reason: v.nullable(v.string()),
  /** Who asked (the player). */
  username: v.string(),
  accountType: v.picklist(paymentAccountTypes),
  /** A deposit's UTR; null for a withdrawal. */
  utrno: v.nullable(v.string()),
  /**
   * How many other players' deposit requests (any status) carried this deposit's UTR or receipt: a
   * reference that recurs across players is shown to the deciding operator. 0 for a withdrawal.
   */
  referenceSharedBy: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** A withdrawal's bank account or UPI id as it was when asked; null for a deposit. */
  bankDetail: v.nullable(v.union([bankAccountSchema, upiEntrySchema])),
  /** A deposit's receipt: the id to GET payment-file/:id with; null for a withdrawal. */
  imageId: v.nullable(idSchema),
  decidedAt: v.nullable(timestampSchema),
  /** The operator (or its multi-login account) that decided. */
  decidedBy: v.nullable(v.string()),
});
export type PaymentRequestRow = v.InferOutput<typeof paymentRequestRowSchema>;
export const addDepositWithdrawResponseSchema = envelopeSchema(paymentRequestRowSchema);

/**
 * POST get-deposit-withdraw-list?page "({type, startDate, endDate, reportType})": reportType filters by
 * status. A player gets its own requests; an operator those of its subtree (`username` narrows to one).
 */
export const paymentRequestListRequestSchema = v.pipe(
  v.object({
    type: v.picklist(paymentRequestTypes),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    reportType: v.optional(v.picklist(paymentStatusFilters), 'all'),
    username: v.optional(nameTextSchema),
    pageSize: v.optional(v.picklist(pageSizes), 10),
  }),
  startNotAfterEnd(),
);
export const paymentRequestListResponseSchema = envelopeSchema(pagedSchema(paymentRequestRowSchema));

/**
 * POST update-deposit-withdraw-status: a pending request approved or rejected, once (spec 4: "the
 * transitions allowed are not shown"; ours are pending -> approved | rejected), confirmed with the
 * operator's transaction password. A rejection gives its reason, which the player is shown.
 */
const decisionFields = {
  id: idSchema,
  transactionPassword: transactionPasswordSchema,
  remark: v.optional(remarkTextSchema, ''),
};
/** A rejection's reason (issue 39): one of paymentRejectionReasons, with or without words added, or the operator's own. */
export const rejectionReasonSchema = v.pipe(
  v.optional(textSchema(rejectionReasonMaxLength), ''),
  v.trim(),
  v.nonEmpty(ruleMessages.rejectionReasonRequired),
);
export const updatePaymentStatusRequestSchema = v.variant('status', [
  v.object({ ...decisionFields, status: v.literal('approved') }),
  v.object({ ...decisionFields, status: v.literal('rejected'), reason: rejectionReasonSchema }),
]);
export const updatePaymentStatusResponseSchema = envelopeSchema(paymentRequestRowSchema);

/** GET get-pending-payment-count: the pending requests of the operator's subtree it may decide. */
export const pendingPaymentCountResponseSchema = envelopeSchema(
  v.object({
    deposit: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    withdraw: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  }),
);

/** GET get-setting-list: the cashier's rules a deposit screen shows. */
export const cashierSettingsResponseSchema = envelopeSchema(
  v.object({
    depositMin: moneySchema,
    depositMax: moneySchema,
    imageTypes: v.array(v.picklist(acceptedImageTypes)),
    imageMaxBytes: v.pipe(v.number(), v.safeInteger()),
  }),
);

/** GET payment-file/:id: a receipt or QR image. */
export const paymentFileParamsSchema = v.object({ id: idSchema });
