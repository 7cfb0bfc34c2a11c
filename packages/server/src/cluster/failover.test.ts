import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../db/exchangeSchema.ts';
import { casinoRounds } from '../db/casinoSchema.ts';
import { accounts, users } from '../db/schema.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { verifyLedger } from '../ledger/index.ts';
import { readRound, type CasinoRoundRow } from '../casino/rounds.ts';
import { casinoBet } from '../testing/casino.ts';
import { startTestCluster, type TestCluster } from '../testing/cluster.ts';
import { demoLogin, type ServerRun } from '../testing/serverProcess.ts';

/**
 * The singletons among two processes on one PostgreSQL (docs/adr/0016-scale-out.md): one runs the odds
 * feed and one the casino's dealer, and when it dies the other takes them over, voiding and refunding the
 * round it left under way. Only under `npm run test:postgres` (vitest.config.ts).
 */
let cluster: TestCluster;
let first: ServerRun;
let second: ServerRun;
let handle: DatabaseHandle;

beforeAll(async () => {
  // The simulator and the round loop as `npm start` runs them, the feed ticking once a minute: what is
  // tested here is who runs them.
  cluster = await startTestCluster('failover-', 2, {
    FEED: 'simulator',
    FEED_TICK_MS: '60000',
    FEED_SEED: '7',
  });
  [first, second] = cluster.runs as [ServerRun, ServerRun];
  handle = await cluster.database.open();
});

afterAll(async () => {
  await handle?.close();
  await cluster?.stop();
});

async function leaderships(run: ServerRun): Promise<string[]> {
  const response = await fetch(`${run.url}/api/health`);
  return ((await response.json()) as { data: { leaderships: string[] } }).data.leaderships;
}

/** Resolves with what `read` answers once `check` holds; fails after 30 s. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string): Promise<T> {
  const until = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A Lucky 7 round the dealer has open for betting for a few seconds more. */
async function openLucky7Round(): Promise<CasinoRoundRow> {
  const id = await eventually(
    async () => {
      const [row] = await handle.db
        .select({ id: casinoRounds.id })
        .from(casinoRounds)
        .where(
          and(
            eq(casinoRounds.gameCode, 'lucky7'),
            eq(casinoRounds.state, 'open'),
            gt(casinoRounds.closesAt, new Date(Date.now() + 4_000)),
          ),
        );
      return row?.id;
    },
    (found) => found !== undefined,
    'an open Lucky 7 round',
  );
  return (await readRound(handle.db, id ?? '')) as CasinoRoundRow;
}

async function playerBalance(): Promise<number> {
  const [row] = await handle.db
    .select({ balance: accounts.balance })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(users.username, 'Player'));
  return Number(row?.balance);
}

describe('the feed and the casino dealer among two processes', () => {
  it('runs each in one process; killed, the survivor takes both and refunds the round left open, once', async () => {
    // The first to start won both locks; the second stands by.
    expect((await leaderships(first)).sort()).toEqual(['casino', 'feed']);
    expect(await leaderships(second)).toEqual([]);
    expect(second.output).toContain('only if the process that does stops');

    // A bet through the process that stands by, on a round the dealer has open.
    const round = await openLucky7Round();
    const before = await playerBalance();
    const player = await demoLogin(second.url ?? '', 'Player');
    const placed = await fetch(`${second.url}/bet/placebet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${player}` },
      body: JSON.stringify(casinoBet(round, { suffix: 'lowHigh', selectionId: 1, stake: 100 })),
    });
    expect(placed.status, await placed.clone().text()).toBe(200);
    const { data } = (await placed.json()) as { data: { bet: { _id: string } } };

    first.child.kill('SIGKILL');
    await first.exited;
    // PostgreSQL ends the dead session's locks at once; the survivor tries every second.
    await eventually(
      () => leaderships(second),
      (held) => held.length === 2,
      'the survivor to lead',
    );
    expect((await leaderships(second)).sort()).toEqual(['casino', 'feed']);

    // The round the dead dealer left open is voided and the stake given back, once.
    await eventually(
      async () => (await readRound(handle.db, round.id))?.state,
      (state) => state === 'void',
      'the round to be voided',
    );
    const [bet] = await handle.db.select({ status: bets.status }).from(bets).where(eq(bets.id, data.bet._id));
    expect(bet?.status).toBe('void');
    expect(await playerBalance()).toBe(before);
    expect(await verifyLedger(handle.db)).toEqual([]);
  });
});
