import { cashierLimits } from '../constants/payments.ts';
import { messages, refusalMessages, ruleMessages } from '../messages.ts';

/**
 * Every refusal the APIs answer, by a stable machine-readable code, with the message people read (the
 * spec's wording where it gives one). Clients branch on the code, never on the text; the server edge picks
 * the HTTP status. A code is never renamed once shipped: partners branch on it too.
 *
 * The message here is the default; a refusal whose text names a value (a stake limit, a field, a lock's
 * length) carries its own message and keeps the code.
 */
export const refusalCatalog = {
  // The request itself
  invalid_input: 'The request is not valid',
  input_not_storable: refusalMessages.inputInvalid,
  payload_too_large: 'The request is too large',
  unsupported_media_type: 'The request has a content type this call does not take',
  not_found: refusalMessages.notFound,
  too_many_requests: refusalMessages.tooManyRequests,
  request_timeout: 'The request took too long to arrive',
  // Answered by the proxy to an API call over plain HTTP (deploy/nginx-tls.conf): refused, never redirected.
  https_required: 'Plain HTTP is refused: call this API over HTTPS (https://).',
  internal_error: refusalMessages.internalError,
  maintenance: refusalMessages.maintenance,

  // Signing in and sessions
  no_auth_token: messages.noAuthToken,
  token_expired: messages.jwtExpired,
  token_malformed: messages.jwtMalformed,
  second_step_required: refusalMessages.secondStepRequired,
  session_ended: refusalMessages.sessionEnded,
  refresh_token_invalid: refusalMessages.refreshTokenInvalid,
  refresh_token_reused: refusalMessages.refreshTokenReused,
  invalid_credentials: refusalMessages.invalidCredentials,
  user_locked: refusalMessages.userLocked,
  player_only: refusalMessages.playerOnly,
  operator_only: refusalMessages.operatorOnly,
  first_login_change_required: refusalMessages.firstLoginChangeRequired,
  second_step_enrolment_required: refusalMessages.secondStepEnrolmentRequired,
  sign_in_locked: refusalMessages.accountLocked,
  account_not_locked: refusalMessages.accountNotLocked,

  // Who may act on whom
  forbidden: refusalMessages.forbidden,
  not_in_subtree: refusalMessages.notInSubtree,
  not_direct_child: refusalMessages.notDirectChild,
  user_not_found: 'User not found',

  // Passwords and security codes
  password_incorrect: refusalMessages.passwordIncorrect,
  old_password_required: refusalMessages.oldPasswordRequired,
  password_not_changed: refusalMessages.passwordNotChanged,
  passwords_already_set: refusalMessages.passwordsAlreadySet,
  transaction_password_required: messages.fillThisField,
  transaction_password_incorrect: refusalMessages.invalidTransactionPassword,
  transaction_password_not_changed: refusalMessages.transactionPasswordNotChanged,
  transaction_password_locked: refusalMessages.transactionPasswordLocked,
  password_common: refusalMessages.passwordCommon,
  password_context_word: refusalMessages.passwordContextWord,
  transaction_password_common: refusalMessages.transactionPasswordCommon,
  transaction_password_context_word: refusalMessages.transactionPasswordContextWord,
  code_wrong: refusalMessages.codeWrong,
  code_expired: refusalMessages.codeExpired,
  code_missing: refusalMessages.codeMissing,
  code_too_many_tries: refusalMessages.codeTooManyTries,
  code_used: refusalMessages.codeUsed,
  code_locked: refusalMessages.codeLocked,
  telegram_not_configured: refusalMessages.telegramNotConfigured,
  telegram_not_linked: refusalMessages.telegramNotLinked,
  telegram_not_enabled: refusalMessages.telegramNotEnabled,
  authenticator_not_enrolled: refusalMessages.authenticatorNotEnrolled,
  second_step_already_on: refusalMessages.secondStepAlreadyOn,
  webhook_caller_unknown: 'Unknown webhook caller',

  // Users and the hierarchy
  username_taken: refusalMessages.usernameTaken,
  role_not_allowed: ruleMessages.roleNotAllowed,
  parent_role_too_low: refusalMessages.parentRoleTooLow,
  partnership_above_parent: refusalMessages.partnershipAboveParent,
  partnership_below_downline: refusalMessages.partnershipBelowDownline,
  partnership_whole: refusalMessages.partnershipWhole,
  privilege_not_held: refusalMessages.privilegeNotHeld,
  privilege_not_held_by_owner: refusalMessages.privilegeNotHeldByOwner,
  nothing_to_change: refusalMessages.nothingToChange,

  // Settings
  setting_unknown: refusalMessages.settingUnknown,
  setting_name_repeated: refusalMessages.settingNameRepeated,
  setting_too_large: refusalMessages.settingTooLarge,

  // Money
  amount_invalid: ruleMessages.amountInvalid,
  insufficient_balance: ruleMessages.insufficientBalance,
  exposure_limit_exceeded: ruleMessages.exposureLimitExceeded,
  idempotency_key_reused: 'This idempotency key was already used for a different transfer',

  // Bets
  market_unavailable: refusalMessages.marketUnavailable,
  market_suspended: refusalMessages.marketSuspended,
  market_closed: refusalMessages.marketClosed,
  selection_suspended: refusalMessages.selectionSuspended,
  selection_not_in_market: refusalMessages.selectionNotInMarket,
  bet_does_not_fit_market: refusalMessages.betDoesNotFitMarket,
  event_not_open: refusalMessages.eventNotOpen,
  bet_locked: refusalMessages.betLocked,
  event_bet_locked: refusalMessages.eventBetLocked,
  odds_not_on_ladder: refusalMessages.oddsNotOnLadder,
  odds_changed: refusalMessages.oddsChanged,
  price_moved_during_delay: refusalMessages.priceMovedDuringDelay,
  stake_below_minimum: 'The stake is below the minimum',
  stake_above_maximum: 'The stake is above the maximum',
  // Market and sport limits (issue 41, docs/adr/0037): each refusal's own message names the limit met.
  odds_below_minimum: 'The odds are below the lowest allowed on this market',
  odds_above_maximum: 'The odds are above the highest allowed on this market',
  bet_profit_limit_exceeded: 'This bet could win more than is allowed on one market',
  bet_loss_limit_exceeded: 'This bet could lose more than is allowed on one market',
  bet_limit_wider_than_above: 'A limit may only narrow the one set above you',
  bet_limits_contradict: 'The minimum would be above the maximum, which refuses every bet',
  bet_idempotency_key_reused: refusalMessages.betIdempotencyKeyReused,
  bet_not_cancellable: refusalMessages.betNotCancellable,
  bet_not_open: refusalMessages.betNotOpen,
  matched_bet_needs_transaction_password: refusalMessages.matchedBetNeedsTransactionPassword,
  bet_not_yours: 'This bet is not yours',

  // Casino bets
  casino_betting_closed: 'Betting is closed for this round',
  side_not_offered: 'This selection does not take bets on this side',

  // Sports catalogue and settlement
  match_not_found: 'Match not found',
  market_not_found: 'Market not found',
  match_not_in_feed: 'This match is not in the feed',
  match_sport_mismatch: 'This match belongs to another sport',
  market_finished: 'This market is settled or void and cannot be changed',
  closed_match_activation: 'A finished match cannot be activated',
  no_score_yet: 'No score for this match yet',
  result_not_a_runner: "The result must be one of the market's runners",
  result_run_total_invalid: 'The result of a session must be a run total (a whole number, 0 or more)',
  market_settled_with_other_result: 'This market is already settled with another result. Roll it back first.',
  market_voided: 'This market is void. Roll back the void first.',
  market_settled: 'This market is settled. Roll back its result before voiding it.',
  nothing_to_roll_back: 'This market has no result to roll back',
  winnings_spent: 'Cannot roll back: these players no longer hold their winnings',
  casino_market_by_round: 'A casino market settles with its round, not by hand',

  // The in-house casino
  casino_game_not_found: 'Casino game not found',
  casino_game_disabled: 'This casino game is closed',
  casino_round_not_found: 'Casino round not found',

  // The cashier: deposits and withdrawals by UPI and bank (issue 16)
  image_required: messages.imageRequired,
  image_type_not_accepted: ruleMessages.imageType,
  image_too_large: `The image must be at most ${cashierLimits.imageMaxMegabytes} MB`,
  payment_account_not_selected: messages.selectBankOrUpi,
  payment_account_duplicate: 'This account is already added',
  payment_accounts_full: `You can keep at most ${cashierLimits.savedAccountsPerType} bank accounts and ${cashierLimits.savedAccountsPerType} UPI ids`,
  payment_method_missing: 'Your upline has not set up a payment method yet',
  payment_settings_incomplete:
    'Fill in the UPI id and UPI name, or the account holder name, account number and IFSC code',
  payment_requests_pending_limit: `You already have ${cashierLimits.pendingRequestsPerType} pending requests of this kind. Wait until they are decided.`,
  payment_request_decided: 'This request has already been decided',
  // Issue 37: one bank reference, one receipt, one live deposit, whoever asks.
  utr_already_used: 'This UTR is already on a deposit request. Each payment can be claimed once.',
  receipt_already_used: 'This receipt is already on a deposit request. Each payment can be claimed once.',
  // Match bet locks (issue 20): a lock an operator above set on the match stays until it lifts it.
  bet_lock_set_above: refusalMessages.betLockSetAbove,
  // The international casino and the lottery list (issue 19).
  casino_provider_unavailable: 'This game provider is not available now',
  // ASVS 1.2.2: a game opens only at an https address (plain http to this machine outside production).
  casino_launch_url_unsafe:
    'This game provider gave an address that is not secure (https), so the game cannot open',
  lottery_item_closed: 'This lottery item is closed',
  // Lottery draws (issue 39, docs/adr/0024-lottery-draws.md).
  lottery_draw_closed: 'This draw is closed: no more tickets are sold.',
  lottery_sold_out: 'Not enough tickets are left in this draw.',
  lottery_ticket_taken: 'A ticket you picked is taken: pick another number.',
  lottery_ticket_not_in_draw: 'A ticket you picked is not in this draw.',
  lottery_tickets_sold:
    'Tickets of this draw are sold: only its title and image may change. Close it to refund them.',
  lottery_close_time_past: 'The close time must be in the future.',
  lottery_prizes_exceed_tickets: 'A draw cannot have more prizes than tickets.',
  // Load shedding (issue 23): answered 503 with Retry-After before any work starts.
  server_busy: refusalMessages.serverBusy,
  // Responsible gaming (issue 21, spec 9 terms): the blocks hold on the server whatever a screen shows.
  reality_check_due: 'Your reality check is due: please answer it to continue playing.',
  self_excluded: 'Your account is self-excluded. You can still sign in and withdraw.',
  cooling_off: 'Your account is in a cool-off period. You can still sign in and withdraw.',
  deposit_limit_exceeded: 'This deposit would go over your deposit limit.',
  // The same blocks as an operator meets them, depositing to the player (docs/adr/0018).
  player_deposits_blocked:
    'This player is self-excluded or cooling off: no deposits until the block ends. Withdrawals still work.',
  player_deposit_limit_exceeded: "This deposit would go over the player's own deposit limit.",
  self_exclusion_not_over: 'This self-exclusion has not ended yet: it cannot be shortened or lifted early.',
  cool_off_uk_only: 'A cool-off is for players in the UK only.',
  self_exclusion_period_not_allowed: 'This self-exclusion period is not available in your jurisdiction.',
  identity_self_excluded:
    'A player with these identity details is self-excluded: no new account can be opened.',
  not_a_player: 'Responsible gaming applies to player accounts only.',
} as const satisfies Record<string, string>;

export type RefusalCode = keyof typeof refusalCatalog;

export const refusalCodes = Object.keys(refusalCatalog) as RefusalCode[];

export function isRefusalCode(value: unknown): value is RefusalCode {
  return typeof value === 'string' && Object.hasOwn(refusalCatalog, value);
}

/**
 * A refusal of a rule: thrown by the money core and the services, which know nothing of HTTP; the server's
 * edge answers it with the status it maps the code to, and the envelope `{ error, code, message, data }`.
 * Nothing has changed when one is thrown.
 */
export class Refusal extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string = refusalCatalog[code],
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}
