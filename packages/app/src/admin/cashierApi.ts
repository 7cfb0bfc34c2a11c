import {
  contract,
  paymentDestinationText,
  type PaymentRequestRow,
  type PaymentRequestType,
  type PaymentSettings,
  type PaymentStatusFilter,
} from '@exchange/domain';
import type { Api } from '../api/api.ts';
import { callEndpoint } from '../api/contractClient.ts';
import type { CashierDecision, CashierRequest } from './screens/cashier/types.ts';

/** The operator's cashier calls (issue 16): the subtree's requests, their review, its payment methods. */

/** POST get-deposit-withdraw-list?page: one server page of the subtree's requests, newest first. */
export async function cashierRequests(
  api: Api,
  page: number,
  filter: {
    type: PaymentRequestType;
    startDate: string;
    endDate: string;
    reportType: PaymentStatusFilter;
    username: string;
  },
) {
  const { username, ...rest } = filter;
  const body = { ...rest, ...(username !== '' && { username }) };
  return (await callEndpoint(api, contract.getDepositWithdrawList, { query: { page }, body })).data;
}

/** A row of the list as the statements show it: a withdrawal's account in one line, the receipt's id kept. */
export function cashierRequestOf(row: PaymentRequestRow): CashierRequest {
  const payTo = row.bankDetail === null ? undefined : paymentDestinationText(row.bankDetail);
  return {
    id: row._id,
    username: row.username,
    type: row.type,
    amount: row.amount,
    createdAt: row.createdAt,
    status: row.status,
    remark: row.remark,
    reason: row.reason,
    accountType: row.accountType,
    utrNumber: row.utrno ?? undefined,
    payTo,
    receiptId: row.imageId,
    referenceSharedBy: row.referenceSharedBy,
  };
}

/**
 * POST update-deposit-withdraw-status with the transaction password, a rejection with its reason; the
 * server's message for the toast ("Withdrawal of Rs 300.00 rejected").
 */
export async function decideRequest(
  api: Api,
  decision: { id: string; status: CashierDecision; transactionPassword: string; reason?: string | undefined },
) {
  const { id, transactionPassword, reason } = decision;
  const body =
    decision.status === 'approved'
      ? { id, transactionPassword, status: 'approved' as const }
      : { id, transactionPassword, status: 'rejected' as const, reason: reason ?? '' };
  return (await callEndpoint(api, contract.updateDepositWithdrawStatus, { body })).message;
}

/** GET get-pending-payment-count: what waits on this operator (0 for a kind it may not decide). */
export const pendingPaymentCount = async (api: Api) =>
  (await callEndpoint(api, contract.pendingPaymentCount)).data;

/**
 * GET payment-file/:id: a receipt or QR image, fetched with the session's token (the route is not public,
 * so an `<img src>` cannot load it) and shown from an object URL.
 */
export const paymentFile = async (api: Api, id: string) =>
  new Blob([new Uint8Array(await callEndpoint(api, contract.paymentFile, { params: { id } }))]);

/** GET payment-list: the operator's own methods, null until saved. */
export const ownPaymentMethods = async (api: Api) => (await callEndpoint(api, contract.paymentList)).data;

/** POST save-payment-list: multipart with a new QR image, JSON without (the saved image stays). */
export async function savePaymentMethods(api: Api, settingList: PaymentSettings, qrImage: File | null) {
  const request = qrImage ? { body: { settingList }, file: qrImage } : { body: { settingList } };
  return callEndpoint(api, contract.savePaymentList, request);
}
