import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../auth/tokens.ts';
import { accounts, sessions, users } from '../db/schema.ts';
import { rowsOf } from '../db/rows.ts';
import { house, transfer, verifyLedger } from '../ledger/index.ts';
import {
  demoLogin,
  serverDatabase,
  startServer as startProcess,
  type ServerDatabase,
  type ServerRun,
} from '../testing/serverProcess.ts';
import { waitFor } from '../testing/moneyLoad.ts';

/**
 * Issue 22's crash test, on the embedded database and (TEST_DATABASE_URL) on PostgreSQL: placebet from 64
 * clients, each its own funded player, while bets are placed in batches; the server killed with SIGKILL in
 * the middle of them and started again. Then every bet answered as placed is there, once, the exposures
 * are those of the bets stored (nothing of a batch half-applied), and the ledger adds up.
 */
const clients = 64;
const secret = 'placement-crash-test-secret-that-is-long-enough';
let database: ServerDatabase;
let env: Record<string, string>;

beforeAll(async () => {
  database = await serverDatabase('placement-crash-');
  env = {
    NODE_ENV: 'test',
    JWT_SECRET: secret,
    // The simulator's first tick only, before the server says it runs: the market stays open and the
    // match upcoming for the whole test (no tick comes unless a test asks POST /test/feed).
    FEED: 'stepped',
    TEST_CLOCK: 'on',
    FEED_SEED: '22',
    CASINO: 'off',
    ...database.env,
  };
});
/** Every server started, so a failed test leaves none running. */
const started: ServerRun[] = [];
async function startServer(...args: Parameters<typeof startProcess>): Promise<ServerRun> {
  const run = await startProcess(...args);
  started.push(run);
  return run;
}
afterAll(async () => {
  for (const run of started)
    if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
  await Promise.all(started.map((run) => run.exited));
  await database.dispose();
});

async function call(url: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body !== undefined && { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, body: (await response.json()) as { data: unknown; message: string } };
}

/** A soccer match's match odds market and a runner, priced by the stepped feed's first tick. */
async function marketToBetOn(url: string) {
  return firstMatchOdds(url, await demoLogin(url, 'Superadmin'));
}

async function firstMatchOdds(url: string, token: string) {
  const list = await call(url, '/api/get-match-list?sportId=1&status=upcoming', token);
  for (const match of (list.body.data ?? []) as { matchId: number; inPlay?: boolean }[]) {
    if (match.inPlay) continue;
    const book = await call(url, `/api/get-market-list?matchId=${match.matchId}`, token);
    const markets = (book.body.data ?? []) as {
      marketId: string;
      oddsType?: string;
      status?: string;
      runners: { selectionId: number; status?: string }[];
    }[];
    for (const market of markets) {
      const runner = market.runners.find((candidate) => candidate.status !== 'SUSPENDED');
      if (market.oddsType === undefined && (market.status ?? 'OPEN') === 'OPEN' && runner) {
        return { matchId: match.matchId, marketId: market.marketId, selectionId: runner.selectionId };
      }
    }
  }
  throw new Error('No open upcoming match odds market');
}

/** 64 funded players below the demo Agent, each with an open session: their bearer tokens. */
async function seedPlayers(): Promise<string[]> {
  const handle = await database.open();
  const tokens = createTokenService(secret, 3600);
  try {
    const [agent] = await rowsOf<{ id: string; path: string }>(
      handle.db,
      sql`select id, path from users where username = 'Agent'`,
    );
    if (!agent) throw new Error('The demo has no Agent');
    const signed: string[] = [];
    for (let index = 0; index < clients; index += 1) {
      const id = crypto.randomUUID();
      await handle.db.insert(users).values({
        id,
        username: `Crashplayer${index}`,
        fullname: `Crash Player ${index}`,
        role: 'user',
        parentId: agent.id,
        path: `${agent.path}/${id}`,
        passwordHash: 'not-for-signing-in',
        transactionPasswordHash: 'not-for-signing-in',
        exposureLimit: null,
        mustChangePassword: false,
      });
      await handle.db.insert(accounts).values({ userId: id });
      await transfer(handle.db, {
        fromUserId: house,
        toUserId: id,
        amount: 100_000_000,
        kind: 'opening',
        narration: 'Crash test',
      });
      const [session] = await handle.db
        .insert(sessions)
        .values({ userId: id, ip: '127.0.0.1' })
        .returning({ id: sessions.id });
      if (!session) throw new Error('No session');
      signed.push(await tokens.sign({ userId: id, sessionId: session.id, role: 'user', kind: 'access' }));
    }
    return signed;
  } finally {
    await handle.close();
  }
}

describe(`kill -9 under placebet (${process.env['TEST_DATABASE_URL'] ? 'PostgreSQL' : 'embedded'})`, () => {
  it('keeps every bet answered as placed, once, with its exposure, and a ledger that adds up', async () => {
    // The first start migrates and seeds the demo; the players are written while no server runs.
    const first = await startServer(database.dir, env, database.args);
    expect(first.url, first.output).not.toBeNull();
    await first.stop();
    const tokens = await seedPlayers();

    const run = await startServer(database.dir, env, database.args);
    expect(run.url, run.output).not.toBeNull();
    // The simulator's events are those of this start.
    const target = await marketToBetOn(run.url ?? '');
    // Far above the market: every bet waits unmatched, holding its stake as exposure.
    const body = { ...target, marketName: 'Match Odds', runnerName: 'Home', odds: 1000, stack: 100 };
    const acknowledged: { key: string; betId: string }[] = [];
    const statuses = new Map<number, number>();
    let firstRefusal = '';
    let running = true;
    const client = async (index: number) => {
      for (let sequence = 1; running; sequence += 1) {
        const key = `crash-${index}-${sequence}`;
        let status = 0;
        try {
          const answer = await call(run.url ?? '', '/bet/placebet', tokens[index] ?? '', {
            ...body,
            isBack: true,
            betOn: 'MATCH_ODDS',
            idempotencyKey: key,
          });
          status = answer.status;
          const betId = (answer.body.data as { bet?: { _id: string } } | null)?.bet?._id;
          if (status === 200 && betId) acknowledged.push({ key, betId });
          else firstRefusal ||= `${status} ${answer.body.message}`;
        } catch {
          status = 0;
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const workers = Array.from({ length: clients }, (_, index) => client(index));
    await waitFor(() => acknowledged.length >= 300, 120_000, 'placed bets').catch((error: unknown) => {
      throw new Error(`${String(error)}: ${JSON.stringify([...statuses])} ${firstRefusal}\n${run.output}`);
    });
    run.child.kill('SIGKILL');
    await run.exited;
    running = false;
    await Promise.all(workers);

    // A restart after the kill finds a sound ledger (main.ts refuses to start on one that is not).
    const last = await startServer(database.dir, env, database.args);
    expect(last.url, last.output).not.toBeNull();
    await last.stop();

    const handle = await database.open();
    try {
      const { db } = handle;
      const stored = await rowsOf<{ id: string; idempotency_key: string }>(
        db,
        sql`select id, idempotency_key from bets where idempotency_key like 'crash-%'`,
      );
      const byId = new Map(stored.map((row) => [row.id, row.idempotency_key]));
      const missing = acknowledged.filter(({ key, betId }) => byId.get(betId) !== key);
      expect(missing).toEqual([]);
      expect(new Set(stored.map((row) => row.idempotency_key)).size).toBe(stored.length);
      // Each player's stored exposure is that of its stored bets: nothing of a batch was half-applied.
      const wrong = await rowsOf(
        db,
        sql`select a.user_id from accounts a
        join users u on u.id = a.user_id and u.username like 'Crashplayer%'
        where a.exposure <> (select coalesce(sum(e.exposure), 0) from market_exposures e where e.user_id = a.user_id)
          or a.exposure <> (select coalesce(sum(b.stake), 0) from bets b
            where b.user_id = a.user_id and b.status = 'unmatched')`,
      );
      expect(wrong).toEqual([]);
      expect(await verifyLedger(db)).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 600_000);
});
