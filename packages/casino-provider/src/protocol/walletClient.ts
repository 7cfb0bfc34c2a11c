import {
  signedHeaders,
  walletAnswerSchema,
  type CreditRequest,
  type DebitRequest,
  type RollbackRequest,
  type WalletAction,
  type WalletAnswer,
} from '@exchange/wallet-protocol';
import * as v from 'valibot';

/** The operator did not answer (network, timeout, a 5xx or an answer that is not the protocol's). */
export class WalletUnreachableError extends Error {
  override readonly name = 'WalletUnreachableError';
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
  debit(call: DebitRequest): Promise<WalletAnswer>;
  credit(call: CreditRequest): Promise<WalletAnswer>;
  rollback(call: RollbackRequest): Promise<WalletAnswer>;
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

  async function attempt(path: WalletAction, rawBody: string): Promise<WalletAnswer> {
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
    const answer = v.safeParse(walletAnswerSchema, parsed);
    if (!answer.success) throw new WalletUnreachableError(`wallet ${path}: not a protocol answer`);
    return answer.output;
  }

  async function call(path: WalletAction, body: object, delays = retryDelaysMs): Promise<WalletAnswer> {
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
