// The public names of @exchange/wallet-protocol (docs/adr/0042-wallet-protocol-as-data.md).

// The protocol: its calls, statuses and signature
export {
  type CreditRequest,
  creditRequestSchema,
  type DebitRequest,
  debitRequestSchema,
  isWalletAction,
  maxWalletAmount,
  type RollbackRequest,
  rollbackRequestSchema,
  signatureRefusalSchema,
  type TokenRequest,
  tokenRequestSchema,
  type WalletAction,
  walletActions,
  type WalletAnswer,
  walletAnswerSchema,
  type WalletCall,
  walletCalls,
} from './calls.ts';
export { gamesListCall, type ProviderGame, providerGameSchema } from './gamesList.ts';
export { type ParsedWalletRequest, parseWalletRequest } from './requests.ts';
export { isSignedCall, signatureHeadersOf, signatureScheme, signBody, signedHeaders } from './signature.ts';
export {
  signatureRefusalHttpStatus,
  type WalletRefusal,
  type WalletStatus,
  walletStatuses,
  walletStatusMeanings,
} from './statuses.ts';

// The conformance kit: checks any wallet runs, and a wallet a provider's client is tested against
export { type CheckResult, runWalletConformance, walletConformanceChecks } from './conformance/checks.ts';
export { ConformanceFailure, type WalletCheck, type WalletUnderTest } from './conformance/kitCall.ts';
export { type Fault, ReferenceWallet } from './conformance/referenceWallet.ts';
