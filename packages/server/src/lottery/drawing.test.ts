import {
  privilegeIds,
  checkPublishedDraw,
  commitmentOf,
  drawLotteryWinners,
  lotteryTicketSetHash,
} from '@exchange/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { rupeesOf } from '../testing/cashier.ts';
import { getBalance, house, verifyLedger } from '../ledger/index.ts';
import { drawLottery } from './drawing.ts';
import { lotteryHour, lotteryTestApp } from '../testing/lottery.ts';

const lottery = await lotteryTestApp();
const { t } = lottery;
afterAll(() => t.close());

/** What a player's browser checks: the commitment, the ticket set and the winners drawn again. */
const verify = checkPublishedDraw;

describe('drawing a lottery draw', () => {
  it("draws at its close time by the app's clock, pays the prizes through the ledger and reveals a seed that verifies", async () => {
    const item = await lottery.addDraw({ title: 'Diwali Bumper', tickets: '6', prizes: '300,100' });
    const first = await lottery.player(1000);
    const second = await lottery.player(1000);
    await lottery.buy(first.token, { id: item.id, count: 3 });
    await lottery.buy(second.token, { id: item.id, count: 3 });
    const houseBefore = (await getBalance(t.database.db, house)).balance;

    // Not before its close time: nothing is drawn, nothing is revealed.
    lottery.advance(lotteryHour - 60_000);
    expect(await lottery.drawDue()).toBe(0);
    expect(await drawLottery(t.context, item.id, lottery.now())).toBe(false);
    expect((await lottery.draw(first.token, item.id)).proof.serverSeed).toBeNull();

    lottery.advance(60_000);
    expect(await lottery.drawDue()).toBe(1);
    const drawn = await lottery.draw(first.token, item.id);
    expect(drawn.item.status).toBe('drawn');
    expect(drawn.proof.commitment).toBe(item.commitment);
    expect(commitmentOf(drawn.proof.serverSeed ?? '')).toBe(item.commitment);
    expect(drawn.proof.ticketSetHash).toBe(lotteryTicketSetHash([1, 2, 3, 4, 5, 6]));
    expect(verify(drawn)).toEqual({ commitmentMatches: true, ticketSetMatches: true, winnersMatch: true });
    // Anyone draws the same winners again from what was published.
    const winners = drawn.item.winners ?? [];
    expect(
      drawLotteryWinners({
        serverSeed: drawn.proof.serverSeed ?? '',
        drawId: item.id,
        sold: drawn.taken,
        prizeCount: 2,
      }),
    ).toEqual(winners.map((winner) => winner.number));
    expect(winners.map(({ rank, prize }) => ({ rank, prize }))).toEqual([
      { rank: 1, prize: 300 },
      { rank: 2, prize: 100 },
    ]);

    // Each winner is paid its prize; the statement names the draw, the prize and the ticket.
    const holderOf = (number: number) => (number <= 3 ? first : second);
    const expected = new Map([
      [first.user.id, 850],
      [second.user.id, 850],
    ]);
    for (const winner of winners) {
      const holder = holderOf(winner.number);
      expected.set(holder.user.id, (expected.get(holder.user.id) ?? 0) + winner.prize);
      expect(await lottery.statement(holder.user)).toContainEqual({
        narration: `Lottery Diwali Bumper: ${winner.rank === 1 ? '1st' : '2nd'} prize, ticket ${winner.number}`,
        kind: 'lottery',
        credit: winner.prize,
        debit: 0,
      });
    }
    expect(await rupeesOf(t, first.user)).toBe(expected.get(first.user.id));
    expect(await rupeesOf(t, second.user)).toBe(expected.get(second.user.id));
    expect((await getBalance(t.database.db, house)).balance - houseBefore).toBe(-40_000);

    // Each player's own result: its winning tickets are marked, its winnings summed.
    for (const holder of [first, second]) {
      const seen = (await lottery.draw(holder.token, item.id)).item;
      const own = winners.filter((winner) => holderOf(winner.number) === holder);
      expect(seen.winners?.filter((winner) => winner.mine).map((winner) => winner.number)).toEqual(
        own.map((winner) => winner.number),
      );
      expect(seen.mine?.won).toBe(own.reduce((total, winner) => total + winner.prize, 0));
    }
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('draws once: a second try pays nothing more', async () => {
    const item = await lottery.addDraw({ tickets: '2', prizes: '500' });
    const { user, token } = await lottery.player(100);
    await lottery.buy(token, { id: item.id, count: 2 });
    lottery.advance(lotteryHour);
    const now = lottery.now();
    const tries = await Promise.all([
      drawLottery(t.context, item.id, now),
      drawLottery(t.context, item.id, now),
    ]);
    expect(tries.filter(Boolean)).toHaveLength(1);
    expect(await lottery.drawDue()).toBe(0);
    expect(await rupeesOf(t, user)).toBe(500);
  });

  it('draws a draw nobody played with no winners, and one short of tickets pays only the prizes drawn', async () => {
    const empty = await lottery.addDraw();
    const short = await lottery.addDraw({ tickets: '5', prizes: '300,200,100' });
    const { user, token } = await lottery.player(100);
    await lottery.buy(token, { id: short.id, count: 2 });
    lottery.advance(lotteryHour);
    expect(await lottery.drawDue()).toBe(2);
    const nobody = await lottery.draw(token, empty.id);
    expect(nobody.item).toMatchObject({ status: 'drawn', winners: [] });
    expect(verify(nobody)).toEqual({ commitmentMatches: true, ticketSetMatches: true, winnersMatch: true });
    const drawn = await lottery.draw(token, short.id);
    expect(drawn.item.winners?.map((winner) => winner.rank)).toEqual([1, 2]);
    expect(await rupeesOf(t, user)).toBe(0 + 300 + 200);
  });

  it("counts in the operators' game reports: the downline's tickets and prizes, the house's result the Super Admin's", async () => {
    const label = await t.createUser({
      role: 'sadmin',
      parent: lottery.admin,
      privileges: [...privilegeIds],
    });
    const { token } = await lottery.player(100, { parent: label });
    const item = await lottery.addDraw({ tickets: '2', prizes: '70' });
    await lottery.buy(token, { id: item.id, count: 2 });
    lottery.advance(lotteryHour);
    await lottery.drawDue();
    const day = (offset: number) =>
      new Date(lottery.now().getTime() + offset * 24 * lotteryHour).toISOString().slice(0, 10);
    const report = async (caller: string) => {
      const answer = await t.call('POST', '/api/game-reports', {
        token: caller,
        body: { startDate: day(-1), endDate: day(1) },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const { items } = answer.body.data as { items: { gameCode: string }[] };
      return items.find((row) => row.gameCode === 'lottery');
    };
    expect(await report(await t.signIn(label))).toEqual({
      matchId: 0,
      gameCode: 'lottery',
      gameName: 'Lottery',
      rounds: 1,
      bets: 2,
      stake: 100,
      downlinePnl: -30,
      pnl: 0,
    });
    const all = (await report(lottery.adminToken)) as unknown as {
      downlinePnl: number;
      pnl: number;
      rounds: number;
    };
    expect(all.rounds).toBeGreaterThanOrEqual(1);
    expect(all.pnl).toBe(-all.downlinePnl);
  });
});
