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
  againstHouse,
  type HouseMove,
  type LockedAccount,
  type LockedAccounts,
  lockAccountsOf,
} from './players.ts';
export {
  ClientGoneError,
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
export {
  type LedgerEntryInput,
  type LedgerTransactionInput,
  post,
  type PostedAccount,
  type Posted,
  type PostOptions,
} from './post.ts';
export { accountStatement, type StatementPage, type StatementQuery, type StatementRow } from './statement.ts';
export {
  checkLedgerTotals,
  type LedgerProblem,
  refuseUnsoundLedger,
  UnsoundLedgerError,
  verifyLedger,
} from './verify.ts';
