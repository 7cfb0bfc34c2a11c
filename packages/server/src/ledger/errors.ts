import { Refusal, type Minor, type RefusalCode } from '@exchange/domain';

/**
 * A refusal of the ledger: a domain refusal (its code says why; the edge picks the HTTP status), so a
 * route that lets it through answers it instead of a 500. The money has not moved when one is thrown.
 */
export class LedgerError extends Refusal {
  constructor(code: RefusalCode, message?: string, data: unknown = null) {
    super(code, message, data);
    this.name = new.target.name;
  }
}

/** Input the ledger cannot act on: an amount that is not a positive whole number of minor units, etc. */
export class InvalidLedgerInputError extends LedgerError {
  constructor(message: string) {
    super('amount_invalid', message);
  }
}

/** The sender's available balance (balance minus exposure) is below the amount. */
export class InsufficientBalanceError extends LedgerError {
  constructor(
    readonly available: Minor,
    readonly requested: Minor,
  ) {
    super('insufficient_balance');
  }
}

export class UnknownUserError extends LedgerError {
  constructor(readonly userId: string) {
    super('user_not_found');
  }
}

/**
 * The idempotency key belongs to an earlier transfer that moved different money: answering "done" would
 * hide a client bug (a key reused for a new request), so it is refused.
 */
export class IdempotencyKeyReusedError extends LedgerError {
  constructor(readonly idempotencyKey: string) {
    super('idempotency_key_reused');
  }
}

/** The client of the move has gone or its deadline passed (issue 38): nothing was written; a 503. */
export class ClientGoneError extends LedgerError {
  constructor() {
    super('server_busy', 'The client gave up before the money moved: nothing was done');
  }
}
