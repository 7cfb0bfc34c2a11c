import { betRecordsResponseSchema, refusalMessages, type BetRecordWire } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema.ts';
import { buildTree } from '../testing/tree.ts';
import { createTestApp, testPassword, type TestApp } from '../testing/app.ts';
import { createTestMatch, noSportLimits, runnerBet, type TestMatch } from '../testing/markets.ts';
import { balanceOf, fund, placeBet } from '../testing/bets.ts';

let t: TestApp;
let tree: Awaited<ReturnType<typeof buildTree>>;
let match: TestMatch;
const tokens = new Map<string, string>();

function token(name: keyof typeof tree): string {
  const value = tokens.get(name);
  if (!value) throw new Error(`no token for ${name}`);
  return value;
}

beforeAll(async () => {
  t = await createTestApp();
  tree = await buildTree(t);
  for (const [name, user] of Object.entries(tree)) tokens.set(name, await t.signIn(user));
  await fund(t, tree.player, 5_000);
  await fund(t, tree.player2, 5_000);
  match = await createTestMatch(t, { sport: noSportLimits });
});
afterAll(() => t.close());

const bet = (side: 'back' | 'lay', odds: number, stake = 100) =>
  runnerBet(match.matchOdds, match.matchId, { side, odds, stake });
/** The audit entries about one bet. */
const auditOf = (betId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.detail}->>'betId' = ${betId}`);
const today = new Date().toISOString().slice(0, 10);
const period = { startDate: today, endDate: today };

describe('bet lists', () => {
  it("lists a player's own bets by id and an operator's downline bets, leaving out the rest", async () => {
    const own = await placeBet(t, token('player'), bet('back', 2));
    const foreign = await placeBet(t, token('player2'), bet('lay', 2.02));
    const ids = [own.data.bet._id, foreign.data.bet._id];

    const mine = await t.call('POST', '/api/get-bet-list-by-ids', {
      token: token('player'),
      body: { betIds: ids },
    });
    expect(v.is(betRecordsResponseSchema, mine.body)).toBe(true);
    expect((mine.body.data as { docs: { _id: string }[] }).docs.map((doc) => doc._id)).toEqual([
      own.data.bet._id,
    ]);
    const agentView = await t.call('POST', '/api/get-bet-list-by-ids', {
      token: token('dl'),
      body: { betIds: ids },
    });
    expect((agentView.body.data as { docs: { _id: string; username: string }[] }).docs).toEqual([
      expect.objectContaining({
        _id: own.data.bet._id,
        username: tree.player.username,
        bet_status: 'matched',
      }),
    ]);
    const bare = await t.call('POST', '/api/get-bet-list-by-ids', {
      token: token('bare'),
      body: { betIds: ids },
    });
    expect(bare).toMatchObject({
      status: 403,
      body: { code: 'forbidden', message: refusalMessages.forbidden },
    });
  });

  it("lists the downline's current bets in a period with alluserbetList, filtered by side", async () => {
    const list = async (name: keyof typeof tree, body: object) =>
      (await t.call('POST', '/api/alluserbetList', { token: token(name), body, query: { page: '1' } })).body
        .data as { docs: { username: string; isBack: boolean }[]; totalDocs: number };
    const smdl = await list('smdl', period);
    expect(smdl.docs.length).toBeGreaterThan(0);
    expect(smdl.docs.every((doc) => doc.username === tree.player.username)).toBe(true);
    expect((await list('sadmin2', period)).docs.every((doc) => doc.username === tree.player2.username)).toBe(
      true,
    );
    expect((await list('smdl', { ...period, betType: 'lay' })).docs).toEqual([]);
    expect((await list('smdl', { startDate: '2020-01-01', endDate: '2020-01-02' })).totalDocs).toBe(0);
    const bad = await t.call('POST', '/api/alluserbetList', {
      token: token('smdl'),
      body: { startDate: today },
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'endDate is required' } });
  });

  it("shows the caller's exposure per event", async () => {
    const other = await createTestMatch(t);
    await placeBet(
      t,
      token('player'),
      runnerBet(other.matchOdds, other.matchId, { side: 'lay', odds: 3.6, runner: 1, stake: 100 }),
    );
    const { body } = await t.call('GET', '/api/get-exposer-event', { token: token('player') });
    const events = body.data as { matchId: number; exposer: number }[];
    expect(events.find((event) => event.matchId === other.matchId)?.exposer).toBe(260);
    expect(events.reduce((sum, event) => sum + event.exposer, 0)).toBe(
      (await balanceOf(t, token('player'))).exposer,
    );
    expect((await t.call('GET', '/api/get-exposer-event', { token: token('dl') })).body.data).toEqual([]);

    // The client list's exposure figure, by event: an operator above (User List) reads the player's.
    const ofPlayer = (who: keyof typeof tree) =>
      t.call('GET', '/api/get-exposer-event', {
        token: token(who),
        query: { username: tree.player.username },
      });
    expect((await ofPlayer('smdl')).body.data).toEqual(events);
    expect((await ofPlayer('dl2')).body).toMatchObject({ code: 'not_in_subtree' });
    expect((await ofPlayer('bare')).status).toBe(403);
    expect(
      (
        await t.call('GET', '/api/get-exposer-event', {
          token: token('player'),
          query: { username: tree.player2.username },
        })
      ).body,
    ).toMatchObject({ code: 'not_in_subtree' });
  });
});

describe('deleting bets', () => {
  it('lets an operator delete an unmatched bet of its downline, but not a foreign one', async () => {
    const placed = await placeBet(t, token('player'), bet('back', 3, 300));
    const before = (await balanceOf(t, token('player'))).exposer;
    const foreign = await t.call('DELETE', `/api/delete-current-bet/${placed.data.bet._id}`, {
      token: token('dl2'),
    });
    expect(foreign).toMatchObject({
      status: 403,
      body: { code: 'not_in_subtree', message: refusalMessages.notInSubtree },
    });
    const deleted = await t.call('DELETE', `/api/delete-current-bet/${placed.data.bet._id}`, {
      token: token('dl'),
    });
    expect(deleted.status).toBe(200);
    expect((await balanceOf(t, token('player'))).exposer).toBe(before - 300);
    const again = await t.call('DELETE', `/api/delete-current-bet/${placed.data.bet._id}`, {
      token: token('dl'),
    });
    expect(again).toMatchObject({
      status: 400,
      body: { code: 'bet_not_open', message: refusalMessages.betNotOpen },
    });
    // No transaction password, no matched bet: nothing to audit.
    expect(await auditOf(placed.data.bet._id)).toEqual([]);
  });

  it('deletes a matched bet only with the transaction password, and records who, when and what', async () => {
    const placed = await placeBet(t, token('player'), bet('back', 2, 300));
    const betId = placed.data.bet._id;
    const before = await balanceOf(t, token('player'));
    const url = `/api/delete-current-bet/${betId}`;

    const unconfirmed = await t.call('DELETE', url, { token: token('dl') });
    expect(unconfirmed).toMatchObject({
      status: 400,
      body: {
        code: 'matched_bet_needs_transaction_password',
        message: refusalMessages.matchedBetNeedsTransactionPassword,
      },
    });
    const wrong = await t.call('DELETE', url, { token: token('dl'), body: { transactionPassword: 'nope' } });
    expect(wrong).toMatchObject({
      status: 400,
      body: { code: 'transaction_password_incorrect', message: refusalMessages.invalidTransactionPassword },
    });
    const foreign = await t.call('DELETE', url, {
      token: token('dl2'),
      body: { transactionPassword: testPassword },
    });
    expect(foreign.status).toBe(403);
    const unprivileged = await t.call('DELETE', url, {
      token: token('bare'),
      body: { transactionPassword: testPassword },
    });
    expect(unprivileged).toMatchObject({
      status: 403,
      body: { code: 'forbidden', message: refusalMessages.forbidden },
    });
    expect((await balanceOf(t, token('player'))).exposer).toBe(before.exposer);
    expect(await auditOf(betId)).toEqual([]);

    const deleted = await t.call('DELETE', url, {
      token: token('dl'),
      body: { transactionPassword: testPassword },
    });
    expect(deleted.status).toBe(200);
    // Money: the exposure is released and the balance untouched (a deletion moves no money in the ledger).
    expect(await balanceOf(t, token('player'))).toEqual({
      ...before,
      exposer: before.exposer - 300,
    });
    expect(await auditOf(betId)).toEqual([
      expect.objectContaining({
        actorId: tree.dl.id,
        actingForId: tree.dl.id,
        action: 'deleteMatchedBet',
        targetUserId: tree.player.id,
        detail: {
          betId,
          stake: 300,
          odds: placed.data.bet.odds,
          side: 'back',
          marketName: expect.any(String),
          runnerName: expect.any(String),
          matchId: match.matchId,
        },
        ip: '127.0.0.1',
      }),
    ]);

    // The operators' Current Bets show the deleted bet with who deleted it and when.
    const report = await t.call('POST', '/api/alluserbetList', {
      token: token('smdl'),
      body: period,
      query: { page: '1' },
    });
    const row = (report.body.data as { docs: BetRecordWire[] }).docs.find((doc) => doc._id === betId);
    expect(row).toMatchObject({ bet_status: 'deleted', deletedBy: tree.dl.username });
    expect(v.is(betRecordsResponseSchema, report.body)).toBe(true);
  });

  it('deletes several bets with the transaction password, all or none', async () => {
    const beforeBets = (await balanceOf(t, token('player'))).exposer;
    const first = await placeBet(t, token('player'), bet('back', 3, 100));
    const second = await placeBet(t, token('player'), bet('lay', 2.02, 100));
    const foreign = await placeBet(t, token('player2'), bet('back', 2, 100));
    const exposure = (await balanceOf(t, token('player'))).exposer;
    const betIds = [first.data.bet._id, second.data.bet._id];

    const wrong = await t.call('POST', '/api/delete-bets', {
      token: token('smdl'),
      body: { betIds, transactionPassword: 'nope' },
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { code: 'transaction_password_incorrect', message: refusalMessages.invalidTransactionPassword },
    });
    const mixed = await t.call('POST', '/api/delete-bets', {
      token: token('smdl'),
      body: { betIds: [...betIds, foreign.data.bet._id], transactionPassword: testPassword },
    });
    expect(mixed).toMatchObject({
      status: 403,
      body: { code: 'not_in_subtree', message: refusalMessages.notInSubtree },
    });
    expect((await balanceOf(t, token('player'))).exposer).toBe(exposure);

    const done = await t.call('POST', '/api/delete-bets', {
      token: token('smdl'),
      body: { betIds, transactionPassword: testPassword },
    });
    expect(done.status).toBe(200);
    expect((await balanceOf(t, token('player'))).exposer).toBe(beforeBets);
    const pushed = t.pushes
      .filter((push) => push.userId === tree.player.id && push.event === 'bet')
      .slice(-2);
    expect(pushed.map((push) => (push.payload as { event: string }).event)).toEqual(['deleted', 'deleted']);
    // The first bet was waiting, the second matched: only the matched one is audited.
    expect(await auditOf(first.data.bet._id)).toEqual([]);
    expect(await auditOf(second.data.bet._id)).toEqual([
      expect.objectContaining({ actorId: tree.smdl.id, targetUserId: tree.player.id }),
    ]);
  });
});

describe('bet locks on a match', () => {
  it('locks and unlocks one user of the subtree, and shows it in the child list', async () => {
    const lock = (name: keyof typeof tree, body: object) =>
      t.call('POST', '/api/bet-lock', { token: token(name), body });
    const children = async () =>
      (
        await t.call('GET', '/api/get-child-user-list', {
          token: token('dl'),
          query: { matchId: String(match.matchId) },
        })
      ).body.data as { username: string; betLock: boolean }[];

    expect(
      (await lock('dl', { matchId: match.matchId, username: tree.player.username, lock: true })).status,
    ).toBe(200);
    expect(await children()).toEqual([
      { username: tree.player.username, role: 'user', betLock: true, inherited: false },
    ]);
    expect(await placeBet(t, token('player'), bet('back', 2))).toMatchObject({
      status: 403,
      code: 'event_bet_locked',
      message: refusalMessages.eventBetLocked,
    });
    expect(
      (await lock('dl', { matchId: match.matchId, username: tree.player.username, lock: false })).status,
    ).toBe(200);
    expect(await children()).toEqual([
      { username: tree.player.username, role: 'user', betLock: false, inherited: false },
    ]);

    // The whole downline: a lock on the Super Master itself.
    expect((await lock('smdl', { matchId: match.matchId, lock: true })).status).toBe(200);
    expect(await children()).toEqual([
      { username: tree.player.username, role: 'user', betLock: true, inherited: true },
    ]);
    await lock('smdl', { matchId: match.matchId, lock: false });
    expect((await placeBet(t, token('player'), bet('back', 2))).status).toBe(200);

    expect(
      await lock('dl2', { matchId: match.matchId, username: tree.player.username, lock: true }),
    ).toMatchObject({
      status: 403,
      body: { code: 'not_in_subtree', message: refusalMessages.notInSubtree },
    });
    expect(await lock('dl', { matchId: 999, lock: true })).toMatchObject({ status: 404 });
    expect(await lock('bare', { matchId: match.matchId, lock: true })).toMatchObject({ status: 403 });
    expect(await lock('dl', { matchId: 'x', lock: true })).toMatchObject({ status: 400 });
  });

  it("leaves a lock an operator above set until that operator lifts it, and marks the downline's lock", async () => {
    const lock = (name: keyof typeof tree, body: object) =>
      t.call('POST', '/api/bet-lock', { token: token(name), body });
    const children = async () =>
      (
        await t.call('GET', '/api/get-child-user-list', {
          token: token('dl'),
          query: { matchId: String(match.matchId) },
        })
      ).body.data as { username: string; betLock: boolean; inherited: boolean }[];
    const refusedAbove = {
      status: 403,
      body: { code: 'bet_lock_set_above', message: refusalMessages.betLockSetAbove },
    };
    const onPlayer = { matchId: match.matchId, username: tree.player.username };

    // The Super Master locks the player: the Agent below it may not lift that lock, and nothing changes.
    expect((await lock('smdl', { ...onPlayer, lock: true })).status).toBe(200);
    expect(await lock('dl', { ...onPlayer, lock: false })).toMatchObject(refusedAbove);
    expect(await children()).toEqual([
      { username: tree.player.username, role: 'user', betLock: true, inherited: false },
    ]);
    expect((await placeBet(t, token('player'), bet('back', 2))).status).toBe(403);
    expect((await lock('smdl', { ...onPlayer, lock: false })).status).toBe(200);

    // A lock on the Agent itself (the whole downline of the Agent), set from above: the Agent sees it as
    // inherited and may not lift it either.
    const onAgent = { matchId: match.matchId, username: tree.dl.username };
    expect((await lock('smdl', { ...onAgent, lock: true })).status).toBe(200);
    expect(await children()).toEqual([
      { username: tree.player.username, role: 'user', betLock: true, inherited: true },
    ]);
    expect(await lock('dl', { matchId: match.matchId, lock: false })).toMatchObject(refusedAbove);
    expect((await placeBet(t, token('player'), bet('back', 2))).status).toBe(403);
    expect((await lock('smdl', { ...onAgent, lock: false })).status).toBe(200);

    // The Agent's own lock on its downline it lifts itself, and so may the operators above it.
    expect((await lock('dl', { matchId: match.matchId, lock: true })).status).toBe(200);
    expect(await children()).toEqual([
      { username: tree.player.username, role: 'user', betLock: true, inherited: true },
    ]);
    expect((await lock('smdl', { ...onAgent, lock: false })).status).toBe(200);
    expect(await children()).toEqual([
      { username: tree.player.username, role: 'user', betLock: false, inherited: false },
    ]);
    expect((await placeBet(t, token('player'), bet('back', 2))).status).toBe(200);
  });
});
