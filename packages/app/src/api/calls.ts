import {
  accountEndpoints,
  betEndpoints,
  moneyEndpoints,
  secondStepEndpoints,
  sessionEndpoints,
  betRecordFromWire,
  otpBoxesFromCode,
  ruleMessages,
  type ActivityLogType,
  type DateRange,
} from '@exchange/domain';
import { ApiError, type Api } from './api.ts';
import { callEndpoint } from './contractClient.ts';

/** The main API's calls the player app makes (spec 7), each answer checked by the domain's schema. */

// Those the first pages' loaders make are part of the entry (firstPageCalls.ts).
export { userBalance, userInfo } from './firstPageCalls.ts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

function codeBoxes(code: string) {
  const boxes = otpBoxesFromCode(code);
  // Refused here as the server would refuse it.
  if (!boxes) throw new ApiError(ruleMessages.otpCode, 400, null, 'invalid_input');
  return boxes;
}

export const login = async (api: Api, credentials: { username: string; password: string }) =>
  (await callEndpoint(api, sessionEndpoints.login, { body: { ...credentials, isDemo: false } })).data;

/** POST verify-otp {otp1..otp6, token} with the code step's temporary token. */
export async function verifyOtp(api: Api, code: string, token: string) {
  const body = { ...codeBoxes(code), token };
  return (await callEndpoint(api, secondStepEndpoints.verifyOtp, { body, headers: bearer(token) })).data;
}

export async function resendOtp(api: Api, token: string) {
  return (
    await callEndpoint(api, secondStepEndpoints.resendTelegramOtp, {
      body: { token },
      headers: bearer(token),
    })
  ).message;
}

export async function addTransactionPassword(
  api: Api,
  body: { password: string; transactionPassword: string },
) {
  return (await callEndpoint(api, accountEndpoints.addTransactionPassword, { body })).message;
}

export async function updatePassword(
  api: Api,
  body: { oldPassword: string; password: string; passwordConfirmation: string },
) {
  return (await callEndpoint(api, accountEndpoints.updatePassword, { body })).message;
}

export async function userLogs(api: Api, page: number, filter: DateRange & { reportType: ActivityLogType }) {
  return (await callEndpoint(api, accountEndpoints.getUserLogs, { query: { page }, body: filter })).data;
}

export async function accountStatement(api: Api, page: number, range: DateRange) {
  return (await callEndpoint(api, moneyEndpoints.accountStatementList, { query: { page }, body: range }))
    .data;
}

/** Secure auth, Telegram: the login password gives the connection id (gkey) for the bot's /connect. */
export const telegramConnectionId = async (api: Api, password: string) =>
  (await callEndpoint(api, secondStepEndpoints.checkUserPassword, { body: { password } })).data.gkey;

/** Secure auth, authenticator app: the QR code and secret to add, then a code from the app switches it on. */
export const enrolAuthenticator = async (api: Api, password: string) =>
  (await callEndpoint(api, secondStepEndpoints.totpEnrol, { body: { password } })).data;

export const confirmAuthenticator = async (api: Api, code: string) =>
  (await callEndpoint(api, secondStepEndpoints.totpVerify, { body: codeBoxes(code) })).message;

/** Spec 4: "Clicking Enabled sends a code, then a 6-digit entry appears to disable it." */
export const sendDisableCode = async (api: Api) =>
  (await callEndpoint(api, secondStepEndpoints.resendTelegramOtpAfterLogin)).message;

export const disableTelegram = async (api: Api, code: string, token: string) =>
  (await callEndpoint(api, secondStepEndpoints.disableTelegramOtp, { body: { ...codeBoxes(code), token } }))
    .message;

export const disableAuthenticator = async (api: Api, code: string) =>
  (await callEndpoint(api, secondStepEndpoints.totpDisable, { body: codeBoxes(code) })).message;

/** POST get-bet-list-by-ids {betIds, page}: a page of the named bets the caller may see (a statement's settlement). */
export async function betsByIds(api: Api, betIds: readonly string[], page: number) {
  const { docs, totalPages } = (
    await callEndpoint(api, betEndpoints.getBetListByIds, { body: { betIds: [...betIds], page } })
  ).data;
  return { bets: docs.map(betRecordFromWire), totalPages };
}
