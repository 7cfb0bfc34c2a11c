import type { SessionEndedReason } from './rules/session.ts';
import { guessLimits } from './constants/guessing.ts';
import { depositRangeHint } from './constants/payments.ts';

/**
 * Every user-visible string the spec quotes, exactly as written, spellings included ('Opps! Page not
 * found.', 'Copied succesfull', 'Under Main'). Screens and the server import these; none hard-codes them.
 */
export const messages = {
  // Spec 2 and 8: the not-found page and the maintenance route.
  pageNotFound: 'Opps! Page not found.',
  underMaintenance: 'Under Main',
  // Spec 2: shared table header and screens.
  searchByClientName: 'Search By Client Name',
  securityCodeTitle: 'Security Code Verification',
  securityCodeInstructions: 'Enter 6-digit code from your security auth verification App',
  pleaseWait: 'Please wait',
  placeABet: 'Place a bet',
  // Spec 8: success toasts.
  userCreated: 'User successfully created',
  accountAdded: 'Account successfully added.',
  upiAdded: 'UPI Id successfully added.',
  copied: 'Copied succesfull',
  betPlaced: 'Bet Placed Successfully',
  // Spec 8: empty tables.
  noResultFound: 'No Result Found',
  noDataInTable: 'No data available in table',
  noRecordsFound: 'No records found',
  // Spec 4 and 8: messages the client reacts to.
  tokenNotExist: 'Token not exist',
  jwtExpired: 'jwt expired',
  jwtMalformed: 'jwt malformed',
  noAuthToken: 'No auth token',
  // Spec 5: form rules.
  usernameRequired: 'Username is required',
  usernamePattern: 'Must Contain One Uppercase',
  passwordMinLength: 'Password must be at least 8 characters',
  passwordPattern: 'contains at least one digit,one upper case,one lower case alphabet,',
  passwordsMustMatch: 'Passwords must match',
  imageRequired: 'Image is required field',
  fillThisField: 'Fill this field.',
  selectBankOrUpi: 'Select one option from bank details or Upi',
  upiIdRequired: 'UPI Id is required',
  loginPasswordRequired: 'Please enter login password',
} as const;

/**
 * Messages for rules the spec states without quoting a message. The wording is ours (listed in the
 * package decisions); change it here and nowhere else.
 */
/**
 * What the login page says after a session ended on the server, by the reason the 401 carried (the
 * keys are the sessionEndedReasons of rules/session.ts).
 */
export const sessionEndedMessages = {
  login: 'You were signed out because you signed in on another device.',
  logout: 'You signed out.',
  revoked: 'Your session has ended. Please sign in again.',
  expired: 'You were signed out because your session expired. Please sign in again.',
  passwordChanged: 'You were signed out because your password was changed.',
  secondStepChanged: 'You were signed out because your sign-in security code settings were changed.',
  secondStepReset:
    'You were signed out because your upline switched off your sign-in security code. Sign in and set it up again.',
  endedByUpline: 'You were signed out by your upline.',
  locked: 'You were signed out because your account was locked.',
} as const satisfies Record<SessionEndedReason, string>;

/** The calm page a route shows when it fails (never the error's stack). */
export const pageErrorMessages = {
  title: 'Something went wrong on this page',
  description: 'Please try again. If it keeps happening, go back home and start over.',
  signedOutTitle: 'You are signed out',
  retry: 'Try again',
  home: 'Go to Home',
  login: 'Sign in',
} as const;

export const ruleMessages = {
  usernameSpaces: 'Username must not start or end with a space',
  passwordRequired: 'Password is required',
  passwordConfirmationRequired: 'Confirm password is required',
  transactionPasswordRequired: 'Transaction password is required',
  transactionPasswordMaxLength: 'Transaction password must be at most 15 characters',
  transactionPasswordWeak: 'Transaction password must be at least 8 characters with a letter and a digit',
  transactionPasswordSameAsPassword: 'Transaction password must differ from the login password',
  roleRequired: 'Role is required',
  roleNotAllowed: 'You cannot create an account with this role',
  fullNameRequired: 'Full name is required',
  creditReferenceRequired: 'Credit reference is required',
  exposureLimitRequired: 'Exposure limit is required',
  amountRequired: 'Amount is required',
  amountInvalid: 'Enter an amount with at most two decimals',
  amountAboveZero: 'Amount must be above 0',
  utrNumeric: 'UTR number must be a number',
  imageType: 'Upload a png, jpg or jpeg image',
  accountHolderNameRequired: 'Account holder name is required',
  accountNumberRequired: 'Account number is required',
  ifscCodeRequired: 'IFSC code is required',
  partnershipRange: 'Partnership must be between 0 and 100',
  minBetAboveMaxBet: 'Min bet must not be above max bet',
  delayInvalid: 'Delay must be a whole number of seconds',
  otpDigit: 'Enter one digit',
  otpCode: 'Enter the 6-digit code',
  dateRangeOrder: 'Start date must not be after end date',
  insufficientBalance: 'Insufficient balance',
  exposureLimitExceeded: 'Exposure limit exceeded',
  // Starts with 'Invalid ': the server's 400 names the field before it.
  textControlCharacters: 'Invalid text: control characters are not allowed',
  amountTooLarge: 'Amount is too large',
  depositRange: `Amount must be between ${depositRangeHint.min} and ${depositRangeHint.max}`,
  // The operator's payment methods: a UPI id goes with its name (issue 16).
  upiNameRequired: 'UPI name is required',
  // A rejected deposit or withdrawal says why (issue 39).
  rejectionReasonRequired: 'Give a reason for the rejection',
  // The Telegram step's code comes from the bot, not an app (issue 39; secondStep/codes.ts sends it).
  securityCodeTelegramInstructions:
    'Enter the 6-digit code our Telegram bot sent you. It expires in 5 minutes.',
  // save-user-stake with nothing in it: a slip that saves nothing has a bug worth seeing.
  stakeSettingsEmpty: 'Give the stake buttons or a price choice to save',
} as const;

/**
 * Why the server refuses a call. The spec quotes none of these; the client shows the server's message,
 * so the wording lives here once.
 */
export const refusalMessages = {
  invalidCredentials: 'Invalid username or password',
  userLocked: 'Your account is locked. Contact your upline.',
  playerOnly: 'Operators sign in on the admin login page',
  operatorOnly: 'Players sign in on the player login page',
  sessionEnded: 'Your session has ended. Please sign in again.',
  refreshTokenReused: 'This sign-in was used elsewhere and has been ended. Please sign in again.',
  refreshTokenInvalid: 'Token not exist',
  secondStepRequired: 'Enter the security code to finish signing in',
  forbidden: 'You are not allowed to do this',
  firstLoginChangeRequired: 'Change your password and set a transaction password to continue',
  secondStepEnrolmentRequired:
    'Set up a sign-in security code (Secure Auth: an authenticator app or Telegram) to continue',
  notInSubtree: 'This user is not in your downline',
  notFound: 'Not found',
  tooManyRequests: 'Too many attempts. Try again in a minute.',
  /** Production without TELEGRAM_BOT_TOKEN: a code could only be written to the server's disk, so none is sent. */
  telegramNotConfigured: 'Telegram codes cannot be sent right now. Contact your upline.',
  maintenance: 'The site is under maintenance. Please try again later.',
  /** Load shedding (issue 23): too much is queued already; the answer's Retry-After says when to retry. */
  serverBusy: 'The server is busy. Please try again in a few seconds.',
  invalidTransactionPassword: 'Transaction password is incorrect',
  internalError: 'Something went wrong on our side. Please try again.',
  // A value the database refused (PostgreSQL's data exceptions, class 22): the request's fault, not ours.
  inputCharacter: 'The request holds a character that cannot be stored',
  inputOutOfRange: 'A number in the request is out of range',
  inputTooLong: 'A text in the request is too long',
  inputInvalid: 'The request holds a value that is not valid',
  usernameTaken: 'This username is already taken',
  parentRoleTooLow: 'The parent must rank above the new account',
  partnershipAboveParent: "Partnership must not be above the parent's partnership",
  partnershipWhole: 'Partnership must be a whole number',
  partnershipBelowDownline: "Partnership must not be below a downline user's partnership",
  privilegeNotHeld: 'You cannot grant a privilege you do not hold',
  privilegeNotHeldByOwner: 'A login account cannot hold a privilege its owner does not hold',
  nothingToChange: 'Nothing to change',
  passwordIncorrect: 'The password is incorrect',
  oldPasswordRequired: 'Enter your current password',
  passwordsAlreadySet: 'Your passwords are already set. Use Change Password instead.',
  codeWrong: 'The security code is incorrect',
  codeExpired: 'The security code has expired. Request a new one.',
  codeMissing: 'No security code is waiting. Request a new one.',
  codeTooManyTries: 'Too many wrong codes. Request a new one.',
  codeUsed: 'This code has already been used. Wait for the next one.',
  codeLocked: `Too many wrong security codes. Try again in ${guessLimits.code.lockMinutes} minutes.`,
  accountLocked: `Too many wrong passwords. Sign-in is locked for ${guessLimits.login.lockMinutes} minutes; your upline can unlock it sooner.`,
  accountNotLocked: 'This account is not locked',
  transactionPasswordLocked: `Too many wrong transaction passwords. Try again in ${guessLimits.transactionPassword.lockMinutes} minutes.`,
  passwordNotChanged: 'Choose a new password, not the current one',
  transactionPasswordNotChanged: 'Choose a new transaction password, not the current one',
  // ASVS 6.2.4 and 6.2.11: a new password checked by the server (server/auth/newPasswords.ts).
  passwordCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordContextWord:
    'The password must not contain the username or the full name, nor be a word like exchange, bet or casino with only digits or symbols added',
  transactionPasswordCommon: 'This transaction password is too common. Choose one that is harder to guess.',
  transactionPasswordContextWord:
    'The transaction password must not contain the username or the full name, nor be a word like exchange, bet or casino with only digits or symbols added',
  telegramNotLinked: 'Telegram is not connected to this account',
  telegramNotEnabled: 'The Telegram security code is not switched on',
  authenticatorNotEnrolled: 'Set up the authenticator app first',
  secondStepAlreadyOn: 'Switch off the current security code method first',
  notDirectChild: 'Chips move only to or from your direct downline',
  settingUnknown: 'There is no setting by this name',
  settingNameRepeated: 'Each setting may appear only once',
  settingTooLarge: 'This setting value is too long',
  maintenanceNotBoolean: 'maintenance must be true or false',
  // Bets: placement refusals (the app shows them as a toast), cancelling and deleting.
  marketUnavailable: 'This market is not available for betting',
  marketSuspended: 'This market is suspended',
  marketClosed: 'This market is closed',
  selectionSuspended: 'This selection is suspended',
  selectionNotInMarket: 'This selection is not in the market',
  betDoesNotFitMarket: 'The bet does not fit this market',
  eventNotOpen: 'This event is not open for betting',
  betLocked: 'Betting is locked on your account',
  eventBetLocked: 'Betting on this event is locked for your account',
  betLockSetAbove: 'This lock was set by your upline; only it can lift it',
  oddsNotOnLadder: 'These odds are not on the price ladder',
  oddsChanged: 'Odds changed. Check the new price and try again.',
  priceMovedDuringDelay: 'The price moved during the in-play delay. Your bet was not placed.',
  betIdempotencyKeyReused: 'This idempotency key was already used for a different bet',
  betNotCancellable: 'Only an unmatched bet can be cancelled',
  betNotOpen: 'Only open bets can be deleted',
  matchedBetNeedsTransactionPassword: 'Deleting a matched bet needs your transaction password',
} as const;

/** Stake limit refusals name the limit, formatted as the app shows amounts. */
export function stakeLimitMessage(limit: 'minimum' | 'maximum', amount: string): string {
  return limit === 'minimum' ? `The minimum stake is ${amount}` : `The maximum stake is ${amount}`;
}

/** Labels the spec names for buttons, tabs, filters and columns. */
export const labels = {
  goToHome: 'Go to Home',
  submit: 'Submit',
  load: 'Load',
  reset: 'Reset',
  exit: 'EXIT',
  enabled: 'Enabled',
  disabled: 'Disabled',
  first: 'First',
  previous: 'Previous',
  next: 'Next',
  last: 'Last',
  all: 'All',
  activityLogs: 'Activity Logs',
  liveCasinoBets: 'Live Casino Bets',
  casinoResultReport: 'Casino Result Report',
  generalLock: 'General Lock',
  multiLoginAccount: 'Multi Login Account',
  activityLogColumns: ['Username', 'Date', 'IP Address'],
  liveCasinoBetColumns: [
    'Sports',
    'Event Name',
    'Market Name',
    'Nation',
    'User Rate',
    'Amount',
    'Place Date',
  ],
  casinoResultColumns: ['Market Id', 'Winner'],
  generalReportColumns: ['Sr.No', 'Name', 'Amount'],
} as const;
