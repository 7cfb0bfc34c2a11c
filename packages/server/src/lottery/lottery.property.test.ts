import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import { getBalance, house, verifyLedger } from '../ledger/index.ts';
import { lotteryHour, lotteryTestApp } from '../testing/lottery.ts';

const lottery = await lotteryTestApp();
const { t } = lottery;
afterAll(() => t.close());

/** One purchase try: by which player, how many or which numbers, or a retry of an earlier try. */
type Try = { player: number; count: number } | { player: number; numbers: number[] } | { retry: number };

const scenarios = fc.record({
  tickets: fc.integer({ min: 2, max: 12 }),
  price: fc.integer({ min: 1, max: 80 }),
  prizes: fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 3 }),
  end: fc.constantFrom('draw', 'close'),
  tries: fc.array(
    fc.oneof(
      fc.record({ player: fc.nat(2), count: fc.integer({ min: 1, max: 5 }) }),
      fc.record({
        player: fc.nat(2),
        numbers: fc.uniqueArray(fc.integer({ min: 1, max: 14 }), { minLength: 1, maxLength: 3 }),
      }),
      fc.record({ retry: fc.nat(20) }),
    ) as fc.Arbitrary<Try>,
    { maxLength: 10 },
  ),
});

const balanceOf = async (owner: string) => (await getBalance(t.database.db, owner)).balance;

it('conserves money: what the players pay, win and get back is what the house takes and pays', async () => {
  let runs = 0;
  const answered = { bought: 0, refused: 0 };
  await fc.assert(
    fc.asyncProperty(scenarios, async (scenario) => {
      runs += 1;
      const prizes = scenario.prizes.slice(0, scenario.tickets);
      const item = await lottery.addDraw({
        price: String(scenario.price),
        tickets: String(scenario.tickets),
        prizes: prizes.join(','),
      });
      // Balances small enough that some purchases are refused for want of money.
      const players = await Promise.all([150, 40, 300].map((rupees) => lottery.player(rupees)));
      const before = await Promise.all(players.map(({ user }) => balanceOf(user.id)));
      const houseBefore = await balanceOf(house);
      const sent: { token: string; body: Record<string, unknown> }[] = [];
      for (const [index, attempt] of scenario.tries.entries()) {
        const earlier = 'retry' in attempt ? sent[attempt.retry % Math.max(sent.length, 1)] : undefined;
        if ('retry' in attempt && !earlier) continue;
        const player = 'retry' in attempt ? undefined : players[attempt.player];
        const { retry: _, player: __, ...wanted } = attempt as Record<string, unknown>;
        const request = earlier ?? {
          token: player?.token ?? '',
          body: { id: item.id, idempotencyKey: `run-${runs}-${index}`, ...wanted },
        };
        const answer = await lottery.buy(request.token, request.body);
        expect(answer.status === 200 || (answer.status >= 400 && answer.status < 500)).toBe(true);
        answered[answer.status === 200 ? 'bought' : 'refused'] += 1;
        if (!earlier) sent.push(request);
      }
      lottery.advance(lotteryHour);
      if (scenario.end === 'close') {
        await t.call('POST', '/api/close-lottery-item', { token: lottery.adminToken, body: { id: item.id } });
      } else {
        await lottery.drawDue();
      }

      const tickets = await rowsOf<{ user_id: string; prize: unknown }>(
        t.database.db,
        sql`select user_id, prize from lottery_tickets where item_id = ${item.id}`,
      );
      const deltas = await Promise.all(
        players.map(async ({ user }, index) => (await balanceOf(user.id)) - (before[index] ?? 0)),
      );
      players.forEach(({ user }, index) => {
        const own = tickets.filter((ticket) => ticket.user_id === user.id);
        const won = own.reduce((total, ticket) => total + Number(ticket.prize ?? 0), 0);
        // Each ticket cost its price once; a closed draw gave it back; a drawn one paid its prize.
        const expected = scenario.end === 'close' ? 0 : won - own.length * scenario.price * 100;
        expect(deltas[index]).toBe(expected);
      });
      const playersTotal = deltas.reduce((total, delta) => total + delta, 0);
      expect((await balanceOf(house)) - houseBefore + playersTotal).toBe(0);
      expect(tickets.length).toBeLessThanOrEqual(scenario.tickets);
      if (scenario.end === 'draw') {
        const paid = tickets.filter((ticket) => ticket.prize !== null).length;
        expect(paid).toBe(Math.min(prizes.length, tickets.length));
      }
    }),
    // Each run adds a draw and three players, a few hundred milliseconds; the limit keeps a failure short.
    { numRuns: 15, plugins: [fc.interruptAfterTimeLimit(120_000)] },
  );
  // The runs bought tickets and were refused some (sold out, taken, short of money).
  expect(answered.bought).toBeGreaterThan(10);
  expect(answered.refused).toBeGreaterThan(5);
  expect(await verifyLedger(t.database.db)).toEqual([]);
  const [total] = await rowsOf<{ sum: unknown }>(
    t.database.db,
    sql`select sum(balance) as sum from accounts`,
  );
  expect(Number(total?.sum)).toBe(0);
});
