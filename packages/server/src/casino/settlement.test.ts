import { casinoBetPnl, minor, type CasinoCard } from '@exchange/domain';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, newPlayer, placeBet } from '../testing/bets.ts';
import { bets, marketExposures, markets, settlements } from '../db/exchangeSchema.ts';
import { casinoRounds } from '../db/casinoSchema.ts';
import { ledgerEntries, ledgerTransactions } from '../db/schema.ts';
import { verifyLedger } from '../ledger/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../testing/app.ts';
import { casinoStakeOf } from './position.ts';
import { roundDeal, type CasinoRoundRow } from './rounds.ts';
import { settleCasinoRound, voidCasinoRound } from './settlement.ts';
import {
  casinoBet,
  exposureRowsAgree,
  finishRound,
  lucky7,
  openTestRound,
  openTestRoundDealing,
  testClock,
} from '../testing/casino.ts';

const clock = testClock();
let t: TestApp;
let agent: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  const admin = await t.createUser({ role: 'admin' });
  agent = await t.createUser({ role: 'dl', parent: admin, privileges: [10] });
});
afterAll(() => t.close());

/** Lucky 7's runners (lucky7.ts). */
const runner = {
  low: { suffix: 'lowHigh', selectionId: 1 },
  high: { suffix: 'lowHigh', selectionId: 2 },
  odd: { suffix: 'oddEven', selectionId: 4 },
  red: { suffix: 'color', selectionId: 5 },
  black: { suffix: 'color', selectionId: 6 },
  line2: { suffix: 'line', selectionId: 11 },
  card7: { suffix: 'card', selectionId: 27 },
} as const;

const sevenDealt = (card: CasinoCard) => card.rank === 7;

async function roundBets(round: CasinoRoundRow) {
  return t.context.db
    .select()
    .from(bets)
    .where(like(bets.marketId, `${round.id}.%`));
}

/** What the domain says each bet of the round wins or loses, by its game's outcome for its runner. */
async function domainPnl(round: CasinoRoundRow, userId: string): Promise<number> {
  const deal = roundDeal(round) as CasinoCard;
  const own = (await roundBets(round)).filter((bet) => bet.userId === userId);
  return own.reduce((sum, bet) => {
    const suffix = bet.marketId.slice(bet.marketId.indexOf('.') + 1);
    return sum + casinoBetPnl(casinoStakeOf(bet), lucky7.settle(deal, suffix, bet.selectionId));
  }, 0);
}

async function ledgerCount(): Promise<number> {
  return (await t.context.db.select({ id: ledgerTransactions.id }).from(ledgerTransactions)).length;
}

describe('settling a casino round', () => {
  it("moves exactly the domain's P/L for every bet, in one ledger transaction for the round", async () => {
    const round = await openTestRoundDealing(t, clock, lucky7, sevenDealt);
    const alice = await newPlayer(t, agent);
    const bob = await newPlayer(t, agent);
    const bet = (token: string, on: { suffix: string; selectionId: number }, stake: number) =>
      placeBet(t, token, casinoBet(round, { ...on, stake }));
    for (const [token, on, stake] of [
      [alice.token, runner.low, 100],
      [alice.token, runner.high, 200],
      [alice.token, runner.line2, 100],
      [alice.token, runner.card7, 50],
      [bob.token, runner.odd, 300],
      [bob.token, runner.red, 100],
      [bob.token, runner.black, 100],
    ] as const) {
      expect((await bet(token, on, stake)).status).toBe(200);
    }
    expect((await balanceOf(t, alice.token)).exposer).toBeGreaterThan(0);
    const expected = {
      alice: await domainPnl(round, alice.user.id),
      bob: await domainPnl(round, bob.user.id),
    };
    // A 7: Low and High lose half (50 + 100), Line 2 loses 100, Card 7 pays 11 x 50; Odd pays 0.79 x 300,
    // and of Red and Black one pays 95 and the other loses 100.
    expect(expected).toEqual({ alice: 30_000, bob: 23_200 });
    const before = await ledgerCount();
    t.pushes.length = 0;

    const closing = await settleCasinoRound(t.context, (await finishRound(t, round)).id);

    expect(closing).toEqual({ outcome: 'settled', changed: true, players: 2, bets: 7 });
    expect(await balanceOf(t, alice.token)).toEqual({ balance: 5_300, exposer: 0 });
    expect(await balanceOf(t, bob.token)).toEqual({ balance: 5_232, exposer: 0 });
    expect(await exposureRowsAgree(t, alice.user)).toBe(true);
    const settled = await roundBets(round);
    expect(settled.every((row) => row.status === 'settled')).toBe(true);
    const lowBet = settled.find((row) => row.userId === alice.user.id && row.selectionId === 1);
    expect(lowBet?.pnl).toBe(-5_000);
    expect(
      await t.context.db
        .select()
        .from(marketExposures)
        .where(
          inArray(
            marketExposures.userId,
            [alice, bob].map((player) => player.user.id),
          ),
        ),
    ).toEqual([]);
    expect(await ledgerCount()).toBe(before + 1);
    const [transaction] = await t.context.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `casino:${round.id}`));
    expect(transaction).toMatchObject({ kind: 'settlement', narration: `Lucky 7 - A / ${round.id}` });
    // An entry for each player and one for the house: what the players won, out of the house.
    const entries = await t.context.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, transaction?.id ?? 0));
    expect(entries.map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([
      -(expected.alice + expected.bob),
      expected.bob,
      expected.alice,
    ]);
    // A settlements row per market and player (Alice bet on three markets, Bob on two), so the P/L reports
    // and the partnership shares see them.
    const rows = await t.context.db
      .select()
      .from(settlements)
      .where(like(settlements.marketId, `${round.id}.%`));
    expect(rows).toHaveLength(5);
    expect(rows.reduce((sum, row) => sum + row.pnl, 0)).toBe(expected.alice + expected.bob);
    const marketRows = await t.context.db
      .select()
      .from(markets)
      .where(like(markets.id, `${round.id}.%`));
    expect(marketRows.every((market) => market.settledAt !== null && market.status === 'CLOSED')).toBe(true);
    const [stored] = await t.context.db.select().from(casinoRounds).where(eq(casinoRounds.id, round.id));
    expect(stored?.settledAt).toBeInstanceOf(Date);
    expect(stored?.state).toBe('result');
    expect(
      t.pushes
        .filter((push) => push.event === 'balance')
        .map((push) => push.userId)
        .sort(),
    ).toEqual([alice.user.id, bob.user.id].sort());
    expect(await verifyLedger(t.context.db)).toEqual([]);

    // Again (a retry, a restart): nothing moves.
    expect(await settleCasinoRound(t.context, round.id)).toEqual({
      outcome: 'settled',
      changed: false,
      players: 0,
      bets: 0,
    });
    expect(await voidCasinoRound(t.context, round.id)).toMatchObject({ outcome: 'settled', changed: false });
    expect(await ledgerCount()).toBe(before + 1);
    expect(await balanceOf(t, alice.token)).toEqual({ balance: 5_300, exposer: 0 });
    expect(await verifyLedger(t.context.db)).toEqual([]);
  });

  it('pays winners and takes from losers on any card, as the domain says', async () => {
    const round = await openTestRound(t, clock, lucky7);
    const players = [await newPlayer(t, agent), await newPlayer(t, agent), await newPlayer(t, agent)];
    const choices = Object.values(runner);
    for (const [index, player] of players.entries()) {
      for (const [offset, on] of choices.entries()) {
        if ((index + offset) % 2 === 0) continue;
        expect(
          (await placeBet(t, player.token, casinoBet(round, { ...on, stake: 10 * (offset + 1) }))).status,
        ).toBe(200);
      }
    }
    const expected = await Promise.all(players.map((player) => domainPnl(round, player.user.id)));
    await settleCasinoRound(t.context, (await finishRound(t, round)).id);
    for (const [index, player] of players.entries()) {
      expect(await balanceOf(t, player.token)).toEqual({
        balance: 5_000 + (expected[index] ?? 0) / 100,
        exposer: 0,
      });
    }
    expect(await verifyLedger(t.context.db)).toEqual([]);
  });

  it('settles a round nobody bet on, and refuses to settle one still open', async () => {
    const round = await openTestRound(t, clock, lucky7);
    await expect(settleCasinoRound(t.context, round.id)).rejects.toThrow(/still open/);
    await finishRound(t, round);
    expect(await settleCasinoRound(t.context, round.id)).toEqual({
      outcome: 'settled',
      changed: true,
      players: 0,
      bets: 0,
    });
  });
});

describe('voiding a casino round', () => {
  it('releases the exposure with no money moved, once', async () => {
    const round = await openTestRound(t, clock, lucky7);
    const player = await newPlayer(t, agent);
    await placeBet(t, player.token, casinoBet(round, { ...runner.line2, stake: 400 }));
    await placeBet(t, player.token, casinoBet(round, { ...runner.low, stake: 100 }));
    expect(await balanceOf(t, player.token)).toEqual({ balance: 5_000, exposer: 500 });
    const before = await ledgerCount();

    // A crash mid-round: the loop voids it, whatever its state.
    expect(await voidCasinoRound(t.context, round.id)).toEqual({
      outcome: 'void',
      changed: true,
      players: 1,
      bets: 2,
    });
    expect(await balanceOf(t, player.token)).toEqual({ balance: 5_000, exposer: 0 });
    expect((await roundBets(round)).map((row) => [row.status, row.pnl])).toEqual([
      ['void', 0],
      ['void', 0],
    ]);
    expect(await voidCasinoRound(t.context, round.id)).toMatchObject({ outcome: 'void', changed: false });
    expect(await settleCasinoRound(t.context, round.id)).toMatchObject({ outcome: 'void', changed: false });
    expect(await balanceOf(t, player.token)).toEqual({ balance: 5_000, exposer: 0 });
    expect(await ledgerCount()).toBe(before);
    const [stored] = await t.context.db.select().from(casinoRounds).where(eq(casinoRounds.id, round.id));
    expect(stored?.voidedAt).toBeInstanceOf(Date);
    expect(stored?.settledAt).toBeNull();
    expect(await verifyLedger(t.context.db)).toEqual([]);
  });
});

describe('a casino market by hand', () => {
  it('is refused: it settles with its round', async () => {
    const round = await openTestRound(t, clock, lucky7);
    const player = await newPlayer(t, agent);
    await placeBet(t, player.token, casinoBet(round, { ...runner.low, stake: 100 }));
    const admin = await t.createUser({ role: 'admin' });
    const declared = await t.call('POST', '/api/declare-result', {
      token: await t.signIn(admin),
      body: { marketId: `${round.id}.lowHigh`, result: 1 },
    });
    expect(declared).toMatchObject({ status: 409, body: { code: 'casino_market_by_round' } });
    expect(minor((await balanceOf(t, player.token)).exposer)).toBe(100);
  });
});
