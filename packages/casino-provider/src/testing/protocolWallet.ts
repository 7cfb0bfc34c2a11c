import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatCents, parseAmount } from '../protocol/amounts.ts';
import { isSignedCall } from '../protocol/signing.ts';

type Answer = Record<string, unknown> & { status: string };

interface Player {
  playerId: string;
  balanceCents: number;
  currency: string;
  authenticated: boolean;
  blocked: boolean;
}

interface Debit {
  token: string;
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

/**
 * A small operator wallet that speaks the protocol (docs/c19 protocol, docs/adr/0012): signed calls,
 * idempotent transaction ids (a replay answers the first answer, a changed body is INVALID_REQUEST),
 * rollback tombstones, INSUFFICIENT_FUNDS. The provider's tests play against it over real HTTP, with
 * faults injected on the wire.
 */
export class ProtocolWallet {
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
      balanceCents: parseAmount(balance) ?? 0,
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
    return formatCents(this.#players.get(token)?.balanceCents ?? 0);
  }

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
    const signed = isSignedCall(
      this.#secret,
      {
        timestamp: request.headers['x-timestamp'] as string | undefined,
        signature: request.headers['x-signature'] as string | undefined,
      },
      rawBody,
      Date.now(),
    );
    if (!signed) return { code: 401, answer: { status: 'INVALID_SIGNATURE' } };
    const body = JSON.parse(rawBody) as Record<string, unknown>;
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

  #answer(path: string, body: Record<string, unknown>, rawBody: string): Answer {
    const player = this.#players.get(String(body['token']));
    if (!player) return { status: 'INVALID_TOKEN' };
    if (path === 'authenticate') {
      if (player.authenticated) return { status: 'INVALID_TOKEN' };
      if (player.blocked) return { status: 'PLAYER_BLOCKED' };
      player.authenticated = true;
      return {
        status: 'OK',
        playerId: player.playerId,
        currency: player.currency,
        balance: this.#balance(player),
      };
    }
    if (!player.authenticated) return { status: 'INVALID_TOKEN' };
    if (path === 'balance')
      return { status: 'OK', balance: this.#balance(player), currency: player.currency };
    const id = String(body['transactionId']);
    const earlier = this.#answers.get(id);
    if (earlier) return earlier.rawBody === rawBody ? earlier.answer : { status: 'INVALID_REQUEST' };
    const answer = this.#move(path, body, player, id);
    this.#answers.set(id, { rawBody, answer });
    return answer;
  }

  #move(path: string, body: Record<string, unknown>, player: Player, id: string): Answer {
    const ok = () => ({ status: 'OK', balance: this.#balance(player), transactionId: id });
    const debitId = String(body['debitTransactionId'] ?? id);
    const debit = this.#debits.get(debitId);
    if (path === 'debit') {
      if (debit?.state === 'rolledBack') return { status: 'TRANSACTION_ROLLED_BACK' };
      if (player.blocked) return { status: 'PLAYER_BLOCKED' };
      const amount = parseAmount(String(body['amount'])) ?? 0;
      if (amount > player.balanceCents) return { status: 'INSUFFICIENT_FUNDS' };
      player.balanceCents -= amount;
      this.#debits.set(id, { token: String(body['token']), amountCents: amount, state: 'open' });
      return ok();
    }
    if (path === 'credit') {
      if (!debit) return { status: 'DEBIT_NOT_FOUND' };
      if (debit.state === 'rolledBack') return { status: 'TRANSACTION_ROLLED_BACK' };
      player.balanceCents += parseAmount(String(body['amount'])) ?? 0;
      debit.state = 'credited';
      return ok();
    }
    if (path === 'rollback') {
      if (!debit) {
        // A tombstone: a late copy of that debit is refused.
        this.#debits.set(debitId, { token: String(body['token']), amountCents: 0, state: 'rolledBack' });
        return ok();
      }
      if (debit.state === 'credited') return { status: 'INVALID_REQUEST', message: 'the round is closed' };
      if (debit.state === 'open') player.balanceCents += debit.amountCents;
      debit.state = 'rolledBack';
      return ok();
    }
    return { status: 'INVALID_REQUEST', message: `no call ${path}` };
  }

  #balance(player: Player): string {
    return formatCents(player.balanceCents);
  }
}
