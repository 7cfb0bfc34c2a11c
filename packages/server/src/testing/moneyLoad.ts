import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { ledgerTransactions } from '../db/schema.ts';
import { verifyLedger } from '../ledger/index.ts';
import { demoPassword } from '../seed/demo.ts';
import { demoLogin } from './serverProcess.ts';

/**
 * Each demo operator moves chips to and from its direct child. Spread over five operators: more than five
 * transaction-password checks of one account in flight at once lock it (auth/guesses.ts counts each try
 * before checking it), which a load of one operator would run into.
 */
const moves = [
  ['Superadmin', 'Whitelabel'],
  ['Whitelabel', 'Supermaster'],
  ['Supermaster', 'Master'],
  ['Master', 'Agent'],
  ['Agent', 'Player'],
] as const;

/**
 * Money moves against a started server, as a client would send them: a demo operator deposits one chip to
 * its child and takes it back, each move with its own idempotency key. What the server acknowledged is
 * kept, so a test can check afterwards that every acknowledged move is in the ledger.
 */
export interface MoneyLoad {
  /** Ledger transaction ids of the moves answered 200. */
  acknowledged: string[];
  /** Every HTTP status seen (0: the connection failed or timed out), with how often. */
  statuses: Map<number, number>;
  /** The moves the client gave up on (its time-out), with their key and when they were sent (epoch ms). */
  timedOut: { key: string; sentAt: number }[];
  /** The refusals' messages (not 200), with how often: why moves failed. */
  refusals: Map<string, number>;
  /** `Retry-After` of each 503 answered. */
  retryAfter: (string | null)[];
  /** Cashier decisions (`decisionClients`): how many were answered, and how many of those approved or rejected. */
  decisions: { answered: number; decided: number };
  /** Every decision sent: the request's id, when (epoch ms), and whether the client gave up on it. */
  decisionAttempts: { id: string; sentAt: number; timedOut: boolean }[];
  /** Stops the clients and waits for them. */
  stop(): Promise<void>;
}

export async function startMoneyLoad(
  url: string,
  clients: number,
  options: { timeoutMs?: number; decisionClients?: number } = {},
): Promise<MoneyLoad> {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const tokens = await Promise.all(moves.map(([operator]) => demoLogin(url, operator)));
  const load: MoneyLoad = {
    acknowledged: [],
    statuses: new Map(),
    timedOut: [],
    refusals: new Map(),
    retryAfter: [],
    decisions: { answered: 0, decided: 0 },
    decisionAttempts: [],
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
  let running = true;
  const client = async (index: number) => {
    const move = index % moves.length;
    const token = tokens[move];
    let sequence = 0;
    while (running) {
      sequence += 1;
      const body = {
        username: moves[move]?.[1],
        type: sequence % 2 === 0 ? 'withdraw' : 'deposit',
        amount: 1,
        transactionPassword: demoPassword,
        idempotencyKey: `load-${index}-${sequence}`,
      };
      let status = 0;
      const sentAt = Date.now();
      try {
        const response = await fetch(`${url}/api/update-user-wallet`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        const answer = (await response.json()) as {
          data: { transactionId?: string } | null;
          message: string;
        };
        if (status !== 200) load.refusals.set(answer.message, (load.refusals.get(answer.message) ?? 0) + 1);
        if (status === 200 && answer.data?.transactionId) load.acknowledged.push(answer.data.transactionId);
        if (status === 503) load.retryAfter.push(response.headers.get('retry-after'));
      } catch (error) {
        status = 0;
        if (error instanceof DOMException && error.name === 'TimeoutError') {
          load.timedOut.push({ key: body.idempotencyKey, sentAt });
        }
      }
      load.statuses.set(status, (load.statuses.get(status) ?? 0) + 1);
      // A refused or failed client waits a little, as the Retry-After asks, instead of hammering.
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const workers = Array.from({ length: clients }, (_, index) => client(index));
  if (options.decisionClients) {
    // One session per user: signing the Agent in again would end the transfers' session of it.
    const agent = tokens[moves.findIndex(([operator]) => operator === 'Agent')] ?? '';
    const decisions = await decisionLoad(url, agent, load, timeoutMs, () => running);
    workers.push(...Array.from({ length: options.decisionClients }, (_, index) => decisions(index)));
  }
  return load;
}

/**
 * Cashier decisions beside the transfers: the demo Player asks to withdraw a rupee, its Agent approves or
 * rejects it (a rejection with a reason). A request whose decision timed out is decided again next turn:
 * were the first decision applied late, the retry would be refused as decided already.
 */
async function decisionLoad(
  url: string,
  agent: string,
  load: MoneyLoad,
  timeoutMs: number,
  running: () => boolean,
) {
  const player = await demoLogin(url, 'Player');
  const call = async (token: string, path: string, body: object) => {
    const response = await fetch(`${url}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await response.json()) as { data: { _id: string } | null; message: string };
    if (response.status !== 200)
      load.refusals.set(answer.message, (load.refusals.get(answer.message) ?? 0) + 1);
    return { status: response.status, answer };
  };
  const upi = await call(player, 'add-upi', { upiId: `load${crypto.randomUUID().slice(0, 8)}@upi` });
  const account = upi.answer.data?._id;
  if (!account) throw new Error(`the load's UPI account was refused: ${upi.status}`);
  return async (index: number) => {
    let waiting: string | undefined;
    let turn = 0;
    while (running()) {
      turn += 1;
      try {
        if (!waiting) {
          const asked = await call(player, 'add-deposit-withdraw', {
            type: 'withdraw',
            amount: 1,
            remark: 'ok',
            accountType: 'upi',
            bankDetail: { _id: account },
          });
          waiting = asked.answer.data?._id;
          if (!waiting) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            continue;
          }
        }
        const approve = (index + turn) % 2 === 0;
        const id = waiting;
        const attempt = { id, sentAt: Date.now(), timedOut: false };
        load.decisionAttempts.push(attempt);
        try {
          const decided = await call(agent, 'update-deposit-withdraw-status', {
            id,
            status: approve ? 'approved' : 'rejected',
            transactionPassword: demoPassword,
            ...(!approve && { reason: 'Load test' }),
          });
          load.decisions.answered += 1;
          if (decided.status === 200) {
            load.decisions.decided += 1;
            waiting = undefined;
          } else await new Promise((resolve) => setTimeout(resolve, 50));
        } catch (error) {
          if (error instanceof DOMException && error.name === 'TimeoutError') attempt.timedOut = true;
        }
      } catch {
        // The player's request timed out or failed: asked again next turn.
      }
    }
  };
}

/** Resolves once `check()` holds (polling), or throws after `ms`. */
export async function waitFor(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The money invariants after a run: the ledger adds up, and every acknowledged move is in it. */
export async function moneyAfterwards(db: Database, acknowledged: readonly string[]) {
  const problems = await verifyLedger(db);
  const ids = acknowledged.map(Number);
  const found =
    ids.length === 0
      ? []
      : await db
          .select({ id: ledgerTransactions.id })
          .from(ledgerTransactions)
          .where(inArray(ledgerTransactions.id, ids));
  const present = new Set(found.map((row) => String(row.id)));
  return {
    problems: problems.map((problem) => problem.message),
    missing: acknowledged.filter((id) => !present.has(id)),
  };
}
