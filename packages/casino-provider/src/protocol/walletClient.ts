import * as v from 'valibot';
import { signedHeaders } from './signing.ts';

export const walletStatuses = [
  'OK',
  'INVALID_TOKEN',
  'INSUFFICIENT_FUNDS',
  'PLAYER_BLOCKED',
  'DEBIT_NOT_FOUND',
  'TRANSACTION_ROLLED_BACK',
  'INVALID_REQUEST',
  'INVALID_SIGNATURE',
] as const;
export type WalletStatus = (typeof walletStatuses)[number];

const answerSchema = v.looseObject({
  status: v.picklist(walletStatuses),
  balance: v.optional(v.string()),
  currency: v.optional(v.string()),
  transactionId: v.optional(v.string()),
  playerId: v.optional(v.union([v.string(), v.number()])),
  message: v.optional(v.string()),
});
export type WalletAnswer = v.InferOutput<typeof answerSchema>;

/** The operator did not answer (network, timeout, a 5xx or an answer that is not the protocol's). */
export class WalletUnreachableError extends Error {
  override readonly name = 'WalletUnreachableError';
}

export interface MoneyCall {
  token: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
}
export interface DebitCall extends MoneyCall {
  amount: string;
}
export interface CreditCall extends MoneyCall {
  debitTransactionId: string;
  amount: string;
}
export interface RollbackCall extends MoneyCall {
  debitTransactionId: string;
}

export interface WalletClientOptions {
  /** `{operatorUrl}/wallet/{providerKey}`. */
  walletUrl: string;
  secret: string;
  /** Waits before each retry of a call the operator did not answer; its length is the number of retries. */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

export interface WalletClient {
  authenticate(token: string): Promise<WalletAnswer>;
  balance(token: string): Promise<WalletAnswer>;
  debit(call: DebitCall): Promise<WalletAnswer>;
  credit(call: CreditCall): Promise<WalletAnswer>;
  rollback(call: RollbackCall): Promise<WalletAnswer>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The operator's seamless wallet over HTTP, every call signed. A call the operator did not answer is sent
 * again with the very same body (so the same transactionId): the operator answers a replay with its
 * first answer and moves no money twice. Each attempt is stamped and signed afresh, as the timestamp
 * window requires. After the last retry the call throws WalletUnreachableError.
 */
export function createWalletClient(options: WalletClientOptions): WalletClient {
  const {
    walletUrl,
    secret,
    retryDelaysMs = [200, 500, 1000, 2000],
    timeoutMs = 5000,
    now = Date.now,
    fetch: send = fetch,
  } = options;
  const base = walletUrl.replace(/\/+$/, '');

  async function attempt(path: string, rawBody: string): Promise<WalletAnswer> {
    let response: Response;
    try {
      response = await send(`${base}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(secret, rawBody, now()) },
        body: rawBody,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new WalletUnreachableError(`wallet ${path}: ${(error as Error).message}`, { cause: error });
    }
    const text = await response.text().catch(() => '');
    // A 401 is the protocol's signature refusal (wrong secret or clock): an answer, not a network fault.
    if (response.status !== 200 && response.status !== 401) {
      throw new WalletUnreachableError(`wallet ${path}: HTTP ${response.status}`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new WalletUnreachableError(`wallet ${path}: the answer is not JSON`);
    }
    const answer = v.safeParse(answerSchema, parsed);
    if (!answer.success) throw new WalletUnreachableError(`wallet ${path}: not a protocol answer`);
    return answer.output;
  }

  async function call(path: string, body: object, delays = retryDelaysMs): Promise<WalletAnswer> {
    const rawBody = JSON.stringify(body);
    for (let retry = 0; ; retry += 1) {
      try {
        return await attempt(path, rawBody);
      } catch (error) {
        const delay = delays[retry];
        if (!(error instanceof WalletUnreachableError) || delay === undefined) throw error;
        await sleep(delay);
      }
    }
  }

  return {
    // Never retried: the operator refuses a second authenticate of a token, so a retry after a lost
    // answer would be refused even though the first one worked. The player opens the game again instead.
    authenticate: (token) => call('authenticate', { token }, []),
    balance: (token) => call('balance', { token }),
    debit: (body) => call('debit', body),
    credit: (body) => call('credit', body),
    rollback: (body) => call('rollback', body),
  };
}
