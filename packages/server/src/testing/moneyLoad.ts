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
  /** Every HTTP status seen (0: the connection failed), with how often. */
  statuses: Map<number, number>;
  /** `Retry-After` of each 503 answered. */
  retryAfter: (string | null)[];
  /** Stops the clients and waits for them. */
  stop(): Promise<void>;
}

export async function startMoneyLoad(url: string, clients: number): Promise<MoneyLoad> {
  const tokens = await Promise.all(moves.map(([operator]) => demoLogin(url, operator)));
  const load: MoneyLoad = {
    acknowledged: [],
    statuses: new Map(),
    retryAfter: [],
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
      try {
        const response = await fetch(`${url}/api/update-user-wallet`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(20_000),
        });
        status = response.status;
        const answer = (await response.json()) as { data: { transactionId?: string } | null };
        if (status === 200 && answer.data?.transactionId) load.acknowledged.push(answer.data.transactionId);
        if (status === 503) load.retryAfter.push(response.headers.get('retry-after'));
      } catch {
        status = 0;
      }
      load.statuses.set(status, (load.statuses.get(status) ?? 0) + 1);
      // A refused or failed client waits a little, as the Retry-After asks, instead of hammering.
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const workers = Array.from({ length: clients }, (_, index) => client(index));
  return load;
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
