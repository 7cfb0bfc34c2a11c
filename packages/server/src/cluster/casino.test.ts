import { socketEvents } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRound, type CasinoRoundRow } from '../casino/rounds.ts';
import { casinoBet } from '../testing/casino.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { bets } from '../db/exchangeSchema.ts';
import { verifyLedger } from '../ledger/index.ts';
import {
  clusterCall as call,
  eventually,
  moneyOf,
  startTestCluster,
  type TestCluster,
} from '../testing/cluster.ts';
import { demoLogin, type ServerRun } from '../testing/serverProcess.ts';

/**
 * A casino round among two processes (docs/adr/0016-scale-out.md): the dealer runs on the first, the player
 * bets and watches the table through the second, and the round settles the bet once. The rounds move when
 * the test steps them (CASINO=stepped). Only under `npm run test:postgres`.
 */
let cluster: TestCluster;
let dealer: ServerRun;
let follower: ServerRun;
let handle: DatabaseHandle;
let socket: Socket | undefined;

beforeAll(async () => {
  cluster = await startTestCluster('casino-', 2, { CASINO: 'stepped', TEST_CLOCK: 'on' });
  [dealer, follower] = cluster.runs as [ServerRun, ServerRun];
  handle = await cluster.database.open();
});

afterAll(async () => {
  socket?.disconnect();
  await handle?.close();
  await cluster?.stop();
});

/** The dealer's next move of Lucky 7; answers where its newest round stands. */
async function step(): Promise<{ roundId: string; state: string }> {
  const answer = await call(dealer.url ?? '', '/test/casino', undefined, { game: 'lucky7' });
  expect(answer.status, answer.body.message).toBe(200);
  return (answer.body as unknown as { round: { roundId: string; state: string } }).round;
}

describe('a casino round dealt by one process, played through the other', () => {
  it('takes the bet through the follower, shows the table there, and settles the bet once', async () => {
    const player = await demoLogin(follower.url ?? '', 'Player');
    socket = io(`${follower.url}/data`, { transports: ['websocket'], forceNew: true });
    const rounds: { mid: string; status: string }[] = [];
    socket.on(socketEvents.data.casinoRound, (round: { mid: string; status: string }) => rounds.push(round));
    await eventually(async () => socket?.connected, Boolean, 'the data socket');
    await socket.emitWithAck(socketEvents.data.joinCasino, { gameCode: 'lucky7' });

    let open = await step();
    for (let moves = 0; open.state !== 'open' && moves < 10; moves += 1) open = await step();
    expect(open.state).toBe('open');
    const round = (await readRound(handle.db, open.roundId)) as CasinoRoundRow;
    const before = await moneyOf(handle, 'Player');
    const placed = await call(
      follower.url ?? '',
      '/bet/placebet',
      player,
      casinoBet(round, { suffix: 'lowHigh', selectionId: 1, stake: 100 }),
    );
    expect(placed.status, placed.body.message).toBe(200);
    const betId = (placed.body.data as { bet: { _id: string } }).bet._id;

    // The dealer deals, one move at a time; the follower's table shows each state of the round it did not
    // deal (it reads the rounds for its own sockets), the result before the round is settled.
    const stateOf = async () => (await readRound(handle.db, round.id))?.state;
    for (const wanted of ['suspended', 'result', 'settled']) {
      for (let moves = 0; (await stateOf()) !== wanted && moves < 20; moves += 1) await step();
      expect(await stateOf()).toBe(wanted);
      if (wanted === 'settled') break;
      await eventually(
        async () => rounds.filter((seen) => seen.mid === round.id).map((seen) => seen.status),
        (statuses) => statuses.includes(wanted),
        `the round ${wanted} on the follower's table`,
      );
    }
    const [row] = await handle.db.select({ status: bets.status }).from(bets).where(eq(bets.id, betId));
    expect(row?.status).toBe('settled');
    const after = await moneyOf(handle, 'Player');
    // Won (stake and profit back) or lost (the stake gone), once either way; no exposure left.
    expect(after.exposure).toBe(before.exposure);
    expect(after.balance).not.toBe(before.balance);
    expect(await verifyLedger(handle.db)).toEqual([]);
  });
});
