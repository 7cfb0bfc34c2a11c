import * as v from 'valibot';
import { walletStatuses, type WalletRefusal } from './statuses.ts';

/**
 * The wallet's calls (docs/adr/0012-casino-providers.md, "Wallet callbacks"): a provider POSTs each, signed
 * (signature.ts), with a JSON body to `{walletUrl}/{action}`, where the operator gives it `walletUrl`
 * (ours: `{operatorUrl}/wallet/{providerKey}`). The server checks requests with these schemas, the
 * conformance kit checks answers with them, and the OpenAPI document is written from them.
 */

/**
 * The most one call moves, in major units. The exchange's own request limit is the same figure (domain
 * `maxRequestAmount`): an amount times the highest odds stays a safe integer of minor units.
 */
export const maxWalletAmount = 1_000_000_000;

const amountText = v.pipe(
  v.string(),
  v.regex(/^\d{1,10}(\.\d{1,2})?$/, 'amount must be a decimal string with at most 2 decimals'),
  v.check((amount) => Number(amount) <= maxWalletAmount, 'amount is too large'),
);
/** The player's available balance (balance less the exposure of open bets), which a debit may spend. */
const balanceText = v.pipe(
  v.string(),
  v.regex(/^-?\d{1,13}(\.\d{1,2})?$/, 'balance must be a decimal string with at most 2 decimals'),
  v.description("The player's available balance after the call: what a debit may spend."),
);
const idText = v.pipe(v.string(), v.nonEmpty(), v.maxLength(200));
const currencyText = v.pipe(v.string(), v.nonEmpty(), v.description('The currency of every amount.'));

const token = v.pipe(idText, v.description('The launch token the game was opened with.'));
const transactionId = v.pipe(
  idText,
  v.description("The provider's id of this call, unique per provider: a replay sends the same."),
);
const roundId = v.pipe(idText, v.description("The provider's round."));
const gameCode = v.pipe(idText, v.description("The provider's game code (without the provider prefix)."));
const debitTransactionId = v.pipe(idText, v.description('The transactionId of the debit this call settles.'));

export const tokenRequestSchema = v.object({ token });
export const debitRequestSchema = v.object({
  token,
  transactionId,
  roundId,
  gameCode,
  amount: v.pipe(
    amountText,
    v.check((amount) => Number(amount) > 0, 'amount must be above 0'),
    v.description('The stake, above 0.'),
  ),
});
export const creditRequestSchema = v.object({
  token,
  transactionId,
  debitTransactionId,
  roundId,
  gameCode,
  amount: v.pipe(amountText, v.description('The win; 0 closes a lost round and moves nothing.')),
});
export const rollbackRequestSchema = v.object({
  token,
  transactionId,
  debitTransactionId,
  roundId,
  gameCode,
});

export type TokenRequest = v.InferOutput<typeof tokenRequestSchema>;
export type DebitRequest = v.InferOutput<typeof debitRequestSchema>;
export type CreditRequest = v.InferOutput<typeof creditRequestSchema>;
export type RollbackRequest = v.InferOutput<typeof rollbackRequestSchema>;

const moveAnswerSchema = v.object({
  status: v.literal('OK'),
  balance: balanceText,
  currency: v.optional(currencyText),
  transactionId: v.pipe(idText, v.description("The request's transactionId.")),
});

/**
 * A call read but not done. A money call refused after its token and body held (INSUFFICIENT_FUNDS, say)
 * carries the balance, currency and transactionId as well.
 */
function refusalAnswerSchema<const TStatus extends WalletRefusal>(statuses: readonly TStatus[]) {
  return v.object({
    status: v.picklist(statuses),
    message: v.optional(v.string()),
    balance: v.optional(balanceText),
    currency: v.optional(currencyText),
    transactionId: v.optional(idText),
  });
}

/** The answer to a call whose signature does not hold: HTTP 401, and nothing else said. */
export const signatureRefusalSchema = v.strictObject({ status: v.literal('INVALID_SIGNATURE') });

interface WalletCallSpec<TRequest extends v.GenericSchema, TOk extends v.GenericSchema> {
  summary: string;
  description: string;
  request: TRequest;
  /** The answer when it is done (status OK). */
  ok: TOk;
  /** The other statuses it may answer, each HTTP 200. */
  refusals: readonly WalletRefusal[];
}

function walletCall<
  const TAction extends string,
  TRequest extends v.GenericSchema,
  TOk extends v.GenericSchema,
>(action: TAction, spec: WalletCallSpec<TRequest, TOk>) {
  return {
    action,
    method: 'POST' as const,
    ...spec,
    /** Every HTTP 200 answer of the call. */
    answer: v.union([spec.ok, refusalAnswerSchema(spec.refusals)]),
  };
}

export const walletCalls = {
  authenticate: walletCall('authenticate', {
    summary: 'Start a game with its launch token',
    description:
      'The provider calls it once, when the game opens: the token starts a game within 60 s of its issue and only once. It then serves every other call for as long as the player’s session lives.',
    request: tokenRequestSchema,
    ok: v.object({
      status: v.literal('OK'),
      playerId: v.pipe(
        v.string(),
        v.nonEmpty(),
        v.description('Opaque and stable per player, different for each provider.'),
      ),
      currency: currencyText,
      balance: balanceText,
    }),
    refusals: ['INVALID_TOKEN', 'PLAYER_BLOCKED', 'INVALID_REQUEST'],
  }),
  balance: walletCall('balance', {
    summary: "Read the player's balance",
    description: 'What the player may stake now.',
    request: tokenRequestSchema,
    ok: v.object({ status: v.literal('OK'), balance: balanceText, currency: currencyText }),
    refusals: ['INVALID_TOKEN', 'INVALID_REQUEST'],
  }),
  debit: walletCall('debit', {
    summary: 'Take a stake',
    description:
      'Moves the amount from the player to the provider in one ledger transaction. Idempotent by transactionId: a replay answers the first answer and moves nothing; the same id with another body is INVALID_REQUEST.',
    request: debitRequestSchema,
    ok: moveAnswerSchema,
    refusals: [
      'INVALID_TOKEN',
      'INSUFFICIENT_FUNDS',
      'PLAYER_BLOCKED',
      'TRANSACTION_ROLLED_BACK',
      'INVALID_REQUEST',
    ],
  }),
  credit: walletCall('credit', {
    summary: 'Pay a win against a debit',
    description:
      'Moves the amount from the provider to the player. A round may have several credits; a credit of 0 moves nothing. Taken after the session ended (the player is owed it). Idempotent by transactionId, as a debit.',
    request: creditRequestSchema,
    ok: moveAnswerSchema,
    refusals: ['INVALID_TOKEN', 'DEBIT_NOT_FOUND', 'TRANSACTION_ROLLED_BACK', 'INVALID_REQUEST'],
  }),
  rollback: walletCall('rollback', {
    summary: 'Give a stake back',
    description:
      'Moves the debit back to the player. A second rollback of a debit answers OK and moves nothing; a rollback of a debit never seen is kept (DEBIT_NOT_FOUND), so that debit, arriving later, is refused; a rollback after a credit is INVALID_REQUEST (the round is closed). Taken after the session ended.',
    request: rollbackRequestSchema,
    ok: moveAnswerSchema,
    refusals: ['INVALID_TOKEN', 'DEBIT_NOT_FOUND', 'INVALID_REQUEST'],
  }),
} as const;

export type WalletAction = keyof typeof walletCalls;
export type WalletCall = (typeof walletCalls)[WalletAction];

export const walletActions = Object.keys(walletCalls) as WalletAction[];

export const isWalletAction = (value: string): value is WalletAction => Object.hasOwn(walletCalls, value);

/**
 * Any call's answer as a provider reads it: a known status and whatever came with it. Looser than each
 * call's `answer` (a numeric playerId is taken too): the provider acts on the status, and the conformance
 * kit holds a wallet to the exact answers.
 */
export const walletAnswerSchema = v.looseObject({
  status: v.picklist(walletStatuses),
  balance: v.optional(v.string()),
  currency: v.optional(v.string()),
  transactionId: v.optional(v.string()),
  playerId: v.optional(v.union([v.string(), v.number()])),
  message: v.optional(v.string()),
});
export type WalletAnswer = v.InferOutput<typeof walletAnswerSchema>;
