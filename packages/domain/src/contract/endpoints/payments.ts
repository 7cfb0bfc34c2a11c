import { fileBytesResponseSchema } from '../../schemas/envelope.ts';
import { acceptedImageTypes } from '../../constants/payments.ts';
import { privilege } from '../../constants/privileges.ts';
import { emptyResponseSchema, pageQuerySchema } from '../../schemas/envelope.ts';
import {
  addBankAccountRequestSchema,
  addBankAccountResponseSchema,
  addDepositWithdrawRequestSchema,
  addDepositWithdrawResponseSchema,
  addUpiRequestSchema,
  addUpiResponseSchema,
  bankAndUpiListResponseSchema,
  cashierSettingsResponseSchema,
  deleteUpiBankRequestSchema,
  depositImageField,
  paymentFileParamsSchema,
  paymentQrImageField,
  paymentRequestListRequestSchema,
  paymentRequestListResponseSchema,
  pendingPaymentCountResponseSchema,
  updatePaymentStatusRequestSchema,
  updatePaymentStatusResponseSchema,
} from '../../schemas/payments.ts';
import { paymentListResponseSchema, savePaymentListFieldsSchema } from '../../schemas/settings.ts';
import { endpoint } from '../endpoint.ts';

/** An image's refusals: none sent where one is needed, not a png or jpeg by its content, too big. */
const imageRefusals = ['image_required', 'image_type_not_accepted', 'image_too_large'] as const;

/** The transaction password's refusals on an operator's decision. */
const transactionPasswordRefusals = [
  'transaction_password_incorrect',
  'transaction_password_locked',
] as const;

/**
 * Spec 7, Payments: a player's bank accounts and UPI ids, its deposit and withdrawal requests, the payment
 * methods of its upline; an operator's own payment methods and its review of the subtree's requests
 * (docs/adr/0011-cashier.md). Money moves only when an operator approves.
 */
export const paymentEndpoints = {
  addBankAccount: endpoint({
    api: 'main',
    method: 'POST',
    path: 'add-bank-account',
    summary: "Saves a bank account to the player's list for withdrawals",
    access: { kind: 'player' },
    body: addBankAccountRequestSchema,
    response: addBankAccountResponseSchema,
    refusals: ['payment_account_duplicate', 'payment_accounts_full'],
  }),
  addUpi: endpoint({
    api: 'main',
    method: 'POST',
    path: 'add-upi',
    summary: "Saves a UPI id to the player's list for withdrawals",
    access: { kind: 'player' },
    body: addUpiRequestSchema,
    response: addUpiResponseSchema,
    refusals: ['payment_account_duplicate', 'payment_accounts_full'],
  }),
  deleteUpiBank: endpoint({
    api: 'main',
    method: 'POST',
    path: 'delete-upi-bank',
    summary: "Removes a bank account or UPI id from the player's list (requests already made keep theirs)",
    access: { kind: 'player' },
    body: deleteUpiBankRequestSchema,
    response: emptyResponseSchema,
    refusals: ['not_found'],
  }),
  getBankAndUpiList: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-bank-and-upi-list',
    summary: "The player's saved bank accounts and UPI ids",
    access: { kind: 'player' },
    response: bankAndUpiListResponseSchema,
    refusals: [],
  }),
  addDepositWithdraw: endpoint({
    api: 'main',
    method: 'POST',
    path: 'add-deposit-withdraw',
    summary:
      'Asks the upline for a deposit (multipart, with the receipt image) or a withdrawal (JSON, to a saved account; the amount is held at once)',
    access: { kind: 'player' },
    body: addDepositWithdrawRequestSchema,
    upload: { file: depositImageField },
    response: addDepositWithdrawResponseSchema,
    refusals: [
      ...imageRefusals,
      'payment_account_not_selected',
      'payment_method_missing',
      'payment_requests_pending_limit',
      'utr_already_used',
      'receipt_already_used',
      'insufficient_balance',
      // Responsible gaming (issue 21): a deposit is refused while blocked or over a limit.
      'self_excluded',
      'cooling_off',
      'deposit_limit_exceeded',
    ],
  }),
  getDepositWithdrawList: endpoint({
    api: 'main',
    method: 'POST',
    path: 'get-deposit-withdraw-list',
    summary:
      "A page of deposit or withdrawal requests in a period, newest first: a player's own, or (Deposit / Withdraw) those of an operator's subtree",
    // Operators need Deposit for deposits and Withdraw for withdrawals: the type decides, so the call checks.
    access: { kind: 'signed-in' },
    query: pageQuerySchema,
    body: paymentRequestListRequestSchema,
    response: paymentRequestListResponseSchema,
    refusals: ['not_found', 'not_in_subtree'],
  }),
  updateDepositWithdrawStatus: endpoint({
    api: 'main',
    method: 'POST',
    path: 'update-deposit-withdraw-status',
    summary:
      'Approves or rejects a pending request of the subtree, once: a deposit moves money from the approver to the player, a withdrawal pays the held amount to the approver, a rejection releases it',
    // Deposit (55) for deposits, Withdraw (54) for withdrawals: the request's type decides, so the call checks.
    access: { kind: 'operator' },
    body: updatePaymentStatusRequestSchema,
    response: updatePaymentStatusResponseSchema,
    refusals: [
      'not_found',
      'not_in_subtree',
      'payment_request_decided',
      'insufficient_balance',
      // A deposit approved for a player who has since self-excluded or cooled off (docs/adr/0018).
      'player_deposits_blocked',
      ...transactionPasswordRefusals,
    ],
  }),
  pendingPaymentCount: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-pending-payment-count',
    summary:
      "How many deposit and withdrawal requests of the operator's subtree wait for a decision (each 0 without its privilege)",
    access: { kind: 'operator' },
    response: pendingPaymentCountResponseSchema,
    refusals: [],
  }),
  getPaymentList: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-payment-list',
    summary:
      "The payment methods a player deposits to: its nearest upline's that has set some (null if none)",
    access: { kind: 'player' },
    response: paymentListResponseSchema,
    refusals: [],
  }),
  getSettingList: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-setting-list',
    summary: "The cashier's rules a deposit screen shows: the amount range and the images taken",
    access: { kind: 'signed-in' },
    response: cashierSettingsResponseSchema,
    refusals: [],
  }),
  paymentList: endpoint({
    api: 'main',
    method: 'GET',
    path: 'payment-list',
    summary: "The operator's own payment methods, which its players deposit to (null until saved)",
    access: { kind: 'operator', privilege: privilege.deposit },
    response: paymentListResponseSchema,
    refusals: [],
  }),
  savePaymentList: endpoint({
    api: 'main',
    method: 'POST',
    path: 'save-payment-list',
    summary:
      "Saves the operator's payment methods (multipart {settingList}, with the UPI QR image as an optional file part)",
    access: { kind: 'operator', privilege: privilege.deposit },
    body: savePaymentListFieldsSchema,
    upload: { file: paymentQrImageField },
    response: paymentListResponseSchema,
    refusals: ['image_type_not_accepted', 'image_too_large', 'payment_settings_incomplete'],
  }),
  paymentFile: endpoint({
    api: 'main',
    method: 'GET',
    path: 'payment-file/:id',
    summary:
      "A deposit receipt or a payment QR image: for its uploader, the operators above it and (a QR) the uploader's downline",
    access: { kind: 'signed-in' },
    params: paymentFileParamsSchema,
    fileTypes: acceptedImageTypes,
    response: fileBytesResponseSchema,
    refusals: ['not_found'],
  }),
};
