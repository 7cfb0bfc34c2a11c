import { privilegeIds } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBet } from '../testing/bets.ts';
import { requestDeposit, requestWithdrawal } from '../testing/cashier.ts';
import { runnerBet } from '../testing/markets.ts';
import {
  day,
  hour,
  rgPlayer,
  rgState,
  rgTestApp,
  selfExclude,
  type RgTestApp,
} from '../testing/responsibleGaming.ts';

let rg: RgTestApp;
beforeAll(async () => {
  rg = await rgTestApp();
});
afterAll(() => rg.close());

const coolOff = (token: string, userId: string, period: unknown) =>
  rg.t.call('POST', `/api/responsible-gaming/${userId}/cool-off`, { token, body: { period } });
const agentToken = () => rg.tree.token(rg.tree.agent);

describe("an operator's view and acts", () => {
  it('sees a player of its subtree by id or username, with its state and history', async () => {
    const player = await rgPlayer(rg, { jurisdiction: 'uk' });
    for (const ref of [player.user.id, player.user.username]) {
      const view = await rg.t.call('GET', `/api/responsible-gaming/${ref}`, { token: agentToken() });
      expect(view.status).toBe(200);
      expect(view.body.data).toMatchObject({
        username: player.user.username,
        jurisdiction: 'uk',
        status: 'active',
        selfExclusionPeriods: ['6m', '1y', '2y', '5y'],
      });
    }
    // An operator higher up sees it too.
    expect(
      (
        await rg.t.call('GET', `/api/responsible-gaming/${player.user.id}`, {
          token: rg.tree.token(rg.tree.admin),
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a player outside the subtree, an operator account, an unknown id, and a missing privilege', async () => {
    const player = await rgPlayer(rg, { jurisdiction: 'uk' });
    const foreign = rg.tree.token(rg.tree.agent2);
    expect(
      (await rg.t.call('GET', `/api/responsible-gaming/${player.user.id}`, { token: foreign })).status,
    ).toBe(403);
    expect((await coolOff(foreign, player.user.id, '24h')).status).toBe(403);
    const reactivate = await rg.t.call('POST', `/api/responsible-gaming/${player.user.id}/reactivate`, {
      token: foreign,
    });
    expect(reactivate.status).toBe(403);
    const operatorView = await rg.t.call('GET', `/api/responsible-gaming/${rg.tree.agent.id}`, {
      token: rg.tree.token(rg.tree.mdl),
    });
    expect(operatorView).toMatchObject({ status: 400, body: { code: 'not_a_player' } });
    const unknown = await rg.t.call('GET', `/api/responsible-gaming/${crypto.randomUUID()}`, {
      token: agentToken(),
    });
    expect(unknown.status).toBe(404);
    // The player itself cannot use the operator's calls.
    expect((await coolOff(player.token, player.user.id, '24h')).status).toBe(403);

    // Privileges held: User Info (57) to view, User Lock (59) to change.
    const viewer = await rg.t.createUser({
      role: 'dl',
      parent: rg.tree.mdl,
      privileges: privilegeIds.filter((id) => id !== 59),
    });
    const own = await rgPlayer(rg, { jurisdiction: 'uk', parent: viewer });
    const viewerToken = await rg.t.signIn(viewer);
    expect(
      (await rg.t.call('GET', `/api/responsible-gaming/${own.user.id}`, { token: viewerToken })).status,
    ).toBe(200);
    expect((await coolOff(viewerToken, own.user.id, '24h')).status).toBe(403);
    const blind = await rg.t.createUser({
      role: 'dl',
      parent: rg.tree.mdl,
      privileges: privilegeIds.filter((id) => id !== 57),
    });
    const blindPlayer = await rgPlayer(rg, { parent: blind });
    const blindToken = await rg.t.signIn(blind);
    expect(
      (await rg.t.call('GET', `/api/responsible-gaming/${blindPlayer.user.id}`, { token: blindToken }))
        .status,
    ).toBe(403);
    expect((await rgState(rg.t, player.token)).status).toBe('active');
  });

  it.each([
    ['24h', day],
    ['1w', 7 * day],
    ['3w', 21 * day],
    ['6w', 42 * day],
  ] as const)(
    'a %s cool-off (UK) blocks bets and deposits, not withdrawals, and ends by itself',
    async (period, length) => {
      const player = await rgPlayer(rg, { jurisdiction: 'uk' });
      const set = await coolOff(agentToken(), player.user.id, period);
      expect(set.status).toBe(200);
      expect(set.body.data).toMatchObject({ status: 'cooling_off', coolOff: { period } });
      const history = (set.body.data as { history: { kind: string; by: string }[] }).history;
      expect(history[0]).toMatchObject({ kind: 'cool_off_set', by: rg.tree.agent.username });
      const bet = () =>
        placeBet(
          rg.t,
          player.token,
          runnerBet(rg.match.matchOdds, rg.match.matchId, { side: 'back', odds: 2, stake: 100 }),
        );
      expect(await bet()).toMatchObject({ status: 403, code: 'cooling_off' });
      expect((await requestDeposit(rg.t, player.token, 500)).body).toMatchObject({ code: 'cooling_off' });
      expect((await requestWithdrawal(rg.t, player.token, 100)).status).toBe(200);
      // One at a time.
      expect((await coolOff(agentToken(), player.user.id, '1w')).body).toMatchObject({ code: 'cooling_off' });

      rg.advance(length - hour);
      expect((await rgState(rg.t, player.token)).status).toBe('cooling_off');
      rg.advance(2 * hour);
      expect((await rgState(rg.t, player.token)).status).toBe('active');
      expect((await bet()).status).toBe(200);
    },
  );

  it('refuses a cool-off outside the UK, over a self-exclusion, or with a bad period', async () => {
    const intl = await rgPlayer(rg);
    expect(await coolOff(agentToken(), intl.user.id, '24h')).toMatchObject({
      status: 422,
      body: { code: 'cool_off_uk_only' },
    });
    const uk = await rgPlayer(rg, { jurisdiction: 'uk' });
    expect((await coolOff(agentToken(), uk.user.id, '2d')).status).toBe(400);
    expect((await selfExclude(rg.t, uk.token, '6m')).status).toBe(200);
    expect(await coolOff(agentToken(), uk.user.id, '24h')).toMatchObject({
      status: 403,
      body: { code: 'self_excluded' },
    });
    const view = await rg.t.call('GET', `/api/responsible-gaming/${uk.user.id}`, { token: agentToken() });
    expect(view.body.data).toMatchObject({ status: 'self_excluded', coolOff: null });
  });
});
