import { refusalCatalog } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide, idOf, requestDeposit, rupeesOf } from '../testing/cashier.ts';
import { verifyLedger } from '../ledger/index.ts';
import { testPassword } from '../testing/app.ts';
import { rgPlayer, rgState, rgTestApp, selfExclude, type RgTestApp } from '../testing/responsibleGaming.ts';

/**
 * Issue 37: a deposit is a deposit whoever makes it (docs/adr/0018). An operator's wallet deposit meets
 * the player's self-exclusion, cool-off and deposit limits, and counts against the limits; an approval
 * meets a block that began after the request. Withdrawals never do.
 */

let rg: RgTestApp;
beforeAll(async () => {
  rg = await rgTestApp();
});
afterAll(async () => {
  expect(await verifyLedger(rg.t.database.db)).toEqual([]);
  await rg.close();
});

const agentToken = () => rg.tree.token(rg.tree.agent);
const wallet = (username: string, type: 'deposit' | 'withdraw', amount: number, idempotencyKey?: string) =>
  rg.t.call('POST', '/api/update-user-wallet', {
    token: agentToken(),
    body: {
      username,
      type,
      amount,
      transactionPassword: testPassword,
      ...(idempotencyKey && { idempotencyKey }),
    },
  });
const setLimits = (token: string, body: unknown) =>
  rg.t.call('POST', '/api/responsible-gaming/deposit-limits', { token, body });

describe("an operator's wallet deposit", () => {
  it('is refused to a self-excluded player, whose money the operator can still take back', async () => {
    const player = await rgPlayer(rg);
    expect((await selfExclude(rg.t, player.token, '6m')).status).toBe(200);
    const before = await rupeesOf(rg.t, player.user);

    const refused = await wallet(player.user.username, 'deposit', 5000);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'player_deposits_blocked',
      message: refusalCatalog.player_deposits_blocked,
    });
    expect((refused.body.data as { until: string | null }).until).toEqual(expect.any(String));
    expect(await rupeesOf(rg.t, player.user)).toBe(before);

    expect((await wallet(player.user.username, 'withdraw', 100)).status).toBe(200);
    expect(await rupeesOf(rg.t, player.user)).toBe(before - 100);
  });

  it("meets the player's deposit limit and counts against it, as the player's own requests do", async () => {
    const player = await rgPlayer(rg);
    expect((await setLimits(player.token, { day: 200, week: null, month: null })).status).toBe(200);
    const before = await rupeesOf(rg.t, player.user);

    const over = await wallet(player.user.username, 'deposit', 5000);
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ code: 'player_deposit_limit_exceeded' });
    expect(await rupeesOf(rg.t, player.user)).toBe(before);

    expect((await wallet(player.user.username, 'deposit', 150)).status).toBe(200);
    expect(await rupeesOf(rg.t, player.user)).toBe(before + 150);
    expect((await rgState(rg.t, player.token)).depositLimits.day.used).toBe(150);
    // The player's own request now finds 150 of its 200 used.
    const request = await requestDeposit(rg.t, player.token, 100);
    expect(request.body).toMatchObject({ code: 'deposit_limit_exceeded' });
    expect((await wallet(player.user.username, 'deposit', 51)).body).toMatchObject({
      code: 'player_deposit_limit_exceeded',
    });
    expect((await wallet(player.user.username, 'deposit', 50)).status).toBe(200);
  });

  it('answers a retry of a deposit made before the block as the first call was answered', async () => {
    const player = await rgPlayer(rg);
    const key = crypto.randomUUID();
    const first = await wallet(player.user.username, 'deposit', 300, key);
    expect(first.status).toBe(200);
    expect((await selfExclude(rg.t, player.token, '6m')).status).toBe(200);
    const retry = await wallet(player.user.username, 'deposit', 300, key);
    expect(retry.status).toBe(200);
    expect(retry.body.data).toMatchObject({ replayed: true });
    expect((await wallet(player.user.username, 'deposit', 300)).body).toMatchObject({
      code: 'player_deposits_blocked',
    });
  });
});

describe('the approval of a deposit request', () => {
  it('is refused once the player has self-excluded since asking; rejecting it still works', async () => {
    const player = await rgPlayer(rg);
    const asked = await requestDeposit(rg.t, player.token, 500);
    expect(asked.status).toBe(200);
    expect((await selfExclude(rg.t, player.token, '6m')).status).toBe(200);
    const before = await rupeesOf(rg.t, player.user);

    const approved = await decide(rg.t, agentToken(), idOf(asked), 'approved');
    expect(approved.body).toMatchObject({ code: 'player_deposits_blocked' });
    expect(await rupeesOf(rg.t, player.user)).toBe(before);
    expect((await decide(rg.t, agentToken(), idOf(asked), 'rejected')).status).toBe(200);
  });
});
