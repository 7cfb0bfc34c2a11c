import { privilegeIds, minor } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, placeBet } from '../testing/bets.ts';
import { users } from '../db/schema.ts';
import { createTestApp, type TestUser } from '../testing/app.ts';
import { createTestMatch, runnerBet, type TestMatch } from '../testing/markets.ts';

const t = await createTestApp();
afterAll(() => t.close());

const all = [...privilegeIds];
const admin = await t.createUser({ role: 'admin', partnership: 100 });
const mdl = await t.createUser({ role: 'mdl', parent: admin, partnership: 30, privileges: all });
const dl = await t.createUser({ role: 'dl', parent: mdl, partnership: 10, privileges: all });
const otherMaster = await t.createUser({ role: 'mdl', parent: admin, privileges: all });
// A login of the Master: it acts for the Master but is not one of its users.
const login = await t.createUser({ role: 'mdl', parent: mdl, privileges: [2] });
await t.context.db.update(users).set({ ownerId: mdl.id }).where(eq(users.id, login.id));

let match: TestMatch;
let quietMatch: TestMatch;
let p1: { user: TestUser; token: string };
let p2: { user: TestUser; token: string };
let p3: { user: TestUser; token: string };
const tokens = new Map<TestUser, string>();

async function as(user: TestUser, path: string, query: Record<string, string> = {}) {
  let token = tokens.get(user);
  if (!token) {
    token = await t.signIn(user);
    tokens.set(user, token);
  }
  return t.call('GET', `/api/${path}`, { token, query });
}

beforeAll(async () => {
  match = await createTestMatch(t, { status: 'inPlay' });
  quietMatch = await createTestMatch(t);
  p1 = await newPlayer(t, dl, { balance: 5_000 });
  p2 = await newPlayer(t, mdl, { balance: 2_000 });
  p3 = await newPlayer(t, otherMaster, { balance: 1_000 });
  const { matchOdds, matchId } = match;
  for (const [player, bet] of [
    [p1, runnerBet(matchOdds, matchId, { runner: 0, side: 'back', odds: 2.0, stake: 1_000 })],
    [p2, runnerBet(matchOdds, matchId, { runner: 1, side: 'lay', odds: 1.5, stake: 400 })],
    [p3, runnerBet(matchOdds, matchId, { runner: 0, side: 'back', odds: 2.0, stake: 300 })],
  ] as const) {
    expect((await placeBet(t, player.token, bet)).status).toBe(200);
  }
  // Locked after betting: its open bet still counts.
  await t.context.db
    .update(users)
    .set({ userLocked: true, creditReference: minor(150_000) })
    .where(eq(users.id, p2.user.id));
});

describe('the dashboard summary', () => {
  it("totals the Master's whole downline and lists the match its players bet on", async () => {
    const response = await as(mdl, 'get-dashboard-summary');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      account: { balance: 0, exposer: 0, available: 0, creditRefrences: 0 },
      // dl, p1 and p2 (not the login); p1 risks 1,000 on its back, p2 200 on its lay at 1.5.
      downline: {
        clients: 2,
        users: 3,
        players: 2,
        lockedUsers: 1,
        balance: 7_000,
        exposer: 1_200,
        available: 5_800,
        creditRefrences: 1_500,
      },
      matches: [
        {
          matchId: match.matchId,
          matchName: match.name,
          sportId: match.sportId,
          status: 'inPlay',
          openDate: expect.any(String),
          bets: 2,
          stake: 1_400,
        },
      ],
    });
  });

  it("shows an Agent only its own players' figures and a login its operator's", async () => {
    const agent = (await as(dl, 'get-dashboard-summary')).body.data as {
      downline: { users: number; balance: number };
      matches: { bets: number }[];
    };
    expect(agent.downline).toMatchObject({ users: 1, balance: 5_000 });
    expect(agent.matches.map((entry) => entry.bets)).toEqual([1]);
    // The login holds Market Analysis only: the dashboard is privilege 1.
    expect((await as(login, 'get-dashboard-summary')).status).toBe(403);
  });
});

describe("a match's bets in the downline", () => {
  it("lists the Master's players' open bets on the match, newest first, and none of another branch", async () => {
    const response = await as(mdl, 'get-match-bets', { matchId: String(match.matchId) });
    expect(response.status).toBe(200);
    const page = response.body.data as { docs: { username: string; stack: number }[]; totalDocs: number };
    expect(page.totalDocs).toBe(2);
    expect(page.docs.map((doc) => [doc.username, doc.stack])).toEqual([
      [p2.user.username, 400],
      [p1.user.username, 1_000],
    ]);
    const other = await as(otherMaster, 'get-match-bets', { matchId: String(match.matchId) });
    expect((other.body.data as { docs: { username: string }[] }).docs.map((doc) => doc.username)).toEqual([
      p3.user.username,
    ]);
    const quiet = await as(mdl, 'get-match-bets', { matchId: String(quietMatch.matchId) });
    expect(quiet.body.data).toMatchObject({ docs: [], totalDocs: 0 });
  });

  it('drops a deleted bet from the list and refuses a match id that is not a number', async () => {
    const before = await as(mdl, 'get-match-bets', { matchId: String(match.matchId) });
    const [latest] = (before.body.data as { docs: { _id: string }[] }).docs;
    const token = tokens.get(mdl) ?? '';
    const deleted = await t.call('DELETE', `/api/delete-current-bet/${latest?._id}`, { token });
    expect(deleted.status).toBe(200);
    const after = await as(mdl, 'get-match-bets', { matchId: String(match.matchId) });
    expect(after.body.data).toMatchObject({ totalDocs: 1 });
    const bad = await as(mdl, 'get-match-bets', { matchId: 'abc' });
    expect(bad.status).toBe(400);
  });
});
