/**
 * Every `status` a wallet answers, with what it means. Every answer but the signature refusal is HTTP 200:
 * the status, not the HTTP code, tells a provider what happened.
 */
export const walletStatusMeanings = {
  OK: 'Done; a replay of the call (same transactionId, same body) answers its first answer again and moves nothing.',
  INVALID_TOKEN:
    'The launch token is unknown, was never authenticated, or its session ended (balance and debit; a credit or rollback is still taken). Authenticate refuses a token already authenticated or older than 60 s.',
  INSUFFICIENT_FUNDS: "The debit is above the player's available balance.",
  PLAYER_BLOCKED:
    'The player may not stake: locked, bet-locked, under a responsible-gaming block, or the site is in maintenance. A credit or rollback is never refused for it.',
  DEBIT_NOT_FOUND:
    'A credit or rollback names a debit the wallet never applied. A rollback of it is kept, so the debit, arriving later, is refused.',
  TRANSACTION_ROLLED_BACK:
    'A credit for a rolled-back debit, or a debit whose transactionId was rolled back first.',
  INVALID_REQUEST:
    'The body is not the call’s, the transactionId was used for another call, or a rollback came after its debit was credited; `message` says which.',
  INVALID_SIGNATURE:
    'HTTP 401: the signature or the timestamp does not hold, or the provider is unknown or disabled. Nothing was read or moved.',
} as const;

export type WalletStatus = keyof typeof walletStatusMeanings;

export const walletStatuses = Object.keys(walletStatusMeanings) as WalletStatus[];

/** The statuses of a call that was read but not done, each HTTP 200. */
export type WalletRefusal = Exclude<WalletStatus, 'OK' | 'INVALID_SIGNATURE'>;

/** The HTTP status of a signature refusal; every other answer is 200. */
export const signatureRefusalHttpStatus = 401;
