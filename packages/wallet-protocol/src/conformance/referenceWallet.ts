import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isWalletAction, type WalletAction } from '../calls.ts';
import { parseWalletRequest } from '../requests.ts';
import { isSignedCall, signatureHeadersOf } from '../signature.ts';

type Answer = Record<string, unknown> & { status: string };

interface Player {
  playerId: string;
  balanceCents: number;
  currency: string;
  authenticated: boolean;
  blocked: boolean;
}

interface Debit {
  amountCents: number;
  state: 'open' | 'credited' | 'rolledBack';
}

/** How a test makes the network fail: the wallet applies the call (or not) and then drops the answer. */
export interface Fault {
  path: string;
  times: number;
  /** true: the operator moved the money, the answer was lost; false: the call never arrived. */
  applied: boolean;
}

const centsOf = (amount: string) => Math.round(Number(amount) * 100);
const amountOf = (cents: number) => (cents / 100).toFixed(2);

/**
 * A small wallet in memory that speaks the protocol over real HTTP, for a provider's tests: a provider's
 * client plays against it, with faults injected on the wire. It refuses what the operator refuses (a
 * call not signed with the secret, a body not the call's), so a client that signs or sends badly fails
 * its tests; and it passes the conformance kit, as the operator's wallet does, so what a provider learns
 * from it holds against the operator.
 */
export class ReferenceWallet {
  /** Every signed call whose body was JSON, in order. */
  readonly calls: { path: string; body: Record<string, unknown> }[] = [];
  readonly faults: Fault[] = [];
  readonly #players = new Map<string, Player>();
  readonly #answers = new Map<string, { rawBody: string; answer: Answer }>();
  readonly #debits = new Map<string, Debit>();
  readonly #secret: string;
  #server: Server | undefined;

  constructor(secret: string) {
    this.#secret = secret;
  }

  addPlayer(token: string, balance: string): void {
    this.#players.set(token, {
      playerId: `player-${this.#players.size + 1}`,
      balanceCents: centsOf(balance),
      currency: 'INR',
      authenticated: false,
      blocked: false,
    });
  }

  /** The operator locks the player: launches and stakes are refused with PLAYER_BLOCKED. */
  block(token: string): void {
    const player = this.#players.get(token);
    if (player) player.blocked = true;
  }

  balanceOf(token: string): string {
    return amountOf(this.#players.get(token)?.balanceCents ?? 0);
  }

  /** Listens on a free port of 127.0.0.1; answers the wallet URL to give a provider. */
  async start(): Promise<string> {
    this.#server = createServer((request, response) => {
      void this.#handle(request).then((outcome) => {
        if (outcome === 'drop') return response.destroy();
        response.writeHead(outcome.code, { 'content-type': 'application/json' });
        response.end(JSON.stringify(outcome.answer));
      });
    });
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.#server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/wallet/slot`;
  }

  async stop(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise((resolve) => this.#server?.close(resolve));
  }

  async #handle(request: IncomingMessage): Promise<'drop' | { code: number; answer: Answer }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const path = (request.url ?? '').replace(/^\/wallet\/slot\//, '');
    if (!isSignedCall(this.#secret, signatureHeadersOf(request.headers), rawBody, Date.now())) {
      return { code: 401, answer: { status: 'INVALID_SIGNATURE' } };
    }
    if (!isWalletAction(path))
      return { code: 404, answer: { status: 'INVALID_REQUEST', message: 'No such call' } };
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(rawBody) as Record<string, unknown>;
    } catch {
      return { code: 200, answer: { status: 'INVALID_REQUEST', message: 'The body is not JSON' } };
    }
    this.calls.push({ path, body });
    const fault = this.faults.find((each) => each.path === path && each.times > 0);
    if (fault && !fault.applied) {
      fault.times -= 1;
      return 'drop';
    }
    const answer = this.#answer(path, body, rawBody);
    if (fault) {
      fault.times -= 1;
      return 'drop';
    }
    return { code: 200, answer };
  }

  #answer(action: WalletAction, body: unknown, rawBody: string): Answer {
    const parsed = parseWalletRequest(action, body);
    if (!parsed.success) return { status: 'INVALID_REQUEST', message: parsed.message };
    const call = parsed.output;
    const player = this.#players.get(call.token);
    if (!player) return { status: 'INVALID_TOKEN' };
    if (action === 'authenticate') {
      if (player.authenticated) return { status: 'INVALID_TOKEN' };
      if (player.blocked) return { status: 'PLAYER_BLOCKED' };
      player.authenticated = true;
      const { playerId, currency } = player;
      return { status: 'OK', playerId, currency, balance: amountOf(player.balanceCents) };
    }
    if (!player.authenticated) return { status: 'INVALID_TOKEN' };
    if (action === 'balance') {
      return { status: 'OK', balance: amountOf(player.balanceCents), currency: player.currency };
    }
    if (!('transactionId' in call)) throw new Error(`${action} without a transactionId`);
    const earlier = this.#answers.get(call.transactionId);
    if (earlier) {
      return earlier.rawBody === rawBody
        ? earlier.answer
        : { status: 'INVALID_REQUEST', message: 'This transactionId was used for another call' };
    }
    // As the operator's, every answer decided on a known token carries the balance after it.
    const answer = {
      ...this.#move(action, call, player),
      balance: amountOf(player.balanceCents),
      currency: player.currency,
      transactionId: call.transactionId,
    };
    // A credit refused for want of its debit is not kept: the debit may come yet, and the credit after it.
    if (!(action === 'credit' && answer.status === 'DEBIT_NOT_FOUND')) {
      this.#answers.set(call.transactionId, { rawBody, answer });
    }
    return answer;
  }

  #move(
    action: 'debit' | 'credit' | 'rollback',
    call: { transactionId: string; debitTransactionId?: string; amount?: string },
    player: Player,
  ): Answer {
    const ok = { status: 'OK' };
    const debit = this.#debits.get(call.debitTransactionId ?? call.transactionId);
    const amountCents = centsOf(call.amount ?? '0');
    if (action === 'debit') {
      if (debit?.state === 'rolledBack') return { status: 'TRANSACTION_ROLLED_BACK' };
      if (player.blocked) return { status: 'PLAYER_BLOCKED' };
      if (amountCents > player.balanceCents) return { status: 'INSUFFICIENT_FUNDS' };
      player.balanceCents -= amountCents;
      this.#debits.set(call.transactionId, { amountCents, state: 'open' });
      return ok;
    }
    if (action === 'credit') {
      if (debit?.state === 'rolledBack') return { status: 'TRANSACTION_ROLLED_BACK' };
      if (!debit) return { status: 'DEBIT_NOT_FOUND' };
      player.balanceCents += amountCents;
      debit.state = 'credited';
      return ok;
    }
    if (!debit) {
      // A tombstone: a late copy of that debit is refused.
      this.#debits.set(call.debitTransactionId ?? '', { amountCents: 0, state: 'rolledBack' });
      return { status: 'DEBIT_NOT_FOUND' };
    }
    if (debit.state === 'credited') return { status: 'INVALID_REQUEST', message: 'The round is closed' };
    if (debit.state === 'open') player.balanceCents += debit.amountCents;
    debit.state = 'rolledBack';
    return ok;
  }
}
