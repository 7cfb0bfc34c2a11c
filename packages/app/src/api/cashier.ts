import {
  paymentEndpoints,
  paymentRequestRemark,
  type DateRange,
  type PaymentAccountType,
  type PaymentRequestType,
  type PaymentStatusFilter,
  type RequestOf,
} from '@exchange/domain';
import type { Api } from './api.ts';
import { callEndpoint } from './contractClient.ts';

/** Spec 7, Payments: the player's cashier calls, each answer checked by the contract's schema. */

export const bankAndUpiList = async (api: Api) =>
  (await callEndpoint(api, paymentEndpoints.getBankAndUpiList)).data;

export const addBankAccount = async (
  api: Api,
  body: { accountHolderName: string; accountNumber: string; ifscCode: string },
) => (await callEndpoint(api, paymentEndpoints.addBankAccount, { body })).data;

export const addUpi = async (api: Api, body: { upiId: string }) =>
  (await callEndpoint(api, paymentEndpoints.addUpi, { body })).data;

export const deleteUpiBank = async (api: Api, type: PaymentAccountType, id: string) =>
  (await callEndpoint(api, paymentEndpoints.deleteUpiBank, { body: { type, id } })).message;

/** The payment methods of the player's nearest upline that has set some; null when none has. */
export const uplinePaymentMethods = async (api: Api) =>
  (await callEndpoint(api, paymentEndpoints.getPaymentList)).data;

/** A receipt's or QR code's bytes (the call sends the bearer token, so an `<img src>` cannot). */
export const paymentFile = async (api: Api, id: string) =>
  callEndpoint(api, paymentEndpoints.paymentFile, { params: { id } });

/** Spec 7: "add deposit or withdraw (multipart for deposits, json for withdrawals)". */
export async function requestDeposit(
  api: Api,
  request: { amount: number; accountType: PaymentAccountType; utrNumber: string; image: File },
) {
  const body = {
    type: 'deposit' as const,
    amount: request.amount,
    remark: paymentRequestRemark as typeof paymentRequestRemark,
    accountType: request.accountType,
    utrno: request.utrNumber,
  };
  return (await callEndpoint(api, paymentEndpoints.addDepositWithdraw, { body, file: request.image })).data;
}

export async function requestWithdrawal(
  api: Api,
  request: { amount: number; accountType: PaymentAccountType; accountId: string },
) {
  const body = {
    type: 'withdraw' as const,
    amount: request.amount,
    remark: paymentRequestRemark as typeof paymentRequestRemark,
    accountType: request.accountType,
    bankDetail: { _id: request.accountId },
  };
  return (await callEndpoint(api, paymentEndpoints.addDepositWithdraw, { body })).data;
}

type ListBody = NonNullable<RequestOf<typeof paymentEndpoints.getDepositWithdrawList>['body']>;

/** POST get-deposit-withdraw-list?page: the player's own requests of one kind in a period. */
export async function paymentRequests(
  api: Api,
  page: number,
  filter: DateRange & { type: PaymentRequestType; reportType: PaymentStatusFilter } & Pick<
      ListBody,
      'pageSize'
    >,
) {
  return (await callEndpoint(api, paymentEndpoints.getDepositWithdrawList, { query: { page }, body: filter }))
    .data;
}
