import type { userDetailResponseSchema } from '@exchange/domain';
import {
  contract,
  type BetListFilter,
  type DateRange,
  type Endpoint,
  type GeneralReportType,
  type RegisterRequest,
  type RequestOf,
  type Role,
  type WelcomeImageName,
} from '@exchange/domain';
import type * as v from 'valibot';
import type { Api } from '../api/api.ts';
import { callEndpoint } from '../api/contractClient.ts';

/** The main API's operator calls (spec 7, Users, Bets and Reports), each answer checked by its schema. */

/** The body a call of the contract takes. */
type BodyOf<E extends Endpoint> = NonNullable<RequestOf<E>['body']>;

/** Query parameters without the empty ones (the server reads a missing username as the caller). */
export function withoutEmpty<T extends object>(
  values: T,
): { [K in keyof T]?: Exclude<T[K], '' | undefined> } {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  ) as { [K in keyof T]?: Exclude<T[K], '' | undefined> };
}

export const loginAdmin = async (api: Api, credentials: { username: string; password: string }) =>
  (await callEndpoint(api, contract.loginAdmin, { body: { ...credentials, isDemo: false } })).data;

export type ClientRowWire = v.InferOutput<typeof userDetailResponseSchema>['data'];

/** GET get-user-list: one server page of the children of `username` (the caller without it), filtered. */
export async function clientList(
  api: Api,
  filter: {
    username?: string;
    search?: string;
    type?: Role | '';
    status?: 'active' | 'locked' | '';
    page: number;
  },
) {
  const query = withoutEmpty({ ...filter, page: String(filter.page) });
  return (await callEndpoint(api, contract.getUserList, { query })).data;
}

export const clientDetail = async (api: Api, username: string) =>
  (await callEndpoint(api, contract.getUserDetail, { query: { username } })).data;

/** GET get-parent-user-detail?username: the parent of a user of the subtree. */
export const parentDetail = async (api: Api, username: string) =>
  (await callEndpoint(api, contract.getParentUserDetail, { query: { username } })).data;

/** GET get-exposer-event?username: a user's exposure by event (the caller's own without a name). */
export const exposureByEvent = async (api: Api, username?: string) =>
  (await callEndpoint(api, contract.getExposerEvent, { query: withoutEmpty({ username }) })).data;

/** POST user-account-balance {username}: a user's balance and exposure as they stand now. */
export const accountBalanceOf = async (api: Api, username: string) =>
  (await callEndpoint(api, contract.userAccountBalance, { body: { username } })).data;

/** POST reset-transaction-password: a child's new transaction password, confirmed with the caller's login password. */
export const resetTransactionPassword = async (api: Api, body: { username: string; password: string }) =>
  (await callEndpoint(api, contract.resetTransactionPassword, { body })).data.transactionPassword;

/** POST register; the server's message is the spec's 'User successfully created'. */
export const registerUser = async (api: Api, body: RegisterRequest) =>
  (await callEndpoint(api, contract.register, { body })).message;

/** POST update-user: credit reference, exposure limit or bet settings, with the transaction password. */
export const updateClient = async (api: Api, body: BodyOf<typeof contract.updateUser>) =>
  (await callEndpoint(api, contract.updateUser, { body })).message;

/** POST update-user-wallet: chips to (deposit) or from (withdraw) a direct child; a retry moves nothing twice. */
export const moveChips = async (
  api: Api,
  body: { username: string; type: 'deposit' | 'withdraw'; amount: number; transactionPassword: string },
  idempotencyKey: string,
) => (await callEndpoint(api, contract.updateUserWallet, { body: { ...body, idempotencyKey } })).message;

export const setClientLocks = async (
  api: Api,
  body: {
    username: string;
    userLock?: boolean | undefined;
    betLock?: boolean | undefined;
    transactionPassword: string;
  },
) => (await callEndpoint(api, contract.updateUserStatus, { body })).message;

/** POST update-password of a child: the operator's transaction password instead of the old password. */
export const setClientPassword = async (
  api: Api,
  body: { username: string; password: string; passwordConfirmation: string; transactionPassword: string },
) => (await callEndpoint(api, contract.updatePassword, { body })).message;

/** POST unlock-account: ends the lock that wrong passwords or codes put on a user below (User Lock, 59). */
export const unlockAccount = async (api: Api, username: string) =>
  (await callEndpoint(api, contract.unlockAccount, { body: { username } })).message;

/** POST users-lock: General Lock, both locks of a user at once. */
export const generalLock = async (
  api: Api,
  body: { username: string; transactionPassword: string; lock: boolean },
) => (await callEndpoint(api, contract.usersLock, { body })).data;

export const userSuggestions = async (api: Api, username: string) =>
  (await callEndpoint(api, contract.getUserListSuggestion, { body: { username } })).data;

export const generalReport = async (api: Api, type: GeneralReportType, page: number) =>
  (await callEndpoint(api, contract.generalReport, { body: { type, page } })).data;

export const marketAnalysis = async (api: Api) => (await callEndpoint(api, contract.getMarketAnalysis)).data;

/** GET get-market-analysis-user?username: a user of the downline's books, still at the operator's share. */
export const marketAnalysisOf = async (api: Api, username: string) =>
  (await callEndpoint(api, contract.getMarketAnalysisUser, { query: { username } })).data;

/** GET get-match-bets?matchId&page: the downline's open bets on a match (the match book). */
export const matchBets = async (api: Api, matchId: number, page: number) =>
  (await callEndpoint(api, contract.getMatchBets, { query: { matchId: String(matchId), page } })).data;

/** GET get-child-user-list?username&matchId: the children of `username` (the operator's without it). */
export const childUsers = async (api: Api, matchId: number, username?: string) =>
  (
    await callEndpoint(api, contract.getChildUserList, {
      query: { matchId: String(matchId), ...(username && { username }) },
    })
  ).data;

/** POST bet-lock: stops (or allows) betting on a match for a user below, or the whole downline without one. */
export const setMatchBetLock = async (
  api: Api,
  body: { matchId: number; username?: string; lock: boolean },
) => (await callEndpoint(api, contract.betLock, { body })).message;

/** GET get-user-book: one market's book as a user of the downline stands on it (the caller's without one). */
export const userBookOf = async (api: Api, query: { matchId: number; marketId: string; username: string }) =>
  (
    await callEndpoint(api, contract.getUserBook, {
      query: { ...query, matchId: String(query.matchId) },
    })
  ).data;

/** POST delete-bets: several open bets of the downline at once, with the transaction password. */
export const deleteDownlineBets = async (api: Api, betIds: readonly string[], transactionPassword: string) =>
  (await callEndpoint(api, contract.deleteBets, { body: { betIds: [...betIds], transactionPassword } }))
    .message;

/** GET get-dashboard-summary: the operator's account, its downline's totals and matches with bets. */
export const dashboardSummary = async (api: Api) =>
  (await callEndpoint(api, contract.getDashboardSummary)).data;

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
  return (await callEndpoint(api, contract.accountStatementList, { query: { page }, body })).data;
}

/** GET get-login-account-list: the operator's Multi Login Accounts. */
export const loginAccounts = async (api: Api) => (await callEndpoint(api, contract.getLoginAccountList)).data;

/** POST create-login-account; answers like register ('User successfully created'). */
export const createLoginAccount = async (api: Api, body: BodyOf<typeof contract.createLoginAccount>) =>
  (await callEndpoint(api, contract.createLoginAccount, { body })).message;

/** GET setting-list: the site-wide settings (maintenance), each with its value or default. */
export const siteSettings = async (api: Api) => (await callEndpoint(api, contract.settingList)).data;

/** POST save-setting-list {settingList}: all or none. */
export const saveSiteSettings = async (
  api: Api,
  settingList: BodyOf<typeof contract.saveSettingList>['settingList'],
) => (await callEndpoint(api, contract.saveSettingList, { body: { settingList } })).message;

/** POST save-general-setting: merges named values; answers the general settings as they now stand. */
export const saveGeneralSetting = async (api: Api, values: BodyOf<typeof contract.saveGeneralSetting>) =>
  (await callEndpoint(api, contract.saveGeneralSetting, { body: values })).data;

/** GET welcome-images: the images players see after signing in (spec 3's img_desktop, img_mobile). */
export const welcomeImages = async (api: Api) => (await callEndpoint(api, contract.welcomeImages)).data;

/** POST save-welcome-image: multipart with the image, JSON without (which removes it). */
export async function saveWelcomeImage(api: Api, name: WelcomeImageName, image: File | null) {
  const request = image ? { body: { name }, file: image } : { body: { name } };
  return callEndpoint(api, contract.saveWelcomeImage, request);
}
