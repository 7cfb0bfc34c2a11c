import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMovesUnderLoad } from './testing/movesUnderLoad.ts';
import { serverDatabase, type ServerDatabase } from './testing/serverProcess.ts';

/**
 * Issue 38: under load, moves whose client had timed out were applied up to 47 s later, and a client
 * resending them moved the money twice; cashier decisions likewise. Here 32 clients with a 5 s time-out
 * (28 moving chips, 4 deciding withdrawals) move money through a real server whose deadline is inside the
 * clients' time-out, on the embedded database and (npm run test:postgres) on PostgreSQL: no move or
 * decision a client gave up on may be applied after it gave up, and the ledger must add up.
 */
// Eight seconds of load: CI's runs made 900-2,600 moves in 20 s and none timed out there (a quiet or busy
// machine decides that, which the bench measures); the checks need concurrent moves and decisions, not
// their number, and the 12 s saved is CPU the test run's other files wait for, twice (both databases).
const workload = { transferClients: 28, decisionClients: 4, timeoutMs: 5000, loadMs: 8_000 };

let database: ServerDatabase;
beforeAll(async () => {
  database = await serverDatabase('timed-out-');
});
afterAll(async () => {
  await database.dispose();
});

describe(`moves under load with a 5 s client time-out (${process.env['TEST_DATABASE_URL'] ? 'PostgreSQL' : 'embedded'})`, () => {
  it('applies no timed-out move after its client gave up, and moves the rest', async () => {
    const result = await runMovesUnderLoad(database, workload);
    console.log('timed-out moves:', JSON.stringify(result));
    expect(result.ledger).toEqual({ problems: [], missing: [] });
    // A 500 is a defect (a deadlock between a decision and a chip move was one): the server logs none.
    expect(result.serverErrors).toEqual([]);
    expect(result.statuses['500']).toBeUndefined();
    expect(result.lateMoves).toEqual([]);
    expect(result.lateDecisions).toEqual([]);
    expect(result.decisionsMadeTwice).toBe(0);
    // How many succeed is the machine's speed, not a defect: a CI run at load 15 got 26% through where a
    // quiet one gets 95%. That share is a bench's figure (npm run bench -- moves-under-load,
    // docs/BENCHMARKS.md); here only enough must go through for the checks above to have met real moves.
    // Decisions made late have their own test with the deadline driven by hand (lateDecisions.test.ts).
    expect(result.movesDone).toBeGreaterThan(0);
  });
});
