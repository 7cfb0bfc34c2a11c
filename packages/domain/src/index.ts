// The public names of @exchange/domain, named one by one (no wildcard exports).

// Constants
export { isSportId, type SportId, sportIds, sportIdsByName, sportName, sports } from './constants/sports.ts';
export {
  canCreate,
  creatableRoles,
  isOperator,
  isRole,
  managesSports,
  outranks,
  playerRole,
  type Role,
  roleLabels,
  roles,
} from './constants/roles.ts';
export {
  isPrivilegeId,
  type PrivilegeId,
  privilegeIds,
  privilegeLabel,
  privileges,
} from './constants/privileges.ts';
export {
  type BetListFilter,
  betListFilters,
  type BetMatchStatus,
  betMatchStatuses,
  type BetOn,
  betOnValues,
  bookmakerOddsType,
  casinoLossMultiplier,
  casinoMatchIds,
  decimalFancyGtype,
  defaultFancyType,
  type RequestStatus,
  requestStatuses,
  type Side,
  sides,
  suspendedStatus,
} from './constants/markets.ts';
export {
  allCasinoCategoryId,
  type CasinoBetReportStatus,
  casinoBetReportStatuses,
  casinoCategories,
  type CasinoCategoryId,
  casinoCategoryPath,
  type CasinoProviderKey,
  casinoProviderKeys,
  casinoProviderName,
  casinoProviders,
  closedCasinoMatchId,
  defaultCasinoReportType,
  type LiveCasinoGameCode,
  liveCasinoGames,
  liveCasinoGamesInGroup,
  liveCasinoGroups,
  type LiveCasinoGroupSlug,
} from './constants/casino.ts';
export {
  apiTimeoutsMs,
  chunkLoadTimeoutMs,
  devToolsCheckIntervalMs,
  inactivityTimeoutMs,
  otpAutoSubmitDelayMs,
  otpLength,
  tabBlurIntervalMs,
  toastDurationMs,
} from './constants/timings.ts';
export {
  activityLogPageSize,
  canGoToPage,
  defaultPageSize,
  type PageSize,
  pageSizes,
  paginationRanges,
  unwiredPageSizeOptions,
} from './constants/pagination.ts';
export {
  type ActivityLogType,
  activityLogTypes,
  betReportStatus,
  defaultActivityLogType,
  defaultReportRangeDays,
  type GeneralReportType,
  generalReportTypes,
  type PaymentStatus,
  paymentStatuses,
  type PaymentStatusFilter,
  paymentStatusFilters,
} from './constants/reports.ts';
export {
  acceptedImageExtensions,
  acceptedImageInput,
  acceptedImageTypes,
  depositRangeHint,
  type PaymentAccountType,
  paymentAccountTypes,
  paymentRequestRemark,
  type PaymentRequestType,
  paymentRequestTypes,
} from './constants/payments.ts';
export { terms } from './constants/terms.ts';

// Messages
export { labels, messages, refusalMessages, ruleMessages } from './messages.ts';

// Money
export {
  addMinor,
  fromMinor,
  isMinor,
  maxMinor,
  minMinor,
  minor,
  type Minor,
  minorPerMajor,
  negateMinor,
  scaleMinor,
  subtractMinor,
  sumMinor,
  toMinor,
  zeroMinor,
} from './money/minorUnits.ts';

// Formatting
export { amountTone, formatAmount, formatMoney } from './format/money.ts';
export { parseShortForm, shortForm, shortFormUnits } from './format/shortForm.ts';
export {
  dateFormats,
  type DateInput,
  type DateRange,
  formatDateTime,
  formatDateTime12h,
  formatIsoDate,
  lastSevenDays,
  oneMonthBack,
  parseIsoDate,
} from './format/dates.ts';
export { casinoRoundLabel, narrationLabel, nationLabel, pageTitle } from './format/text.ts';

// Odds
export {
  isOnLadder,
  maximumOdds,
  minimumOdds,
  nextTick,
  oddsLadder,
  previousTick,
  snapToLadder,
} from './odds/ladder.ts';
export { bookmakerToDecimal, decimalToBookmaker } from './odds/bookmaker.ts';

// Profit and loss, positions, exposure, hedging
export {
  betLiability,
  betOutcome,
  type BetOutcome,
  type PnlRule,
  pnlRules,
  type PricedStake,
  ruleForBet,
  type RuleSelector,
} from './pnl/rules.ts';
export {
  addBetToBook,
  type Book,
  bookAmount,
  marketBook,
  type RunnerBet,
  type RunnerPosition,
} from './pnl/book.ts';
export {
  availableBalance,
  betAcceptance,
  type BetAcceptance,
  type BetAcceptanceInput,
  bookExposure,
  totalExposure,
  worstCase,
} from './pnl/exposure.ts';
export {
  type SessionBet,
  sessionBetResult,
  sessionBook,
  type SessionBookRow,
  sessionExposure,
} from './pnl/fancy.ts';
export {
  favouriteRunner,
  type Hedge,
  hedgeBet,
  type HedgeInput,
  isDrawRunner,
  type PricedRunner,
} from './pnl/hedge.ts';
export { type Bet, isSessionBet, type PlacedBet, runnerBetOf, sessionBetOf } from './pnl/bet.ts';

// Cards
export { baccaratTotal, baccaratValue, type CardRank, cardRanks, cardValue, isCardRank } from './cards.ts';

// Session and navigation rules
export {
  isAdminPath,
  isLoginPath,
  isLogoutForThisClient,
  isSecureAuthEnabled,
  needsSecurityCode,
  shouldLogOutAndReload,
  shouldToastBetError,
} from './rules/session.ts';
export { casinoGamePath, notFoundPath, pathAfterVerification, pathForRole } from './rules/navigation.ts';

// Schemas
export {
  emptyResponseSchema,
  envelopeSchema,
  errorResponseSchema,
  pagedDocsSchema,
  pagedSchema,
  pageQuerySchema,
} from './schemas/envelope.ts';
export {
  betOnSchema,
  hasAtMostTwoDecimals,
  idSchema,
  isoDateSchema,
  moneySchema,
  nonNegativeMoneySchema,
  numericIdSchema,
  priceSchema,
  roleSchema,
  sportIdSchema,
  startNotAfterEnd,
  timestampSchema,
} from './schemas/primitives.ts';
export {
  amountField,
  amountPattern,
  imageField,
  isAcceptedImage,
  optionalAmountField,
  otpCodeSchema,
  otpDigitSchema,
  passwordInputMaxLength,
  passwordPattern,
  passwordSchema,
  positiveAmountField,
  requiredText,
  transactionPasswordMaxLength,
  transactionPasswordSchema,
  type UploadFile,
  usernamePattern,
  usernameSchema,
} from './schemas/forms/fields.ts';
export {
  type BetSetting,
  betSettingField,
  needsExposureLimit,
  type NewUser,
  type NewUserFormInput,
  newUserFormSchema,
  partnershipField,
} from './schemas/forms/newUser.ts';
export {
  bankAccountFormSchema,
  depositFormSchema,
  upiFormSchema,
  withdrawFormSchema,
} from './schemas/forms/payments.ts';
export {
  type OtpBoxes,
  otpBoxesFromCode,
  otpBoxesSchema,
  telegramPasswordFormSchema,
} from './schemas/forms/security.ts';
export {
  checkPasswordRequestSchema,
  checkPasswordResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutEventSchema,
  otpRequestSchema,
  refreshTokenRequestSchema,
  refreshTokenResponseSchema,
  resendOtpRequestSchema,
  type SessionUser,
  sessionUserSchema,
  userInfoResponseSchema,
  userInfoSchema,
  userRoomJoinEventSchema,
  verifyOtpResponseSchema,
} from './schemas/session.ts';
export {
  type LotteryItem,
  lotteryItemSchema,
  lotteryListResponseSchema,
  paymentListResponseSchema,
  paymentSettingsSchema,
  savePaymentListFieldsSchema,
  saveSettingListRequestSchema,
  settingListResponseSchema,
  settingSchema,
} from './schemas/settings.ts';
export {
  type Balance,
  balanceFromWire,
  balanceResponseSchema,
  balanceToWire,
  type BalanceWire,
  balanceWireSchema,
  clientProfitLoss,
  defaultBalance,
  newUserFromWire,
  newUserToWire,
  type RegisterRequest,
  registerRequestSchema,
  registerResponseSchema,
  type UserAccount,
  userAccountBalanceRequestSchema,
  userAccountFromWire,
  userAccountToWire,
  type UserAccountWire,
  userAccountWireSchema,
  userDetailQuerySchema,
  userDetailResponseSchema,
  userListQuerySchema,
  userListResponseSchema,
} from './schemas/users.ts';
export {
  addTransactionPasswordRequestSchema,
  exposureEventsResponseSchema,
  generalSettingRequestSchema,
  resetTransactionPasswordRequestSchema,
  resetTransactionPasswordResponseSchema,
  updatePasswordRequestSchema,
  updateUserRequestSchema,
  updateUserStatusRequestSchema,
  updateUserWalletRequestSchema,
  userBookQuerySchema,
  userBookResponseSchema,
  userStakesResponseSchema,
  userStakesSchema,
  userSuggestionRequestSchema,
  userSuggestionResponseSchema,
} from './schemas/userActions.ts';
export {
  accountStatementRequestSchema,
  accountStatementResponseSchema,
  accountStatementRowSchema,
  activityLogItemSchema,
  profitLossItemSchema,
  profitLossRequestSchema,
  profitLossResponseSchema,
  userLogsRequestSchema,
  userLogsResponseSchema,
} from './schemas/reports.ts';
export {
  allUserBetListRequestSchema,
  betFromWire,
  betListByIdsRequestSchema,
  betLockRequestSchema,
  type BetRecord,
  betRecordFromWire,
  betRecordsResponseSchema,
  betRecordToWire,
  type BetRecordWire,
  betRecordWireSchema,
  betsQuerySchema,
  betsResponseSchema,
  betToWire,
  type BetWire,
  betWireSchema,
  bookFromWire,
  bookToWire,
  casinoBetsRequestSchema,
  casinoBetsResponseSchema,
  childUserListQuerySchema,
  childUserListResponseSchema,
  deleteBetParamsSchema,
  deleteBetsRequestSchema,
  marketAnalysisResponseSchema,
  placeBetRequestSchema,
  placeBetResponseSchema,
  placedBetFromWire,
  placedBetToWire,
  type PlacedBetWire,
  placedBetWireSchema,
  profitListSchema,
  usersLockRequestSchema,
} from './schemas/bets.ts';
export {
  dataMatchesQuerySchema,
  dataMatchesResponseSchema,
  dataSeriesQuerySchema,
  dataSeriesResponseSchema,
  fancyDataQuerySchema,
  fancyListQuerySchema,
  fancyListResponseSchema,
  type FancyMarket,
  fancyMarketSchema,
  isSuspended,
  type MarketBook,
  marketBookSchema,
  marketListResponseSchema,
  type Match,
  matchListQuerySchema,
  matchListResponseSchema,
  matchQuerySchema,
  matchResponseSchema,
  matchSchema,
  priceLevelSchema,
  saveMatchRequestSchema,
  saveSportSettingsRequestSchema,
  scoreQuerySchema,
  scoreResponseSchema,
  scoreSchema,
  seriesSchema,
  seriesWithMarketQuerySchema,
  seriesWithMarketResponseSchema,
  sportListResponseSchema,
  sportSchema,
} from './schemas/sports.ts';
export {
  type CasinoGame,
  casinoGameSchema,
  casinoGamesResponseSchema,
  casinoIntGameSchema,
  casinoIntGamesQuerySchema,
  casinoIntGamesResponseSchema,
  casinoPlayUrlRequestSchema,
  casinoPlayUrlResponseSchema,
  type CasinoResult,
  casinoResultListRequestSchema,
  casinoResultSchema,
  type CasinoRound,
  casinoRoundResponseSchema,
  casinoRoundSchema,
  casinoTypeSchema,
  casinoTypesResponseSchema,
  disableCasinoGameQuerySchema,
  disableCasinoGameResponseSchema,
  doneResultsQuerySchema,
  doneResultsResponseSchema,
  htmlCardsQuerySchema,
  htmlResponseSchema,
  resultByMarketRequestSchema,
} from './schemas/casino.ts';
export {
  addBankAccountRequestSchema,
  addUpiRequestSchema,
  type BankAccount,
  bankAccountSchema,
  bankAndUpiListResponseSchema,
  deleteUpiBankRequestSchema,
  depositRequestFieldsSchema,
  paymentRequestListRequestSchema,
  paymentRequestListResponseSchema,
  paymentRequestRowSchema,
  updatePaymentStatusRequestSchema,
  type UpiEntry,
  upiEntrySchema,
  withdrawRequestSchema,
} from './schemas/payments.ts';
