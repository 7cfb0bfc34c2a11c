import { casinoRoundId } from '@exchange/domain';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { testClock, testLoop } from '../testing/casinoLoop.ts';
import { casinoRounds } from '../db/casinoSchema.ts';
import { createTestApp } from '../testing/app.ts';
import { registerTestCasino } from './casinoRounds.ts';

const clock = testClock();
const t = await createTestApp({ now: () => clock.now() });
const { loop } = testLoop(t.context, { games: ['teen20'], stepped: true });
await loop.start();
const app = Fastify();
registerTestCasino(app, { loop, db: t.context.db });
await app.ready();
afterAll(async () => {
  await app.close();
  await loop.stop();
  await t.close();
});

const step = (payload: unknown, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/test/casino', payload: payload as object, remoteAddress });

describe('POST /test/casino', () => {
  it('moves the game’s round a step from this machine, answering the moves and where the round is', async () => {
    const roundId = casinoRoundId(5002, clock.now());
    const opened = await step({ game: 'teen20' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({
      moves: [{ roundId, gameCode: 'teen20', state: 'open', shown: 0 }],
      round: { roundId, state: 'open', shown: 0 },
    });
    clock.advance(1);
    expect((await step({ game: 'teen20' }, '::1')).json()).toEqual({
      moves: [{ roundId, gameCode: 'teen20', state: 'suspended', shown: 0 }],
      round: { roundId, state: 'suspended', shown: 0 },
    });
  });

  it('refuses other machines, and a missing or unknown game, moving nothing', async () => {
    const before = await t.context.db.select().from(casinoRounds);
    expect((await step({ game: 'teen20' }, '10.0.0.5')).statusCode).toBe(403);
    for (const body of [{}, { game: '' }, { game: 20 }, null]) {
      const refused = await step(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: 'game: a casino game code, such as teen20' });
    }
    // A game this loop does not drive is as unknown as one never defined.
    for (const game of ['nope', 'lucky7']) {
      const refused = await step({ game });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: `game: no casino game "${game}"` });
    }
    expect(await t.context.db.select().from(casinoRounds)).toEqual(before);
  });
});
