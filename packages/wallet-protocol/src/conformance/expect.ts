import { randomUUID } from 'node:crypto';
import type { WalletAction } from '../calls.ts';
import { isDeepStrictEqual } from 'node:util';
import { ConformanceFailure, kitCall, type KitAnswer, type WalletUnderTest } from './kitCall.ts';

/** What the checks say of a wallet, each failing with a ConformanceFailure that says what it answered. */

export function expectStatus(answer: KitAnswer, status: string, what: string): void {
  if (answer.status !== status) {
    throw new ConformanceFailure(`${what}: expected ${status}, answered ${JSON.stringify(answer)}`);
  }
}

/** A field of the answer, as the call asks: the transactionId echoed, a refusal's message given. */
export function expectField(answer: KitAnswer, field: string, expected: string | RegExp, what: string): void {
  const value = answer[field];
  const holds =
    typeof value === 'string' && (typeof expected === 'string' ? value === expected : expected.test(value));
  if (!holds) {
    throw new ConformanceFailure(
      `${what}: expected ${field} ${String(expected)}, answered ${JSON.stringify(answer)}`,
    );
  }
}

export function expectHttp(sent: { httpStatus: number; answer: KitAnswer }, status: number, what: string) {
  if (sent.httpStatus !== status) {
    throw new ConformanceFailure(
      `${what}: expected HTTP ${status}, answered ${sent.httpStatus} ${JSON.stringify(sent.answer)}`,
    );
  }
}

export function expectSame(replay: KitAnswer, first: KitAnswer, what: string): void {
  if (!isDeepStrictEqual(replay, first)) {
    throw new ConformanceFailure(
      `${what}: expected the first answer ${JSON.stringify(first)}, answered ${JSON.stringify(replay)}`,
    );
  }
}

/** Amounts compared in cents: "90", "90.0" and "90.00" are one balance. */
const cents = (amount: unknown) => Math.round(Number(amount) * 100);

export function expectAmount(answer: KitAnswer, amount: string, what: string): void {
  if (typeof answer.balance !== 'string' || cents(answer.balance) !== cents(amount)) {
    throw new ConformanceFailure(
      `${what}: expected the balance ${amount}, answered ${JSON.stringify(answer)}`,
    );
  }
}

/** The player's balance as the wallet reads it now: that a refused or replayed call moved nothing. */
export async function expectBalance(wallet: WalletUnderTest, token: string, amount: string, what: string) {
  const { answer } = await kitCall(wallet, 'balance', { token });
  expectStatus(answer, 'OK', `balance ${what}`);
  expectAmount(answer, amount, what);
}

/** A call the wallet must do (status OK); its answer. */
export async function expectDone(
  wallet: WalletUnderTest,
  action: WalletAction,
  body: Record<string, unknown>,
  what: string,
): Promise<KitAnswer> {
  const { answer } = await kitCall(wallet, action, body);
  expectStatus(answer, 'OK', what);
  return answer;
}

/** A new player of `balance`, whose token is authenticated, and fresh ids for the calls of one check. */
export async function playing(wallet: WalletUnderTest, balance = '100.00', options?: { blocked?: boolean }) {
  const { token } = await wallet.newPlayer(balance, options);
  const run = randomUUID();
  const ids = (name: string) => `${run}-${name}`;
  const gameCode = wallet.gameCode ?? 'conformance';
  /** A call's round fields: its transactionId and the round and game it belongs to. */
  const round = (transactionId: string) => ({
    token,
    transactionId: ids(transactionId),
    roundId: ids('round'),
    gameCode,
  });
  return { token, ids, round, authenticate: () => kitCall(wallet, 'authenticate', { token }) };
}

export async function authenticated(wallet: WalletUnderTest, balance = '100.00') {
  const player = await playing(wallet, balance);
  expectStatus((await player.authenticate()).answer, 'OK', 'authenticate of a new player');
  return player;
}
