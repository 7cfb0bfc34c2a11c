import * as v from 'valibot';
import { signatureRefusalSchema, walletCalls, type WalletAction } from '../calls.ts';
import { signBody, signatureScheme } from '../signature.ts';
import { signatureRefusalHttpStatus } from '../statuses.ts';

/** A wallet the kit checks, and how the kit gets players to play on it. */
export interface WalletUnderTest {
  /** The wallet URL a provider is given: ours is `{operatorUrl}/wallet/{providerKey}`. */
  walletUrl: string;
  /** The provider's secret on that wallet. */
  secret: string;
  /**
   * A new player holding `balance` (a protocol amount, "100.00") to play with, and a launch token of theirs
   * no call has used yet. `blocked`: a player the wallet must refuse stakes to (a bet lock, say).
   */
  newPlayer(balance: string, options?: { blocked?: boolean }): Promise<{ token: string }>;
  /** A game code of the provider's, which the calls name (default `conformance`). */
  gameCode?: string;
  /** The clock calls are stamped with (default Date.now); the wallet's own must be within 30 s of it. */
  now?: () => number;
  fetch?: typeof fetch;
}

/** One behaviour of docs/adr/0012-casino-providers.md a wallet must have; `run` throws when it has not. */
export interface WalletCheck {
  name: string;
  run(wallet: WalletUnderTest): Promise<void>;
}

/** What a check found wrong with the wallet. */
export class ConformanceFailure extends Error {
  override readonly name = 'ConformanceFailure';
}

/** How a check sends a call other than a provider would: another secret or clock, a body not signed. */
export interface Twist {
  secret?: string;
  timestampMs?: number;
  /** The bytes sent, instead of the JSON of the body. */
  rawBody?: string;
  /** The bytes signed, when not the ones sent. */
  signedBody?: string;
}

export type KitAnswer = Record<string, unknown> & { status: string };

/**
 * One call, signed as a provider signs it (or twisted), and its answer held to the protocol: HTTP 200 with
 * one of the call's answers, or 401 with the signature refusal and nothing else.
 */
export async function kitCall(
  wallet: WalletUnderTest,
  action: WalletAction,
  body: unknown,
  twist: Twist = {},
): Promise<{ httpStatus: number; answer: KitAnswer }> {
  const rawBody = twist.rawBody ?? JSON.stringify(body);
  const timestamp = String(twist.timestampMs ?? (wallet.now ?? Date.now)());
  const signature = signBody(twist.secret ?? wallet.secret, timestamp, twist.signedBody ?? rawBody);
  const send = wallet.fetch ?? fetch;
  const response = await send(`${wallet.walletUrl.replace(/\/+$/, '')}/${action}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [signatureScheme.headers.timestamp]: timestamp,
      [signatureScheme.headers.signature]: signature,
    },
    body: rawBody,
  });
  const text = await response.text();
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new ConformanceFailure(`${action}: the answer is not JSON (HTTP ${response.status}): ${text}`);
  }
  if (response.status !== 200 && response.status !== signatureRefusalHttpStatus) {
    throw new ConformanceFailure(`${action}: answered HTTP ${response.status}, not 200 or 401: ${text}`);
  }
  const expected: v.GenericSchema =
    response.status === signatureRefusalHttpStatus ? signatureRefusalSchema : walletCalls[action].answer;
  const parsed = v.safeParse(expected, answer);
  if (!parsed.success) {
    const issues = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`.trim());
    throw new ConformanceFailure(`${action}: not the protocol's answer (${issues.join('; ')}): ${text}`);
  }
  return { httpStatus: response.status, answer: answer as KitAnswer };
}
