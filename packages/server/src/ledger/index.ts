// The ledger's public names, one by one: what routes, bets and settlement use.
export {
  type Account,
  type AccountOwner,
  type Balance,
  cashierHolds,
  cashierHoldsAccountId,
  ensureAccount,
  ensureHouseAccount,
  getBalance,
  house,
  houseAccountId,
  lockAccounts,
} from './accounts.ts';
export {
  type AccountChange,
  type BatchDetails,
  type HouseTransfer,
  type LockedAccount,
  type LockedAccounts,
  lockAccountsOf,
  postBatch,
  updateAccounts,
} from './batch.ts';
export {
  IdempotencyKeyReusedError,
  InsufficientBalanceError,
  InvalidLedgerInputError,
  LedgerError,
  UnknownUserError,
} from './errors.ts';
export {
  type LedgerTransactionKind,
  ledgerTransactionKinds,
  postTransfer,
  transfer,
  type TransferInput,
  type TransferResult,
} from './ledger.ts';
export { accountStatement, type StatementPage, type StatementQuery, type StatementRow } from './statement.ts';
export {
  checkLedgerTotals,
  type LedgerProblem,
  refuseUnsoundLedger,
  UnsoundLedgerError,
  verifyLedger,
} from './verify.ts';
