import { readFile } from 'node:fs/promises';
import { inArray } from 'drizzle-orm';
import { addLotteryItem } from '../casinoProviders/lottery.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { buyLotteryTickets } from '../lottery/buy.ts';
import { drawLottery } from '../lottery/drawing.ts';

/**
 * A demo draw's picture: a file beside this module, found from two folders below the server's package
 * (as the migrations are), so the bundled server finds the same file.
 */
const image = async (name: string) => ({
  contentType: 'image/jpeg' as const,
  bytes: await readFile(new URL(`../../src/seed/images/${name}`, import.meta.url)),
});

/**
 * The demo's lottery (issue 39), made through the lottery's own calls so every rupee moves through the
 * ledger: "Diwali Bumper", open for a week with a few tickets of Playertwo's sold, and "Holi Special",
 * closed as the demo was seeded and drawn, in which both players held tickets and won what the draw gave.
 */
export async function seedDemoLottery(db: Database, now: Date): Promise<void> {
  const named = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['Superadmin', 'Player', 'Playertwo']));
  const idOf = (username: string) => {
    const found = named.find((user) => user.username === username);
    if (!found) throw new Error(`The demo has no ${username}`);
    return found.id;
  };
  const at = (instant: Date): Pick<AppContext, 'db' | 'now' | 'notify'> => ({
    db,
    now: () => instant,
    // Nobody is connected while the demo is seeded.
    notify: { toUser: () => undefined, listens: () => false, endSessions: () => undefined },
  });
  const buy = (instant: Date, username: string, id: string, count: number) =>
    buyLotteryTickets(
      at(instant),
      {
        userId: idOf(username),
        sessionId: crypto.randomUUID(),
        role: 'user',
        privileges: [],
        actingUserId: idOf(username),
      },
      { id, count, idempotencyKey: `demo-lottery:${id}:${username}` },
    );

  // Holi Special closed this minute, so its draw and its prizes read as today's in the statement.
  const holiClose = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const before = new Date(holiClose.getTime() - 2 * 60 * 60 * 1000);
  const holi = await addLotteryItem(
    at(before),
    idOf('Superadmin'),
    {
      title: 'Holi Special',
      price: 100,
      closeAt: holiClose.toISOString(),
      tickets: 50,
      prizes: [2000, 1000, 500],
    },
    await image('holi-special.jpg'),
  );
  await buy(before, 'Player', holi.id, 5);
  await buy(before, 'Playertwo', holi.id, 3);
  await drawLottery(at(holiClose), holi.id, holiClose);

  const diwali = await addLotteryItem(
    at(now),
    idOf('Superadmin'),
    {
      title: 'Diwali Bumper',
      price: 100,
      // A week on, at 18:00 UTC.
      closeAt: new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 7, 18),
      ).toISOString(),
      tickets: 100,
      prizes: [5000, 2000, 1000],
    },
    await image('diwali-bumper.jpg'),
  );
  await buy(now, 'Playertwo', diwali.id, 3);
}
