// The public names of @exchange/domain, named one by one (no wildcard exports).

// Constants
export { isSportId, type SportId, sportIds, sportIdsByName, sportName, sports } from './constants/sports.ts';
export {
  canCreate,
  creatableRoles,
  isOperator,
  isRole,
  managesCatalog,
  managesSports,
  outranks,
  playerRole,
  type Role,
  roleLabels,
  roles,
} from './constants/roles.ts';
export { type AuthMethod, authMethods } from './constants/authMethods.ts';
export {
  isPrivilegeId,
  privilege,
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
  ballRunningStatus,
  type MarketStatus,
  marketStatuses,
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
  cashierLimits,
  depositRangeHint,
  type PaymentAccountType,
  paymentAccountTypeLabels,
  paymentAccountTypes,
  paymentDestinationText,
  paymentRejectionReasons,
  paymentRequestRemark,
  type PaymentRequestType,
  paymentRequestTypes,
  paymentStatusLabels,
  rejectionReasonMaxLength,
  sharedReferenceLabel,
} from './constants/payments.ts';
export { terms } from './constants/terms.ts';
export { type GuessKind, guessLimits } from './constants/guessing.ts';

// Messages
export {
  labels,
  messages,
  pageErrorMessages,
  refusalMessages,
  ruleMessages,
  sessionEndedMessages,
  stakeLimitMessage,
} from './messages.ts';

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
export {
  basisPointsLabel,
  basisPointsPerWhole,
  commissionOn,
  maxCommissionBasisPoints,
} from './money/commission.ts';

// Formatting
export { amountTone, formatMoney } from './format/money.ts';
export { parseShortForm, shortForm, shortFormUnits } from './format/shortForm.ts';
export {
  dateFormats,
  type DateInput,
  type DateRange,
  formatDateTime,
  formatDateTime12h,
  formatIsoDate,
} from './format/dates.ts';
export { lastSevenDays, oneMonthBack, parseIsoDate } from './format/dateRanges.ts';
export { casinoRoundLabel, narrationLabel, nationLabel, runnerLabel } from './format/text.ts';
export {
  betEndReason,
  reportOutcome,
  type ReportOutcome,
  reportOutcomeLabels,
  reportOutcomes,
} from './format/reportOutcome.ts';
export { readableNarration, shortReference } from './format/references.ts';
export { exportFileName, neutraliseCsvCell, type ExportFormat } from './format/exports.ts';

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
export {
  decidedWinner,
  type MarketPeriod,
  type MarketType,
  runnerChances,
  runnerNames,
  type WeightedOutcome,
} from './marketTypes/marketType.ts';
export {
  bothTeamsToScore,
  correctScore,
  type Goals,
  halfTime,
  overUnderGoals,
  soccerMarketTypes,
  soccerMatchOdds,
} from './marketTypes/soccer.ts';
export {
  gameHandicap,
  setBetting,
  tennisMarketTypes,
  tennisMatchOdds,
  type TennisResult,
  tennisResult,
  totalGames,
} from './marketTypes/tennis.ts';
export {
  exchangeMarketNames,
  type ExchangeSportId,
  exchangeSportIds,
  isExchangeSportId,
} from './marketTypes/exchangeMarkets.ts';

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
export { type OpenBets, openMarketExposure, openSessionExposure } from './pnl/openExposure.ts';
export { openMarketProfit, openSessionProfit } from './pnl/openProfit.ts';
export {
  emptyTally,
  runnerTally,
  tallyBook,
  tallyExposure,
  tallyWithBet,
  type RunnerTally,
} from './pnl/runnerTally.ts';
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
export {
  type CashOutInput,
  type CashOutPlan,
  cashOutPlan,
  type CashOutRefusal,
  cashOutRefusals,
} from './pnl/cashOut.ts';

// Live scores
export {
  ballsFromOvers,
  ballsPerOver,
  type Chase,
  chase,
  oversFromBalls,
  runRate,
} from './scores/cricket.ts';

// Cards
export {
  baccaratTotal,
  baccaratValue,
  cardCode,
  type CardFace,
  cardName,
  type CardRank,
  cardRanks,
  type CardSuit,
  cardSuits,
  cardValue,
  isCardRank,
  isRedSuit,
  parseCardCode,
} from './cards.ts';

// White-label brands: their names and the host rule that picks one
export {
  type BrandName,
  brandNames,
  brandOfHost,
  defaultBrand,
  isBrandName,
  resolveBrand,
} from './brands.ts';

// Session and navigation rules
export {
  isAdminPath,
  isLoginPath,
  isLogoutForThisClient,
  isSecureAuthEnabled,
  needsSecurityCode,
  sessionEndedReasonOf,
  sessionEndedReasons,
  type SessionEndedReason,
  shouldLogOutAndReload,
  shouldToastBetError,
} from './rules/session.ts';
export {
  casinoGamePath,
  closedCasinoGamePath,
  closedCasinoProviderPath,
  isCasinoGameClosed,
  notFoundPath,
  pathAfterVerification,
  pathForRole,
} from './rules/navigation.ts';
export { isLoopbackHost, plainHttpFor, safeUrl, type SafeUrlOptions } from './rules/safeUrl.ts';

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
  delaySecondsSchema,
  hasAtMostTwoDecimals,
  hasNoControlCharacters,
  idSchema,
  isoDateSchema,
  maxPage,
  maxRequestAmount,
  moneySchema,
  nameTextSchema,
  nonNegativeMoneySchema,
  numericIdSchema,
  numericQuerySchema,
  pageNumberSchema,
  priceSchema,
  remarkTextSchema,
  requestAmountSchema,
  roleSchema,
  secretTextSchema,
  sportIdSchema,
  startNotAfterEnd,
  textLimits,
  textSchema,
  timestampSchema,
} from './schemas/primitives.ts';
export {
  amountField,
  amountPattern,
  imageField,
  isAcceptedImage,
  newTransactionPasswordSchema,
  optionalAmountField,
  otpCodeSchema,
  otpDigitSchema,
  passwordInputMaxLength,
  passwordPattern,
  passwordSchema,
  positiveAmountField,
  requiredText,
  transactionPasswordMaxLength,
  transactionPasswordMinLength,
  transactionPasswordSchema,
  type UploadFile,
  usernamePattern,
  usernameSchema,
} from './schemas/forms/fields.ts';
export {
  type BetSetting,
  betSettingField,
  type LoginAccountForm,
  loginAccountFormSchema,
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
  totpEnrolResponseSchema,
  userInfoResponseSchema,
  userInfoSchema,
  userRoomJoinEventSchema,
  verifyOtpResponseSchema,
} from './schemas/session.ts';
export {
  type LotteryItem,
  lotteryItemSchema,
  lotteryListResponseSchema,
  type LotteryWinner,
  lotteryWinnerSchema,
  type PaymentMethods,
  paymentMethodsSchema,
  paymentListResponseSchema,
  type PaymentSettings,
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
  loginAccountListResponseSchema,
  loginAccountSchema,
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
  userListRowWireSchema,
  userDetailQuerySchema,
  userDetailResponseSchema,
  userListQuerySchema,
  userListResponseSchema,
} from './schemas/users.ts';
export {
  addTransactionPasswordRequestSchema,
  exposureEventsResponseSchema,
  generalSettingRequestSchema,
  generalSettingResponseSchema,
  resetTransactionPasswordRequestSchema,
  resetTransactionPasswordResponseSchema,
  unlockAccountRequestSchema,
  updatePasswordRequestSchema,
  updateUserRequestSchema,
  updateUserStatusRequestSchema,
  updateUserWalletRequestSchema,
  updateUserWalletResponseSchema,
  userBookQuerySchema,
  userBookResponseSchema,
  type UserStakeSettings,
  userStakesResponseSchema,
  userStakesSchema,
  userStatusResponseSchema,
  userSuggestionRequestSchema,
  userSuggestionResponseSchema,
} from './schemas/userActions.ts';
export {
  accountStatementRequestSchema,
  accountStatementResponseSchema,
  accountStatementRowSchema,
  activityLogItemSchema,
  generalReportItemSchema,
  generalReportResponseSchema,
  profitLossItemSchema,
  profitLossRequestSchema,
  profitLossResponseSchema,
  userLogsRequestSchema,
  userLogsResponseSchema,
} from './schemas/reports.ts';
export {
  declareResultRequestSchema,
  rollbackResponseSchema,
  settlementMarketRequestSchema,
  settlementResponseSchema,
} from './schemas/settlement.ts';
export {
  type CommissionRate,
  commissionRateSchema,
  commissionRatesResponseSchema,
  saveCommissionRateRequestSchema,
} from './schemas/commission.ts';
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
  deleteBetRequestSchema,
  deleteBetsRequestSchema,
  marketAnalysisResponseSchema,
  marketAnalysisUserQuerySchema,
  placeBetRequestSchema,
  placeBetResponseSchema,
  type PriceMoveChoice,
  placedBetFromWire,
  placedBetToWire,
  type PlacedBetWire,
  placedBetWireSchema,
  profitListSchema,
  usersLockRequestSchema,
} from './schemas/bets.ts';
export {
  type DashboardSummary,
  dashboardSummaryResponseSchema,
  dashboardSummarySchema,
  matchBetsQuerySchema,
} from './schemas/dashboard.ts';
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
  type Score,
  type ScoreDetail,
  cricketScoreSchema,
  soccerScoreSchema,
  tennisScoreSchema,
  raceScoreSchema,
  seriesSchema,
  seriesWithMarketQuerySchema,
  seriesWithMarketResponseSchema,
  sportListResponseSchema,
  sportSchema,
} from './schemas/sports.ts';
export {
  activeMarketsQuerySchema,
  activeMatchesQuerySchema,
  activeMatchStatuses,
  type AdminMarket,
  adminMarketListResponseSchema,
  adminMarketResponseSchema,
  adminMarketSchema,
  type AdminMatch,
  adminMatchListResponseSchema,
  adminMatchResponseSchema,
  adminMatchSchema,
  type MarketKind,
  marketActiveRequestSchema,
  marketKinds,
  marketSuspensionRequestSchema,
  matchActiveRequestSchema,
  type MatchStatus,
  matchStatuses,
  type SportSettings,
  sportSettingsListResponseSchema,
  sportSettingsResponseSchema,
  sportSettingsSchema,
} from './schemas/sportsAdmin.ts';
export {
  type NewsItem,
  newsItemSchema,
  newsMaxLength,
  newsMessages,
  newsResponseSchema,
  type SaveNewsRequest,
  saveNewsRequestSchema,
} from './schemas/news.ts';
export {
  dataSocketNamespace,
  matchRoomAckSchema,
  matchRoomRequestSchema,
  type MatchResult,
  type MatchSnapshot,
  matchSnapshotQuerySchema,
  matchSnapshotResponseSchema,
  matchSnapshotSchema,
  type MatchUpdate,
  matchUpdateSchema,
} from './schemas/matchRoom.ts';
export {
  casinoArtOnWire,
  type CasinoGame,
  casinoGameResponseSchema,
  casinoGameSchema,
  casinoGamesResponseSchema,
  casinoGameStatusRequestSchema,
  casinoIntGameSchema,
  casinoIntGamesQuerySchema,
  casinoIntGamesResponseSchema,
  casinoMatchParamsSchema,
  casinoPlayUrlRequestSchema,
  casinoPlayUrlResponseSchema,
  type CasinoResult,
  casinoResultListRequestSchema,
  casinoResultSchema,
  casinoRoomRequestSchema,
  type CasinoRound,
  casinoRoundProofParamsSchema,
  casinoRoundProofResponseSchema,
  casinoRoundResponseSchema,
  casinoRoundSchema,
  type CasinoRoundStatus,
  casinoRoundStatuses,
  type CasinoSeedChain,
  type CasinoSeedChainProof,
  casinoSeedChainProofSchema,
  casinoSeedChainSchema,
  casinoSeedChainsParamsSchema,
  casinoSeedChainsResponseSchema,
  casinoTypeSchema,
  casinoTypesResponseSchema,
  disableCasinoGameQuerySchema,
  disableCasinoGameResponseSchema,
  doneResultsParamsSchema,
  doneResultsQuerySchema,
  doneResultsResponseSchema,
  htmlCardsParamsSchema,
  htmlCardsQuerySchema,
  htmlResponseSchema,
  resultByMarketRequestSchema,
} from './schemas/casino.ts';
export {
  addBankAccountRequestSchema,
  addBankAccountResponseSchema,
  addDepositWithdrawRequestSchema,
  addDepositWithdrawResponseSchema,
  addUpiRequestSchema,
  addUpiResponseSchema,
  type BankAccount,
  bankAccountSchema,
  bankAndUpiListResponseSchema,
  cashierSettingsResponseSchema,
  deleteUpiBankRequestSchema,
  depositImageField,
  depositRequestFieldsSchema,
  paymentFileParamsSchema,
  paymentImageMaxBytes,
  paymentQrImageField,
  paymentRequestListRequestSchema,
  paymentRequestListResponseSchema,
  type PaymentRequestRow,
  paymentRequestRowSchema,
  pendingPaymentCountResponseSchema,
  rejectionReasonSchema,
  updatePaymentStatusRequestSchema,
  updatePaymentStatusResponseSchema,
  type UpiEntry,
  upiEntrySchema,
  utrMaxLength,
  withdrawRequestSchema,
} from './schemas/payments.ts';

export { type WebVital, webVitalSchema } from './schemas/vitals.ts';

// The API contract: every call, its access rule and its refusal codes
export { type Access, platformAccess } from './contract/access.ts';
export {
  type AnswerOf,
  type ApiName,
  apiPrefixes,
  type Endpoint,
  endpoint,
  type HttpMethod,
  impliedRefusals,
  mayRefuse,
  type ParsedRequestOf,
  pathParameterNames,
  pathWith,
  type RequestOf,
  type ResponseOf,
  type UploadBlob,
} from './contract/endpoint.ts';
export { contract, contractFeatures, type Contract, type EndpointName } from './contract/index.ts';
// Features of the contract on their own, for the player app: `contract` is one object of every feature, so
// a bundle that names it takes every feature's schemas (the panel's, the cashier's, the exports') wherever
// one call is made (packages/app/src/api/firstPageCalls.ts).
export { accountEndpoints } from './contract/endpoints/account.ts';
export { betEndpoints } from './contract/endpoints/bets.ts';
export { casinoBetEndpoints } from './contract/endpoints/casinoBets.ts';
export { casinoEndpoints } from './contract/endpoints/casino.ts';
export { casinoProviderEndpoints } from './contract/endpoints/casinoProviders.ts';
export { exportEndpoints } from './contract/endpoints/exports.ts';
export { hierarchyEndpoints } from './contract/endpoints/hierarchy.ts';
export { moneyEndpoints } from './contract/endpoints/money.ts';
export { newsEndpoints } from './contract/endpoints/news.ts';
export { paymentEndpoints } from './contract/endpoints/payments.ts';
export { playerExportEndpoints } from './contract/endpoints/playerExports.ts';
export { reportEndpoints } from './contract/endpoints/reports.ts';
export { responsibleGamingEndpoints } from './contract/endpoints/responsibleGaming.ts';
export { secondStepEndpoints } from './contract/endpoints/secondStep.ts';
export { sessionEndpoints } from './contract/endpoints/session.ts';
export { sportsEndpoints } from './contract/endpoints/sports.ts';
export { vitalsEndpoints } from './contract/endpoints/vitals.ts';
export { openApiDocumentSchema } from './contract/endpoints/reference.ts';
export {
  type AppHeardEventName,
  appHeardEventsOf,
  type ClientAck,
  type ClientEmits,
  type ClientEventName,
  type ClientHears,
  type ClientPayload,
  clientEvent,
  eventNamesOf,
  parseAck,
  parsePayload,
  type ServerEmits,
  type ServerEventName,
  type ServerHears,
  type ServerPayload,
  serverEvent,
  type SocketContract,
  socketContract,
  type SocketDirection,
  type SocketEvent,
  socketEvents,
  type SocketNamespace,
  type SocketNamespaceName,
} from './contract/sockets.ts';
export {
  type BetEvent,
  type BetEventKind,
  betEventKinds,
  betEventSchema,
  isOpenBetEvent,
  openBetStatuses,
  type StoredBetStatus,
  storedBetStatuses,
} from './schemas/userEvents.ts';
export {
  isRefusalCode,
  Refusal,
  refusalCatalog,
  type RefusalCode,
  refusalCodes,
} from './contract/refusals.ts';

// The in-house casino
export {
  baccaratPoint,
  canonicalDeck,
  casinoCardCode,
  casinoRanks,
  casinoSuits,
  compareCardsWithSuit,
  isOddRank,
  isRedCard,
  parseCasinoCard,
  rankLabel,
  suitStrength,
  undealtSlot,
  type CasinoCard,
  type CasinoRank,
  type CasinoSuit,
  type DeckShape,
} from './casino/cards.ts';
export {
  casinoBettingClosesSeconds,
  halfLost,
  lost,
  pushed,
  winIf,
  won,
  type CasinoGameDefinition,
  type CasinoMarketQuote,
  type CasinoMarketShape,
  type CasinoRoundResult,
  type CasinoRunnerQuote,
  type CasinoRunnerStatus,
  type CasinoTiming,
  type RegisteredCasinoGame,
  type RunnerOutcome,
} from './casino/definition.ts';
export {
  commitmentOf,
  fairnessAlgorithm,
  fairStream,
  newServerSeed,
  perMilleDraw,
  randomInt,
  shuffled,
  type FairRoundKey,
  type RandomSource,
} from './casino/fairness.ts';
export { casinoGameDefinition, casinoGameDefinitions } from './casino/games/index.ts';
export {
  checkSeedChainLink,
  seedChainLinks,
  webSha256Hex,
  type SeedChainCheck,
  type SeedChainProof,
} from './casino/seedChain.ts';
export {
  casinoBetLiability,
  casinoBetPnl,
  casinoBetStakeLimits,
  casinoMarketBook,
  casinoMarketExposure,
  isCasinoBetOn,
  type CasinoStake,
} from './casino/money.ts';
export {
  ceil2,
  floor2,
  multiRunnerQuote,
  outcomeTableOdds,
  suspendedAt,
  twoWayQuote,
  type BackLay,
} from './casino/prices.ts';
export {
  casinoMarketId,
  casinoRoundId,
  casinoRunnerOf,
  checkRoundFairness,
  dealOfRound,
  parseCasinoMarketId,
  type FairnessCheck,
} from './casino/round.ts';
export {
  backLayRunner,
  backRunner,
  market as casinoMarket,
  slots as casinoSlots,
  type MarketOptions as CasinoMarketOptions,
} from './casino/runners.ts';
export {
  casinoCardFace,
  casinoCardsText,
  casinoResultChip,
  casinoTableHands,
  isFaceDownSlot,
  type CasinoResultTone,
  type CasinoTableHand,
} from './casino/table.ts';
export { casinoSampleResultRows } from './casino/sampleResult.ts';
export {
  casinoHandsGrid,
  type HandsGrid,
  type HandsGridCell,
  type HandsGridMarket,
  type HandsGridRow,
} from './casino/handsGrid.ts';
export { casinoFairnessNote, casinoGameRules } from './casino/gameRules.ts';
export { casinoRoundSnapshot, type CasinoRoundPosition } from './casino/snapshot.ts';
export {
  casinoGroupsOf,
  isLiveCasinoGroup,
  type LiveCasinoGame,
  liveCasinoGames,
  liveCasinoGamesInGroup,
} from './casino/groups.ts';
export type {
  CasinoArtCard,
  CasinoArtGlyph,
  CasinoGameArt,
  CasinoGameGroup,
  CasinoGamePresentation,
  CasinoHandLayout,
  CasinoTableLayout,
} from './casino/presentation.ts';
export {
  saveWelcomeImageFieldsSchema,
  welcomeImageField,
  type WelcomeImageName,
  welcomeImageNames,
  welcomeImageParamsSchema,
  type WelcomeImages,
  welcomeImagesResponseSchema,
  welcomeImagesSchema,
} from './schemas/settings.ts';
export { isUnderMaintenance } from './rules/session.ts';
export { maintenancePath } from './rules/navigation.ts';
export { type DateBounds, reportDateBounds } from './format/dateRanges.ts';
export { reportHistoryYears } from './constants/reports.ts';
export {
  type AddLotteryItemFields,
  addLotteryItemFieldsSchema,
  type BuyLotteryTicketsRequest,
  buyLotteryTicketsRequestSchema,
  buyLotteryTicketsResponseSchema,
  closeLotteryItemRequestSchema,
  type EditLotteryItemFields,
  editLotteryItemFieldsSchema,
  type LotteryDraw,
  lotteryDrawParamsSchema,
  lotteryDrawResponseSchema,
  lotteryDrawSchema,
  lotteryImageField,
  lotteryImageParamsSchema,
  lotteryItemResponseSchema,
  lotteryLimits,
  type LotteryProof,
  lotteryReportGameCode,
  lotteryProofSchema,
  type LotteryStatus,
  lotteryStatuses,
} from './schemas/lottery.ts';
export {
  checkLotteryDraw,
  checkPublishedDraw,
  drawLotteryWinners,
  lotteryDrawAlgorithm,
  type LotteryDrawCheck,
  type LotteryDrawKey,
  type LotteryDrawProof,
  lotteryTicketSetHash,
  lotteryTicketSetText,
} from './lottery/draw.ts';
export { ordinal } from './lottery/ordinal.ts';
// Responsible gaming (issue 21): jurisdictions, periods, the state's wire shapes and its rules.
export {
  coolOffPeriods,
  type CoolOffPeriod,
  defaultJurisdiction,
  depositLimitIncreaseDelay,
  depositLimitWindowDurations,
  depositLimitWindows,
  type DepositLimitWindow,
  jurisdictions,
  type Jurisdiction,
  periodEnd,
  realityCheckIntervalMinutes,
  selfExclusionPeriods,
  selfExclusionPeriodsFor,
  type SelfExclusionPeriod,
} from './responsibleGaming/periods.ts';
export {
  coolOffPeriodSchema,
  coolOffRequestSchema,
  depositLimitsRequestSchema,
  depositLimitWireSchema,
  jurisdictionSchema,
  operatorRealityCheckRequestSchema,
  playerResponsibleGamingResponseSchema,
  type RealityCheckAction,
  realityCheckActions,
  realityCheckRequestSchema,
  realityCheckWireSchema,
  responsibleGamingResponseSchema,
  responsibleGamingStateSchema,
  type ResponsibleGamingStateWire,
  type ResponsibleGamingStatus,
  responsibleGamingStatuses,
  responsibleGamingUserParamsSchema,
  type RgEventKind,
  rgEventKinds,
  rgEventSchema,
  type RgEventWire,
  selfExcludeRequestSchema,
  selfExclusionPeriodSchema,
} from './schemas/responsibleGaming.ts';
export {
  blockRefusal,
  coolOffRefusal,
  type ExclusionRecord,
  exclusionStatus,
  type PeriodWindow,
  reactivationRefusal,
  selfExclusionRefusal,
} from './responsibleGaming/status.ts';
export {
  continueRealityCheck,
  nextRealityCheckAt,
  realityCheckApplies,
  realityCheckDue,
  type RealityCheckSession,
} from './responsibleGaming/realityCheck.ts';
export {
  changeDepositLimit,
  currentDepositLimit,
  type DepositLimit,
  type DepositLimits,
  depositOverLimit,
  depositWindowStart,
  noDepositLimit,
} from './responsibleGaming/depositLimits.ts';
export {
  type DepositRoom,
  depositRoomMessage,
  depositRoomOf,
  depositRoomSchema,
} from './responsibleGaming/depositRoom.ts';
export { identityKey } from './responsibleGaming/identity.ts';

// Market and sport limits (issue 41, docs/adr/0037-market-and-sport-limits.md)
export {
  betLimitBound,
  betLimitLabels,
  type BetLimitName,
  betLimitNames,
  betLimitRefusalMessages,
  type BetLimits,
  betLimitsFor,
  betLimitsFromWire,
  type BetLimitScope,
  betLimitsToWire,
  type BetLimitsWire,
  betLimitText,
  contradictoryBetLimits,
  contradictoryBetLimitsMessage,
  noBetLimits,
  type ScopedBetLimits,
  tightestBetLimits,
  widenedBetLimit,
  widerThanAboveMessage,
} from './betLimits/betLimits.ts';
export {
  betLimitsQuerySchema,
  betLimitsResponseSchema,
  betLimitsWireSchema,
  saveBetLimitsRequestSchema,
} from './schemas/betLimits.ts';
