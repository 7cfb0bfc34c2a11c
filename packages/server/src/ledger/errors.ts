import { ruleMessages, type Minor } from '@exchange/domain';
import { HttpError } from '../http/envelope.ts';

/**
 * A refusal of the ledger. Each one is an `HttpError`, so a route that lets it through answers with its
 * status and message instead of a 500; the money has not moved when one is thrown.
 */
export class LedgerError extends HttpError {
  constructor(statusCode: number, message: string, data: unknown = null) {
    super(statusCode, message, data);
    this.name = new.target.name;
  }
}

/** Input the ledger cannot act on: an amount that is not a positive whole number of minor units, etc. */
export class InvalidLedgerInputError extends LedgerError {
  constructor(message: string) {
    super(400, message);
  }
}

/** The sender's available balance (balance minus exposure) is below the amount. */
export class InsufficientBalanceError extends LedgerError {
  constructor(
    readonly available: Minor,
    readonly requested: Minor,
  ) {
    super(400, ruleMessages.insufficientBalance);
  }
}

export class UnknownUserError extends LedgerError {
  constructor(readonly userId: string) {
    super(404, 'User not found');
  }
}

/**
 * The idempotency key belongs to an earlier transfer that moved different money: answering "done" would
 * hide a client bug (a key reused for a new request), so it is refused.
 */
export class IdempotencyKeyReusedError extends LedgerError {
  constructor(readonly idempotencyKey: string) {
    super(409, 'This idempotency key was already used for a different transfer');
  }
}
