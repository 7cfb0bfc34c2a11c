import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { UnknownCasinoGameError, type CasinoRoundMove } from '../casino/loop.ts';
import { readLatestRounds } from '../casino/queries.ts';
import type { Database } from '../db/client.ts';
import { badTestInput, registerLoopbackRoutes } from './loopbackRoutes.ts';

/** The stepped round loop as the route sees it (casino/loop.ts). */
export interface CasinoStepper {
  stepGame(gameCode: string): Promise<CasinoRoundMove[]>;
}

const stepSchema = v.object({ game: v.pipe(v.string(), v.nonEmpty()) });

/**
 * CASINO=stepped only (which needs TEST_CLOCK=on): POST /test/casino {game} makes that game's round take
 * its next move now (the round loop's `stepGame`) and answers once it is written, with the moves made and
 * where the game's newest round stands, so the test's next read (and the casino room's next look) sees it.
 */
export function registerTestCasino(
  app: FastifyInstance,
  casino: { loop: CasinoStepper; db: Database },
): void {
  registerLoopbackRoutes(app, (scope) => {
    scope.post('/test/casino', { bodyLimit: 1024 }, async (request, reply) => {
      const parsed = v.safeParse(stepSchema, request.body);
      if (!parsed.success)
        return reply.code(400).send(badTestInput('game: a casino game code, such as teen20'));
      const { game } = parsed.output;
      let moves: CasinoRoundMove[];
      try {
        moves = await casino.loop.stepGame(game);
      } catch (error) {
        if (error instanceof UnknownCasinoGameError) {
          return reply.code(400).send(badTestInput(`game: no casino game ${JSON.stringify(game)}`));
        }
        throw error;
      }
      const [latest] = await readLatestRounds(casino.db, [game]);
      const round = latest ? { roundId: latest.id, state: latest.state, shown: latest.shown } : null;
      return { moves, round };
    });
  });
}
