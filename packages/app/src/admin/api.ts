import {
  accountStatementResponseSchema,
  betRecordsResponseSchema,
  dashboardSummaryResponseSchema,
  emptyResponseSchema,
  generalReportResponseSchema,
  loginAccountListResponseSchema,
  marketAnalysisResponseSchema,
  registerResponseSchema,
  updateUserWalletResponseSchema,
  userDetailResponseSchema,
  userListResponseSchema,
  userStatusResponseSchema,
  userSuggestionResponseSchema,
  type BetListFilter,
  type DateRange,
  type GeneralReportType,
  type RegisterRequest,
  contract,
} from '@exchange/domain';
import type * as v from 'valibot';
import type { Api } from '../api/api.ts';
import { callEndpoint } from '../api/contractClient.ts';

/** The main API's operator calls (spec 7, Users, Bets and Reports), each answer checked by its schema. */

const post = (json: unknown) => ({ method: 'post' as const, json });

/** Query parameters without the empty ones (the server reads a missing username as the caller). */
function query(values: Record<string, string | number | undefined>) {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

export const loginAdmin = async (api: Api, credentials: { username: string; password: string }) =>
  (await callEndpoint(api, contract.loginAdmin, { body: { ...credentials, isDemo: false } })).data;

export type ClientRowWire = v.InferOutput<typeof userDetailResponseSchema>['data'];

/** GET get-user-list: one server page of the children of `username` (the caller without it), filtered. */
export async function clientList(
  api: Api,
  filter: { username?: string; search?: string; type?: string; status?: string; page: number },
) {
  return (await api.main('get-user-list', userListResponseSchema, { searchParams: query(filter) })).data;
}

export const clientDetail = async (api: Api, username: string) =>
  (await api.main('get-user-detail', userDetailResponseSchema, { searchParams: { username } })).data;

/** POST register; the server's message is the spec's 'User successfully created'. */
export const registerUser = async (api: Api, body: RegisterRequest) =>
  (await api.main('register', registerResponseSchema, post(body))).message;

/** POST update-user: credit reference, exposure limit or bet settings, with the transaction password. */
export const updateClient = async (api: Api, body: Record<string, unknown> & { username: string }) =>
  (await api.main('update-user', userDetailResponseSchema, post(body))).message;

/** POST update-user-wallet: chips to (deposit) or from (withdraw) a direct child; a retry moves nothing twice. */
export const moveChips = async (
  api: Api,
  body: { username: string; type: 'deposit' | 'withdraw'; amount: number; transactionPassword: string },
  idempotencyKey: string,
) =>
  (await api.main('update-user-wallet', updateUserWalletResponseSchema, post({ ...body, idempotencyKey })))
    .message;

export const setClientLocks = async (
  api: Api,
  body: {
    username: string;
    userLock?: boolean | undefined;
    betLock?: boolean | undefined;
    transactionPassword: string;
  },
) => (await api.main('update-user-status', userStatusResponseSchema, post(body))).message;

/** POST update-password of a child: the operator's transaction password instead of the old password. */
export const setClientPassword = async (
  api: Api,
  body: { username: string; password: string; passwordConfirmation: string; transactionPassword: string },
) => (await api.main('update-password', emptyResponseSchema, post(body))).message;

/** POST unlock-account: ends the lock that wrong passwords or codes put on a user below (User Lock, 59). */
export const unlockAccount = async (api: Api, username: string) =>
  (await api.main('unlock-account', emptyResponseSchema, post({ username }))).message;

/** POST users-lock: General Lock, both locks of a user at once. */
export const generalLock = async (
  api: Api,
  body: { username: string; transactionPassword: string; lock: boolean },
) => (await api.main('users-lock', userStatusResponseSchema, post(body))).data;

export const userSuggestions = async (api: Api, username: string) =>
  (await api.main('get-user-list-suggestion', userSuggestionResponseSchema, post({ username }))).data;

export const generalReport = async (api: Api, type: GeneralReportType, page: number) =>
  (await api.main('general-report', generalReportResponseSchema, post({ type, page }))).data;

export const marketAnalysis = async (api: Api) =>
  (await api.main('get-market-analysis', marketAnalysisResponseSchema)).data;

/** GET get-market-analysis-user?username: a user of the downline's books, still at the operator's share. */
export const marketAnalysisOf = async (api: Api, username: string) =>
  (await api.main('get-market-analysis-user', marketAnalysisResponseSchema, { searchParams: { username } }))
    .data;

/** GET get-match-bets?matchId&page: the downline's open bets on a match (the match book). */
export const matchBets = async (api: Api, matchId: number, page: number) =>
  (await api.main('get-match-bets', betRecordsResponseSchema, { searchParams: { matchId, page } })).data;

/** GET get-child-user-list?username&matchId: the children of `username` (the operator's without it). */
export const childUsers = async (api: Api, matchId: number, username?: string) =>
  (
    await callEndpoint(api, contract.getChildUserList, {
      query: { matchId: String(matchId), ...(username && { username }) },
    })
  ).data;

/** POST delete-bets: several open bets of the downline at once, with the transaction password. */
export const deleteDownlineBets = async (api: Api, betIds: readonly string[], transactionPassword: string) =>
  (await callEndpoint(api, contract.deleteBets, { body: { betIds: [...betIds], transactionPassword } }))
    .message;

/** GET get-dashboard-summary: the operator's account, its downline's totals and matches with bets. */
export const dashboardSummary = async (api: Api) =>
  (await api.main('get-dashboard-summary', dashboardSummaryResponseSchema)).data;

/** POST alluserbetList?page: the downline's open and deleted bets placed in the period. */
export async function downlineBets(api: Api, page: number, filter: DateRange & { betType: BetListFilter }) {
  return (await callEndpoint(api, contract.alluserbetList, { query: { page: String(page) }, body: filter }))
    .data;
}

/**
 * DELETE delete-current-bet/{id}: an open bet of the downline; a matched one is confirmed with the
 * operator's transaction password, sent as the JSON body.
 */
export const deleteDownlineBet = async (api: Api, betId: string, transactionPassword?: string) =>
  (
    await callEndpoint(api, contract.deleteCurrentBet, {
      params: { id: betId },
      ...(transactionPassword !== undefined && { body: { transactionPassword } }),
    })
  ).message;

/** POST account-statement-list?page: the operator's own statement, or a client's with privilege 8. */
export async function statementOf(api: Api, page: number, range: DateRange, username?: string) {
  const body = { ...range, ...(username && { username }) };
  return (await api.main(`account-statement-list?page=${page}`, accountStatementResponseSchema, post(body)))
    .data;
}

/** GET get-login-account-list: the operator's Multi Login Accounts. */
export const loginAccounts = async (api: Api) =>
  (await api.main('get-login-account-list', loginAccountListResponseSchema)).data;

/** POST create-login-account; answers like register ('User successfully created'). */
export const createLoginAccount = async (
  api: Api,
  body: {
    username: string;
    fullname: string;
    password: string;
    passwordConfirmation: string;
    transactionPassword: string;
    privileges: readonly number[];
  },
) => (await api.main('create-login-account', registerResponseSchema, post(body))).message;
